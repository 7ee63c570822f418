// The index gate (docs/decisions.md#index-gate): a templated page (city-service, city hub,
// city article) asks to be indexed only when enough of its main text is its own. Every page of a
// kind is compared with its siblings of that kind (similarity.ts: MinHash and LSH, linear in
// pages); a page passes when its nearest sibling is at most `maxSimilarity` alike and at least
// `minOwnWords` of its words appear on no sibling (both from business.json's indexGate).
// Held-back pages are still built and linked, but carry noindex,follow and leave sitemap.xml.
// Runs between the routes stage and rendering, so route.indexable (and with it the input hash of
// the incremental build) carries the decision.
import type { Route, RouteOf } from '../../shared/model/routes.ts';
import type { RouteContext } from '../routes/index.ts';
import { GATED_KINDS, isGated, mainText, sharedWords, type GatedKind, type GatedRoute, type SharedWords } from './page-text.ts';
import { uniqueness, type PageText, type Uniqueness } from './similarity.ts';
import type { GateReadings } from './gate-readings.ts';
import { linkIndexableFirst, siteIndex, townFirst } from '../routes/index.ts';
import { writingPlan, type WritingPlan } from './plan.ts';
import type { GateSettings, PageMeasure } from './page-measure.ts';

export type { GateSettings, PageMeasure } from './page-measure.ts';

export interface KindCoverage {
  kind: GatedKind;
  pages: number;
  indexable: number;
  heldBack: number;
  medianNearest: number;
  worstNearest: number;
  medianOwnWords: number;
  /** median own words of the indexable pages (0 when none) */
  medianOwnWordsIndexable: number;
}

export interface Coverage {
  settings: GateSettings;
  kinds: KindCoverage[];
  pages: PageMeasure[];
  /** the held-back pages ranked by value (plan.ts); absent from the figures of an older build */
  plan?: WritingPlan;
}

/**
 * How the gate reads its pages: each page's main text, and the measures of one kind's pages.
 * By default mainText() and uniqueness(); `site dev` re-uses the last build's where the pages are
 * the same (gate-reuse.ts).
 */
export interface GateMeasures {
  text(route: GatedRoute): string;
  measure(kind: GatedKind, pages: PageText[]): Uniqueness[];
}

/** Reads every page afresh (with `readings`, a text read in an earlier build is not read again). */
export function freshMeasures(shared: SharedWords, readings?: GateReadings): GateMeasures {
  return {
    text: (route) => mainText(route, shared),
    measure: (_kind, pages) => (readings ? readings.similarity(pages, () => uniqueness(pages, undefined, readings)) : uniqueness(pages)),
  };
}

