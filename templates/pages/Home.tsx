// Home page `/`.
import type { HomeProps } from '../../generator/routes/customer.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Stars } from '../components/Stars.tsx';
import { telHref } from '../components/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function Home({ featured }: HomeProps) {
  const { business, cities } = useSite();
  return (
    <>
      <section className="hero hero-home">
        <div className="container">
          <h1>House and Commercial Cleaning in Milford and Metro Detroit</h1>
          <p className="lead">{business.tagline}</p>
          <p>
            <Stars rating={business.rating} /> {business.rating.toFixed(1)} out of 5 from {business.reviewCount} reviews
          </p>
          <p className="hero-actions">
            <a className="button" href="/quote/">
              Get a Free Quote
            </a>
            <a className="button button-secondary" href={telHref(business)}>
              Call {business.phone}
            </a>
          </p>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">Our most requested services</h2>
          <ul className="card-grid">
            {featured.map((service) => (
              <li key={service.slug} className="card">
                <h3>{service.title}</h3>
                <p>{service.shortDescription}</p>
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
          <p>
            <a href="/services/">View All Services</a>
          </p>
        </section>
        <section aria-labelledby="areas-heading">
          <h2 id="areas-heading">Serving Metro Detroit</h2>
          <ul className="link-list">
            {cities.map((city) => (
              <li key={city.slug}>
                <a href={`/mi/${city.slug}/`}>{city.name}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction />
    </>
  );
}
