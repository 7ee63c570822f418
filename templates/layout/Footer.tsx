// Site footer: the contact block from the business profile. The full footer (quick links,
// services, resources, locations, legal links) replaces this.
import { useSite } from '../site-context.tsx';
import { mailHref, smsHref, telHref } from '../components/contact-links.ts';

export function Footer() {
  const { business } = useSite();
  const { address } = business;
  return (
    <footer className="site-footer">
      <div className="container">
        <p className="footer-name">{business.name}</p>
        <address>
          {address.street}, {address.city}, {address.region} {address.postalCode}
          <br />
          Call <a href={telHref(business)}>{business.phone}</a> · Text <a href={smsHref(business)}>{business.phone}</a> ·{' '}
          <a href={mailHref(business)}>{business.email}</a>
        </address>
      </div>
    </footer>
  );
}