const median = (values: number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** What a held-back page needs, in the words of the data a marketer edits. */
function lacks(ctx: RouteContext, route: GatedRoute, measure: Uniqueness, settings: GateSettings): string {
  const needs: string[] = [];
  if (route.kind === 'cityService') {
    const { city, service } = route.props;
    const row = siteIndex(ctx.site).keyword(city.slug, service.slug);
    if (!row) needs.push(`no row for ${city.slug},${service.slug} in seo-keywords.csv`);
    else if (!row.introHtml) needs.push('no intro in seo-keywords.csv');
    else if (measure.ownWords < settings.minOwnWords) needs.push('a longer intro in seo-keywords.csv');
  } else if (route.kind === 'cityHub') {
    if (!route.props.content) needs.push(`no long copy in data/cities/${route.props.city.slug}.md`);
    else if (measure.ownWords < settings.minOwnWords) needs.push(`more of its own copy in data/cities/${route.props.city.slug}.md`);
  } else if (measure.ownWords < settings.minOwnWords) {
    needs.push('more text of its own: its template in data/city-article-templates/ reads alike in every town');
  }
  if (measure.nearest > settings.maxSimilarity) needs.push(`too like ${measure.nearestId ?? 'a sibling'}`);
  return needs.join('; ');
}

/** A held-back page: noindex,follow, no WebPage or business block (as page() does for noindex pages). */
function holdBack(route: GatedRoute): GatedRoute {
  return {
    ...route,
    indexable: false,
    head: { ...route.head, noindex: 'follow' },
    jsonLd: route.jsonLd.filter((block) => block['@type'] !== 'WebPage' && block['@type'] !== 'LocalBusiness'),
  };
}

/**
 * A hub's featured services (cities.csv featured_services) are cards a marketer chose; a card
 * whose town page is held back points at the service's own page instead, so that hubs feature only
 * pages that are in the index. The hub's text stays as it was.
 */
function featureIndexable(route: RouteOf<'cityHub'>, decided: Map<string, PageMeasure>): RouteOf<'cityHub'> {
  const featured = route.props.featured.map((card) => (decided.get(card.path)?.indexable === false ? { ...card, path: `/services/${card.slug}/` } : card));
  return featured.every((card, i) => card === route.props.featured[i]) ? route : { ...route, props: { ...route.props, featured } };
}

/** Measures every templated page against its siblings and holds back those that do not pass.
 * `readings`: what earlier builds read of each page's text, re-used while the text is unchanged;
 * `measures`: how pages are read (by default afresh, with `readings`). */
export function indexGate(
  ctx: RouteContext,
  routes: Route[],
  readings?: GateReadings,
  measures: GateMeasures = freshMeasures(sharedWords(ctx.site), readings),
): { routes: Route[]; coverage: Coverage } {
  readings?.begin();
  const settings = ctx.site.business.indexGate;
  const decided = new Map<string, PageMeasure>();
  const kinds: KindCoverage[] = [];
  const pages: PageMeasure[] = [];
  for (const kind of GATED_KINDS) {
    if (kind === 'cityHub') routes = routes.map((route) => (route.kind === 'cityHub' ? featureIndexable(route, decided) : route));
    const siblings = routes.filter((route): route is GatedRoute => isGated(route) && route.kind === kind);
    if (siblings.length === 0) continue;
    const measured = measures.measure(
      kind,
      siblings.map((route) => ({ id: route.path, text: measures.text(route) })),
    );
    measured.forEach((measure, i) => {
      const route = siblings[i]!;
      const passes = route.indexable && measure.nearest <= settings.maxSimilarity && measure.ownWords >= settings.minOwnWords;
      const page: PageMeasure = {
        path: route.path,
        kind,
        words: measure.words,
        ownWords: measure.ownWords,
        nearest: measure.nearest,
        ...(measure.nearestId !== undefined && { nearestPath: measure.nearestId }),
        indexable: passes,
        ...(!passes && route.indexable && { lacks: lacks(ctx, route, measure, settings) }),
      };
      decided.set(route.path, page);
      pages.push(page);
    });
    const indexable = measured.filter((_, i) => decided.get(siblings[i]!.path)!.indexable);
    kinds.push({
      kind,
      pages: siblings.length,
      indexable: indexable.length,
      heldBack: siblings.length - indexable.length,
      medianNearest: median(measured.map((m) => m.nearest)),
      worstNearest: Math.max(...measured.map((m) => m.nearest)),
      medianOwnWords: median(measured.map((m) => m.ownWords)),
      medianOwnWordsIndexable: median(indexable.map((m) => m.ownWords)),
    });
  }
  const gated = routes.map((route) => (isGated(route) && route.indexable && !decided.get(route.path)!.indexable ? holdBack(route) : route));
  // the decisions above read no link block and the full pages: the links are ordered by them
  // afterwards, and the indexable town x service pages shed their shared blocks
  return { routes: townFirst(linkIndexableFirst(ctx, gated)), coverage: { settings, kinds, pages, plan: writingPlan(ctx.site, gated.filter(isGated), pages) } };
}

/** The coverage table `site generate` and `site check` print. */
export function coverageLines(coverage: Coverage): string[] {
  const { maxSimilarity, minOwnWords } = coverage.settings;
  const lines = [`Index gate (nearest sibling at most ${maxSimilarity}, at least ${minOwnWords} own words):`];
  const header = ['kind', 'indexable', 'held back', 'median nearest', 'worst nearest', 'median own words'];
  const rows = coverage.kinds.map((k) => [k.kind, String(k.indexable), String(k.heldBack), k.medianNearest.toFixed(2), k.worstNearest.toFixed(2), String(Math.round(k.medianOwnWords))]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) lines.push(`  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`);
  return lines;
}
