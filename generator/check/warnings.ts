// Warnings (issue 12): things a marketer should hear about that do not stop the build. Printed
// after the build summary and included in `site generate --to json`. Each names the row to edit.
import type { Problem } from '../support/errors.ts';
import type { CsvTable, RawData } from '../load/index.ts';
import type { Business, Redirect, SiteData } from '../../shared/model/data.ts';
import { descriptionWarnings } from './description-warnings.ts';
import { promotionEnded } from '../routes/index.ts';
import { fileToUrlPath } from '../support/links.ts';
import type { Route } from '../../shared/model/routes.ts';
import { didYouMean } from '../validate/index.ts';

/** The address canonical URLs use until the owner sets the real one. */
export const PLACEHOLDER_SITE_URL = 'https://www.example.com';

/**
 * The site's address: `--site-url`, else SITE_URL, else `siteUrl` in business.json. A build that
 * would publish canonical URLs on the placeholder says so in one line.
 */
export function resolveSiteUrl(flag: string | undefined, business: Business, businessFile = 'data/business.json'): { siteUrl: string; warning?: Problem } {
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

/** Warnings read from the validated data (the rows named are valid, just worth a second look);
 * `buildDate`: the day the site is built as of (SITE_BUILD_DATE), for what has ended by then. */
export function dataWarnings(raw: RawData, site: SiteData, buildDate: string): Problem[] {
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
  warnings.push(...descriptionWarnings(raw, site), ...endedPromotions(raw, site, buildDate));
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
  warnings.push(...droppedMenuEntries(raw, site), ...droppedFeaturedServices(raw, site), ...unlistedNeighborhoods(raw, site));
  return warnings;
}

/** Menu rows naming a city or service the data no longer has: dropped from the menu (so a
 * retired town or service never breaks the build or leaves a dead link), and said here. */
function droppedMenuEntries(raw: RawData, site: SiteData): Problem[] {
  const cities = new Set(site.cities.map((c) => c.slug));
  const services = new Set(site.services.map((s) => s.slug));
  return raw.menus.rows.flatMap((row) => {
    const { menu, city, service } = row.values;
    if (city && !cities.has(city)) {
      return [at(raw.menus, row.line, 'city', `"${city}" is not in ${raw.cities.file}, so the ${menu} menu leaves it out: delete this row or restore the city`)];
    }
    if (service && !services.has(service)) {
      return [at(raw.menus, row.line, 'service', `"${service}" is not in ${raw.services.file}, so the ${menu} menu leaves it out: delete this row or restore the service`)];
    }
    return [];
  });
}

/** Featured services (cities.csv `featured_services`) a town's hub leaves out: a slug not in
 * services.csv (a typo gets a suggestion) or a service the town does not offer. */
function droppedFeaturedServices(raw: RawData, site: SiteData): Problem[] {
  const services = site.services.map((s) => s.slug);
  return site.cities.flatMap((city) => {
    const line = lineOf(raw.cities, (v) => v.slug === city.slug);
    if (line === undefined) return [];
    const offered = new Set(site.availability.get(city.slug));
    return city.featuredServices.flatMap((slug) => {
      if (!services.includes(slug)) {
        const guess = didYouMean(slug, services);
        return [
          at(raw.cities, line, 'featured_services', `"${slug}" is not in ${raw.services.file}, so ${city.name}'s page leaves it out${guess ? `; did you mean "${guess}"?` : ': delete it from the cell or restore the service'}`),
        ];
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

/** The closest page above `url` that the new site still has (`/mi/novi/x/` -> `/mi/novi/`). */
function nearestLivePage(url: string, live: Set<string>): string {
  const segments = url.split('/').filter(Boolean);
  while (segments.length > 0) {
    segments.pop();
    const candidate = segments.length === 0 ? '/' : `/${segments.join('/')}/`;
    if (live.has(candidate)) return candidate;
  }
  return '/';
}

/**
 * Pages the previous build had and this one has not: links to them from other sites and search
 * results now end on the 404 page. Each warning carries the redirects.csv row that keeps them alive.
 */
export function vanishedPageWarnings(removedFiles: Set<string>, routes: Route[], redirects: Redirect[]): (Problem & { redirectRow: string })[] {
  const file = redirects[0]?.source.file ?? 'data/redirects.csv';
  const live = new Set(routes.filter((r) => r.kind !== 'redirect').map((r) => r.path));
  const redirected = new Set(redirects.flatMap((r) => [r.from, r.from.endsWith('/') ? r.from : `${r.from}/`]));
  const gone = [...removedFiles]
    .filter((file) => file.endsWith('.html'))
    .map(fileToUrlPath)
    .filter((url) => !redirected.has(url))
    .sort();
  return gone.map((url) => {
    const redirectRow = `${url},${nearestLivePage(url, live)},301`;
    return { file, redirectRow, message: `${url} was published by the last build and is gone now; to keep its links alive, add this row: ${redirectRow}` };
  });
}
