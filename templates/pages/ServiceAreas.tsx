// /service-areas/: every city as a card linking to its hub, plus the trust section.
import type { ServiceAreasProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { useSite } from '../site-context.tsx';
import { cityPath, countiesPhrase, farthestTown } from '../../shared/service-area.ts';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

export function ServiceAreas({ cities, trust, breadcrumbs }: ServiceAreasProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Our Service Areas in {business.region}</h1>
          <p className="lead">
            From {business.address.city} to {farthestTown(cities, business.geo)?.name}, our crews clean homes and businesses in{' '}
            {cities.length} communities across {countiesPhrase(cities, business.address.city)}.
          </p>
        </div>
      </section>
      <div className="container">
        <ul className="card-grid">
          {cities.map((city) => (
            <li key={city.slug} className="card area-card">
              <h2 className="card-title">
                <a href={cityPath(business.state, city.slug)}>{city.name}</a>
              </h2>
              <p className="muted">
                {city.county} County · {city.zipCodes.join(', ')}
              </p>
              <p>{city.description}</p>
            </li>
          ))}
        </ul>
        <section aria-labelledby="trust-heading">
          <h2 id="trust-heading">Why neighbors trust us</h2>
          <ReasonGrid items={trust} />
        </section>
      </div>
      <CallToAction />
    </>
  );
}
