// The visitor audit (docs/benchmarks.md#what-a-visitor-gets-npm-run-audit), shared by `npm run
// audit` (bench/audit.ts) and the test suite (tests/e2e/lighthouse.test.ts): the real CLI builds
// the site into a temporary folder, `site serve` runs it with the API on a temporary SQLite file,
// and Lighthouse 12.2.3 (pinned: 13 needs Node 22) audits each page in Debian's Chromium with its
// default mobile settings (simulated slow 4G and a CPU four times slower), one page at a time unless
// `browsers` asks for more.
// No vitest import here, so the script can load it outside the test runner.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result as LighthouseResult } from 'lighthouse';
import { spawnSiteServe } from '../tests/helpers/api-fixtures.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/browser.ts';
import { runSite } from '../tests/helpers/cli.ts';
import { DATA_DIR } from '../tests/helpers/data.ts';

/** The pages audited: home, a city-service page, a service hub, careers, reviews and the
 * Novi guide ("/blog/novi-house-cleaning-guide"). */
export const AUDIT_PAGES = [
  '/',
  '/mi/novi/deep-cleaning/',
  '/services/deep-cleaning/',
  '/careers/',
  '/reviews/',
  '/blog/novi-house-cleaning-guide/',
] as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Budget = Record<Category, number>;

/** What `npm run audit` holds every page to. */
export const TARGETS: Budget = { performance: 0.95, accessibility: 1, 'best-practices': 0.95, seo: 1 };
/** The floor the test suite enforces: a little room on performance for a busy 2-core machine. */
export const TEST_FLOOR: Budget = { performance: 0.9, accessibility: 1, 'best-practices': 0, seo: 1 };

export interface LighthouseRow {
  page: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's CPU benchmark of this machine during the run: a quiet desktop scores 1,000 to
   * 2,000; well below that, other processes were taking the CPU and TBT is inflated. */
  cpuIndex: number;
  /** The performance score of every run that made this row (see Sampling). */
  performanceRuns: number[];
  /** Audits that lost points in a category, e.g. "best-practices: errors-in-console (0)". */
  flagged: string[];
  /** Unweighted audits below 1 (hints such as mainthread-work-breakdown), for finding causes. */
  diagnostics: string[];
  /** Audits Lighthouse itself could not run, with its message, in any run of this row. */
  toolErrors: string[];
  /** Those of them that carry weight in a category score: the score is then not a measurement. */
  scoredToolErrors: string[];
}

/**
 * How many Lighthouse runs make a page's row. Performance is timed on this machine (Lighthouse
 * multiplies the main-thread time it measures by 4 to stand for a mid-range phone), so on a
 * 2-core machine shared with other builds one run can be far off: the same static page can score
 * far apart within a minute. Lighthouse's advice on variability is several runs and their
 * median, which is what a row is: always all `runs` runs, the median by performance, never the
 * best (a best-of-five lets a page that misses the floor most of the time pass:
 * docs/decisions.md#honest-measurements).
 */
export interface Sampling {
  runs: number;
  /** A performance floor (the test suite's): a page stops being run once the median of `runs`
   * runs is on one side of it whatever the runs left would score (two of three at or above it, or
   * two below), so those runs could not change the verdict. Without it, always `runs` runs. */
  floor?: number;
}

/** Whether the median of `runs` runs (the lower middle run by performance, as medianRow takes it)
 * is already on one side of `floor`, given the performance of the runs made so far. */
export function medianSettled(performances: readonly number[], runs: number, floor: number): boolean {
  const middle = Math.floor((runs - 1) / 2); // the median's index, lowest first
  const below = performances.filter((p) => p < floor).length;
  const left = runs - performances.length;
  // at or above the floor even if every run left falls below it; below it already
  return below + left <= middle || below > middle;
}

export interface AuditOptions {
  pages?: readonly string[];
  /** A site already built (the test suite's shared build); without it the audit builds one. */
  dist?: string;
  sampling?: Sampling;
  /** How many pages are audited at once, each in a Chromium and a Lighthouse of its own (a lane);
   * 1 when absent. What two lanes change, measured: tests/e2e/lighthouse.test.ts. */
  browsers?: number;
  /** Progress lines (build, server, each run); silent when absent. */
  log?: (line: string) => void;
}

