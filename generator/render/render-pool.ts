// Rendering on every core for sites of a few hundred pages or more (a few thousand on two cores):
// one worker per core but one, and this thread beside them. Each worker renders a batch of routes
// and writes the pages itself (HTML, .br, .gz), so HTML never crosses threads and this thread
// only keeps a few facts per page of theirs. Workers run one esbuild
// bundle of the render code and the packages it uses (cached by the code's hash, the lock file's
// and NODE_ENV, which picks React's build): no TypeScript loader per worker, and one module to load
// where the packages alone (React, TanStack Query, react-hook-form, zod, htmlparser2) were a few
// hundred files through Node's resolver, which saves start-up time and memory in every worker; a
// worker re-uses the .br/.gz pairs earlier builds
// made (CompressedPages), as the main thread does. Below the threshold one thread renders: a
// worker's start-up (a second copy of React, compiled and warmed up afresh) would cost more than
// it saves. On two cores the one worker also competes with this thread's own work (the gate,
// writing, checking) and, on a shared machine, with everyone else's, so there it pays only from
// the size at which the heap is bounded too (heap.ts), where the start-up is a small share.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'esbuild';
import { renderRoute } from './render.tsx';
import type { Route } from '../../shared/model/routes.ts';
import type { JsonLd } from '../../shared/model/head.ts';
import type { PageFiles, PageTarget } from '../write/index.ts';
import { pathToFile } from '../routes/index.ts';
import { toWire, type WorkerInput } from './render-worker-wire.ts';
import type { SiteInfo } from '../../shared/model/site.ts';
import type { PageAudit } from '../check/index.ts';
import { DataValidationError, formatProblem, type Problem } from '../../shared/problems.ts';
import { pagePairsKept, type CompressedPages, type PairsUsed } from '../assets/index.ts';
import { hash } from '../support/hash.ts';
import { LARGE_SITE_PAGES } from './heap.ts';

export const WORKER_THRESHOLD = 500;
const BATCH = 50;
const BUNDLES = path.resolve(import.meta.dirname, '../../.cache/render-worker');
const WORKER_BODY = path.resolve(import.meta.dirname, 'render-worker-body.ts');
const LOCK_FILE = path.resolve(import.meta.dirname, '../../package-lock.json');

/** What the pool hands back for one page: its HTML for the caller to write, or the files a worker
 * already wrote with what the worker found in them. */
export interface DeliveredPage {
  islands: string[];
  /** rendered in this thread: the caller writes it */
  html?: string;
  /** rendered and written by a worker */
  files?: PageFiles;
  /** its internal link targets, found where it was rendered (publish gate) */
  links: string[];
  /** its own check rules' results, ids and fragment links, found by the worker (publish gate) */
  audit?: PageAudit;
  /** what the worker's audit is kept under; without `audit`, the main thread already holds it */
  auditKey?: string;
}

type OnPage = (route: Route, page: DeliveredPage) => Promise<void>;

export interface RenderOptions {
  /** JSON-LD objects shared by many routes (by identity); sent to each worker once */
  shared: JsonLd[];
  /** where workers write pages */
  target: PageTarget;
  /** hash of the render code, naming the cached worker bundle */
  code: string;
  /** audits kept from earlier builds, by key (AuditCache.known) */
  knownAudits?: string[];
  /** the build's .br/.gz pairs of pages: workers re-use them, and hand back those they make */
  compressed?: CompressedPages;
}

/**
 * Workers for `pages` pages (this thread renders beside them); SITE_RENDER_WORKERS overrides (0 =
 * one thread), for the benchmark. On two cores one worker pays for its start-up (a second React,
 * compiled and warmed afresh) only when it shares real work: compressing every page, as a first
 * build into an empty .cache/ does (CI restoring only the images), or a site of thousands of pages.
 * When an earlier build left its pages' pairs, most pages come out as before and only render.
 */
export function workerCount(pages: number, pairsKept = pagePairsKept(), cores = availableParallelism()): number {
  const forced = process.env.SITE_RENDER_WORKERS;
  if (forced !== undefined && forced !== '') return Number(forced);
  const threshold = cores > 2 || !pairsKept ? WORKER_THRESHOLD : LARGE_SITE_PAGES;
  return pages >= threshold ? Math.min(4, cores - 1) : 0;
}

/**
 * Data problems met while rendering (a template given a value it cannot show, such as an image
 * key missing from the catalogue): every page is tried and the build fails once with the list,
 * sorted and without repeats, so one thread and many report the same problems
 * (docs/decisions.md#problems-keep-their-shape).
 */
