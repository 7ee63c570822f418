import type { MenuLink } from '../../shared/model/data.ts';

/** A list of links (a menu, a footer column, a block of related pages); the link to `current`,
 * the page shown, is marked for screen readers. */
export function LinkList({ links, className, current }: { links: readonly Pick<MenuLink, 'href' | 'label'>[]; className: string; current?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} aria-current={link.href === current ? 'page' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
