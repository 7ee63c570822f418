// Share links that really share (docs/requirements.md#blog-articles): each opens the
// network's own share page with this page's canonical URL, in a new tab.
import type { ShareLink } from '../../shared/model/pages.ts';
import { useSite } from '../site-context.tsx';
import { TitledSection } from './TitledSection.tsx';

export function ShareLinks({ links }: { links: ShareLink[] }) {
  const heading = useSite().copy.shareHeading;
  return (
    <TitledSection headingId="share-heading" title={heading} className="share-links">
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
    </TitledSection>
  );
}
