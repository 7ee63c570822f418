// The pipeline, in one place: load -> validate -> routes -> assets -> render+write -> sitemap ->
// swap. Each stage is named and timed; nothing reaches the output folder unless every stage passed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { load } from './load.ts';
import { checkTargets, validate } from './validate/index.ts';
import { pathToFile, routes as buildRoutes, type Route } from './routes/index.ts';
import { renderAll } from './render-pool.ts';
import { buildAssets } from './assets.ts';
import { pageJavaScript, type PageJavaScript } from './js-budget.ts';
import { createStaging, discard, swapIn } from './write.ts';
import {
  codeFingerprint,
  hash,
  readManifest,
  reusePrevious,
  writeIfChanged,
  writeManifest,
  type BuildManifest,
} from './incremental.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './sitemap.ts';
import { headersFile, isCompressible, precompress } from './deploy.ts';
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
  /** pages rendered this run; the rest were unchanged inputs re-used from the previous build */
  rendered: number;
  reused: number;
  /** output files whose bytes changed, and files kept as they were (same modification time) */
  written: number;
  unchanged: number;
  timings: StageTiming[];
  totalMs: number;
  /** JavaScript weight of every page that has islands (the rest ship none) */
  javascript: PageJavaScript[];
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

/** JSON that includes Maps (the island table), for hashing. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Map ? [...v.entries()] : v));
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { timings, stage } = timer();
  const { ctx, routes } = await planRoutes(options, stage);
  const staging = await createStaging(options.outDir);
  const previous = await readManifest(options.outDir);
  const previousRoot = existsSync(options.outDir) ? path.resolve(options.outDir) : undefined;
  const counts = { written: 0, unchanged: 0, rendered: 0, reused: 0 };
  // Each text file gets .br and .gz siblings; when its bytes did not change, so did theirs.
  const reuseCompressed = async (file: string) =>
    previousRoot !== undefined &&
    (await reusePrevious(staging, previousRoot, `${file}.br`)) &&
    (await reusePrevious(staging, previousRoot, `${file}.gz`));
  const write = async (file: string, contents: string | Uint8Array) => {
    const outcome = await writeIfChanged(staging, previousRoot, file, contents);
    counts[outcome] += 1;
    if (!isCompressible(file) || (outcome === 'unchanged' && (await reuseCompressed(file)))) return;
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    const { br, gz } = await precompress(file, bytes);
    await Promise.all([writeIfChanged(staging, previousRoot, `${file}.br`, br), writeIfChanged(staging, previousRoot, `${file}.gz`, gz)]);
  };
  const reuse = async (file: string) =>
    previousRoot !== undefined && (await reusePrevious(staging, previousRoot, file)) && (await reuseCompressed(file));
  try {
    const assets = await stage('assets', () => buildAssets(write, staging, options.dataDir));
    const info: SiteInfo = {
      business: ctx.site.business,
      cities: ctx.site.cities,
      services: ctx.site.services,
      siteUrl: ctx.siteUrl,
      buildDate: ctx.buildDate,
      assets,
    };
    // Everything a page reads besides its own route record: the code and the site context.
    const globalHash = hash(await codeFingerprint(), stableJson(info));
    const canReuse = previous !== undefined && previousRoot !== undefined && previous.globalHash === globalHash;
    const manifest: BuildManifest = { version: 1, globalHash, pages: {} };
    const byKind: Record<string, number> = {};
    await stage('render+write', async () => {
      // Pages whose inputs did not change are linked from the previous output; the rest render.
      const toRender: Route[] = [];
      const inputs = new Map<Route, string>();
      for (const route of routes) {
        byKind[route.kind] = (byKind[route.kind] ?? 0) + 1;
        const file = pathToFile(route.path);
        const input = hash(stableJson(route));
        const before = previous?.pages[file];
        if (canReuse && before?.input === input && (await reuse(file))) {
          manifest.pages[file] = before;
          counts.reused += 1;
          counts.unchanged += 1;
          continue;
        }
        inputs.set(route, input);
        toRender.push(route);
      }
      // Write each page as soon as it is rendered; keep a bounded number of writes in flight.
      const pending = new Set<Promise<void>>();
      await renderAll(toRender, info, async (route, { html, islands }) => {
        const file = pathToFile(route.path);
        counts.rendered += 1;
        manifest.pages[file] = { input: inputs.get(route)!, islands };
        const task = write(file, html).then(() => {
          pending.delete(task);
        });
        pending.add(task);
        if (pending.size >= 32) await Promise.race(pending);
      });
      await Promise.all(pending);
    });
    await stage('sitemap', async () => {
      const indexable = routes.filter((r) => r.indexable).map((r) => r.head.canonical);
      await write('sitemap.xml', sitemapXml(indexable));
      await write('robots.txt', robotsTxt(ctx.siteUrl));
      await write('_redirects', redirectsFile(ctx.site.redirects));
      await write('_headers', headersFile(ctx.site.business));
    });
    const { removed } = await stage('swap', () => swapIn(staging, options.outDir));
    await writeManifest(options.outDir, manifest);
    await removed;
    const javascript = pageJavaScript(
      routes.map((route) => ({ url: route.path, islands: manifest.pages[pathToFile(route.path)]?.islands ?? [] })),
      assets.islands,
    );
    return {
      pages: routes.length,
      byKind,
      javascript,
      ...counts,
      timings,
      totalMs: performance.now() - started,
    };
  } catch (error) {
    await discard(staging);
    throw error;
  }
}
