// One service card (spec part 1 section 2): title, text, starting price, 'Get a Quote' (to
// /quote/), then what else the page offers (an image above, more links beside the quote).
import type { ReactNode } from 'react';

export interface ServiceCardProps {
  title: string;
  text: string;
  startingPrice: string;
  headingLevel?: 2 | 3;
  /** links the title itself (city hubs) */
  titleHref?: string;
  /** above the title */
  image?: ReactNode;
  /** after the quote button */
  children?: ReactNode;
  /** false where the page's own quote buttons are near (city hubs keep within 150 links) */
  quoteButton?: boolean;
}

export function ServiceCard({ title, text, startingPrice, headingLevel = 3, titleHref, image, children, quoteButton = true }: ServiceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card service-card">
      {image}
      <Heading className="card-title">{titleHref ? <a href={titleHref}>{title}</a> : title}</Heading>
      <p>{text}</p>
      <p className="price">From {startingPrice}</p>
      {quoteButton || children ? (
        <p className="card-actions">
          {quoteButton ? (
            <a className="button" href="/quote/" aria-label={`Get a quote for ${title}`}>
              Get a Quote
            </a>
          ) : null}
          {children}
        </p>
      ) : null}
    </li>
  );
}

/** "Learn More" with words only screen readers hear, so the link has a name of its own (a bare
 * "Learn More" fails Lighthouse's link-text audit). */
export function LearnMore({ href, title, className }: { href: string; title: string; className?: string }) {
  return (
    <a className={className} href={href}>
      Learn More<span className="visually-hidden"> about {title}</span>
    </a>
  );
}
