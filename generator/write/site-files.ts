// The files a site has besides its pages: sitemap.xml (indexable pages, with the date each last
// changed), robots.txt, and the host's _redirects and _headers.
import type { Route } from '../../shared/model/routes.ts';
import type { RouteContext } from '../routes/index.ts';
import { headersFile } from './deploy.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './sitemap.ts';
import type { PageOutput } from './compressed-output.ts';

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