class RenderProblems {
  private readonly byText = new Map<string, Problem>();
  add(problems: Problem[]): void {
    for (const problem of problems) this.byText.set(formatProblem(problem), problem);
  }
  throwIfAny(): void {
    if (this.byText.size > 0) throw new DataValidationError([...this.byText.values()]);
  }
}

/**
 * Renders every route, handing each page to `onPage` (in order within a worker's batches): in
 * `options.pool` when given, else in a pool of its own when the pages are many, else here.
 */
export async function renderAll(routes: Route[], info: SiteInfo, onPage: OnPage, options: RenderOptions & { pool?: RenderPool }): Promise<void> {
  const input: WorkerInput = { info, shared: options.shared, target: options.target, knownAudits: options.knownAudits, pairs: options.compressed?.pairs };
  const problems = new RenderProblems();
  const replies = new WorkerReplies(problems, options.compressed);
  if (options.pool) {
    await options.pool.render(routes, input, onPage, replies);
    return problems.throwIfAny();
  }
  const workers = workerCount(routes.length);
  if (workers < 1) {
    await renderHere(routes, info, onPage, problems);
    return problems.throwIfAny();
  }
  const pool = RenderPool.start(workers, options.code);
  try {
    await pool.render(routes, input, onPage, replies);
  } finally {
    await pool.close();
  }
  problems.throwIfAny();
}

/** Renders `routes` on this thread, handing each page to `onPage`; data problems are collected. */
async function renderHere(routes: Route[], info: SiteInfo, onPage: OnPage, problems: RenderProblems): Promise<void> {
  for (const route of routes) {
    let page: DeliveredPage;
    try {
      page = renderRoute(route, info);
    } catch (error) {
      if (!(error instanceof DataValidationError)) throw error;
      problems.add(error.problems);
      continue;
    }
    await onPage(route, page);
  }
}

/** A worker's answer to a batch: its pages (null for one a data problem stopped), or its error. */
interface WorkerReply {
  pages?: (DeliveredPage | null)[];
  problems?: Problem[];
  compressed?: PairsUsed;
  error?: string;
}

/** What the build keeps of the workers' answers besides the pages: data problems, compressed pairs. */
class WorkerReplies {
  constructor(
    readonly problems: RenderProblems,
    private readonly compressed: CompressedPages | undefined,
  ) {}

  take(reply: WorkerReply): void {
    this.problems.add(reply.problems ?? []);
    if (reply.compressed) this.compressed?.adopt(reply.compressed);
  }
}

/**
 * Workers that start loading before there is anything to render: a cold build of a large site
 * starts them next to the asset stage, so their start-up (React, the templates) costs no wall time.
 */
type StartedWorker = Worker & { failure?: Error };

export class RenderPool {
  private constructor(private readonly workers: Promise<Worker[]>) {
    // a failure to start surfaces in render(); never as an unhandled rejection meanwhile
    workers.catch(() => undefined);
  }

  static start(count: number, code: string | Promise<string>): RenderPool {
    const spawn = (entry: URL) => {
      const worker: StartedWorker = new Worker(entry);
      // until render() listens, a worker that fails to start is remembered, not a crash
      const early = (error: unknown) => (worker.failure = error instanceof Error ? error : new Error(String(error)));
      worker.on('error', early).once('exit', (code) => (worker.failure ??= new Error(`a render worker stopped (exit code ${code})`)));
      return worker;
    };
    return new RenderPool(Promise.resolve(code).then(workerBundle).then((entry) => Array.from({ length: count }, () => spawn(entry))));
  }

  async render(routes: Route[], input: WorkerInput, onPage: OnPage, replies: WorkerReplies): Promise<void> {
    const workers = (await this.workers) as StartedWorker[];
    const failed = workers.find((worker) => worker.failure);
    if (failed) throw failed.failure;
    for (const worker of workers) worker.postMessage({ init: input });
    await renderInWorkers(routes, workers, input, onPage, replies);
  }

  async close(): Promise<void> {
    const workers = await this.workers.catch(() => []);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Every module our code imports counts as free of side effects, so one the worker uses nothing of
 * is left out with the packages it imports: through the stages' entry modules the render code
 * reaches the loader, the validator and the checks' warnings, and loading their zod, yaml,
 * gray-matter and marked slowed each worker's start-up. Inside a package, its own package.json
 * says what has side effects. Node's built-in modules stay external.
 */
const onlyWhatIsUsed: Plugin = {
  name: 'only-what-is-used',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'resolved' || args.kind === 'entry-point' || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolved' });
      return { path: resolved.path, external: resolved.external, errors: resolved.errors, sideEffects: false };
    });
  },
};

