// /service-areas/: every city as a card linking to its hub, plus the trust section.
import type { ServiceAreasProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

export function ServiceAreas({ cities, trust, breadcrumbs }: ServiceAreasProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Our Service Areas in Metro Detroit</h1>
          <p className="lead">
            From Milford to Livonia, our crews clean homes and businesses in {cities.length} communities across Oakland, Livingston
            and Wayne counties.
          </p>
        </div>
      </section>
      <div className="container">
        <ul className="card-grid">
          {cities.map((city) => (
            <li key={city.slug} className="card area-card">
              <h2 className="card-title">
                <a href={`/mi/${city.slug}/`}>{city.name}</a>
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
