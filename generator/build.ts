// The pipeline, in one place: load -> validate -> routes -> assets -> render+write -> sitemap ->
// swap. Each stage is named and timed; nothing reaches the output folder unless every stage passed.
import { performance } from 'node:perf_hooks';
import { load } from './load.ts';
import { checkTargets, validate } from './validate/index.ts';
import { pathToFile, routes as buildRoutes, type Route } from './routes/index.ts';
import { renderRoute } from './render.tsx';
import { buildAssets } from './assets.ts';
import { createStaging, discard, swapIn, writeOutput } from './write.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './sitemap.ts';
import { DataValidationError } from './errors.ts';
import type { RouteContext } from './head.ts';
import type { SiteInfo } from '../templates/site-context.tsx';

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  siteUrl: string;
  /** ISO date (YYYY-MM-DD); defaults to today. Passed in so that routes stay pure. */
  buildDate?: string;
}

export interface StageTiming {
  stage: string;
  ms: number;
}

export interface BuildResult {
  pages: number;
  byKind: Record<string, number>;
  files: number;
  timings: StageTiming[];
  totalMs: number;
}

function timer() {
  const timings: StageTiming[] = [];
  async function stage<T>(name: string, work: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      timings.push({ stage: name, ms: performance.now() - start });
    }
  }
  return { timings, stage };
}

export function normalizeSiteUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  return url.origin;
}

/** Load, validate and route without writing anything (`site generate --to json`, tests). */
export async function planRoutes(options: BuildOptions, stage = timer().stage): Promise<{ ctx: RouteContext; routes: Route[] }> {
  const raw = await stage('load', () => load(options.dataDir));
  const site = await stage('validate', () => validate(raw));
  const ctx: RouteContext = {
    site,
    siteUrl: normalizeSiteUrl(options.siteUrl),
    buildDate: options.buildDate ?? new Date().toISOString().slice(0, 10),
  };
  const routes = await stage('routes', () => buildRoutes(ctx));
  const targetProblems = checkTargets(site, new Set(routes.filter((r) => r.kind !== 'redirect').map((r) => r.path)));
  if (targetProblems.length > 0) throw new DataValidationError(targetProblems);
  return { ctx, routes };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { timings, stage } = timer();
  const { ctx, routes } = await planRoutes(options, stage);
  const staging = await createStaging(options.outDir);
  try {
    const assets = await stage('assets', () => buildAssets(staging));
    const info: SiteInfo = {
      business: ctx.site.business,
      cities: ctx.site.cities,
      services: ctx.site.services,
      siteUrl: ctx.siteUrl,
      buildDate: ctx.buildDate,
      assets,
    };
    const byKind: Record<string, number> = {};
    await stage('render+write', async () => {
      // Write each page as soon as it is rendered; keep at most a few writes in flight.
      const pending = new Set<Promise<void>>();
      for (const route of routes) {
        const { html } = renderRoute(route, info);
        byKind[route.kind] = (byKind[route.kind] ?? 0) + 1;
        const write = writeOutput(staging, pathToFile(route.path), html).then(() => {
          pending.delete(write);
        });
        pending.add(write);
        if (pending.size >= 32) await Promise.race(pending);
      }
      await Promise.all(pending);
    });
    await stage('sitemap', async () => {
      const indexable = routes.filter((r) => r.indexable).map((r) => r.head.canonical);
      await writeOutput(staging, 'sitemap.xml', sitemapXml(indexable));
      await writeOutput(staging, 'robots.txt', robotsTxt(ctx.siteUrl));
      await writeOutput(staging, '_redirects', redirectsFile(ctx.site.redirects));
    });
    await stage('swap', () => swapIn(staging, options.outDir));
    return {
      pages: routes.length,
      byKind,
      files: routes.length + 3,
      timings,
      totalMs: performance.now() - started,
    };
  } catch (error) {
    await discard(staging);
    throw error;
  }
}
