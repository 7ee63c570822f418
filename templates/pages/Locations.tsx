// /locations/ (docs/requirements.md#locations-page): an area card per town (image, name, ZIP codes, short
// description, a button to its page), the lazily loaded map and the call to action. The words are
// data/pages/locations.md; each card fills its town's {{town.name}} and {{town.zipCodes}}.
import type { Crumb } from '../../shared/model/head.ts';
import type { City } from '../../shared/model/data.ts';
import type { LocationsProps } from '../../shared/model/pages.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { MapEmbed } from '../components/MapEmbed.tsx';
import { Picture, cityImage } from '../components/Picture.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { useSite } from '../site-context.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { cityPath } from '../../shared/service-area.ts';
import { CARD_IMAGE } from '../components/ServiceCards.tsx';

/** The first sentence of a town's description: enough for a card. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text);
  return match ? match[0] : text;
}

const townOf = (city: City) => ({ 'town.name': city.name, 'town.zipCodes': city.zipCodes.join(', ') });

export function Locations({ copy, areas, breadcrumbs }: LocationsProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container">
        <TitledSection id="areas" className="section" title={copy.areas.heading}>
          <ul className="card-grid area-cards">
            {areas.map((city) => (
              <li key={city.slug} className="card area-card">
                <Picture image={cityImage(city, business.artwork)} alt="" className="card-image" {...CARD_IMAGE} />
                <h3 className="card-title">{city.name}</h3>
                <p className="muted">{fillIn(copy.areas.zipCodes, townOf(city))}</p>
                <p>{firstSentence(city.description)}</p>
                <p className="card-actions">
                  <a className="button button-secondary" href={cityPath(business.state, city.slug)}>
                    {copy.areas.learnMore}
                    <span className="visually-hidden"> {fillIn(copy.areas.learnMoreHidden, townOf(city))}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="map" className="section" title={copy.map.heading}>
          <p>{copy.map.text}</p>
          <MapEmbed title={copy.map.title} height={450} />
        </TitledSection>
      </div>
      <CallToAction {...copy.callToAction} />
    </>
  );
}
