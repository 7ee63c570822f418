// The pipeline, in one place: load -> validate -> routes -> assets -> render+write -> sitemap ->
// swap. Each stage is named and timed; nothing reaches the output folder unless every stage passed
// (output-tree.ts: a first build swaps a new folder in, later ones move in only changed files).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { load } from './load/index.ts';
import { checkTargets, validate } from './validate/index.ts';
import { pathToFile, routes as buildRoutes } from './routes/index.ts';
import type { Route } from '../shared/model/routes.ts';
import { siteWideJsonLd } from './routes/index.ts';
import { fillCopy, siteValues } from './routes/index.ts';
import { boundedHeap, boundHeapGrowth } from './render/index.ts';
import { renderAll, RenderPool, workerCount, type DeliveredPage } from './render/index.ts';
import { buildAssets } from './assets/index.ts';
import { pageJavaScript, type PageJavaScript } from './assets/index.ts';
import { codeFingerprint, readManifest, writeManifest, type BuildManifest } from './write/index.ts';
import { hash, sameJson } from './support/hash.ts';
import { OutputTree } from './write/index.ts';
import { LastModified } from './write/index.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './write/index.ts';
import { headersFile, isCompressible } from './write/index.ts';
import { CompressedPages } from './assets/index.ts';
import { DataValidationError, type Problem } from './support/errors.ts';
import { AuditCache, linkIndex, pageProblems, previousPageFiles, publishProblems, siteRuleProblems, withoutRepeats, type GateInput } from './check/index.ts';
import type { PageAudit } from './check/index.ts';
import type { FragmentLink } from './write/index.ts';
import { internalLinks } from './support/links.ts';
import { dataWarnings, resolveSiteUrl, vanishedPageWarnings } from './check/index.ts';
import type { RouteContext } from './routes/index.ts';
import type { JsonLd } from '../shared/model/head.ts';
import type { Progress } from './support/progress.ts';
import type { Coverage } from './index-gate/index.ts';
import { GateReadings } from './index-gate/index.ts';
import { gateRoutes, type GateMemo } from './index-gate/index.ts';
import type { SiteAssets, SiteInfo } from '../shared/model/site.ts';

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  /** absolute origin for canonical URLs; default: SITE_URL, else business.json's siteUrl (warnings.ts) */
  siteUrl?: string;
  /** ISO date (YYYY-MM-DD); defaults to today. Passed in so that routes stay pure. */
  buildDate?: string;
  /** live progress for a terminal or a CI log (progress.ts) */
  progress?: Progress;
}

export interface StageTiming {
  stage: string;
  ms: number;
  /** CPU time the process used during the stage (its threads included): on a busy machine this
   * moves far less than wall time, so the bench compares it (the index gate at 1x and 10x) */
  cpuMs: number;
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
  /** problems that do not stop the build (issue 12), printed after the summary */
  warnings: Problem[];
  /** JavaScript weight of every page that has islands (the rest ship none) */
  javascript: PageJavaScript[];
  /** the index gate's figures: which templated pages are indexable (index-gate.ts) */
  coverage: Coverage;
  /** page texts the gate read this build, and readings of unchanged texts re-used (gate-readings.ts) */
  gateReadings: { measured: number; reused: number };
}

type Stage = <T>(name: string, work: () => T | Promise<T>) => Promise<T>;

function timer(progress?: Progress): { timings: StageTiming[]; stage: Stage } {
  const timings: StageTiming[] = [];
  async function stage<T>(name: string, work: () => T | Promise<T>): Promise<T> {
    const start = performance.now();
    const cpu = process.cpuUsage();
    try {
      const value = await work();
      progress?.end(name, performance.now() - start);
      return value;
    } finally {
      const used = process.cpuUsage(cpu);
      timings.push({ stage: name, ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 });
    }
  }
  return { timings, stage };
}

export function normalizeSiteUrl(siteUrl: string): string {
  const url = new URL(siteUrl);
  return url.origin;
}

interface Plan {
  ctx: RouteContext;
  routes: Route[];
  coverage: Coverage;
  /** hand-written links and redirects to pages that do not exist (reported with the publish gate's) */
  targetProblems: Problem[];
  warnings: Problem[];
}

/**
 * SITE_BUILD_DATE=YYYY-MM-DD builds as of that day (reproducible builds, and tests of what a
 * later build does); anything else is a mistake worth stopping for.
 */
