// /services/{slug}/: detail content and hub content on one page (docs/requirements.md#service-pages); the
// words around the service's data are data/blocks/service-page.md's.
import type { ServiceHubProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { TickListSection } from '../components/TickList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { Prose } from '../components/Prose.tsx';
import { TitledSection } from '../components/TitledSection.tsx';

export function ServiceHub({ words, service, cities, otherServices, breadcrumbs }: ServiceHubProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>{service.title}</h1>
          <p className="lead">{service.shortDescription}</p>
          <Prose as="p" className="price price-large" html={words.hero.price} />
          <p className="hero-actions">
            <a className="button" href="/quote/">
              {words.hero.quoteButton}
            </a>
          </p>
        </div>
      </section>
      <div className="container">
        <section className="prose" aria-label={words.aboutLabel} dangerouslySetInnerHTML={{ __html: service.bodyHtml }} />
        <div className="two-columns">
          <TickListSection id="included-heading" title={words.included.heading} items={service.included} />
          {service.additionalServices.length > 0 ? (
            <TickListSection id="additional-heading" title={words.additional.heading} items={service.additionalServices} />
          ) : null}
        </div>
        <TickListSection id="benefits-heading" title={words.benefits.heading} items={service.benefits} />
        <TitledSection id="ideal" title={words.idealFor.heading}>
          <p>{service.idealFor}</p>
        </TitledSection>
        <LinkBlock id="cities-heading" title={words.towns.heading} links={cities} />
        <LinkBlock id="other-services-heading" title={words.otherServices.heading} links={otherServices} />
      </div>
      <CallToAction heading={words.callToAction.heading} />
    </>
  );
}
