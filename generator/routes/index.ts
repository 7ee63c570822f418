// Stage 3: SiteData -> Route[], a pure function. The single place where the route table of the
// spec lives. Checks the whole list before anything is written.
import type { RouteContext } from './context.ts';
import { DuplicateOutputError } from '../support/errors.ts';
import { cityRoutes } from './cities.ts';
import { serviceAreasRoute } from './service-areas.ts';
import { notFoundAndRedirectRoutes } from './not-found-and-redirects.ts';
import { customerRoutes } from './customer.ts';
import { contactAndTrustRoutes } from './contact-and-trust.ts';
import { serviceRoutes } from './services.ts';
import { blogRoutes } from './blog.ts';
import { companyRoutes } from './company.ts';
import { htmlSitemapRoute } from './html-sitemap.ts';
import type { Route } from '../../shared/model/routes.ts';

export type { Route, RouteOf, PageKind, PageProps } from '../../shared/model/routes.ts';

/** Output file for a URL path: `/mi/novi/` -> `mi/novi/index.html`, `/404.html` -> `404.html`. */
export function pathToFile(urlPath: string): string {
  if (!urlPath.startsWith('/')) throw new Error(`route path must start with "/": ${urlPath}`);
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\\'))) {
    throw new Error(`route path escapes the output folder: ${urlPath}`);
  }
  if (urlPath.endsWith('.html') || urlPath.endsWith('.xml') || urlPath.endsWith('.txt')) return segments.join('/');
  return [...segments, 'index.html'].join('/');
}

export function routes(ctx: RouteContext): Route[] {
  const all: Route[] = [serviceAreasRoute(ctx), ...notFoundAndRedirectRoutes(ctx), ...customerRoutes(ctx), ...contactAndTrustRoutes(ctx), ...companyRoutes(ctx), ...cityRoutes(ctx), ...serviceRoutes(ctx), ...blogRoutes(ctx)];
  // The HTML sitemap lists every other page, so it is built from them last.
  all.push(htmlSitemapRoute(ctx, all));
  const byFile = new Map<string, Route[]>();
  for (const route of all) {
    const file = pathToFile(route.path);
    byFile.set(file, [...(byFile.get(file) ?? []), route]);
  }
  const duplicates = [...byFile.entries()]
    .filter(([, list]) => list.length > 1)
    .map(([, list]) => ({ path: list[0]!.path, sources: list.map((r) => r.source) }));
  if (duplicates.length > 0) throw new DuplicateOutputError(duplicates);
  return all.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

// what the rest of the generator takes from this stage besides the above
export { fillCopy, siteValues } from './fill.ts';
export { areaValues } from './areas.ts';
export { placeholderLinkProblems } from './placeholder-links.ts';
export { descriptionNeedsShorterSentence, titleNeedsShorterForm } from './head.ts';
export { promotionEnded } from './promotions.ts';
export type { RouteContext } from './context.ts';
export { siteWideJsonLd } from './page.ts';
export { siteIndex } from './site-index.ts';
export { linkIndexableFirst } from './indexable-links.ts';
export { townFirst } from './town-first.ts';
