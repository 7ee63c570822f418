// Service cards (docs/requirements.md#services-overview): image, title, short description, starting price, then
// 'Get a Quote' (to /quote/) and 'Learn More' (to the service page), or the title as the card's
// one link. The home teaser, /services/ and the city hubs all show them.
import type { Service } from '../../shared/model/data.ts';
import type { ServiceCard } from '../../shared/model/pages.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { Picture, serviceImage } from './Picture.tsx';
import { useSite } from '../site-context.tsx';

/** a service card's image is 240 px high at 16:9 (docs/requirements.md#services-overview) */
export const CARD_IMAGE = { width: 427, height: 240, sizes: '(min-width: 30rem) 427px, 100vw' } as const;

/** 'buttons': each card has Get a Quote and Learn More (docs/requirements.md#home-page). 'title': the title is the
 * card's one link, to the service page, and the whole card answers a click on it; the page offers
 * the quote once beside the grid (/services/: 65 cards of two links each would put the page far
 * over the 150 links a page may carry (docs/decisions.md#links-per-page), and 65 links to /quote/ tell a crawler nothing; a city hub's hero
 * and closing call to action carry its quote buttons). */
export type CardLinks = 'buttons' | 'title';

interface Card {
  title: string;
  text: string;
  startingPrice: string;
  href: string;
  /** image keys, best first (a city hub's cards have none) */
  image?: readonly string[];
}

/** A service of services.csv (its page, its picture), or a city hub's card (the service in that town). */
function cardOf(item: Service | ServiceCard, categoryArtwork: Readonly<Record<string, string>>): Card {
  if ('path' in item) return { title: item.title, text: item.description, startingPrice: item.startingPrice, href: item.path };
  return { title: item.title, text: item.shortDescription, startingPrice: item.startingPrice, href: `/services/${item.slug}/`, image: serviceImage(item, categoryArtwork) };
}

/** 'compact': no picture, the price beside the title: a long catalogue a visitor scans (/services/),
 * where one picture per card would repeat the same few artworks down the page. */
export type CardSize = 'full' | 'compact';

export function ServiceCards({
  services,
  headingLevel = 3,
  links = 'buttons',
  size = 'full',
}: {
  services: readonly (Service | ServiceCard)[];
  headingLevel?: 2 | 3;
  links?: CardLinks;
  size?: CardSize;
}) {
  const { categoryArtwork, copy } = useSite();
  const words = copy.serviceCards;
  const cards = services.map((item) => cardOf(item, categoryArtwork));
  const pictures = size === 'full' && cards.some((card) => card.image);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const linked = links === 'title' && (pictures || size === 'compact');
  const className = ['card-grid', pictures ? 'service-grid' : '', size === 'compact' ? 'service-grid-compact' : '', linked ? 'service-grid-linked' : ''].filter(Boolean).join(' ');
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.href} className="card service-card">
          {/* decorative: the title right below names the service */}
          {pictures && card.image ? <Picture image={card.image} alt="" className="card-image" {...CARD_IMAGE} /> : null}
          <Heading className="card-title">{links === 'title' ? <a href={card.href}>{card.title}</a> : card.title}</Heading>
          <p>{card.text}</p>
          <p className="price">{fillIn(words.price, { price: card.startingPrice })}</p>
          {links === 'buttons' ? (
            <p className="card-actions">
              <a className="button" href="/quote/" aria-label={fillIn(words.quoteLabel, { service: card.title })}>
                {words.quote}
              </a>
              {/* words only screen readers hear give the link a name of its own (a bare "Learn
                  More" fails Lighthouse's link-text audit) */}
              <a className="button button-secondary" href={card.href}>
                {words.learnMore}
                <span className="visually-hidden"> {fillIn(words.learnMoreHidden, { service: card.title })}</span>
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
