// /service-areas/: every city as a card linking to its hub, plus the trust section. The words are
// data/pages/service-areas.md; each card fills its town's {{town.county}} and {{town.zipCodes}}.
import type { ServiceAreasProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { useSite } from '../site-context.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { cityPath } from '../../shared/service-area.ts';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

export function ServiceAreas({ copy, cities, trust, breadcrumbs }: ServiceAreasProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container">
        <ul className="card-grid">
          {cities.map((city) => (
            <li key={city.slug} className="card area-card">
              <h2 className="card-title">
                <a href={cityPath(business.state, city.slug)}>{city.name}</a>
              </h2>
              <p className="muted">{fillIn(copy.card, { 'town.county': city.county, 'town.zipCodes': city.zipCodes.join(', ') })}</p>
              <p>{city.description}</p>
            </li>
          ))}
        </ul>
        <TitledSection id="trust" title={copy.trustHeading}>
          <ReasonGrid items={trust} />
        </TitledSection>
      </div>
      <CallToAction />
    </>
  );
}
