// Site header of spec part 2 section 2: Home; Services and Locations dropdowns; Blog; Reviews;
// FAQ; Careers; Pay with Bitcoin; Contact; CALL NOW; GET A QUOTE; and a collapsible mobile menu
// with expandable Services and Locations groups (the same menu, shown as a panel). Everything is <details>/<summary>, so it opens
// by mouse, touch and keyboard with no JavaScript at all (DESIGN: islands only where needed).
import { useSite } from '../site-context.tsx';
import { telHref } from '../../shared/contact-links.ts';
import type { MenuLink, Menus } from '../../shared/model/data.ts';

export type NavLink = MenuLink;

interface MenuItem extends NavLink {
  children?: NavLink[];
}

// Which services and towns the dropdowns show, and in which order, is data (data/menus.csv).
function menu(menus: Menus): MenuItem[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/services/', children: menus['header-services'] },
    { label: 'Locations', href: '/service-areas/', children: menus['header-locations'] },
    { label: 'Blog', href: '/blog/' },
    { label: 'Reviews', href: '/reviews/' },
    { label: 'FAQ', href: '/faq/' },
    { label: 'Careers', href: '/careers/' },
    { label: 'Pay with Bitcoin', href: '/bitcoin-payments/' },
    { label: 'Contact', href: '/contact/' },
  ];
}

const current = (href: string, path: string) => (href === path ? ('page' as const) : undefined);

function Links({ links, path }: { links: NavLink[]; path: string }) {
  return (
    <ul className="nav-sub">
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} aria-current={current(link.href, path)}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The menu, rendered once: a dropdown bar on wide screens, an accordion in the panel the Menu
 * toggle opens on narrow ones (site.css). One copy keeps every page's link count down (issue 15
 * item 7: at most 150 links a page; the two copies were 57 links of every page's header). */
function MenuList({ items, path }: { items: MenuItem[]; path: string }) {
  return (
    <ul className="nav-list">
      {items.map((item) =>
        item.children ? (
          <li key={item.label} className="nav-group">
            {/* name=...: opening one dropdown closes the other (exclusive <details>) */}
            <details name="nav" className="nav-dropdown">
              <summary className={item.children.some((c) => c.href === path) ? 'is-current' : undefined}>{item.label}</summary>
              <Links links={item.children} path={path} />
            </details>
          </li>
        ) : (
          <li key={item.label}>
            <a href={item.href} aria-current={current(item.href, path)}>
              {item.label}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}

/** id of the one menu, which the Menu toggle controls */
const NAV_ID = 'site-nav';

/** Where the mark is served as the site's icon (generator/assets.ts writes it there). */
export const FAVICON_PATH = '/favicon.svg';

/** Our mark: an oak leaf over a shoreline wave, drawn for this site; also the favicon. */
export function Logo() {
  return (
    <svg className="brand-mark" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="#0b5e4f" />
      <path d="M24 9c6 4 9 9 8 15-1 4-4 7-8 8-4-1-7-4-8-8-1-6 2-11 8-15z" fill="#f7c65a" />
      <path d="M24 13v18" stroke="#0b5e4f" strokeWidth="2" strokeLinecap="round" />
      <path d="M9 35c4-3 8-3 11 0s8 3 11 0 7-3 8 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Header({ path }: { path: string }) {
  const { business, menus } = useSite();
  const items = menu(menus);
  return (
    <header className="site-header">
      <div className="container header-top">
        <a className="brand" href="/" aria-current={current('/', path)}>
          <Logo />
          <span className="brand-name">{business.name}</span>
        </a>
        <p className="header-actions">
          <a className="button button-secondary button-call" href={telHref(business)}>
            CALL NOW
            <span className="visually-hidden"> {business.phone}</span>
          </a>
          <a className="button button-quote" href="/quote/">
            GET A QUOTE
          </a>
        </p>
        {/* An empty disclosure: its open state shows the one menu below as a panel on narrow
            screens (site.css, :has()), so the menu opens by touch, mouse and keyboard without
            JavaScript, and the same links serve the wide bar. */}
        <details className="menu-toggle">
          <summary className="menu-toggle-button" aria-controls={NAV_ID}>
            <span className="menu-icon" aria-hidden="true" />
            Menu
          </summary>
        </details>
      </div>
      <nav aria-label="Main" className="main-nav" id={NAV_ID}>
        <div className="container">
          <MenuList items={items} path={path} />
        </div>
      </nav>
    </header>
  );
}