function buildDateFromEnv(): string | undefined {
  const value = process.env.SITE_BUILD_DATE;
  if (value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new DataValidationError([{ file: 'SITE_BUILD_DATE', message: `"${value}" is not a date: write it as YYYY-MM-DD, for example 2026-03-01` }]);
  }
  return value;
}

async function plan(options: BuildOptions, stage: Stage, readings?: GateReadings, cache?: BuildCache): Promise<Plan> {
  const raw = await stage('load', () => load(options.dataDir));
  const site = await stage('validate', () => validate(raw));
  const { siteUrl, warning } = resolveSiteUrl(options.siteUrl, site.business);
  const ctx: RouteContext = {
    site,
    siteUrl: normalizeSiteUrl(siteUrl),
    buildDate: options.buildDate ?? buildDateFromEnv() ?? new Date().toISOString().slice(0, 10),
  };
  const all = await stage('routes', () => buildRoutes(ctx));
  boundHeapGrowth(all.length);
  const { routes, coverage } = await stage('index gate', () => gateRoutes(ctx, all, cache, readings));
  const targetProblems = checkTargets(site, new Set(routes.filter((r) => r.kind !== 'redirect').map((r) => r.path)));
  const warnings = [...(warning ? [warning] : []), ...dataWarnings(raw, site)];
  return { ctx, routes, coverage, targetProblems, warnings };
}

/** Load, validate and route without writing anything (`site generate --to json`, tests). */
export async function planRoutes(options: BuildOptions, stage = timer().stage): Promise<{ ctx: RouteContext; routes: Route[]; coverage: Coverage; warnings: Problem[] }> {
  const { targetProblems, ...planned } = await plan(options, stage);
  if (targetProblems.length > 0) throw new DataValidationError(targetProblems);
  return planned;
}

/** JSON that includes Maps (the island table), for hashing. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Map ? [...v.entries()] : v));
}

/**
 * What a long-running caller (`site dev`) keeps between builds so that a data edit skips the
 * work it cannot affect: the code fingerprint (its code does not change under it), the asset
 * stage's results (valid while templates/ and data/images/ are unchanged) and the output's file
 * list. `build` fills it in after each successful build; drop `assets` when images change.
 */
export interface BuildCache {
  code?: string;
  assets?: { value: SiteAssets; files: string[] };
  files?: Set<string>;
  /** the last build's route records and their input hashes, by path */
  inputs?: RouteInputs;
  /** the index gate's reading of each templated page's text (re-used while unchanged) */
  gate?: GateReadings;
  /** the index gate's last inputs and result (gate-reuse.ts) */
  gateMemo?: GateMemo;
  /** the pages' .br/.gz pairs kept between builds (compress.ts) */
  compressed?: CompressedPages;
}

interface RouteInputs {
  /** the site-wide JSON-LD block those routes share (left out of each input hash) */
  shared: JsonLd;
  byPath: Map<string, { route: Route; input: string }>;
}

/**
 * The hash of everything a page is rendered from besides the site-wide block. A long-running
 * caller passes the last build's routes: a route equal to its predecessor keeps its hash, and
 * comparing the objects costs about a third of serializing and hashing them again (issue 18: the
 * hashes were a third of a one-row edit's time in `site dev`).
 */
function routeInput(route: Route, shared: JsonLd, last: RouteInputs | undefined): string {
  const before = last?.byPath.get(route.path);
  if (before && sameJson(route, before.route, [shared, last!.shared])) return before.input;
  return hash(JSON.stringify({ ...route, jsonLd: route.jsonLd.filter((block) => block !== shared) }));
}

/**
 * Runs at most `max` tasks at once: `start` returns as soon as the task could start, `drain`
 * when every task finished (rejecting with the first failure). One waiter wakes per finished
 * task, so thousands of pages cost thousands of wake-ups, not thousands squared.
 */
function boundedTasks(max: number) {
  const running = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let failure: { error: unknown } | undefined;
  return {
    async start(task: () => Promise<void>): Promise<void> {
      while (running.size >= max) await new Promise<void>((wake) => waiting.push(wake));
      if (failure) throw failure.error;
      const run: Promise<void> = task()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => {
          running.delete(run);
          waiting.shift()?.();
        });
      running.add(run);
    },
    async drain(): Promise<void> {
      await Promise.all(running);
      if (failure) throw failure.error;
    },
  };
}

