// The pipeline, in one place: load -> validate -> routes -> index gate -> assets -> render+write ->
// sitemap -> check -> swap. Each stage lives in its folder (README.md there); this module only
// composes them, and names and times each one. Nothing reaches the output folder unless every
// stage passed (write/output-tree.ts: a first build swaps a new folder in, later ones move in only
// changed files).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Route } from '../shared/model/routes.ts';
import type { SiteAssets } from '../shared/model/site.ts';
import { displayPath, load, withSpreadsheetRows, type RawData } from './load/index.ts';
import { checkTargets, missingPictures, validate, type MissingPictures } from './validate/index.ts';
import { pathToFile, placeholderLinkProblems, routes as buildRoutes, siteWideJsonLd, type RouteContext } from './routes/index.ts';
import { GateReadings, gateRoutes, type Coverage, type GateMemo } from './index-gate/index.ts';
import { buildAssets, CompressedPages, faviconFiles, pageJavaScript, type PageJavaScript } from './assets/index.ts';
import {
  codeFingerprint,
  compressedOutput,
  globalInputHash,
  LastModified,
  Ledger,
  OutputTree,
  pruneFileStore,
  readManifest,
  writeManifest,
  writeSiteFiles,
  reviewsSnapshot,
  type BuildManifest,
  type PageOutput,
  type RouteInputs,
} from './write/index.ts';
import { BUILT_APPLICATION_FORM_COPY, BUILT_REVIEWS_SNAPSHOT } from '../shared/reviews.ts';
import { AuditCache, dataWarnings, leftoverWarnings, linkSources, previousPageFiles, publishGate, resolveSiteUrl, vanishedPages, withoutRepeats } from './check/index.ts';
import { boundHeapGrowth, RenderPool, siteInfo, workerCount, writePages } from './render/index.ts';
import { DataValidationError, inDataFolder, uniqueProblems, VanishedAddressError, type Problem } from './support/errors.ts';
import { fileToUrlPath } from './support/links.ts';
import type { Progress } from './support/progress.ts';

