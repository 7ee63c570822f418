// Related links that feed the pages search engines may index (DESIGN decision 12). The index gate
// decides which templated pages are indexable only once every route is built, from each page's
// main text, which leaves its link blocks out (index-gate/page-text.ts). So the links are ordered
// afterwards, by this pure pass over the gated routes: the decisions never see the order they
// cause, and re-running the gate on the same routes gives the same result.
// - a city-service page's other services in its town: at most four, indexable pages first;
// - its same service in other towns, and a service hub's towns: indexable pages first;
// - a town hub links every indexable page of its town (its cards or its grouped list), and within
//   each group of that list an indexable page comes before a held-back one.
// Held-back pages stay linked wherever there is room: useful to visitors, never ahead of an
// indexable sibling.
import type { Link, ServiceLinkGroup } from '../../shared/model/pages.ts';
import type { Route, RouteOf } from '../../shared/model/routes.ts';
import { MAX_HUB_SERVICE_LINKS, MAX_OTHER_SERVICE_CARDS } from '../../shared/limits.ts';
import type { RouteContext } from './head.ts';
import { siteIndex } from './site-index.ts';
import { otherServiceLinks } from './cities.ts';

/** `links` with the indexable ones first, each part in its own order (the same array when already so). */
export function indexableFirst<T extends { path: string }>(links: T[], indexable: ReadonlySet<string>): T[] {
  const ordered = [...links.filter((l) => indexable.has(l.path)), ...links.filter((l) => !indexable.has(l.path))];
  return ordered.every((link, i) => link === links[i]) ? links : ordered;
}

function cityServiceLinks(ctx: RouteContext, route: RouteOf<'cityService'>, indexable: ReadonlySet<string>): RouteOf<'cityService'> {
  const city = ctx.site.cities.find((c) => c.slug === route.props.city.slug);
  const service = siteIndex(ctx.site).service(route.props.service.slug);
  const candidates = city && service ? otherServiceLinks(ctx.site, city, service) : route.props.moreServices;
  const moreServices = indexableFirst(candidates, indexable).slice(0, MAX_OTHER_SERVICE_CARDS);
  const areas = indexableFirst(route.props.areas, indexable);
  const same = moreServices.length === route.props.moreServices.length && moreServices.every((link, i) => link.path === route.props.moreServices[i]!.path);
  if (same && areas === route.props.areas) return route;
  return { ...route, props: { ...route.props, moreServices: same ? route.props.moreServices : moreServices, areas } };
}

/**
 * The hub's grouped list with every indexable page of its town that its cards do not show, each
 * group indexable first; held-back links give way, last group first, to keep the list within its
 * budget (or within the indexable pages, when they alone are more).
 */
function hubLinks(ctx: RouteContext, route: RouteOf<'cityHub'>, townPages: RouteOf<'cityService'>[], indexable: ReadonlySet<string>): RouteOf<'cityHub'> {
  const index = siteIndex(ctx.site);
  const carded = new Set(route.props.featured.map((card) => card.path));
  const listed = new Set(route.props.moreServices.flatMap((group) => group.links.map((link) => link.path)));
  const missing = townPages.filter((page) => indexable.has(page.path) && !carded.has(page.path) && !listed.has(page.path));
  if (missing.length === 0 && route.props.moreServices.every((group) => indexableFirst(group.links, indexable) === group.links)) return route;
  const groups: ServiceLinkGroup[] = route.props.moreServices.map((group) => ({ ...group, links: [...group.links] }));
  for (const page of missing) {
    const service = index.service(page.props.service.slug);
    if (!service) continue;
    let group = groups.find((g) => g.category === service.category);
    if (!group) groups.push((group = { category: service.category, links: [] }));
    group.links.push({ label: service.title, path: page.path });
  }
  // catalogue order within a group, then indexable first
  const order = new Map(townPages.map((page, i) => [page.path, i]));
  const rank = (link: Link) => order.get(link.path) ?? Number.MAX_SAFE_INTEGER;
  for (const group of groups) group.links = indexableFirst([...group.links].sort((a, b) => rank(a) - rank(b)), indexable);
  const indexableCount = groups.reduce((sum, g) => sum + g.links.filter((l) => indexable.has(l.path)).length, 0);
  let total = groups.reduce((sum, g) => sum + g.links.length, 0);
  const budget = Math.max(MAX_HUB_SERVICE_LINKS, indexableCount);
  for (let g = groups.length - 1; g >= 0 && total > budget; g--) {
    const links = groups[g]!.links;
    while (total > budget && links.length > 0 && !indexable.has(links[links.length - 1]!.path)) {
      links.pop();
      total--;
    }
  }
  return { ...route, props: { ...route.props, moreServices: groups } };
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
  return routes.map((route) => {
    if (route.kind === 'cityService') return cityServiceLinks(ctx, route, indexable);
    if (route.kind === 'cityHub') return hubLinks(ctx, route, byTown.get(route.props.city.slug) ?? [], indexable);
    if (route.kind === 'serviceHub') {
      const cities = indexableFirst(route.props.cities, indexable);
      return cities === route.props.cities ? route : { ...route, props: { ...route.props, cities } };
    }
    return route;
  });
}
