// The pages for addresses the site has no page at: the not-found page, and one small HTML page per
// redirect so that plain static hosting follows old addresses too.
import type { Redirect } from '../../shared/model/data.ts';
import { absoluteUrl, type RouteContext } from './context.ts';
import { page } from './page.ts';
import { fillCopy, siteValues } from './fill.ts';
import type { RouteOf } from '../../shared/model/routes.ts';

export function notFoundRoute(ctx: RouteContext): RouteOf<'notFound'> {
  const copy = fillCopy(ctx.site.copy['pages/not-found'], siteValues(ctx.site));
  return page(ctx, {
    kind: 'notFound',
    path: '/404.html',
    title: copy.title,
    description: copy.description,
    source: 'not-found page',
    indexable: false,
    canonicalPath: '/',
    props: { copy },
  });
}

/** `/wixom` is written as `wixom/index.html`, which static hosts serve at `/wixom` and `/wixom/`. */
export function redirectRoute(ctx: RouteContext, redirect: Redirect): RouteOf<'redirect'> {
  const copy = fillCopy(ctx.site.copy['pages/redirect'], { ...siteValues(ctx.site), 'redirect.to': redirect.to });
  return page(ctx, {
    kind: 'redirect',
    path: redirect.from.endsWith('/') ? redirect.from : `${redirect.from}/`,
    title: copy.title,
    description: copy.description,
    source: `${redirect.source.file}:${redirect.source.line}`,
    indexable: false,
    canonicalPath: redirect.to,
    props: { copy, to: redirect.to, absoluteTo: absoluteUrl(ctx, redirect.to) },
  });
}

export function notFoundAndRedirectRoutes(ctx: RouteContext) {
  return [notFoundRoute(ctx), ...ctx.site.redirects.map((r) => redirectRoute(ctx, r))];
}