/** Builds, serves and audits; everything it starts is stopped and removed again. */
export async function auditSite(options: AuditOptions = {}): Promise<LighthouseRow[]> {
  const log = options.log ?? (() => {});
  const root = await mkdtemp(path.join(tmpdir(), 'site-audit-'));
  const dist = options.dist ?? path.join(root, 'dist');
  const cleanups: (() => Promise<unknown>)[] = [() => rm(root, { recursive: true, force: true })];
  try {
    if (!options.dist) {
      log(`building the site into ${dist}`);
      const built = await runSite(['generate', '--data', DATA_DIR, '--out', dist, '--quiet']);
      if (built.code !== 0) throw new Error(`site generate failed:\n${built.stderr}`);
    }
    const server = await spawnSiteServe(dist, path.join(root, 'site.db'), { LOG_LEVEL: 'warn' });
    cleanups.unshift(async () => {
      server.process.kill('SIGTERM');
      await server.exited;
    });
    log(`site serve at ${server.url}`);
    const pages = options.pages ?? AUDIT_PAGES;
    const results: LighthouseRow[] = [];
    let next = 0;
    const lanes = Array.from({ length: Math.max(1, Math.min(options.browsers ?? 1, pages.length)) }, async (_, index) => {
      const lane = await openLane(path.join(root, `chromium-profile-${index}`));
      cleanups.unshift(lane.close);
      while (next < pages.length) {
        const position = next++;
        const page = pages[position]!;
        results[position] = await samplePage(lane, `${server.url}${page}`, page, options.sampling ?? { runs: 1 }, log);
      }
    });
    // every lane finishes (or fails) before the cleanups stop what the lanes started
    const failed = (await Promise.allSettled(lanes)).find((lane) => lane.status === 'rejected');
    if (failed) throw failed.reason;
    return results;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  }
}

/** What a run measures: every category, or (the second and later runs of a page) performance
 * alone, without the audits that carry no weight in its score except the byte count the table
 * shows. Accessibility, best practices and SEO read the same document every time, so one run of
 * them is enough; performance is timed, so it is the one sampled. */
interface RunScope {
  categories: readonly Category[];
  skipAudits: readonly string[];
}

/** Audits nothing here reads, skipped in every run: the filmstrip and the last frame (weight 0,
 * the report's pictures). The full-page screenshot is switched off through its setting. */
const PICTURES = ['screenshot-thumbnails', 'final-screenshot'];
const ALL_CATEGORIES: RunScope = { categories: CATEGORIES, skipAudits: PICTURES };
const KEPT_UNWEIGHTED = new Set(['total-byte-weight']);

function performanceOnly(full: LighthouseResult): RunScope {
  const unweighted = (full.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight === 0 && !KEPT_UNWEIGHTED.has(ref.id)).map((ref) => ref.id);
  return { categories: ['performance'], skipAudits: [...new Set([...PICTURES, ...unweighted])] };
}

/** One Chromium (a fresh profile in `profile`) and the worker thread that runs Lighthouse on it
 * (bench/lighthouse-lane.mjs): Lighthouse cannot run twice at once in one thread. */
interface Lane {
  run(url: string, flags: Flags): Promise<LighthouseResult | undefined>;
  close(): Promise<void>;
}

