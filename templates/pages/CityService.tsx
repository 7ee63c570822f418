// /mi/{city}/{service}/: sections in the order of spec part 2 section 2, "City-service page".
import type { CityServiceProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { smsHref } from '../components/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function CityService(props: CityServiceProps & { breadcrumbs: Crumb[] }) {
  const { city, service, breadcrumbs } = props;
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>
            {service.title} in {city.name}, {business.state.code}
          </h1>
          <p className="lead">
            From {service.startingPrice}. Insured, background-checked cleaners serving {city.name} and {city.county} County.
          </p>
          <p className="hero-actions">
            <a className="button" href="/quote/">
              Get Free Quote
            </a>
            <a className="button button-secondary" href={smsHref(business, `Hi! I'd like a quote for ${service.name} in ${city.name}.`)}>
              Text Us
            </a>
          </p>
        </div>
      </section>
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbs} />
        <section aria-labelledby="intro-heading">
          <h2 id="intro-heading">
            {service.title} for {city.name} homes and businesses
          </h2>
          {props.introHtml ? (
            <div className="prose" dangerouslySetInnerHTML={{ __html: props.introHtml }} />
          ) : (
            props.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
        </section>
        <section aria-labelledby="reasons-heading">
          <h2 id="reasons-heading">Why {city.name} chooses {business.name}</h2>
          <ReasonGrid items={props.reasons} />
        </section>
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading">Benefits of {service.name}</h2>
          <ul className="check-list">
            {service.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="ideal-heading">
          <h2 id="ideal-heading">Who it is for</h2>
          <p>{service.idealFor}</p>
        </section>
        <section aria-labelledby="area-heading">
          <h2 id="area-heading">Serving all of {city.name}</h2>
          <p>
            We clean across {city.name} in ZIP codes {city.zipCodes.join(', ')}
            {city.landmarks.length > 0 ? `, near ${city.landmarks.join(', ')}` : ''}.
          </p>
          {props.landmarkDetails.length > 0 ? (
            <dl className="landmarks">
              {props.landmarkDetails.map((landmark) => (
                <div key={landmark.name}>
                  <dt>{landmark.name}</dt>
                  <dd>{landmark.detail}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {city.neighborhoods.length > 0 ? (
            <>
              <h3>Neighborhoods we visit</h3>
              <ul className="tag-list">
                {city.neighborhoods.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {props.otherServices.length > 0 ? (
          <section aria-labelledby="other-heading">
            <h2 id="other-heading">Other services in {city.name}</h2>
            <ul className="card-grid">
              {props.otherServices.map((card) => (
                <li key={card.path} className="card">
                  <h3>
                    <a href={card.path}>{card.title}</a>
                  </h3>
                  <p>{card.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <LinkBlock id="more-services-heading" title={`More cleaning services in ${city.name}`} links={props.moreServices} />
        <LinkBlock id="same-service-heading" title={`${service.title} near ${city.name}`} links={props.sameServiceCities} />
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading">
            {service.title} in {city.name}: questions
          </h2>
          <FaqList faqs={props.faqs} group="faq" />
        </section>
        {props.testimonial ? (
          <section aria-labelledby="testimonial-heading">
            <h2 id="testimonial-heading">From one of our customers</h2>
            <TestimonialCard testimonial={props.testimonial} />
          </section>
        ) : null}
        <LinkBlock id="areas-heading" title="Areas we serve" links={props.areas} />
      </div>
      <CallToAction heading={`Book ${service.name} in ${city.name}`} />
    </>
  );
}