/** In-flight page writes; each also compresses, so more would only queue in the thread pool. */
const WRITES_IN_FLIGHT = 8;

const auditLost = (file: string): never => {
  throw new Error(`no audit of ${file}: a worker took it for one kept from an earlier build`);
};

export async function build(options: BuildOptions, cache?: BuildCache): Promise<BuildResult> {
  const started = performance.now();
  const { timings, stage } = timer(options.progress);
  // `site dev` keeps the gate's readings in memory; `site generate` in .cache/, beside the manifest
  const readings = cache ? (cache.gate ??= GateReadings.inMemory()) : await GateReadings.open(options.outDir);
  const { ctx, routes, coverage, targetProblems, warnings } = await plan(options, stage, readings, cache);
  const previous = await readManifest(options.outDir);
  const gate: Omit<GateInput, 'files' | 'removed'> = {
    links: linkIndex(),
    reused: [],
    dataDir: options.dataDir,
    readPrevious: (file) => readFile(path.join(options.outDir, file), 'utf8'),
  };
  // check.ts's per-page rules: audits of rendered pages, fragment links of re-used ones
  const audits = new Map<string, PageAudit>();
  const reusedFragmentLinks = new Map<string, FragmentLink[]>();
  const auditCache = await AuditCache.open();
  const compressed = cache?.compressed ?? (await CompressedPages.open());
  const out = await OutputTree.open(options.outDir, previous !== undefined, cache?.files);
  // Each text file gets .br and .gz siblings; when its bytes did not change, neither did theirs.
  const keepCompressed = async (file: string) => (await out.keep(`${file}.br`)) && (await out.keep(`${file}.gz`));
  const write = async (file: string, contents: string | Uint8Array) => {
    const outcome = await out.write(file, contents);
    if (!isCompressible(file) || (outcome === 'unchanged' && (await keepCompressed(file)))) return;
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    const { br, gz } = await compressed.compress(file, bytes);
    await Promise.all([out.write(`${file}.br`, br), out.write(`${file}.gz`, gz)]);
  };
  const reuse = async (file: string) => (await out.keep(file)) && (await keepCompressed(file));
  const counts = { rendered: 0, reused: 0 };
  const code = cache?.code ?? (await codeFingerprint());
  // A first build renders every page: with many pages, workers start now, next to the assets.
  const workers = workerCount(routes.length);
  const pool = previous === undefined && workers >= 2 ? RenderPool.start(workers, code) : undefined;
  try {
    const assets = await stage('assets', async () => {
      if (cache?.assets && out.patching) {
        out.carry(cache.assets.files);
        return cache.assets;
      }
      const before = new Set(out.files);
      const value = await buildAssets(write, out.staging, options.dataDir, options.progress);
      await out.adopt('assets/images');
      return { value, files: [...out.files].filter((f) => !before.has(f)) };
    });
    const info: SiteInfo = {
      business: ctx.site.business,
      cities: ctx.site.cities,
      services: ctx.site.services,
      menus: ctx.site.menus,
      copy: fillCopy(ctx.site.copy['blocks/layout'], siteValues(ctx.site)),
      siteUrl: ctx.siteUrl,
      buildDate: ctx.buildDate,
      assets: assets.value,
    };
    // Everything a page reads besides its own route record: the code, the site context and the
    // JSON-LD block every route shares (hashed here once, left out of each page's own hash).
    const shared = siteWideJsonLd(ctx);
    const globalHash = hash(code, stableJson(info), JSON.stringify(shared));
    const canReuse = previous?.globalHash === globalHash && out.patching;
    const manifest: BuildManifest = { version: 2, globalHash, pages: {} };
    const inputsByPath: RouteInputs['byPath'] = new Map();
    const byKind: Record<string, number> = {};
    const lastModified = await LastModified.open(options.dataDir);
    const lastmods = new Map<string, string>();
    await stage('render+write', async () => {
      // Pages whose inputs did not change stay as they are; the rest render.
      const toRender: Route[] = [];
      const inputs = new Map<Route, string>();
      for (const route of routes) {
        byKind[route.kind] = (byKind[route.kind] ?? 0) + 1;
        const file = pathToFile(route.path);
        const input = routeInput(route, shared, cache?.inputs);
        inputsByPath.set(route.path, { route, input });
        if (route.indexable) lastmods.set(route.path, lastModified.date(file, input, ctx.buildDate));
        const before = previous?.pages[file];
        if (canReuse && before?.input === input && (await reuse(file))) {
          manifest.pages[file] = before;
          counts.reused += 1;
          gate.reused.push(file);
          if (before.fragmentLinks?.length) reusedFragmentLinks.set(route.path, before.fragmentLinks);
          continue;
        }
        inputs.set(route, input);
        toRender.push(route);
      }
      // Write each page as soon as it is rendered; keep a bounded number of writes in flight.
      const writes = boundedTasks(WRITES_IN_FLIGHT);
      /** what the gate and the manifest keep of a written page */
      const settle = (route: Route, file: string, islands: string[], links: string[], audit: PageAudit) => {
        audits.set(route.path, audit);
        manifest.pages[file] = { input: inputs.get(route)!, islands, ...(audit.fragmentLinks.length > 0 && { fragmentLinks: audit.fragmentLinks }) };
        gate.links.add(route.path, links);
      };
      const onPage = async (route: Route, page: DeliveredPage) => {
        const file = pathToFile(route.path);
        counts.rendered += 1;
        options.progress?.count('render+write', 'pages', counts.rendered, toRender.length);
        if (page.files) {
          // written by a render worker: its audit came along, or is one kept from an earlier build
          out.record(page.files);
          return settle(route, file, page.islands, page.links!, auditCache.take(page.auditKey!, page.audit ?? (() => auditLost(file))));
        }
        const html = page.html!;
        settle(route, file, page.islands, internalLinks(html, route.path), auditCache.audit(file, html));
        await writes.start(() => write(file, html));
      };
      try {
        await boundedHeap(routes.length, () =>
          renderAll(toRender, info, onPage, { shared: [shared], target: out.target, code, pool, knownAudits: auditCache.known() }),
        );
      } finally {
        // On a failure the writes still in flight finish first: abandoning the staging folder
        // while they create files in it fails with ENOTEMPTY or leaves the folder behind.
        await writes.drain().catch(() => undefined);
        // the workers' heaps (~135 MB each at 10x) go before the check and the saves
        await pool?.close();
      }
      await writes.drain();
    });
    const inSitemap = routes.filter((r) => r.indexable);
    const robots = robotsTxt(ctx.siteUrl);
    await stage('sitemap', async () => {
      await write('sitemap.xml', sitemapXml(inSitemap.map((r) => ({ url: r.head.canonical, lastmod: lastmods.get(r.path) }))));
      await write('robots.txt', robots);
      await write('_redirects', redirectsFile(ctx.site.redirects, new Set(routes.filter((r) => r.kind === 'redirect').map((r) => r.path))));
      await write('_headers', headersFile(ctx.site.business));
    });
    const previousPages = await previousPageFiles(options.outDir, previous);
    const removed = new Set([...previousPages].filter((file) => !(file in manifest.pages)));
    const javascript = pageJavaScript(
      routes.map((route) => ({ url: route.path, islands: manifest.pages[pathToFile(route.path)]?.islands ?? [] })),
      info.assets.islands,
    );
    const problems = await stage('check', async () => [
      ...(await publishProblems({ ...gate, removed, files: out.files })),
      ...(await pageProblems({ rendered: audits, reused: reusedFragmentLinks, files: out.files, readPrevious: gate.readPrevious, dataDir: options.dataDir })),
      ...siteRuleProblems({ javascript, rendered: audits, inSitemap: new Set(inSitemap.map((r) => new URL(r.head.canonical).pathname)), robotsTxt: robots }),
    ]);
    if (problems.length > 0 || targetProblems.length > 0) throw new DataValidationError(withoutRepeats(targetProblems, problems));
    warnings.push(...vanishedPageWarnings(removed, routes, ctx.site.redirects));
    await stage('swap', () => out.finish());
    await writeManifest(options.outDir, { ...manifest, coverage });
    await readings.save();
    await auditCache.save();
    await compressed.save();
    await lastModified.save();
    if (cache) Object.assign(cache, { code, files: out.files, assets, inputs: { shared, byPath: inputsByPath }, compressed });
    return {
      pages: routes.length,
      byKind,
      javascript,
      ...counts,
      written: out.written,
      unchanged: out.unchanged,
      timings,
      totalMs: performance.now() - started,
      warnings,
      coverage,
      gateReadings: { measured: readings.measured, reused: readings.reused },
    };
  } catch (error) {
    await out.abandon();
    throw error;
  } finally {
    await pool?.close();
  }
}
