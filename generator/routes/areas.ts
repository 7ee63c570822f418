// The service area as a whole, for the copy of the pages that describe it (/locations/,
// /service-areas/): `{{areas.counties}}`, `{{areas.farthest}}` and `{{areas.towns}}`.
import type { SiteData } from '../../shared/model/data.ts';
import { countiesPhrase, farthestTown } from '../../shared/service-area.ts';
import type { Values } from './fill.ts';

export function areaValues(site: SiteData): Values {
  const { business, cities } = site;
  return {
    'areas.counties': countiesPhrase(cities, business.address.city),
    'areas.farthest': farthestTown(cities, business.geo)?.name ?? business.address.city,
    'areas.towns': [...cities].sort((a, b) => a.name.localeCompare(b.name)).map((city) => city.name).join(', '),
  };
}
