// Warnings (docs/decisions.md#warnings-do-not-stop-the-build): things a marketer should hear about
// that do not stop the build. Printed after the build summary and included in
// `site generate --to json`. Each names the row to edit.
import type { Problem } from '../support/errors.ts';
import type { CsvTable, RawData } from '../load/index.ts';
import type { Business, SiteData } from '../../shared/model/data.ts';
import { cityPath, servicePath } from '../../shared/service-area.ts';
import type { Ledger } from '../write/index.ts';
import { searchLineWarnings } from './search-line-warnings.ts';
import { promotionEnded } from '../routes/index.ts';
import type { Route } from '../../shared/model/routes.ts';
import { didYouMean, publishedPage, removedReference, type Reference } from '../validate/index.ts';

/** The address canonical URLs use until the owner sets the real one. */
export const PLACEHOLDER_SITE_URL = 'https://www.example.com';

/**
 * The site's address: `--site-url`, else SITE_URL, else `siteUrl` in business.json. A build that
 * would publish canonical URLs on the placeholder says so in one line, naming the business.json
 * it read (`businessFile`, as the loader shows it: the data folder may be any folder).
 */
export function resolveSiteUrl(flag: string | undefined, business: Business, businessFile: string): { siteUrl: string; warning?: Problem } {
  const fromEnv = process.env.SITE_URL?.trim() || undefined;
  const siteUrl = flag ?? fromEnv ?? business.siteUrl ?? PLACEHOLDER_SITE_URL;
  if (flag !== undefined || fromEnv !== undefined || siteUrl !== PLACEHOLDER_SITE_URL) return { siteUrl };
  return {
    siteUrl,
    warning: {
      file: businessFile,
      key: 'siteUrl',
      message: `canonical URLs and the sitemap point at the placeholder ${PLACEHOLDER_SITE_URL}: set siteUrl in ${businessFile} (or SITE_URL) to the real address before publishing`,
    },
  };
}

function at(table: CsvTable, line: number, column: string, message: string): Problem {
  return { file: table.file, line, column: table.columns.indexOf(column) + 1, message: `${column}: ${message}` };
}

const lineOf = (table: CsvTable, match: (values: Record<string, string>) => boolean) => table.rows.find((r) => match(r.values))?.line;

/** Promotions an article names whose validThrough is past the build date: no longer advertised. */
function endedPromotions(raw: RawData, site: SiteData, buildDate: string): Problem[] {
  return site.business.promotions.flatMap((promotion, i) => {
    const naming = site.articles.filter((a) => a.promotion?.id === promotion.id);
    if (naming.length === 0 || !promotionEnded(promotion, buildDate)) return [];
    const pages = naming.map((a) => `/blog/${a.slug}/`).join(', ');
    return [
      {
        file: raw.business.file,
        key: `promotions.${i}.validThrough`,
        message: `"${promotion.name}" ended on ${promotion.validThrough}: ${pages} shows no promotion box and its descriptions leave the offer out; set a later validThrough, or take "promotion: ${promotion.id}" out of the article`,
      },
    ];
  });
}

/**
 * Warnings read from the validated data (the rows named are valid, just worth a second look).
 * `buildDate`: the day the site is built as of (SITE_BUILD_DATE), for what has ended by then;
 * `published`: the addresses the site has published, to tell a removed slug from a typo.
 */
export function dataWarnings(raw: RawData, site: SiteData, buildDate: string, published: ReadonlySet<string> = new Set()): Problem[] {
  const warnings: Problem[] = [];
  for (const city of site.cities) {
    const line = lineOf(raw.cities, (v) => v.slug === city.slug);
    if (line === undefined) continue;
    if ((site.availability.get(city.slug) ?? []).length === 0) {
      warnings.push(at(raw.cities, line, 'slug', `${city.name} offers no services: add rows for "${city.slug}" to ${raw.availability.file}, or its page lists none`));
    }
    const described = new Set(city.landmarkDetails.map((d) => d.name));
    for (const landmark of city.landmarks.filter((l) => !described.has(l))) {
      warnings.push(at(raw.cities, line, 'landmarks', `"${landmark}" has no paragraph in ${raw.landmarks.file}: add a row (${city.slug},${landmark},...) so the city page can say something about it`));
    }
  }
  warnings.push(...searchLineWarnings(raw, site), ...endedPromotions(raw, site, buildDate));
  const cities = new Map(site.cities.map((c) => [c.slug, c]));
  for (const keyword of site.keywords) {
    const city = cities.get(keyword.citySlug);
    const line = lineOf(raw.keywords, (v) => v.city_slug === keyword.citySlug && v.service_slug === keyword.serviceSlug);
    if (!city || line === undefined) continue;
    const strange = keyword.zips.filter((zip) => !city.zipCodes.includes(zip));
    if (strange.length > 0) {
      warnings.push(at(raw.keywords, line, 'zips', `${strange.join(', ')} not among ${city.name}'s ZIP codes in ${raw.cities.file} (${city.zipCodes.join(', ')})`));
    }
    const state = site.business.state.code;
    if (keyword.state !== state) {
      warnings.push(at(raw.keywords, line, 'state', `"${keyword.state}", but ${city.fullName} in ${raw.cities.file} is in ${state}`));
    }
  }
  warnings.push(...droppedMenuEntries(raw, site, published), ...droppedFeaturedServices(raw, site, published), ...unlistedNeighborhoods(raw, site));
  return warnings;
}

