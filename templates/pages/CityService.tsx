// /mi/{city}/{service}/: sections in the order of spec part 2 section 2, "City-service page".
import type { CityServiceProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckListSection } from '../components/CheckList.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';
import { cityPath, servicePath } from '../../shared/service-area.ts';

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
        <CheckListSection id="included-heading" title={`What ${service.name} includes`} items={service.included} />
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">About our {service.name}</h2>
          <p>{props.excerpt}</p>
          <p>
            <a href={servicePath(service.slug)}>More about {service.name}</a>
          </p>
        </section>
        <section aria-labelledby="reasons-heading">
          <h2 id="reasons-heading">Why {city.name} chooses {business.name}</h2>
          <ReasonGrid items={props.reasons} />
        </section>
        <CheckListSection id="benefits-heading" title={`Benefits of ${service.name}`} items={service.benefits} />
        <section aria-labelledby="ideal-heading">
          <h2 id="ideal-heading">Who it is for</h2>
          <p>{service.idealFor}</p>
        </section>
        {/* the town's facts in two lines: its hub carries the rest (issue 15: the long city block
            was a third of every page, the same on all of the town's pages) */}
        <section aria-labelledby="area-heading">
          <h2 id="area-heading">Serving all of {city.name}</h2>
          <p>
            We clean across {city.name} and {city.county} County in ZIP codes {city.zipCodes.join(', ')}
            {city.landmarks.length > 0 ? `, near ${city.landmarks.join(', ')}` : ''}.
          </p>
          <p>
            <a href={cityPath(business.state, city.slug)}>Cleaning in {city.name}: neighborhoods, reviews and every service</a>
          </p>
        </section>
        <LinkBlock id="more-services-heading" title={`More cleaning services in ${city.name}`} links={props.moreServices} />
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
        <LinkBlock id="areas-heading" title={`${service.title} in other towns`} links={props.areas} />
      </div>
      <CallToAction heading={`Book ${service.name} in ${city.name}`} />
    </>
  );
}