/** The worker code as one ES module, built once per code hash, lock file and NODE_ENV. */
async function workerBundle(code: string): Promise<URL> {
  const nodeEnv = process.env.NODE_ENV ?? '';
  const lock = await readFile(LOCK_FILE).catch(() => Buffer.alloc(0));
  const file = path.join(BUNDLES, `${hash(code, lock, nodeEnv)}.mjs`);
  if (!existsSync(file)) {
    // loaded here: only a new code version needs esbuild, not every build that starts workers
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [WORKER_BODY],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      write: false,
      logLevel: 'silent',
      plugins: [onlyWhatIsUsed],
      // React's packages are CommonJS and require Node's built-in modules (every package is in the
      // bundle, so those are all it requires): an ES module has no require of its own
      banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(process.cwd() + '/');" },
      define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    });
    await mkdir(BUNDLES, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, result.outputFiles[0]!.contents);
    await rename(temp, file);
    await removeOldBundles(file);
  }
  return pathToFileURL(file);
}

/** Bundles of earlier code versions go after a day (a build in progress may still use one). */
async function removeOldBundles(keep: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(BUNDLES)) {
    const file = path.join(BUNDLES, name);
    if (file !== keep && (await stat(file)).mtimeMs < dayAgo) await rm(file, { force: true });
  }
}

/**
 * How many pages this thread renders between two looks at the workers' answers: a worker waits
 * for its next batch while this thread renders (~1 ms a page).
 */
const HERE_BATCH = 8;

async function renderInWorkers(routes: Route[], pool: Worker[], input: WorkerInput, onPage: OnPage, replies: WorkerReplies): Promise<void> {
  let next = 0;
  // After a failure no batch is sent, and the failure is reported only once every worker has
  // answered its batch in flight: the caller then removes the staging folder, which must not
  // happen while a worker is still writing pages into it (ENOTEMPTY, or a folder left behind).
  let failure: { error: unknown } | undefined;
  const fail = (error: unknown) => void (failure ??= { error });
  const take = (count: number) => (!failure && next < routes.length ? routes.slice(next, (next += count)) : undefined);
  // This thread renders too, between recording what the workers wrote: with one worker per core
  // but one, every core renders, and only one worker's start-up is paid on two cores.
  const here = (async () => {
    for (let batch = take(HERE_BATCH); batch; batch = take(HERE_BATCH)) {
      await renderHere(batch, input.info, onPage, replies.problems);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })().catch(fail);
  const stops: (() => void)[] = [];
  try {
    await Promise.all([
      here,
      ...pool.map(
        (worker) =>
          new Promise<void>((resolve) => {
            // A worker gets its next batch as soon as it answers.
            let inFlight: Route[] | undefined;
            let recording = Promise.resolve();
            // done once the worker has nothing in flight and its pages are recorded
            const finishWhenIdle = () => void (inFlight ? undefined : recording.then(resolve, resolve));
            const send = () => {
              inFlight = take(BATCH);
              if (inFlight) worker.postMessage(inFlight.map((route) => toWire(route, pathToFile(route.path), input.shared)));
            };
            const onMessage = (reply: WorkerReply) => {
              const done = inFlight!;
              inFlight = undefined;
              if (reply.error) fail(new Error(`rendering failed in a worker: ${reply.error}`));
              else {
                replies.take(reply);
                recording = recording
                  .then(async () => {
                    for (const [i, page] of reply.pages!.entries()) if (page) await onPage(done[i]!, page);
                  })
                  .catch(fail);
                send();
              }
              finishWhenIdle();
            };
            // a worker that died has nothing in flight any more
            const onDeath = (error: unknown) => {
              fail(error);
              inFlight = undefined;
              finishWhenIdle();
            };
            const onError = (error: unknown) => onDeath(error);
            const onExit = (code: number) => onDeath(new Error(`a render worker stopped early (exit code ${code})`));
            worker.on('message', onMessage).on('error', onError).on('exit', onExit);
            stops.push(() => worker.off('message', onMessage).off('error', onError).off('exit', onExit));
            send();
            finishWhenIdle();
          }),
      ),
    ]);
  } finally {
    for (const stop of stops) stop();
  }
  if (failure) throw failure.error;
}
