import { useSite } from '../site-context.tsx';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';

/** The company's ways to be reached, as a list; `smsBody` pre-fills the text for the page's topic. */
export function ContactList({ smsBody, postal = true }: { smsBody: string; postal?: boolean }) {
  const { business } = useSite();
  const { address } = business;
  return (
    <ul className="contact-list">
      <li>
        E-mail: <a href={mailHref(business)}>{business.email}</a>
      </li>
      <li>
        Phone: <a href={telHref(business)}>{business.phone}</a>
      </li>
      <li>
        Text: <a href={smsHref(business, smsBody)}>{business.phone}</a>
      </li>
      {postal ? (
        <li>
          Mail: {business.legalName}, {address.street}, {address.city}, {address.region} {address.postalCode}
        </li>
      ) : null}
    </ul>
  );
}
