// The site header: the main menu of data/menus.csv (Home; Services and Locations dropdowns; Blog;
// Reviews; FAQ; Careers; Pay with Bitcoin; Contact), the call, text and quote buttons, and a
// collapsible mobile menu with expandable groups (the same menu, shown as a panel). Everything is
// <details>/<summary>, so it opens by mouse, touch and keyboard with no JavaScript at all: script
// ships only with the widgets that need it.
import { useSite } from '../site-context.tsx';
import { smsHref, telHref } from '../../shared/contact-links.ts';
import type { FixedMenuName, MenuLink, Menus } from '../../shared/model/data.ts';
import { LinkList } from '../components/LinkList.tsx';
import { lookupImage } from '../components/Picture.tsx';

export type NavLink = MenuLink;

interface MenuItem extends NavLink {
  children?: NavLink[];
}

/** The main menu's links that open a dropdown instead, and the list each dropdown shows. */
const DROPDOWNS: Readonly<Record<string, FixedMenuName>> = { '/services/': 'header-services', '/service-areas/': 'header-locations' };

// The menu, its words and which services and towns the dropdowns show, in order, are data
// (data/menus.csv: header-main and the dropdowns' lists).
function menu(menus: Menus): MenuItem[] {
  return menus['header-main'].map((link) => {
    const dropdown = DROPDOWNS[link.href];
    return dropdown ? { ...link, children: menus[dropdown] } : link;
  });
}

const current = (href: string, path: string) => (href === path ? ('page' as const) : undefined);

/** The paths the header marks as the page shown (its links, the brand's and the dropdowns'):
 * every other page gets the same header, so the renderer renders it once for all of them. */
export function markedPaths(menus: Menus): Set<string> {
  return new Set(['/', ...menu(menus).flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)])]);
}

/** The menu, rendered once: a dropdown bar on wide screens, an accordion in the panel the Menu
 * toggle opens on narrow ones (site.css). One copy keeps every page's link count down (at most 150
 * links a page; a second copy would add the menu's links to every page's header again). */
function MenuList({ items, path }: { items: MenuItem[]; path: string }) {
  return (
    <ul className="nav-list">
      {items.map((item) =>
        item.children ? (
          <li key={item.label} className="nav-group">
            {/* name=...: opening one dropdown closes the other (exclusive <details>) */}
            <details name="nav" className="nav-dropdown">
              <summary className={item.children.some((c) => c.href === path) ? 'is-current' : undefined}>{item.label}</summary>
              <LinkList links={item.children} className="nav-sub" current={path} />
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

/** The logo's height in CSS pixels, beside the business's name. */
const LOGO_HEIGHT = 40;

/** The business's logo (business.json `artwork.logo`, a file under data/images/), its height
 * fixed and its width its own. Decorative: the name beside it says the same in the link. Not
 * lazy (it is at the top of every page), but after the page's large image: fetchpriority low also
 * keeps React from adding a preload of it to every page. */
function Logo() {
  const { business, assets } = useSite();
  const entry = lookupImage(assets.images, business.artwork.logo);
  // the smallest file sharp on a screen of twice the density (an SVG has one, sharp at any size)
  const width = Math.round((LOGO_HEIGHT * entry.width) / entry.height);
  const src = (entry.fallback.find((v) => v.width >= width * 2) ?? entry.fallback.at(-1))!;
  return <img className="brand-mark" src={src.url} alt="" width={width} height={LOGO_HEIGHT} decoding="async" fetchPriority="low" />;
}

export function Header({ path }: { path: string }) {
  const { business, menus, copy } = useSite();
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
            {copy.header.call}
            <span className="visually-hidden"> {business.phone}</span>
          </a>
          {/* the text-message link where the corner has no margin to hold the floating one
              (site.css): a row of buttons covers no text, a button floating over the page does */}
          <a className="button button-secondary button-text" href={smsHref(business)}>
            {copy.header.text}
            <span className="visually-hidden"> {business.phone}</span>
          </a>
          <a className="button button-quote" href="/quote/">
            {copy.header.quote}
          </a>
        </p>
        {/* An empty disclosure: its open state shows the one menu below as a panel on narrow
            screens (site.css, :has()), so the menu opens by touch, mouse and keyboard without
            JavaScript, and the same links serve the wide bar. */}
        <details className="menu-toggle">
          <summary className="menu-toggle-button" aria-controls={NAV_ID}>
            <span className="menu-icon" aria-hidden="true" />
            {copy.header.menuButton}
          </summary>
        </details>
      </div>
      <nav aria-label={copy.header.menuLabel} className="main-nav" id={NAV_ID}>
        <div className="container">
          <MenuList items={items} path={path} />
        </div>
      </nav>
    </header>
  );
}
