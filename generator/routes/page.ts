// One constructor for every route so that head tags, breadcrumbs and the business JSON-LD are
// applied the same way everywhere.
import { breadcrumbJsonLd, localBusinessJsonLd, makeHead, type RouteContext } from '../head.ts';
import type { Crumb, JsonLd } from '../../shared/model/head.ts';
import type { PageKind, PageProps, RouteOf } from '../../shared/model/routes.ts';

export interface PageSpec<K extends PageKind> {
  kind: K;
  path: string;
  title: string;
  /** the title was written to fit a search result: brand suffix only when it fits */
  fitTitle?: boolean;
  description: string;
  props: PageProps[K];
  source: string;
  breadcrumbs?: Crumb[];
  jsonLd?: JsonLd[];
  ogType?: 'website' | 'article';
  image?: string;
  indexable?: boolean;
  canonicalPath?: string;
}

// The LocalBusiness block is the same on every page and lists every city: one object per build,
// shared by every route, so that ten times the cities do not cost ten times the memory per page.
// The incremental build hashes it once with the site-wide inputs (build.ts), not once per page.
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
      fitTitle: spec.fitTitle,
      description: spec.description,
      path: spec.path,
      ogType: spec.ogType,
      image: spec.image,
      noindex: !indexable,
      canonicalPath: spec.canonicalPath,
    }),
    jsonLd: [
      siteWideJsonLd(ctx),
      ...(spec.jsonLd ?? []),
      ...(breadcrumbs.length > 0 ? [breadcrumbJsonLd(ctx, breadcrumbs)] : []),
    ],
    breadcrumbs,
    indexable,
    source: spec.source,
  };
}
