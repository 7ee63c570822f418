// /services/: hero, every service in its category as a compact card (title, price, one line of
// what it is), the why-choose block and the call to action. Each card's title links its service
// page (docs/marketers.md, "Links per page": two buttons per card would double the page's links).
// A long catalogue is scanned, not looked at: each category shows its one picture beside its
// heading instead of one per card, which repeated the same few artworks down the page. The quote is
// offered once after the cards, in the flow of the page, where it covers nothing (the header's
// quote button is at the top).
// The words are data/pages/services-index.md.
import type { ServicesIndexProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import type { Service } from '../../shared/model/data.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Picture } from '../components/Picture.tsx';
import { QuoteButton } from '../components/QuoteButton.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';

function CategorySection({ id, title, image, services }: { id: string; title: string; image: string; services: Service[] }) {
  return (
    <TitledSection id={id} className="section catalogue-group" title={title}>
      {/* decorative: the heading beside it names the group */}
      <Picture image={image} alt="" className="catalogue-picture" width={320} height={180} sizes="320px" />
      <ServiceCards services={services} links="title" size="compact" />
    </TitledSection>
  );
}

export function ServicesIndex({ copy, categories, breadcrumbs }: ServicesIndexProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container">
        <div className="service-catalogue">
          {categories.map((category) => (
            <CategorySection key={category.id} id={category.id} title={category.heading} image={category.artwork} services={category.services} />
          ))}
          <QuoteButton label={copy.quoteButton} className="catalogue-quote" large />
        </div>
        <TitledSection id="why" className="section" title={copy.whyUs.heading}>
          <ReasonGrid items={copy.whyUs.reasons} />
        </TitledSection>
      </div>
      <CallToAction {...copy.callToAction} />
    </>
  );
}
