// Site-wide pages of the generator core: the service-areas grid, the not-found page, and one
// small HTML page per redirect so that plain static hosting follows old addresses too.
import type { Redirect } from '../../shared/model/data.ts';
import { absoluteUrl, type RouteContext } from '../head.ts';
import { reasonsToChoose } from './copy.ts';
import { page } from './page.ts';
import type { RouteOf } from '../../shared/model/routes.ts';

export function serviceAreasRoute(ctx: RouteContext): RouteOf<'serviceAreas'> {
  const cities = [...ctx.site.cities].sort((a, b) => a.name.localeCompare(b.name));
  return page(ctx, {
    kind: 'serviceAreas',
    path: '/service-areas/',
    title: `Service Areas in ${ctx.site.business.region}`,
    description: `We clean homes and businesses in ${cities.length} ${ctx.site.business.region} communities: ${cities.map((c) => c.name).join(', ')}.`,
    source: 'service areas',
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Service Areas', path: '/service-areas/' },
    ],
    props: { cities, trust: reasonsToChoose(ctx.site) },
  });
}

export function notFoundRoute(ctx: RouteContext): RouteOf<'notFound'> {
  return page(ctx, {
    kind: 'notFound',
    path: '/404.html',
    title: '404 Page Not Found',
    description: 'The page you asked for does not exist. Find our cleaning services, service areas and free quotes from here.',
    source: 'not-found page',
    indexable: false,
    canonicalPath: '/',
    props: {},
  });
}

/** `/wixom` is written as `wixom/index.html`, which static hosts serve at `/wixom` and `/wixom/`. */
export function redirectRoute(ctx: RouteContext, redirect: Redirect): RouteOf<'redirect'> {
  return page(ctx, {
    kind: 'redirect',
    path: redirect.from.endsWith('/') ? redirect.from : `${redirect.from}/`,
    title: 'This page has moved',
    description: `This page has moved to ${redirect.to}.`,
    source: `${redirect.source.file}:${redirect.source.line}`,
    indexable: false,
    canonicalPath: redirect.to,
    props: { to: redirect.to, absoluteTo: absoluteUrl(ctx, redirect.to) },
  });
}

export function coreRoutes(ctx: RouteContext) {
  return [serviceAreasRoute(ctx), notFoundRoute(ctx), ...ctx.site.redirects.map((r) => redirectRoute(ctx, r))];
}
