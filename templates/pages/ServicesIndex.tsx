// /services/ (spec part 1 section 2): hero, every service as a card, the why-choose block and the
// call to action. Each card's title links its service page, and one quote button follows the
// cards down the page (docs/marketers.md, "Links per page": the spec's two buttons per card made the page 240
// links, over issue 15's 150). The words are data/pages/services-index.md.
import type { ServicesIndexProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';

export function ServicesIndex({ copy, residential, commercial, breadcrumbs }: ServicesIndexProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container">
        {/* the quote button sticks to the bottom of the window while the cards scroll by */}
        <div className="service-catalogue">
          <TitledSection id="residential" className="section" title={copy.residentialHeading}>
            <ServiceCards services={residential} links="title" />
          </TitledSection>
          <TitledSection id="commercial" className="section" title={copy.commercialHeading}>
            <ServiceCards services={commercial} links="title" />
          </TitledSection>
          <p className="catalogue-quote">
            <a className="button button-large" href="/quote/">
              {copy.quoteButton}
            </a>
          </p>
        </div>
        <TitledSection id="why" className="section" title={copy.whyUs.heading}>
          <ReasonGrid items={copy.whyUs.reasons} />
        </TitledSection>
      </div>
      <CallToAction {...copy.callToAction} />
    </>
  );
}
