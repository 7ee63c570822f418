// /mi/{city}/: spec part 2 section 2, "City hub".
import type { CityHubProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';

export function CityHub({ city, services, testimonials, faqs, nearby, areas, breadcrumbs }: CityHubProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Cleaning Services in {city.name}, MI</h1>
          <p className="lead">{city.description}</p>
          <dl className="facts">
            <div>
              <dt>County</dt>
              <dd>{city.county} County</dd>
            </div>
            <div>
              <dt>ZIP codes</dt>
              <dd>{city.zipCodes.join(', ')}</dd>
            </div>
            <div>
              <dt>Population</dt>
              <dd>{city.population.toLocaleString('en-US')}</dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">Our services in {city.name}</h2>
          <ServiceCards cards={services} />
        </section>
        {testimonials.length > 0 ? (
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">What {city.name} customers say</h2>
            <div className="card-grid">
              {testimonials.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading">{city.name} cleaning questions</h2>
          <FaqList faqs={faqs} group={`faq-${city.slug}`} />
        </section>
        <LinkBlock id="nearby-heading" title={`Cities near ${city.name}`} links={nearby} />
        <LinkBlock id="areas-heading" title="Other areas we serve" links={areas} />
      </div>
      <CallToAction heading={`Get a free quote for your ${city.name} home`} />
    </>
  );
}
