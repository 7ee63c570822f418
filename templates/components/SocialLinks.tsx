import type { SocialLink } from '../../shared/model/data.ts';
import { useSite } from '../site-context.tsx';

/**
 * External profile links from business.json, opening in a new tab with rel="noopener": the social
 * profiles by default, or another list such as `reviewLinks`.
 */
export function SocialLinks({
  label,
  links,
  className = 'social-links',
  linkClassName = 'social-link',
}: {
  label: string;
  links?: SocialLink[];
  className?: string;
  linkClassName?: string;
}) {
  const { business, copy } = useSite();
  return (
    <ul className={className} aria-label={label}>
      {(links ?? business.social).map((link) => (
        <li key={link.url}>
          <a href={link.url} className={linkClassName} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> {copy.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
