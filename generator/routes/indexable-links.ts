// Related links that feed the pages search engines may index (docs/marketers.md, "Which pages
// search engines index"). The index gate decides which templated pages are indexable only once every route is
// built, from each page's main text, which leaves its link blocks out (index-gate/page-text.ts). So
// the links are chosen afterwards, by this pure pass over the gated routes: the decisions never see
// the links they cause, and re-running the gate on the same routes gives the same result.
// Indexable pages link indexable pages, so what a search engine crawls from them is what it may index:
// - an indexable city-service page's other services in its town (at most four) and its same service
//   in other towns are indexable pages only; a held-back page keeps them all, indexable first;
// - a service hub's towns: the town's page of the service when indexable, else the town's hub;
// - the HTML sitemap lists the indexable town pages only, as sitemap.xml does;
// - a town hub links every indexable page of its town, and, spread over the hubs, one held-back page
//   of each service that has any: from there the held-back page's own same-service block reaches the
//   service in every other town, so each page stays within three clicks of the home page.
import type { Link, ServiceLinkGroup } from '../../shared/model/pages.ts';
import type { Route, RouteOf } from '../../shared/model/routes.ts';
import { MAX_OTHER_SERVICE_CARDS } from '../../shared/limits.ts';
import { cityPath } from '../../shared/service-area.ts';
import type { RouteContext } from './context.ts';
import { siteIndex } from './site-index.ts';
import { otherServiceLinks } from './cities.ts';
import { linkBlock } from './related.ts';

/** `links` with the indexable ones first, each part in its own order (the same array when already so). */
export function indexableFirst<T extends { path: string }>(links: T[], indexable: ReadonlySet<string>): T[] {
  const ordered = [...links.filter((l) => indexable.has(l.path)), ...links.filter((l) => !indexable.has(l.path))];
  return ordered.every((link, i) => link === links[i]) ? links : ordered;
}

function cityServiceLinks(ctx: RouteContext, route: RouteOf<'cityService'>, indexable: ReadonlySet<string>): RouteOf<'cityService'> {
  const city = ctx.site.cities.find((c) => c.slug === route.props.city.slug);
  const service = siteIndex(ctx.site).service(route.props.service.slug);
  const candidates = city && service ? otherServiceLinks(ctx.site, city, service) : route.props.moreServices;
  const shown = route.indexable ? candidates.filter((link) => indexable.has(link.path)) : indexableFirst(candidates, indexable);
  const moreServices = shown.slice(0, MAX_OTHER_SERVICE_CARDS);
  const areas = route.indexable ? linkBlock(route.props.areas.filter((link) => indexable.has(link.path))) : indexableFirst(route.props.areas, indexable);
  const same = moreServices.length === route.props.moreServices.length && moreServices.every((link, i) => link.path === route.props.moreServices[i]!.path);
  const sameAreas = areas.length === route.props.areas.length && areas.every((link, i) => link === route.props.areas[i]);
  if (same && sameAreas) return route;
  return { ...route, props: { ...route.props, moreServices: same ? route.props.moreServices : moreServices, areas: sameAreas ? route.props.areas : areas } };
}

/**
 * The held-back town page of each service that some hub links: one per service with any held-back
 * page, on the hub of the town that has taken the fewest so far (towns in path order), so no hub
 * carries many and every held-back page is a click from one that is linked.
 */
function heldBackEntries(byTown: ReadonlyMap<string, RouteOf<'cityService'>[]>, indexable: ReadonlySet<string>, carded: ReadonlySet<string>): Set<string> {
  const heldBack = new Map<string, RouteOf<'cityService'>[]>();
  for (const pages of byTown.values()) {
    for (const page of pages) {
      // a hub's card of a held-back page links the service's page instead (the index gate), so
      // its list, which never repeats a card, cannot be the way in to it
      if (indexable.has(page.path) || carded.has(page.path)) continue;
      const list = heldBack.get(page.props.service.slug);
      if (list) list.push(page);
      else heldBack.set(page.props.service.slug, [page]);
    }
  }
  const taken = new Map<string, number>();
  const entries = new Set<string>();
  for (const slug of [...heldBack.keys()].sort()) {
    const pages = [...heldBack.get(slug)!].sort((a, b) => (taken.get(a.props.city.slug) ?? 0) - (taken.get(b.props.city.slug) ?? 0) || (a.path < b.path ? -1 : 1));
    const page = pages[0]!;
    taken.set(page.props.city.slug, (taken.get(page.props.city.slug) ?? 0) + 1);
    entries.add(page.path);
  }
  return entries;
}

/**
 * The hub's grouped list: every indexable page of its town that its cards do not show, each group
 * in catalogue order; and apart, under their own label, the held-back pages this hub is the way
 * into (`entries`).
 */
