// When the index gate needs to run again (docs/decisions.md#the-dev-loop).
// The gate reads every templated page's text and compares it with its siblings: about half of a
// data edit's rebuild in `site dev`, even for an edit that changes no page (a keyword row's
// primary_keyword, a note, a column no page shows). Its result depends only on the route records,
// the business profile (settings, the words every page shares) and which keyword rows exist and
// have an intro (the "what to write next" advice names them), so while those are the same as in
// the last build its result is the last one: the same route objects, which the build's per-page
// input comparison (build.ts routeInput) then recognises at once.
// When they differ, the decisions run again on the new routes, but most edits (a title, a keyword,
// a description) change no page's main text: the measures of a kind whose pages and texts are
// exactly the last build's are the last build's (uniqueness() depends on nothing else), and a page
// whose route is equal to its predecessor keeps its text.
import type { Route } from '../../shared/model/routes.ts';
import type { RouteContext } from '../routes/index.ts';
import { jsonComparer } from '../support/hash.ts';
import { freshMeasures, indexGate, type Coverage, type GateMeasures } from './index-gate.ts';
import type { GateReadings } from './gate-readings.ts';
import { writingPlan } from './plan.ts';
import { isGated, sharedWords, type GatedKind, type GatedRoute, type SharedWords } from './page-text.ts';
import type { PageText, Uniqueness } from './similarity.ts';

/** What the gate read in the last build: each page's text (with the route it was read from and
 * the words every page shares), and each kind's measures (with the pages, in order, they measured). */
interface LastMeasures {
  shared: SharedWords;
  texts: Map<string, { route: GatedRoute; text: string }>;
  kinds: Map<GatedKind, { pages: PageText[]; result: Uniqueness[] }>;
}

export interface GateMemo {
  /** the routes the gate was given, and what it returned */
  before: Route[];
  business: unknown;
  /** data/blocks/layout.md: the closing call to action of every gated page */
  layout: unknown;
  keywordRows: string;
  result: { routes: Route[]; coverage: Coverage };
  measured: LastMeasures;
}

/** Which keyword rows exist and which have their own intro: the gate's advice reads both. */
const keywordRows = (ctx: RouteContext): string => ctx.site.keywords.map((row) => `${row.citySlug}/${row.serviceSlug}/${row.introHtml ? 1 : 0}`).join('\n');

function unchanged(memo: GateMemo, ctx: RouteContext, routes: Route[], rows: string, same: (a: unknown, b: unknown) => boolean): boolean {
  if (memo.before.length !== routes.length || memo.keywordRows !== rows || !same(memo.business, ctx.site.business) || !same(memo.layout, ctx.site.copy['blocks/layout'])) return false;
  return routes.every((route, i) => same(route, memo.before[i]));
}

const samePages = (a: PageText[], b: PageText[]): boolean => a.length === b.length && a.every((page, i) => page.id === b[i]!.id && page.text === b[i]!.text);

/**
 * Reads pages as freshMeasures() does, re-using `last` where the result cannot differ, and
 * records what it read in `next` for the build after.
 */
function measuresAfter(last: LastMeasures | undefined, next: LastMeasures, same: (a: unknown, b: unknown) => boolean, readings?: GateReadings): GateMeasures {
  const fresh = freshMeasures(next.shared, readings);
  const lastTexts = last && same(last.shared, next.shared) ? last.texts : undefined;
  return {
    text(route) {
      const before = lastTexts?.get(route.path);
      const text = before && same(route, before.route) ? before.text : fresh.text(route);
      next.texts.set(route.path, { route, text });
      return text;
    },
    measure(kind, pages) {
      const before = last?.kinds.get(kind);
      let result: Uniqueness[];
      if (before && samePages(before.pages, pages)) {
        result = before.result;
        // keeps their readings for the next build that does measure (gate-readings.ts forgets the
        // readings of pages a build does not look up)
        for (const page of pages) readings?.find(page.id, page.text);
      } else result = fresh.measure(kind, pages);
      next.kinds.set(kind, { pages, result });
      return result;
    },
  };
}

/**
 * The index gate over `routes`, or the last build's result when its inputs are unchanged. A
 * one-off build passes no memo and always runs the gate; a long-running caller keeps one. When
 * the gate runs, `readings` spares it reading the pages whose text is unchanged (gate-readings.ts).
 */
export function gateRoutes(
  ctx: RouteContext,
  routes: Route[],
  memo?: { gateMemo?: GateMemo },
  readings?: GateReadings,
): { routes: Route[]; coverage: Coverage } {
  if (!memo) return indexGate(ctx, routes, readings);
  const rows = keywordRows(ctx);
  const last = memo.gateMemo;
  // one comparer for the whole gate: the routes share their towns', services' and business objects
  const same = jsonComparer();
  if (last && unchanged(last, ctx, routes, rows, same)) {
    // the verdicts stand; the writing plan also reads what the memo does not compare (monthly
    // searches, populations, prices), and is cheap to make again
    const plan = writingPlan(ctx.site, last.result.routes.filter(isGated), last.result.coverage.pages);
    if (!same(plan, last.result.coverage.plan)) last.result = { routes: last.result.routes, coverage: { ...last.result.coverage, plan } };
    return last.result;
  }
  const measured: LastMeasures = { shared: sharedWords(ctx.site), texts: new Map(), kinds: new Map() };
  const result = indexGate(ctx, routes, readings, measuresAfter(last?.measured, measured, same, readings));
  memo.gateMemo = { before: routes, business: ctx.site.business, layout: ctx.site.copy['blocks/layout'], keywordRows: rows, result, measured };
  return result;
}
