// /locations/ (spec part 1 section 2): an area card per town (image, name, ZIP codes, short
// description, 'Learn More' to /mi/{slug}/), the lazily loaded map and the call to action.
import type { Crumb } from '../../shared/model/head.ts';
import type { LocationsProps } from '../../shared/model/pages.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { MapEmbed } from '../components/MapEmbed.tsx';
import { Picture, cityImage } from '../components/Picture.tsx';
import { useSite } from '../site-context.tsx';
import { cityPath, countiesPhrase } from '../../shared/service-area.ts';
import { CARD_IMAGE } from '../components/ServiceCards.tsx';

/** The first sentence of a town's description: enough for a card. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

export function Locations({ areas, breadcrumbs }: LocationsProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  const { address } = business;
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Cleaning Services Across {business.region}</h1>
          <p className="lead">
            From our base in {address.city} we clean homes and businesses in {areas.length} towns across{' '}
            {countiesPhrase(areas, address.city)}.
            Find your town for local details, ZIP codes and the services offered there.
          </p>
        </div>
      </section>
      <div className="container">
        <section className="section" aria-labelledby="areas-heading">
          <h2 id="areas-heading">Our Service Areas</h2>
          <ul className="card-grid area-cards">
            {areas.map((city) => (
              <li key={city.slug} className="card area-card">
                <Picture image={cityImage(city, business.artwork)} alt="" className="card-image" {...CARD_IMAGE} />
                <h3 className="card-title">{city.name}</h3>
                <p className="muted">ZIP codes: {city.zipCodes.join(', ')}</p>
                <p>{firstSentence(city.description)}</p>
                <p className="card-actions">
                  <a className="button button-secondary" href={cityPath(business.state, city.slug)}>
                    Learn More<span className="visually-hidden"> about cleaning in {city.name}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className="section" aria-labelledby="map-heading">
          <h2 id="map-heading">Map of Our Service Area</h2>
          <p>
            Our office is in downtown {address.city}, and our crews drive out to every town on this page each week. Living just outside
            them? Text us your ZIP code and we will tell you whether we can reach you.
          </p>
          <MapEmbed title={`Map of our ${business.region} service area around ${address.city}, ${business.state.name}`} height={450} />
        </section>
      </div>
      <CallToAction heading="Cleaning in Your Town" text="Get a free quote for your home or office anywhere in our service area." />
    </>
  );
}
