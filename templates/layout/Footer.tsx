// Site footer (docs/requirements.md#footer): contact block, accreditation badge link, social links,
// quick links, services, resources, locations, then privacy, terms and the HTML sitemap
// (those three pages are written: docs/decisions.md#footer-pages-are-written). Contact facts come from business.json only,
// the link lists from data/menus.csv (footer-quick, header-services, footer-resources, footer-legal).
import { useSite } from '../site-context.tsx';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { hoursRows } from '../components/hours.ts';
import { LinkList } from '../components/LinkList.tsx';
import type { NavLink } from './Header.tsx';
import { cityPath } from '../../shared/service-area.ts';

/** A titled column of links; a menu without rows shows no column. */
function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav className="footer-col" aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <LinkList links={links} className="footer-links" />
    </nav>
  );
}

export function Footer() {
  const { business, cities, menus, buildDate, copy } = useSite();
  const words = copy.footer;
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
              {words.call} <a href={telHref(business)}>{business.phone}</a>
            </li>
            <li>
              {words.text} <a href={smsHref(business)}>{business.phone}</a>
            </li>
            <li>
              {words.email} <a href={mailHref(business)}>{business.email}</a>
            </li>
          </ul>
          <dl className="footer-hours">
            {hoursRows(business.hours, copy.hours).map((row) => (
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
              <span className="visually-hidden"> {copy.opensInNewTab}</span>
            </span>
          </a>
          <ul className="footer-social" aria-label={words.socialLabel}>
            {business.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener">
                  {link.label}
                  <span className="visually-hidden"> {copy.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkColumn id="footer-quick" title={words.quickLinks} links={menus['footer-quick']} />
        <LinkColumn id="footer-services" title={words.services} links={menus['header-services']} />
        <LinkColumn id="footer-resources" title={words.resources} links={menus['footer-resources']} />
        <LinkColumn id="footer-locations" title={words.locations} links={locations} />
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{fillIn(words.copyright, { year: buildDate.slice(0, 4) })}</p>
          <LinkList links={menus['footer-legal']} className="footer-legal" />
        </div>
      </div>
    </footer>
  );
}
