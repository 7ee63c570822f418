// The pictures a site lacks: every service card and town card that shows shared artwork because
// no photo of its own is in data/images/ (the order a card looks for its picture is in
// templates/components/Picture.tsx: a service's own photo first, a town's `image` column first).
import type { SiteData } from '../../shared/model/data.ts';

export interface MissingPictures {
  /** cards of the site: one per service and one per town */
  cards: number;
  /** the files under data/images/ that would give a card a picture of its own, services first */
  files: string[];
  services: number;
  towns: number;
}

/** `imageKeys`: the pictures data/images/ holds, as keys (`services/deep-cleaning`). */
export function missingPictures(site: Pick<SiteData, 'services' | 'cities'>, imageKeys: readonly string[]): MissingPictures {
  const have = new Set(imageKeys);
  const services = site.services.filter((service) => !have.has(`services/${service.slug}`)).map((service) => `data/images/services/${service.slug}.jpg`);
  const towns = site.cities.filter((city) => !city.image && !have.has(`cities/${city.slug}`)).map((city) => `data/images/cities/${city.slug}.jpg`);
  return { cards: site.services.length + site.cities.length, files: [...services, ...towns], services: services.length, towns: towns.length };
}

/** The build summary's line, '' when every card has a picture of its own; `shown` file names at most. */
export function missingPicturesLine(missing: MissingPictures, shown: number): string {
  if (missing.files.length === 0) return '';
  const { files } = missing;
  const named = files.slice(0, shown).join(', ');
  const rest = files.length > shown ? ` and ${files.length - shown} more (--verbose lists all)` : '';
  return `Pictures: ${files.length} of ${missing.cards} cards show shared artwork (${missing.services} services, ${missing.towns} towns); a photo of its own fills each: ${named}${rest}`;
}