async function openLane(profile: string): Promise<Lane> {
  await mkdir(profile);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir: profile, logLevel: 'silent' });
  const worker = new Worker(new URL('./lighthouse-lane.mjs', import.meta.url));
  const waiting = new Map<number, { resolve: (lhr: LighthouseResult | undefined) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, lhr, error }: { id: number; lhr?: LighthouseResult; error?: string }) => {
    const caller = waiting.get(id);
    waiting.delete(id);
    if (error === undefined) caller?.resolve(lhr);
    else caller?.reject(new Error(error));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the Lighthouse worker thread exited (code ${code})`)));
  return {
    run: (url, flags) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, url, flags: { ...flags, port: chrome.port } });
      }),
    close: async () => {
      await worker.terminate();
      chrome.kill();
    },
  };
}

/** One Lighthouse run. A run Lighthouse could not complete (NO_NAVSTART, NO_FCP) is an error,
 * not run again: a retry would hide a page that sometimes fails to paint. */
async function lighthouseRun(lane: Lane, url: string, scope: RunScope): Promise<LighthouseResult> {
  const lhr = await lane.run(url, {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...scope.categories],
    skipAudits: [...scope.skipAudits],
    disableFullPageScreenshot: true,
  });
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function samplePage(lane: Lane, url: string, page: string, sampling: Sampling, log: (line: string) => void): Promise<LighthouseRow> {
  const first = await lighthouseRun(lane, url, ALL_CATEGORIES);
  const rest = performanceOnly(first);
  const runs: LighthouseRow[] = [summarize(page, first)];
  for (;;) {
    const run = runs.at(-1)!;
    log(`${page} run ${runs.length}: performance ${run.scores.performance.toFixed(2)} (CPU index ${Math.round(run.cpuIndex)})`);
    if (runs.length >= sampling.runs) break;
    if (sampling.floor !== undefined && medianSettled(runs.map((r) => r.scores.performance), sampling.runs, sampling.floor)) break;
    runs.push(summarize(page, await lighthouseRun(lane, url, rest)));
  }
  return medianRow(runs);
}

const isPerformance = (line: string) => line.startsWith('performance: ');

/** The row of the median run by performance, with the tool errors of every run. The other
 * categories, measured in the first run only, come from it, as do the unweighted hints. */
export function medianRow(runs: readonly LighthouseRow[]): LighthouseRow {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = byPerformance[Math.floor((runs.length - 1) / 2)]!;
  const first = runs[0]!;
  return {
    ...median,
    scores: { ...first.scores, performance: median.scores.performance },
    flagged: [...median.flagged.filter(isPerformance), ...first.flagged.filter((line) => !isPerformance(line))],
    diagnostics: first.diagnostics,
    performanceRuns: runs.map((r) => r.scores.performance),
    toolErrors: [...new Set(runs.flatMap((r) => r.toolErrors))],
    scoredToolErrors: [...new Set(runs.flatMap((r) => r.scoredToolErrors))],
  };
}

function summarize(page: string, lhr: LighthouseResult): LighthouseRow {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<Category, number>;
  const flagged: string[] = [];
  const diagnostics = new Set<string>();
  const toolErrors = new Set<string>();
  const scoredToolErrors = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      if (audit.scoreDisplayMode === 'error') {
        const line = `${ref.id}: ${audit.errorMessage ?? 'error'}`;
        toolErrors.add(line);
        if (ref.weight > 0) scoredToolErrors.add(`${category}: ${line}`);
      }
      if (audit.score === null || audit.score >= 1) continue;
      const line = `${ref.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`;
      // Weighted audits move the score; the others are the hints Lighthouse gives with them.
      if (ref.weight > 0) flagged.push(`${category}: ${line}`);
      else diagnostics.add(line);
    }
  }
  return {
    page,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    cpuIndex: lhr.environment.benchmarkIndex,
    performanceRuns: [scores.performance],
    flagged,
    diagnostics: [...diagnostics],
    toolErrors: [...toolErrors],
    scoredToolErrors: [...scoredToolErrors],
  };
}

/** Every score below its budget, as readable lines ("/careers/ performance 0.87 < 0.95"). */
export function belowBudget(results: readonly LighthouseRow[], budget: Budget): string[] {
  return results.flatMap((r) =>
    CATEGORIES.filter((c) => r.scores[c] < budget[c]).map((c) => `${r.page} ${c} ${r.scores[c].toFixed(2)} < ${budget[c]}`),
  );
}

/** The audit's table: page, the four category scores, LCP, TBT, CLS and transferred bytes;
 * then the machine's CPU index in that run and the performance of every run (see Sampling). */
export function formatTable(results: readonly LighthouseRow[]): string {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'transferred', 'CPU index', 'perf runs'];
  const rows = results.map((r) => [
    r.page,
    ...CATEGORIES.map((c) => r.scores[c].toFixed(2)),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.tbtMs)} ms`,
    r.cls.toFixed(3),
    `${(r.bytes / 1024).toFixed(1)} KiB`,
    String(Math.round(r.cpuIndex)),
    r.performanceRuns.map((p) => p.toFixed(2)).join(' '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The audits that cost points and the hints, per page, then the audits Lighthouse could not
 * run (grouped by its message, which is usually the same on every page). */
export function formatFlagged(results: readonly LighthouseRow[]): string {
  const pages = results
    .filter((r) => r.flagged.length + r.diagnostics.length > 0)
    .map((r) => [r.page, ...r.flagged.map((f) => `  ${f}`), ...(r.diagnostics.length > 0 ? [`  hints: ${r.diagnostics.join('; ')}`] : [])].join('\n'));
  const byMessage = new Map<string, Set<string>>();
  for (const error of results.flatMap((r) => r.toolErrors)) {
    const [id, message] = [error.slice(0, error.indexOf(':')), error.slice(error.indexOf(':') + 2)];
    byMessage.set(message, (byMessage.get(message) ?? new Set()).add(id));
  }
  const errors = [...byMessage].map(([message, ids]) => `Lighthouse could not run ${[...ids].join(', ')}: ${message}`);
  return [...pages, ...errors].join('\n');
}
