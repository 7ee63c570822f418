// Service cards of the home teaser and /services/ (spec part 1 section 2): image, title, short
// description, starting price, 'Get a Quote' (to /quote/) and 'Learn More' (to the service page).
import type { Service } from '../../shared/model/data.ts';
import { Picture, serviceImage } from './Picture.tsx';
import { useSite } from '../site-context.tsx';
import { LearnMore, ServiceCard } from './ServiceCard.tsx';

/** spec part 1 section 2: a service card's image is 240 px high at 16:9 */
export const CARD_IMAGE = { width: 427, height: 240, sizes: '(min-width: 30rem) 427px, 100vw' } as const;

/** 'buttons': each card has Get a Quote and Learn More (the spec's card). 'title': the title is the
 * card's one link, to the service page, and the whole card answers a click on it; the page offers
 * the quote once beside the grid (/services/: 65 cards of two links each would put the page far
 * over issue 15's 150 links, and 65 links to /quote/ tell a crawler nothing). */
export type CardLinks = 'buttons' | 'title';

export function ServiceCardGrid({ services, headingLevel = 3, links = 'buttons' }: { services: Service[]; headingLevel?: 2 | 3; links?: CardLinks }) {
  const { artwork } = useSite().business;
  return (
    <ul className={links === 'title' ? 'card-grid service-grid service-grid-linked' : 'card-grid service-grid'}>
      {services.map((service) => {
        const href = `/services/${service.slug}/`;
        return (
          <ServiceCard
            key={service.slug}
            title={service.title}
            text={service.shortDescription}
            startingPrice={service.startingPrice}
            headingLevel={headingLevel}
            // decorative: the title right below names the service
            image={<Picture image={serviceImage(service, artwork)} alt="" className="card-image" {...CARD_IMAGE} />}
            titleHref={links === 'title' ? href : undefined}
            quoteButton={links === 'buttons'}
          >
            {links === 'buttons' ? <LearnMore className="button button-secondary" href={href} title={service.title} /> : null}
          </ServiceCard>
        );
      })}
    </ul>
  );
}
