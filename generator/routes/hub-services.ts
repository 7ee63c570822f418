// Which services a city hub shows, and how (docs/decisions.md#city-hubs-that-differ): the same
// cards on every hub made the hubs near-duplicates and put far too many links on each. A hub now
// shows a marketer's few featured services as cards and a short list of others, grouped by
// category, within the link budget.
import type { City, Service, ServiceCategory, SiteData } from '../../shared/model/data.ts';
import { MAX_FEATURED_SERVICES, MAX_HUB_SERVICE_LINKS } from '../../shared/limits.ts';
import { siteIndex } from './site-index.ts';

/** The town's services with a keyword-sheet row (own local copy), in the sheet's order. */
function keywordServices(site: SiteData, city: City): string[] {
  return site.keywords.filter((k) => k.citySlug === city.slug).map((k) => k.serviceSlug);
}

/**
 * The hub's cards: cities.csv `featured_services` when the row names any (validation checked
 * that each is offered there); otherwise the services with the town's own copy in the keyword
 * sheet, topped up from the header's Services menu and then the catalogue.
 */
export function featuredServices(site: SiteData, city: City): Service[] {
  const index = siteIndex(site);
  const chosen = city.featuredServices.length
    ? city.featuredServices
    : [...keywordServices(site, city), ...site.menus['header-services'].flatMap((link) => link.service ?? []), ...index.servicesIn(city).map((s) => s.slug)];
  const unique = [...new Set(chosen)].filter((slug) => index.offered(city.slug, slug));
  return unique.slice(0, MAX_FEATURED_SERVICES).map((slug) => index.service(slug)!);
}

/**
 * Up to MAX_HUB_SERVICE_LINKS of the town's other services, grouped by category in catalogue
 * order. Services with the town's own keyword-sheet copy come first; each category gets a share of
 * the links in proportion to its size, and at least two while it has them.
 */
export function otherServiceGroups(site: SiteData, city: City, featured: Service[]): { category: ServiceCategory; services: Service[] }[] {
  const shown = new Set(featured.map((s) => s.slug));
  const own = new Set(keywordServices(site, city));
  const rest = siteIndex(site).servicesIn(city).filter((s) => !shown.has(s.slug));
  const categories = [...new Set(rest.map((s) => s.category))];
  const quota = new Map(
    categories.map((category) => {
      const size = rest.filter((s) => s.category === category).length;
      return [category, Math.min(size, Math.max(2, Math.round((MAX_HUB_SERVICE_LINKS * size) / rest.length)))];
    }),
  );
  // rounding up two small categories can overshoot the budget: trim the largest share
  let total = [...quota.values()].reduce((sum, n) => sum + n, 0);
  while (total > MAX_HUB_SERVICE_LINKS) {
    const [largest] = [...quota].sort((a, b) => b[1] - a[1]);
    quota.set(largest![0], largest![1] - 1);
    total--;
  }
  const order = new Map(rest.map((s, i) => [s.slug, i]));
  return categories.map((category) => {
    const inCategory = rest.filter((s) => s.category === category);
    const picked = [...inCategory.filter((s) => own.has(s.slug)), ...inCategory.filter((s) => !own.has(s.slug))].slice(0, quota.get(category));
    return { category, services: picked.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!) };
  });
}
