// Lookups derived once per SiteData. The route functions run once per page (about 1,000 pages,
// 10,000 at the scale `npm run bench` checks), so anything that scans a whole table per
// page (a keyword search, the nearby-city ranking, sorting every city by name) would make the
// routes stage grow with pages x cities. Here each is computed once per city, or indexed.
import type { City, KeywordRow, Service, ServiceCategory, SiteData, Testimonial } from '../../shared/model/data.ts';
import { areasWeServe, nearbyCities } from './related.ts';
import { fillText, siteValues } from './fill.ts';

export interface SiteIndex {
  offered: (city: string, service: string) => boolean;
  service: (slug: string) => Service | undefined;
  /** services offered in the city, in catalogue order */
  servicesIn: (city: City) => Service[];
  /** the keyword-sheet row of a city-service page */
  keyword: (city: string, service: string) => KeywordRow | undefined;
  nearby: (city: City) => { city: City; miles: number }[];
  areas: (city: City) => City[];
  /** testimonials whose author location contains the city's name (docs/requirements.md#city-hub) */
  testimonials: (city: City) => Testimonial[];
  /** the testimonials a town's page of a service may show, best first (testimonialsForService) */
  reviewsFor: (city: City, service: Service) => PlacedReview[];
  /** a service category's label (data/blocks/why-us.md), filled */
  categoryLabel: (category: ServiceCategory) => string;
  /** a value computed once per build under `key` and shared by every page that shows it */
  once: <T>(key: string, compute: () => T) => T;
}

const indexes = new WeakMap<SiteData, SiteIndex>();

/** Memoizes a per-city computation by slug. */
function perCity<T>(compute: (city: City) => T): (city: City) => T {
  const cache = new Map<string, T>();
  return (city) => {
    let value = cache.get(city.slug);
    if (value === undefined) cache.set(city.slug, (value = compute(city)));
    return value;
  };
}

export function testimonialsFor(city: City, testimonials: Testimonial[]): Testimonial[] {
  const name = city.name.toLowerCase();
  return testimonials.filter((t) => t.author.location.toLowerCase().includes(name));
}

/** A testimonial a page may show, and whether it comes from the page's own town. */
export interface PlacedReview {
  testimonial: Testimonial;
  local: boolean;
}

/**
 * The testimonials a town's page of a service may show, best first: the town's, then other towns'
 * (the page names a review's own town when it is not the page's). Within each, a review naming the
 * service comes first, then one about the service's kind of work only (naming no service, or only
 * services of its category), then one about both kinds. A review that names only services of the
 * other category (a home's review on an office's page) is left out. Within a rank, the order of
 * data/testimonials.json.
 */
export function testimonialsForService(
  city: City,
  service: Pick<Service, 'slug' | 'category'>,
  testimonials: readonly Testimonial[],
  categoryOf: (slug: string) => ServiceCategory | undefined,
): PlacedReview[] {
  const local = new Set(testimonialsFor(city, [...testimonials]));
  const ranked: { review: PlacedReview; rank: number }[] = [];
  for (const testimonial of testimonials) {
    const named = testimonial.services ?? [];
    const sameKind = named.filter((slug) => categoryOf(slug) === service.category).length;
    if (named.length > 0 && sameKind === 0) continue;
    const fit = named.includes(service.slug) ? 0 : sameKind === named.length ? 1 : 2;
    const isLocal = local.has(testimonial);
    ranked.push({ review: { testimonial, local: isLocal }, rank: (isLocal ? 0 : 3) + fit });
  }
  // Array.prototype.sort is stable: a rank keeps the file's order
  return ranked.sort((a, b) => a.rank - b.rank).map(({ review }) => review);
}

export function siteIndex(site: SiteData): SiteIndex {
  const found = indexes.get(site);
  if (found) return found;
  const sets = new Map([...site.availability].map(([city, services]) => [city, new Set(services)]));
  const bySlug = new Map(site.services.map((s) => [s.slug, s]));
  const keywords = new Map<string, KeywordRow>();
  for (const k of site.keywords) {
    const key = `${k.citySlug}/${k.serviceSlug}`;
    if (!keywords.has(key)) keywords.set(key, k);
  }
  const memo = new Map<string, unknown>();
  const values = siteValues(site);
  const labels = new Map(site.copy['blocks/why-us'].categories.map((c) => [c.id, fillText(c.label, values)]));
  const index: SiteIndex = {
    offered: (city, service) => sets.get(city)?.has(service) ?? false,
    service: (slug) => bySlug.get(slug),
    servicesIn: perCity((city) => (site.availability.get(city.slug) ?? []).map((slug) => bySlug.get(slug)!)),
    keyword: (city, service) => keywords.get(`${city}/${service}`),
    nearby: perCity((city) => nearbyCities(city, site.cities)),
    areas: perCity((city) => areasWeServe(city, site.cities)),
    testimonials: perCity((city) => testimonialsFor(city, site.testimonials)),
    reviewsFor: (city, service) => testimonialsForService(city, service, site.testimonials, (slug) => bySlug.get(slug)?.category),
    categoryLabel: (category) => labels.get(category) ?? category,
    once: <T,>(key: string, compute: () => T): T => {
      if (!memo.has(key)) memo.set(key, compute());
      return memo.get(key) as T;
    },
  };
  indexes.set(site, index);
  return index;
}

/** The named fields of a record: how route props stay as small as what the template shows. */
export function pick<T, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = value[key];
  return out;
}
