// What travels between the main thread and a render worker. Kept apart from render-pool.ts so
// the worker bundle does not pull in the pool (and esbuild) itself.
import type { Route } from '../../shared/model/routes.ts';
import type { JsonLd } from '../../shared/model/head.ts';
import type { PageTarget } from '../write/index.ts';
import type { SiteInfo } from '../../shared/model/site.ts';
import type { Compressed } from '../assets/index.ts';

/** A route as sent to a worker: its output file, shared JSON-LD blocks as indexes into `shared`. */
export type WireRoute = Omit<Route, 'jsonLd'> & { jsonLd: (JsonLd | number)[]; file: string };

export interface WorkerInput {
  info: SiteInfo;
  /** JSON-LD objects many routes share (the LocalBusiness block): sent once, not once per page */
  shared: JsonLd[];
  target: PageTarget;
  /** audits the main thread already holds (publish-gate.ts AuditCache): pages rendered to these bytes are not parsed again */
  knownAudits?: string[];
  /** the .br/.gz pairs of pages the build already has (CompressedPages.pairs), by key */
  pairs?: ReadonlyMap<string, Compressed>;
}

export function toWire(route: Route, file: string, shared: JsonLd[]): WireRoute {
  return { ...route, file, jsonLd: route.jsonLd.map((block) => (shared.includes(block) ? shared.indexOf(block) : block)) };
}

export function fromWire(route: WireRoute, shared: JsonLd[]): Route {
  return { ...route, jsonLd: route.jsonLd.map((block) => (typeof block === 'number' ? shared[block]! : block)) } as Route;
}
