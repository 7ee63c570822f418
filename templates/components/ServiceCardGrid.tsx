// Service cards of the home teaser and /services/ (spec part 1 section 2): image, title, short
// description, starting price, 'Get a Quote' (to /quote/) and 'Learn More' (to the service page).
import type { Service } from '../../shared/model/data.ts';
import { Picture, serviceImage } from './Picture.tsx';

/** spec part 1 section 2: a service card's image is 240 px high at 16:9 */
export const CARD_IMAGE = { width: 427, height: 240, sizes: '(min-width: 30rem) 427px, 100vw' } as const;

export function ServiceCardGrid({ services, headingLevel = 3 }: { services: Service[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid service-grid">
      {services.map((service) => (
        <li key={service.slug} className="card service-card">
          {/* decorative: the title right below names the service */}
          <Picture image={serviceImage(service.slug, service.category)} alt="" className="card-image" {...CARD_IMAGE} />
          <Heading className="card-title">{service.title}</Heading>
          <p>{service.shortDescription}</p>
          <p className="price">From {service.startingPrice}</p>
          <p className="card-actions">
            <a className="button" href="/quote/" aria-label={`Get a quote for ${service.title}`}>
              Get a Quote
            </a>
            {/* The hidden words give the link a name of its own (a bare "Learn More" fails Lighthouse's link-text audit) */}
            <a className="button button-secondary" href={`/services/${service.slug}/`}>
              Learn More<span className="visually-hidden"> about {service.title}</span>
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