/** Menu rows naming a city or service the data no longer has: dropped from the menu (so a
 * retired town or service never breaks the build or leaves a dead link), and said here. */
function droppedMenuEntries(raw: RawData, site: SiteData, published: ReadonlySet<string>): Problem[] {
  const cities = new Set(site.cities.map((c) => c.slug));
  const services = new Set(site.services.map((s) => s.slug));
  const missing = (ref: Reference, file: string) => {
    const address = publishedPage(ref, published, site.business);
    return address ? removedReference(ref, file, address) : `"${ref.slug}" is not in ${file}`;
  };
  return raw.menus.rows.flatMap((row) => {
    const { menu, city, service } = row.values;
    if (city && !cities.has(city)) {
      return [at(raw.menus, row.line, 'city', `${missing({ kind: 'city', slug: city }, raw.cities.file)}, so the ${menu} menu leaves it out: delete this row or restore the city`)];
    }
    if (service && !services.has(service)) {
      return [at(raw.menus, row.line, 'service', `${missing({ kind: 'service', slug: service }, raw.services.file)}, so the ${menu} menu leaves it out: delete this row or restore the service`)];
    }
    return [];
  });
}

/** Featured services (cities.csv `featured_services`) a town's hub leaves out: a slug not in
 * services.csv (a typo gets a suggestion) or a service the town does not offer. */
function droppedFeaturedServices(raw: RawData, site: SiteData, published: ReadonlySet<string>): Problem[] {
  const services = site.services.map((s) => s.slug);
  // a slug missing from several towns' cells gets its suggestion once, at the first of them
  const suggestedAt = new Map<string, number>();
  return site.cities.flatMap((city) => {
    const line = lineOf(raw.cities, (v) => v.slug === city.slug);
    if (line === undefined) return [];
    const offered = new Set(site.availability.get(city.slug));
    return city.featuredServices.flatMap((slug) => {
      if (!services.includes(slug)) {
        const ref: Reference = { kind: 'service', slug };
        const address = publishedPage(ref, published, site.business);
        if (address) {
          return [at(raw.cities, line, 'featured_services', `${removedReference(ref, raw.services.file, address)}, so ${city.name}'s page leaves it out: remove it here or restore the row`)];
        }
        const guess = didYouMean(slug, services);
        const first = suggestedAt.get(slug);
        if (first === undefined) suggestedAt.set(slug, line);
        const advice = first !== undefined ? ` (as on line ${first})` : guess ? `; did you mean "${guess}"?` : ': delete it from the cell or restore the service';
        return [at(raw.cities, line, 'featured_services', `"${slug}" is not in ${raw.services.file}, so ${city.name}'s page leaves it out${advice}`)];
      }
      if (!offered.has(slug)) {
        return [at(raw.cities, line, 'featured_services', `${city.name} does not offer "${slug}" in ${raw.availability.file}, so its page leaves it out`)];
      }
      return [];
    });
  });
}

/** Neighbourhood groups in data/cities/{slug}.md naming a neighbourhood the city's row no longer
 * lists: the page leaves the name out (a renamed neighbourhood must not stop the build). */
