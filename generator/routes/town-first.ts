// What an indexable town x service page shows (docs/marketers.md, "Which pages search engines
// index"). Two such pages of one service differ by their town's words; every block the template
// fills alike for each town (the opening of the service's page, its benefits, who it is for, the
// reasons' texts, another town's review) makes them read as the same page. So once the index gate
// has decided, the pages it lets search engines index put their town first: those blocks are left
// to the service's own page behind one link, the reasons keep their titles, and a review shows only
// when it is the town's own. A held-back page keeps every block: it is no worse for a visitor, and
// the gate's verdicts, made on the full pages, only grow safer as a page sheds shared words.
import type { Route, RouteOf } from '../../shared/model/routes.ts';

// the props keep the page's review: shownTestimonial() leaves another town's off the page
const townFirstPage = (route: RouteOf<'cityService'>): RouteOf<'cityService'> => ({ ...route, props: { ...route.props, townFirst: true } });

/** The gated routes with each indexable town x service page in its town-first form. */
export function townFirst(routes: Route[]): Route[] {
  return routes.map((route) => (route.kind === 'cityService' && route.indexable ? townFirstPage(route) : route));
}
