// Share links that really share (issue 6; the original's were placeholders): each opens the
// network's own share page with this page's canonical URL, in a new tab.
import type { ShareLink } from '../../shared/model/pages.ts';

export function ShareLinks({ links }: { links: ShareLink[] }) {
  return (
    <section className="share-links" aria-labelledby="share-heading">
      <h2 id="share-heading">Share this article</h2>
      <ul>
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              className={`share-${link.network}`}
              {...(link.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