export interface BuildOptions {
  dataDir: string;
  outDir: string;
  /** absolute origin for canonical URLs; default: SITE_URL, else business.json's siteUrl (warnings.ts) */
  siteUrl?: string;
  /** ISO date (YYYY-MM-DD); defaults to today. Passed in so that routes stay pure. */
  buildDate?: string;
  /** live progress for a terminal or a CI log (progress.ts) */
  progress?: Progress;
  /** an address published before and gone now without a redirects.csv row stops the build (CI) */
  strict?: boolean;
  /** this build goes live: record its addresses in the data folder's ledger (`site generate
   * --publish`, the deploy job; write/ledger.ts). Other builds compare with the ledger they found. */
  recordPublished?: boolean;
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
  /** problems that do not stop the build (docs/decisions.md#warnings-do-not-stop-the-build),
   * printed after the summary */
  warnings: Problem[];
  /** JavaScript weight of every page that has islands (the rest ship none) */
  javascript: PageJavaScript[];
  /** the index gate's figures: which templated pages are indexable (index-gate.ts) */
  coverage: Coverage;
  /** the cards that show shared artwork, and the photos that would give them their own */
  pictures: MissingPictures;
  /** pages against the last build's in the output folder: HTML whose bytes changed, pages new to
   * the output (redirect stubs not counted, as the change report counts them), addresses gone;
   * `first`: the folder held no build to compare with */
  /** `neverLive`: pages of the last build gone that the ledger says never went live (not in `removed`) */
  pageChanges: { first: boolean; changed: number; added: number; removed: number; neverLive: number };
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

/** What a build holds once its data are loaded, validated, routed and gated: all it needs before a page is written. */
interface PreparedBuild {
  ctx: RouteContext;
  /** the data folder's ledger of published addresses */
  ledger: Ledger;
  /** the output folder's previous build: its manifest, and its page files */
  previous: BuildManifest | undefined;
  previousFiles: Set<string>;
  routes: Route[];
  coverage: Coverage;
  /** hand-written links and redirects to pages that do not exist (reported with the publish gate's) */
  targetProblems: Problem[];
  warnings: Problem[];
  /** of `warnings`, a new business's texts still holding starter words, their count first (check/leftovers.ts) */
  leftovers: Problem[];
  pictures: MissingPictures;
  /** names the spreadsheet row of problems at CSV lines (load.ts) */
  located: <T extends Problem>(problems: T[]) => T[];
}

/** The same error, its problems with their spreadsheet rows; any other error as it was. */
function locatedError(error: unknown, located: PreparedBuild['located']): unknown {
  return error instanceof DataValidationError ? new DataValidationError(located(error.problems)) : error;
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

/** Told how many pages the site has as soon as its routes stand (the render workers start then). */
type OnRoutes = (pages: number, previous: BuildManifest | undefined) => void;

async function prepare(options: BuildOptions, stage: Stage, readings?: GateReadings, cache?: BuildCache, onRoutes?: OnRoutes): Promise<PreparedBuild> {
  const { raw, ledger, previous, previousFiles } = await stage('load', async () => {
    const [raw, ledger, previous] = await Promise.all([load(options.dataDir), Ledger.open(options.dataDir), readManifest(options.outDir)]);
    return { raw, ledger, previous, previousFiles: await previousPageFiles(options.outDir, previous) };
  });
  const rows = withSpreadsheetRows(raw);
  const dataFolder = displayPath(path.resolve(options.dataDir));
  const located = <T extends Problem>(problems: T[]) => inDataFolder(rows(problems), dataFolder);
  try {
    return await prepareFrom(raw, { ledger, previous, previousFiles, located }, options, stage, readings, cache, onRoutes);
  } catch (error) {
    throw locatedError(error, located);
  }
}

async function prepareFrom(
  raw: RawData,
  { ledger, previous, previousFiles, located }: Pick<PreparedBuild, 'ledger' | 'previous' | 'previousFiles' | 'located'>,
  options: BuildOptions,
  stage: Stage,
  readings?: GateReadings,
  cache?: BuildCache,
  onRoutes?: OnRoutes,
): Promise<PreparedBuild> {
  // what the site has published: a slug named but no longer in its table was removed, not mistyped
  const published = new Set([...ledger.entries.keys(), ...[...previousFiles].map(fileToUrlPath)]);
  const site = await stage('validate', () => {
    const valid = validate(raw, { published });
    // a link's scheme is known only once its placeholders are filled
    const unsafeLinks = placeholderLinkProblems(raw, valid);
    if (unsafeLinks.length > 0) throw new DataValidationError(unsafeLinks);
    return valid;
  });
  const { siteUrl, warning } = resolveSiteUrl(options.siteUrl, site.business, raw.business.file);
  const ctx: RouteContext = {
    site,
    siteUrl: normalizeSiteUrl(siteUrl),
    buildDate: options.buildDate ?? buildDateFromEnv() ?? new Date().toISOString().slice(0, 10),
  };
  const all = await stage('routes', () => buildRoutes(ctx));
  boundHeapGrowth(all.length);
  onRoutes?.(all.length, previous);
  const { routes, coverage } = await stage('index gate', () => gateRoutes(ctx, all, cache, readings));
  const targetProblems = checkTargets(site, new Set(routes.filter((r) => r.kind !== 'redirect').map((r) => r.path)));
  // a new business's leftovers: their count first (the summary shows it), each text after the rest
  const leftovers = leftoverWarnings(raw);
  const count = leftovers.count ? [leftovers.count] : [];
  const warnings = located([...count, ...(warning ? [warning] : []), ...dataWarnings(raw, site, ctx.buildDate, published), ...leftovers.texts]);
  return { ctx, ledger, previous, previousFiles, routes, coverage, targetProblems: located(targetProblems), warnings, leftovers: located([...count, ...leftovers.texts]), pictures: missingPictures(site, raw.imageKeys), located };
}

/** Load, validate and route without writing anything (`site generate --to json`, tests). */
export async function prepareRoutes(options: BuildOptions, stage = timer().stage): Promise<{ ctx: RouteContext; routes: Route[]; coverage: Coverage; warnings: Problem[] }> {
  const { targetProblems, ctx, routes, coverage, warnings, ledger, located } = await prepare(options, stage);
  if (targetProblems.length > 0) throw new DataValidationError(targetProblems);
  warnings.push(...located(vanishedPages({ routes, site: ctx.site, ledger })));
  return { ctx, routes, coverage, warnings };
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

/** The caches a build reads once its routes stand, and saves once it went live. */
async function openCaches(options: BuildOptions, cache: BuildCache | undefined, previous: BuildManifest | undefined, code: Promise<string>, ledger: Ledger) {
  return {
    previous,
    auditCache: await AuditCache.open(),
    compressed: cache?.compressed ?? (await CompressedPages.open()),
    lastModified: await LastModified.open(options.dataDir, ledger.entries, options.recordPublished === true),
    code: await code,
  };
}

/** The asset stage, or its last result while templates and images are unchanged (`site dev`). */
async function assetStep(options: BuildOptions, out: OutputTree, output: PageOutput, cache: BuildCache | undefined): Promise<NonNullable<BuildCache['assets']>> {
  if (cache?.assets && out.patching) {
    out.carry(cache.assets.files);
    return cache.assets;
  }
  const before = new Set(out.files);
  const value = await buildAssets(output.write, out.staging, options.dataDir, options.progress);
  await out.adopt('assets/images');
  return { value, files: [...out.files].filter((f) => !before.has(f)) };
}

/**
 * Pages of this build against the last build's page files: a page changed when its HTML was
 * written. Counted as the change report counts them: a redirect stub is no page, so a page that
 * became one was removed, one gone with nothing answering it too, and a page where one was is new.
 * With a ledger (`published`, addresses), a page gone that it does not list never went live: it
 * is counted apart, as the report lists it apart.
 */
function pageChanges(before: Set<string>, beforeRedirects: Set<string>, pages: string[], written: readonly string[], redirects: Set<string>, published?: ReadonlySet<string>): BuildResult['pageChanges'] {
  const writtenFiles = new Set(written);
  const now = new Set(pages);
  let changed = 0;
  let added = 0;
  for (const file of pages) {
    if (redirects.has(file)) continue;
    if (!before.has(file) || beforeRedirects.has(file)) added += 1;
    else if (writtenFiles.has(file)) changed += 1;
  }
  const gone = [...before].filter((file) => (beforeRedirects.has(file) ? !now.has(file) : !now.has(file) || redirects.has(file)));
  const neverLive = published ? gone.filter((file) => !beforeRedirects.has(file) && !published.has(fileToUrlPath(file))).length : 0;
  return { first: before.size === 0, changed, added, removed: gone.length - neverLive, neverLive };
}

export async function build(options: BuildOptions, cache?: BuildCache): Promise<BuildResult> {
  let pool: RenderPool | undefined;
  try {
    return await buildWith(options, cache, (started) => (pool = started));
  } finally {
    await pool?.close();
  }
}

async function buildWith(options: BuildOptions, cache: BuildCache | undefined, poolStarted: (pool: RenderPool) => void): Promise<BuildResult> {
  const started = performance.now();
  const { timings, stage } = timer(options.progress);
  // read while the data loads: the render workers' code is named by it
  const code = cache?.code !== undefined ? Promise.resolve(cache.code) : codeFingerprint();
  code.catch(() => undefined);
  let pool: RenderPool | undefined;
  // A first build renders every page: with many pages, the workers start loading as soon as the
  // routes stand, on the core the index gate and the assets leave idle.
  const startWorkers: OnRoutes = (pages, previous) => {
    if (previous === undefined && workerCount(pages) > 0) poolStarted((pool = RenderPool.start(workerCount(pages), code)));
  };
  // `site dev` keeps the gate's readings in memory; `site generate` in .cache/, for every output folder
  const readings = cache ? (cache.gate ??= GateReadings.inMemory()) : await GateReadings.open();
  const { ctx, routes, coverage, targetProblems, warnings, leftovers, pictures, ledger, previous, previousFiles, located } = await prepare(options, stage, readings, cache, startWorkers);
  const vanished = located(vanishedPages({ routes, site: ctx.site, ledger }));
  // before anything is rendered: a strict build (CI) refuses to drop a published address unanswered
  if (options.strict && vanished.length > 0) throw new VanishedAddressError([...targetProblems, ...vanished], vanished.length);
  const caches = await openCaches(options, cache, previous, code, ledger);
  const out = await OutputTree.open(options.outDir, caches.previous !== undefined, cache?.files);
  const output = compressedOutput(out, caches.compressed);
  try {
    const assets = await stage('assets', () => assetStep(options, out, output, cache));
    const info = siteInfo(ctx, assets.value);
    const shared = siteWideJsonLd(ctx);
    const globalHash = globalInputHash(caches.code, info, shared);
    const reusable = caches.previous?.globalHash === globalHash && out.patching ? caches.previous : undefined;
    const pages = await stage('render+write', () =>
      writePages({ routes, info, shared, code: caches.code, buildDate: ctx.buildDate, out, output, compressed: caches.compressed, reusable, lastInputs: cache?.inputs, lastModified: caches.lastModified, auditCache: caches.auditCache, pool, progress: options.progress }),
    );
    const { robots, inSitemap } = await stage('sitemap', () => writeSiteFiles(output, ctx, routes, pages.lastmods));
    for (const [file, contents] of await faviconFiles(options.dataDir, ctx.site.business.artwork)) await output.write(file, contents);
    await out.write(BUILT_REVIEWS_SNAPSHOT, await reviewsSnapshot(options.dataDir, ctx.site.business));
    await out.write(BUILT_APPLICATION_FORM_COPY, await readFile(path.join(options.dataDir, 'blocks', 'application-form.md'), 'utf8'));
    const removed = new Set([...previousFiles].filter((file) => !(file in pages.records)));
    const javascript = pageJavaScript(
      routes.map((route) => ({ url: route.path, islands: pages.records[pathToFile(route.path)]?.islands ?? [] })),
      info.assets.islands,
    );
    const problems = await stage('check', () =>
      publishGate({
        pages,
        removed,
        files: out.files,
        readPrevious: (file) => readFile(path.join(options.outDir, file), 'utf8'),
        sourcesOf: linkSources(ctx.site.contentLinks),
        javascript,
        inSitemap: new Set(inSitemap.map((r) => new URL(r.head.canonical).pathname)),
        robotsTxt: robots,
      }),
    );
    if (problems.length > 0 || targetProblems.length > 0) throw new DataValidationError(withoutRepeats(targetProblems, problems));
    await stage('swap', () => out.finish());
    // the data's warnings: the vanished pages are this build's news, not a state the next compares
    const redirectFiles = routes.filter((r) => r.kind === 'redirect').map((r) => pathToFile(r.path));
    // the ledger this build read: a page of this folder it does not list never went live
    const published = ledger.entries.size > 0 ? [...ledger.entries.keys()] : undefined;
    await writeManifest(options.outDir, {
      version: 2,
      globalHash,
      pages: pages.records,
      coverage,
      warnings: [...warnings],
      dataDir: displayPath(path.resolve(options.dataDir)),
      redirectFiles,
      ...(published && { published }),
      leftovers,
      javascript,
      pictures: pictures.files,
    });
    warnings.push(...vanished);
    const unrecorded = options.recordPublished ? await ledger.record(routes.map((r) => r.path), ctx.buildDate, caches.lastModified.dated) : undefined;
    if (unrecorded) warnings.push(unrecorded);
    await Promise.all([readings.save(), caches.auditCache.save(), caches.compressed.save(), caches.lastModified.save(), pruneFileStore(out.files.size)]);
    if (cache) Object.assign(cache, { code: caches.code, files: out.files, assets, inputs: { shared, byPath: pages.inputs }, compressed: caches.compressed });
    return {
      pages: routes.length,
      byKind: pages.byKind,
      javascript,
      rendered: pages.rendered,
      reused: pages.reused,
      written: out.written,
      unchanged: out.unchanged,
      timings,
      totalMs: performance.now() - started,
      warnings: uniqueProblems(warnings),
      pictures,
      coverage,
      pageChanges: pageChanges(previousFiles, new Set(previous?.redirectFiles), Object.keys(pages.records), out.changedFiles, new Set(redirectFiles), ledger.entries.size > 0 ? new Set(ledger.entries.keys()) : undefined),
      gateReadings: { measured: readings.measured, reused: readings.reused },
    };
  } catch (error) {
    await out.abandon();
    throw locatedError(error, located);
  }
}
