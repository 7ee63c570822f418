import { useSite } from '../site-context.tsx';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';

/** The company's ways to be reached, as a list; `smsBody` pre-fills the text for the page's topic. */
export function ContactList({ smsBody, postal = true }: { smsBody: string; postal?: boolean }) {
  const { business, copy } = useSite();
  const { address } = business;
  const words = copy.contactList;
  return (
    <ul className="contact-list">
      <li>
        {words.email} <a href={mailHref(business)}>{business.email}</a>
      </li>
      <li>
        {words.phone} <a href={telHref(business)}>{business.phone}</a>
      </li>
      <li>
        {words.text} <a href={smsHref(business, smsBody)}>{business.phone}</a>
      </li>
      {postal ? (
        <li>
          {words.mail} {business.legalName}, {address.street}, {address.city}, {address.region} {address.postalCode}
        </li>
      ) : null}
    </ul>
  );
}
