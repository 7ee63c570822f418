// One constructor for every route so that head tags, breadcrumbs and the business JSON-LD are
// applied the same way everywhere.
import { breadcrumbJsonLd, localBusinessJsonLd, makeHead, webPageJsonLd } from './head.ts';
import type { RouteContext } from './context.ts';
import type { Crumb, JsonLd } from '../../shared/model/head.ts';
import type { PageKind, PageProps, RouteOf } from '../../shared/model/routes.ts';

export interface PageSpec<K extends PageKind> {
  kind: K;
  path: string;
  title: string;
  /** shorter forms of the title, best first, for when it does not fit a search result */
  shorterTitles?: string[];
  description: string;
  props: PageProps[K];
  source: string;
  breadcrumbs?: Crumb[];
  jsonLd?: JsonLd[];
  ogType?: 'website' | 'article';
  /** image catalogue keys for the link preview, best first (else the site's hero artwork) */
  shareImage?: string[];
  indexable?: boolean;
  /** a page kept out of the index whose links search engines should still follow (noindex,follow) */
  followLinks?: boolean;
  canonicalPath?: string;
  /** the page about the business itself carries its full profile; every other indexable page
   * refers to it by @id */
  businessProfile?: boolean;
}

// The full LocalBusiness block lists every city: one object per build, shared by the routes that
// carry it, so that ten times the cities do not cost ten times the memory. The incremental build
// hashes it once with the site-wide inputs (build.ts).
const businessBlocks = new WeakMap<RouteContext, JsonLd>();

export function siteWideJsonLd(ctx: RouteContext): JsonLd {
  let block = businessBlocks.get(ctx);
  if (!block) businessBlocks.set(ctx, (block = localBusinessJsonLd(ctx)));
  return block;
}

export function page<K extends PageKind>(ctx: RouteContext, spec: PageSpec<K>): RouteOf<K> {
  const indexable = spec.indexable ?? true;
  const breadcrumbs = spec.breadcrumbs ?? [];
  return {
    path: spec.path,
    kind: spec.kind,
    props: spec.props,
    head: makeHead(ctx, {
      title: spec.title,
      shorterTitles: spec.shorterTitles,
      description: spec.description,
      path: spec.path,
      ogType: spec.ogType,
      shareImage: spec.shareImage,
      noindex: indexable ? false : spec.followLinks ? 'follow' : true,
      canonicalPath: spec.canonicalPath,
    }),
    // noindex pages (404, redirect stubs) carry no copy of the business: nothing there to index
    jsonLd: [
      ...(!indexable ? [] : spec.businessProfile ? [siteWideJsonLd(ctx)] : [webPageJsonLd(ctx, spec.path, spec.title)]),
      ...(spec.jsonLd ?? []),
      ...(breadcrumbs.length > 0 ? [breadcrumbJsonLd(ctx, breadcrumbs)] : []),
    ],
    breadcrumbs,
    indexable,
    source: spec.source,
  };
}
