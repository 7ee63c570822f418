// The files a site has besides its pages: sitemap.xml (indexable pages, with the date each last
// changed), robots.txt, the host's _redirects and _headers, and the reviews snapshot of the data
// it was built from (for `site serve`; written by the build without compressed copies, as no host
// serves it).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LiveReviews } from '../../shared/reviews.ts';
import type { Business } from '../../shared/model/data.ts';
import type { Route } from '../../shared/model/routes.ts';
import type { RouteContext } from '../routes/index.ts';
import { headersFile } from './deploy.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './sitemap.ts';
import type { PageOutput } from './compressed-output.ts';

/**
 * The data folder's reviews.json as it is (the API checks it when it serves it), or, for a data
 * folder without one, the business's own rating and count with no reviews: never another
 * business's.
 */
export async function reviewsSnapshot(dataDir: string, business: Business): Promise<string> {
  const file = path.join(dataDir, 'reviews.json');
  if (existsSync(file)) return readFile(file, 'utf8');
  const own: LiveReviews = { reviews: [], rating: business.rating, total_ratings: business.reviewCount };
  return `${JSON.stringify(own, null, 2)}\n`;
}

export async function writeSiteFiles(
  output: PageOutput,
  ctx: RouteContext,
  routes: Route[],
  lastmods: Map<string, string>,
): Promise<{ robots: string; inSitemap: Route[] }> {
  const inSitemap = routes.filter((r) => r.indexable);
  const robots = robotsTxt(ctx.siteUrl);
  await output.write('sitemap.xml', sitemapXml(inSitemap.map((r) => ({ url: r.head.canonical, lastmod: lastmods.get(r.path) }))));
  await output.write('robots.txt', robots);
  await output.write('_redirects', redirectsFile(ctx.site.redirects, new Set(routes.filter((r) => r.kind === 'redirect').map((r) => r.path)), ctx.site.gone));
  await output.write('_headers', headersFile(ctx.site.business));
  return { robots, inSitemap };
}
