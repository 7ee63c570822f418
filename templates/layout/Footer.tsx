// Site footer of spec part 2 section 2: contact block, accreditation badge link, social links,
// quick links, services, resources, locations, then privacy, terms and the HTML sitemap
// (DESIGN decision 7: those three pages are written). Contact facts come from business.json only.
import { useSite } from '../site-context.tsx';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';
import { hoursRows } from '../components/hours.ts';
import type { NavLink } from './Header.tsx';
import { cityPath } from '../../shared/service-area.ts';

const QUICK_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Get a Free Quote', href: '/quote/' },
  { label: 'Services', href: '/services/' },
  { label: 'Service Areas', href: '/service-areas/' },
  { label: 'Reviews', href: '/reviews/' },
  { label: 'FAQ', href: '/faq/' },
  { label: 'Contact', href: '/contact/' },
  { label: 'Pay with Bitcoin', href: '/bitcoin-payments/' },
  { label: 'Accessibility', href: '/accessibility/' },
];

const LEGAL: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy/' },
  { label: 'Terms of Service', href: '/terms-of-service/' },
  { label: 'Sitemap', href: '/sitemap/' },
];

function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav className="footer-col" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { business, cities, menus, buildDate } = useSite();
  const { address } = business;
  const locations = [...cities].sort((a, b) => a.name.localeCompare(b.name)).map((c) => ({ label: c.name, href: cityPath(business.state, c.slug) }));
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section className="footer-contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {business.name}
          </h2>
          <p className="footer-tagline">{business.tagline}</p>
          <address>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <ul className="footer-contact-list">
            <li>
              Call <a href={telHref(business)}>{business.phone}</a>
            </li>
            <li>
              Text <a href={smsHref(business)}>{business.phone}</a>
            </li>
            <li>
              E-mail <a href={mailHref(business)}>{business.email}</a>
            </li>
          </ul>
          <dl className="footer-hours">
            {hoursRows(business.hours).map((row) => (
              <div key={row.days}>
                <dt>{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
          <a className="accreditation" href={business.accreditation.url} target="_blank" rel="noopener">
            <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
              <path d="M16 2l12 5v8c0 8-5 13-12 15C9 28 4 23 4 15V7z" fill="#f7c65a" />
              <path d="M10 16l4 4 8-9" fill="none" stroke="#08473c" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              {business.accreditation.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </span>
          </a>
          <ul className="footer-social" aria-label="Social media">
            {business.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkColumn id="footer-quick" title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn id="footer-services" title="Services" links={menus['header-services']} />
        <LinkColumn id="footer-resources" title="Resources" links={menus['footer-resources']} />
        <LinkColumn id="footer-locations" title="Locations" links={locations} />
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>
            © {buildDate.slice(0, 4)} {business.legalName}. Insured and bonded.
          </p>
          <ul className="footer-legal">
            {LEGAL.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
