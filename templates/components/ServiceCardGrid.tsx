// Service cards of the home teaser and /services/ (spec part 1 section 2): image, title, short
// description, starting price, 'Get a Quote' (to /quote/) and 'Learn More' (to the service page).
import type { Service } from '../../shared/model/data.ts';
import { Picture, serviceImage } from './Picture.tsx';
import { useSite } from '../site-context.tsx';
import { LearnMore, ServiceCard } from './ServiceCard.tsx';

/** spec part 1 section 2: a service card's image is 240 px high at 16:9 */
export const CARD_IMAGE = { width: 427, height: 240, sizes: '(min-width: 30rem) 427px, 100vw' } as const;

export function ServiceCardGrid({ services, headingLevel = 3 }: { services: Service[]; headingLevel?: 2 | 3 }) {
  const { artwork } = useSite().business;
  return (
    <ul className="card-grid service-grid">
      {services.map((service) => (
        <ServiceCard
          key={service.slug}
          title={service.title}
          text={service.shortDescription}
          startingPrice={service.startingPrice}
          headingLevel={headingLevel}
          // decorative: the title right below names the service
          image={<Picture image={serviceImage(service, artwork)} alt="" className="card-image" {...CARD_IMAGE} />}
        >
          <LearnMore className="button button-secondary" href={`/services/${service.slug}/`} title={service.title} />
        </ServiceCard>
      ))}
    </ul>
  );
}
