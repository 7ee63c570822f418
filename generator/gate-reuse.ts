// When the index gate needs to run again (issue 18: a one-row edit in `site dev` under 300 ms).
// The gate reads every templated page's text and compares it with its siblings: about half of a
// data edit's rebuild in `site dev`, even for an edit that changes no page (a keyword row's
// primary_keyword, a note, a column no page shows). Its result depends only on the route records,
// the business profile (settings, the words every page shares) and which keyword rows exist and
// have an intro (the "what to write next" advice names them), so while those are the same as in
// the last build its result is the last one: the same route objects, which the build's per-page
// input comparison (build.ts routeInput) then recognises at once.
import type { Route } from '../shared/model/routes.ts';
import type { RouteContext } from './head.ts';
import { jsonComparer } from './incremental.ts';
import { indexGate, type Coverage } from './index-gate.ts';
import type { GateReadings } from './gate-readings.ts';

export interface GateMemo {
  /** the routes the gate was given, and what it returned */
  before: Route[];
  business: unknown;
  keywordRows: string;
  result: { routes: Route[]; coverage: Coverage };
}

/** Which keyword rows exist and which have their own intro: the gate's advice reads both. */
const keywordRows = (ctx: RouteContext): string => ctx.site.keywords.map((row) => `${row.citySlug}/${row.serviceSlug}/${row.introHtml ? 1 : 0}`).join('\n');

function unchanged(memo: GateMemo, ctx: RouteContext, routes: Route[], rows: string): boolean {
  const same = jsonComparer();
  if (memo.before.length !== routes.length || memo.keywordRows !== rows || !same(memo.business, ctx.site.business)) return false;
  return routes.every((route, i) => same(route, memo.before[i]));
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
  if (last && unchanged(last, ctx, routes, rows)) return last.result;
  const result = indexGate(ctx, routes, readings);
  memo.gateMemo = { before: routes, business: ctx.site.business, keywordRows: rows, result };
  return result;
}
