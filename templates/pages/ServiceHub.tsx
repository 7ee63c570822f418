// /services/{slug}/: detail content (spec part 1) and hub content (spec part 2) on one page.
import type { ServiceHubProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CheckListSection } from '../components/CheckList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';

export function ServiceHub({ service, cities, otherServices, breadcrumbs }: ServiceHubProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>{service.title}</h1>
          <p className="lead">{service.shortDescription}</p>
          <p className="price price-large">
            Starting at <strong>{service.startingPrice}</strong>
          </p>
          <p className="hero-actions">
            <a className="button" href="/quote/">
              Get a Quote
            </a>
          </p>
        </div>
      </section>
      <div className="container">
        <section className="prose" aria-label={`About ${service.name}`} dangerouslySetInnerHTML={{ __html: service.bodyHtml }} />
        <div className="two-columns">
          <section aria-labelledby="included-heading">
            <h2 id="included-heading">What's included</h2>
            <ul className="check-list">
              {service.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          {service.additionalServices.length > 0 ? (
            <section aria-labelledby="additional-heading">
              <h2 id="additional-heading">Additional services</h2>
              <ul className="check-list">
                {service.additionalServices.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <CheckListSection id="benefits-heading" title="Benefits" items={service.benefits} />
        <section aria-labelledby="ideal-heading">
          <h2 id="ideal-heading">Ideal for</h2>
          <p>{service.idealFor}</p>
        </section>
        <LinkBlock id="cities-heading" title={`${service.title} near you`} links={cities} />
        <LinkBlock id="other-services-heading" title="Other services" links={otherServices} />
      </div>
      <CallToAction heading={`Get a free ${service.name} quote`} />
    </>
  );
}
