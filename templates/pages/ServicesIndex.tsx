// /services/: every service as a card with Get a Quote and Learn More.
import type { ServicesIndexProps } from '../../generator/routes/customer.ts';
import type { Service } from '../../generator/types.ts';
import type { Crumb } from '../../generator/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';

function ServiceGrid({ services }: { services: Service[] }) {
  return (
    <ul className="card-grid">
      {services.map((service) => (
        <li key={service.slug} className="card service-card">
          <h3 className="card-title">{service.title}</h3>
          <p>{service.shortDescription}</p>
          <p className="price">From {service.startingPrice}</p>
          <p className="card-actions">
            <a className="button" href="/quote/" aria-label={`Get a quote for ${service.title}`}>
              Get a Quote
            </a>
            <a href={`/services/${service.slug}/`} aria-label={`Learn more about ${service.title}`}>
              Learn More
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ServicesIndex({ residential, commercial, breadcrumbs }: ServicesIndexProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Our Cleaning Services</h1>
          <p className="lead">Residential and commercial cleaning across Metro Detroit, each with a clear starting price.</p>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="residential-heading">
          <h2 id="residential-heading">For your home</h2>
          <ServiceGrid services={residential} />
        </section>
        <section aria-labelledby="commercial-heading">
          <h2 id="commercial-heading">For your business</h2>
          <ServiceGrid services={commercial} />
        </section>
      </div>
      <CallToAction />
    </>
  );
}
