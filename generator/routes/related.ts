// Related-link rules (docs/requirements.md#related-link-blocks). Pure functions.
import type { City } from '../../shared/model/data.ts';
import { cityPath, cityServicePath, type SiteState } from '../../shared/service-area.ts';
import {
  EARTH_RADIUS_MILES,
  MAX_AREAS_WE_SERVE,
  MAX_NEARBY_CITIES,
  MIN_LINKS_TO_SHOW_BLOCK,
  NEARBY_MILES,
} from '../../shared/limits.ts';
import type { Link } from '../../shared/model/pages.ts';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles, Earth radius 3959 miles
 * (docs/requirements.md#related-link-blocks). */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Cities within 25 miles or in the same county, nearest first, at most 12. */
export function nearbyCities(city: City, cities: City[]): { city: City; miles: number }[] {
  return cities
    .filter((other) => other.slug !== city.slug)
    .map((other) => ({ city: other, miles: distanceMiles(city, other) }))
    .filter(({ city: other, miles }) => miles <= NEARBY_MILES || other.county === city.county)
    .sort((a, b) => a.miles - b.miles || a.city.name.localeCompare(b.city.name))
    .slice(0, MAX_NEARBY_CITIES);
}

/** Every other city, alphabetical, at most 30. */
export function areasWeServe(city: City, cities: City[]): City[] {
  return cities
    .filter((other) => other.slug !== city.slug)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, MAX_AREAS_WE_SERVE);
}

/** A link block is shown only with at least 5 links; below that it disappears entirely. */
export function linkBlock(links: Link[]): Link[] {
  return links.length >= MIN_LINKS_TO_SHOW_BLOCK ? links : [];
}

/** Link to a city: to the same service there when it is offered (named by its `label`), else to
 * the city hub, named by the city's name. */
export function cityLink(
  state: SiteState,
  city: City,
  offered: (city: string, service: string) => boolean,
  sameService?: { slug: string; label: (city: City) => string },
): Link {
  if (sameService && offered(city.slug, sameService.slug)) {
    return { label: sameService.label(city), path: cityServicePath(state, city.slug, sameService.slug) };
  }
  return { label: city.name, path: cityPath(state, city.slug) };
}

/** Cuts text to at most `max` characters on a word boundary, ending with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const cut = room.lastIndexOf(' ');
  return `${(cut > max * 0.6 ? room.slice(0, cut) : room).replace(/[\s,;:.-]+$/, '')}…`;
}
