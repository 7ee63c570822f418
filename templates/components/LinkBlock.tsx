import type { Link } from '../../shared/model/pages.ts';

/** A titled list of links; routes() already emptied blocks below the five-link minimum. */
export function LinkBlock({ title, links, id }: { title: string; links: Link[]; id: string }) {
  if (links.length === 0) return null;
  return (
    <section className="link-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
