// The HTML sitemap page at /sitemap/ (footer link, docs/decisions.md#footer-pages-are-written). It
// is built from the other routes themselves, so it lists exactly the pages sitemap.xml lists and
// can never go stale.
import type { RouteContext } from './context.ts';
import type { Link } from '../../shared/model/pages.ts';
import { cityPath } from '../../shared/service-area.ts';
import { page } from './page.ts';
import { fillCopy, homeCrumb, siteValues } from './fill.ts';
import type { Route, RouteOf } from '../../shared/model/routes.ts';
import type { HtmlSitemapProps, SitemapCity } from '../../shared/model/pages.ts';

export const HTML_SITEMAP_PATH = '/sitemap/';

type Section = 'main' | 'services' | 'locations' | 'city' | 'cityPage' | 'blog';

function sectionOf(path: string, statePrefix: string): Section {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'services') return 'services';
  if (segments[0] === 'blog') return 'blog';
  if (segments[0] === statePrefix) return segments.length > 2 ? 'cityPage' : 'city';
  if (['locations', 'service-areas'].includes(segments[0] ?? '')) return 'locations';
  return 'main';
}

const byPath = (a: Link, b: Link) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The link text: the page's own short name (its last breadcrumb), else its title without the company name. */
function label(route: Route, companyName: string, homeName: string): string {
  if (route.path === '/') return homeName;
  if (route.kind === 'cityService') return route.props.service.title;
  const crumb = route.breadcrumbs.at(-1);
  if (crumb && crumb.path === route.path) return crumb.name;
  const suffix = ` | ${companyName}`;
  return route.head.title.endsWith(suffix) ? route.head.title.slice(0, -suffix.length) : route.head.title;
}

/** `others` is every route but this one; only indexable pages are listed, as in sitemap.xml (the
 * town pages the index gate holds back later are left out by its pass, indexable-links.ts). */
export function htmlSitemapRoute(ctx: RouteContext, others: Route[]): RouteOf<'htmlSitemap'> {
  // {{count}} and {{town.name}} stay for the template, which knows each town's pages
  const copy = fillCopy(ctx.site.copy['pages/sitemap'], siteValues(ctx.site));
  const props: HtmlSitemapProps = { copy, main: [{ label: copy.breadcrumb, path: HTML_SITEMAP_PATH }], services: [], locations: [], cities: [], blog: [] };
  const cities = new Map<string, SitemapCity>();
  const cityOf = (slug: string) => {
    let city = cities.get(slug);
    if (!city) cities.set(slug, (city = { link: { label: slug, path: cityPath(ctx.site.business.state, slug) }, pages: [] }));
    return city;
  };
  for (const route of others) {
    if (!route.indexable) continue;
    const link = { label: label(route, ctx.site.business.name, copy.homeLink), path: route.path };
    const section = sectionOf(route.path, ctx.site.business.state.urlPrefix);
    const citySlug = route.path.split('/')[2] ?? '';
    if (section === 'city') cityOf(citySlug).link = link;
    else if (section === 'cityPage') cityOf(citySlug).pages.push(link);
    else props[section].push(link);
  }
  for (const list of [props.main, props.services, props.locations, props.blog]) list.sort(byPath);
  props.cities = [...cities.values()].sort((a, b) => byPath(a.link, b.link));
  for (const city of props.cities) city.pages.sort((a, b) => a.label.localeCompare(b.label));
  return page(ctx, {
    kind: 'htmlSitemap',
    path: HTML_SITEMAP_PATH,
    title: copy.title,
    description: copy.description,
    source: 'HTML sitemap',
    breadcrumbs: [
      homeCrumb(ctx.site),
      { name: copy.breadcrumb, path: HTML_SITEMAP_PATH },
    ],
    props,
  });
}