function unlistedNeighborhoods(raw: RawData, site: SiteData): Problem[] {
  const cities = new Map(site.cities.map((c) => [c.slug, c]));
  return raw.cityBodies.flatMap((document) => {
    const city = cities.get(document.name);
    const content = site.cityContent.get(document.name);
    if (!city || !content) return [];
    return content.neighborhoodGroups.flatMap((group, g) =>
      group.neighborhoods.flatMap((name, n) =>
        city.neighborhoods.includes(name)
          ? []
          : [{ file: document.file, key: `neighborhoodGroups.${g}.neighborhoods.${n}`, message: `"${name}" is not one of ${city.name}'s neighborhoods in ${raw.cities.file}, so the page leaves it out` }],
      ),
    );
  });
}

const parentOf = (url: string) => {
  const segments = url.split('/').filter(Boolean);
  return segments.length <= 1 ? '/' : `/${segments.slice(0, -1).join('/')}/`;
};

/** A page the site still has; its breadcrumbs, when known, name the parent its siblings share. */
export interface LivePage {
  path: string;
  breadcrumbs?: readonly { path?: string }[];
}

/**
 * Where a visitor of an address the site no longer has is best sent: the closest page it still
 * has, `/` only when nothing closer is left. A town's page of one service goes to the town's hub,
 * else to the service's own page; any other address to its parent, else to the page its
 * siblings name as their parent in their breadcrumbs (a town's hub: the service-area page), and
 * when neither is live, to where its parent would go.
 */
export function closestLivePage(url: string, live: readonly LivePage[], urlPrefix: string): string {
  const { paths, byParent } = indexed(live);
  for (let address = url; address !== '/'; address = parentOf(address)) {
    const segments = address.split('/').filter(Boolean);
    const candidates = segments.length === 3 && segments[0] === urlPrefix ? [cityPath({ urlPrefix }, segments[1]!), servicePath(segments[2]!)] : [];
    candidates.push(parentOf(address));
    // a parent the siblings share, not one inside a sibling's own path (/mi/novi/ for /mi/novi/x/)
    const sibling = byParent.get(parentOf(address))?.find((r) => r.path !== address);
    const shared = sibling?.breadcrumbs?.at(-2)?.path;
    if (shared && !sibling!.path.startsWith(shared)) candidates.push(shared);
    const found = candidates.find((candidate) => candidate !== '/' && paths.has(candidate));
    if (found) return found;
  }
  return '/';
}

/** The live pages' addresses, and those with breadcrumbs by parent address: made once per list,
 * since a removed town asks for the closest page of some seventy addresses. */
const indexes = new WeakMap<readonly LivePage[], { paths: Set<string>; byParent: Map<string, LivePage[]> }>();
function indexed(live: readonly LivePage[]) {
  let index = indexes.get(live);
  if (!index) {
    const byParent = new Map<string, LivePage[]>();
    for (const page of live) if ((page.breadcrumbs?.length ?? 0) >= 2) byParent.set(parentOf(page.path), [...(byParent.get(parentOf(page.path)) ?? []), page]);
    index = { paths: new Set(live.map((r) => r.path)), byParent };
    indexes.set(live, index);
  }
  return index;
}

export interface VanishedInput {
  /** this build's routes */
  routes: Route[];
  site: Pick<SiteData, 'redirects' | 'gone' | 'business'>;
  /** the data folder's ledger of published addresses: what went live (an earlier build into the
   * output folder that was never published is no reason to keep an address) */
  ledger?: Ledger;
}

export type VanishedPage = Problem & { redirectRow: string };

/**
 * Addresses published before (in the ledger, which only a publishing build writes) that
 * this build does not make and that no redirects.csv row decides: links to them from other sites
 * and search results would end on the 404 page. Each carries the row that keeps them alive.
 */
export function vanishedPages({ routes, site, ledger }: VanishedInput): VanishedPage[] {
  const file = site.redirects[0]?.source.file ?? site.gone[0]?.source.file ?? 'data/redirects.csv';
  const built = new Set(routes.map((r) => r.path));
  const live = routes.filter((r) => r.kind !== 'redirect');
  const decided = new Set([...site.redirects, ...site.gone].flatMap((r) => [r.from, r.from.endsWith('/') ? r.from : `${r.from}/`]));
  const vanished = [...(ledger?.entries.keys() ?? [])].filter((url) => !built.has(url) && !decided.has(url)).sort();
  return vanished.map((url) => {
    const redirectRow = `${url},${closestLivePage(url, live, site.business.state.urlPrefix)},301`;
    const entry = ledger?.entries.get(url);
    const since = entry ? ` (first built ${entry.firstBuilt})` : '';
    return { file, redirectRow, message: `${url} was published${since} and this build no longer makes it; to keep its links alive, add this row: ${redirectRow}` };
  });
}