function hubLinks(ctx: RouteContext, route: RouteOf<'cityHub'>, townPages: RouteOf<'cityService'>[], indexable: ReadonlySet<string>, entries: ReadonlySet<string>): RouteOf<'cityHub'> {
  const index = siteIndex(ctx.site);
  const carded = cardedPages(ctx, route);
  const labels = new Map(route.props.moreServices.flatMap((group) => group.links.map((link) => [link.path, link.label] as const)));
  const groups: ServiceLinkGroup[] = [];
  const entryLinks: Link[] = [];
  for (const page of townPages) {
    if (carded.has(page.path) || !(indexable.has(page.path) || entries.has(page.path))) continue;
    const service = index.service(page.props.service.slug);
    if (!service) continue;
    const link = { label: labels.get(page.path) ?? service.title, path: page.path };
    if (!indexable.has(page.path)) {
      entryLinks.push(link);
      continue;
    }
    let group = groups.find((g) => g.category === service.category);
    if (!group) groups.push((group = { category: service.category, label: index.categoryLabel(service.category), links: [] }));
    group.links.push(link);
  }
  const sameEntries = entryLinks.length === route.props.entries.length && entryLinks.every((link, i) => link.path === route.props.entries[i]!.path);
  const same =
    sameEntries &&
    groups.length === route.props.moreServices.length &&
    groups.every((group, g) => {
      const before = route.props.moreServices[g]!;
      return group.category === before.category && group.links.length === before.links.length && group.links.every((link, i) => link.path === before.links[i]!.path);
    });
  return same ? route : { ...route, props: { ...route.props, moreServices: groups, entries: entryLinks } };
}

/** The town pages a hub shows as cards: by the card's service, whatever the card links. */
function cardedPages(ctx: RouteContext, route: RouteOf<'cityHub'>): Set<string> {
  const town = cityPath(ctx.site.business.state, route.props.city.slug);
  return new Set(route.props.featured.flatMap((card) => [card.path, `${town}${card.slug}/`]));
}

/** A service hub's towns: each to the town's page of the service when indexable, else to the town's hub. */
function serviceHubLinks(ctx: RouteContext, route: RouteOf<'serviceHub'>, indexable: ReadonlySet<string>): RouteOf<'serviceHub'> {
  const state = ctx.site.business.state;
  const cities = indexableFirst(route.props.cities, indexable).map((link) => {
    if (indexable.has(link.path)) return link;
    const slug = link.path.split('/')[2];
    return slug ? { ...link, path: cityPath(state, slug) } : link;
  });
  return cities.every((link, i) => link === route.props.cities[i]) ? route : { ...route, props: { ...route.props, cities } };
}

/** The HTML sitemap with the town pages the gate held back left out, as sitemap.xml leaves them. */
function sitemapLinks(route: RouteOf<'htmlSitemap'>, indexable: ReadonlySet<string>): RouteOf<'htmlSitemap'> {
  const cities = route.props.cities.map((city) => ({ ...city, pages: city.pages.filter((link) => indexable.has(link.path)) }));
  return { ...route, props: { ...route.props, cities } };
}

/** The gated routes with their related links ordered by the gate's decisions (see above). */
export function linkIndexableFirst(ctx: RouteContext, routes: Route[]): Route[] {
  const indexable = new Set(routes.filter((route) => route.indexable).map((route) => route.path));
  const byTown = new Map<string, RouteOf<'cityService'>[]>();
  for (const route of routes) {
    if (route.kind !== 'cityService') continue;
    const town = byTown.get(route.props.city.slug);
    if (town) town.push(route);
    else byTown.set(route.props.city.slug, [route]);
  }
  // the town's pages in catalogue order, as the hub's list shows them
  for (const [slug, pages] of byTown) {
    const city = ctx.site.cities.find((c) => c.slug === slug);
    const order = new Map((city ? siteIndex(ctx.site).servicesIn(city) : []).map((s, i) => [s.slug, i]));
    pages.sort((a, b) => (order.get(a.props.service.slug) ?? 0) - (order.get(b.props.service.slug) ?? 0));
  }
  const carded = new Set(routes.flatMap((route) => (route.kind === 'cityHub' ? [...cardedPages(ctx, route)] : [])));
  const entries = heldBackEntries(byTown, indexable, carded);
  return routes.map((route) => {
    if (route.kind === 'cityService') return cityServiceLinks(ctx, route, indexable);
    if (route.kind === 'cityHub') return hubLinks(ctx, route, byTown.get(route.props.city.slug) ?? [], indexable, entries);
    if (route.kind === 'serviceHub') return serviceHubLinks(ctx, route, indexable);
    if (route.kind === 'htmlSitemap') return sitemapLinks(route, indexable);
    return route;
  });
}
