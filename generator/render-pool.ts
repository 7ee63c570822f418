// Rendering on every core for large sites (issue 7: ten times the data, both cores used). Each
// worker renders a batch of routes and writes the pages itself (HTML, .br, .gz), so HTML never
// crosses threads and the main thread only keeps a few facts per page. Workers run one esbuild
// bundle of the render code (cached by the code's hash): no TypeScript loader per worker, which
// saves ~1 s of start-up and ~40 MB per worker. Below the threshold one thread renders.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { renderRoute } from './render.tsx';
import type { Route } from './routes/index.ts';
import type { JsonLd } from './head.ts';
import type { PageFiles, PageTarget } from './output-tree.ts';
import { pathToFile } from './routes/index.ts';
import { toWire, type WorkerInput } from './render-worker-wire.ts';
import type { SiteInfo } from '../templates/site-context.tsx';

export const WORKER_THRESHOLD = 2500;
const BATCH = 50;
const BUNDLES = path.resolve(import.meta.dirname, '../.cache/render-worker');
const WORKER_BODY = path.resolve(import.meta.dirname, 'render-worker-body.ts');

export interface RenderedPage {
  islands: string[];
  /** rendered in this thread: the caller writes it */
  html?: string;
  /** rendered and written by a worker */
  files?: PageFiles;
}

type OnPage = (route: Route, page: RenderedPage) => Promise<void>;

export interface RenderOptions {
  /** JSON-LD objects shared by many routes (by identity); sent to each worker once */
  shared: JsonLd[];
  /** where workers write pages */
  target: PageTarget;
  /** hash of the render code, naming the cached worker bundle */
  code: string;
}

/** Workers for `pages` pages; SITE_RENDER_WORKERS overrides (0 = one thread), for the benchmark. */
export function workerCount(pages: number): number {
  const forced = process.env.SITE_RENDER_WORKERS;
  if (forced !== undefined && forced !== '') return Number(forced);
  return pages >= WORKER_THRESHOLD ? Math.min(4, availableParallelism()) : 0;
}

/** Renders every route, handing each page to `onPage` (in order within a worker's batches). */
export async function renderAll(routes: Route[], info: SiteInfo, onPage: OnPage, options: RenderOptions): Promise<void> {
  const workers = workerCount(routes.length);
  if (workers < 2) {
    for (const route of routes) await onPage(route, renderRoute(route, info));
    return;
  }
  const entry = await workerBundle(options.code);
  await renderInWorkers(routes, entry, { info, shared: options.shared, target: options.target }, onPage, workers);
}

/** The worker code as one ES module (packages stay external), built once per code hash. */
async function workerBundle(code: string): Promise<URL> {
  const file = path.join(BUNDLES, `${code}.mjs`);
  if (!existsSync(file)) {
    const result = await build({
      entryPoints: [WORKER_BODY],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      write: false,
      logLevel: 'silent',
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

async function renderInWorkers(routes: Route[], entry: URL, input: WorkerInput, onPage: OnPage, count: number): Promise<void> {
  let next = 0;
  const pool = Array.from({ length: count }, () => new Worker(entry, { workerData: input }));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            // A worker gets its next batch as soon as it answers; the main thread only records
            // what was written, so both cores render and compress.
            let inFlight: Route[] | undefined;
            let recording = Promise.resolve();
            const send = () => {
              inFlight = next < routes.length ? routes.slice(next, (next += BATCH)) : undefined;
              if (inFlight) worker.postMessage(inFlight.map((route) => toWire(route, pathToFile(route.path), input.shared)));
            };
            worker.on('message', (reply: { pages?: RenderedPage[]; error?: string }) => {
              if (reply.error) return reject(new Error(`rendering failed in a worker: ${reply.error}`));
              const done = inFlight!;
              send();
              const last = !inFlight;
              recording = recording
                .then(async () => {
                  for (const [i, page] of reply.pages!.entries()) await onPage(done[i]!, page);
                  if (last) resolve();
                })
                .catch(reject);
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`a render worker stopped early (exit code ${code})`)));
            send();
            if (!inFlight) resolve();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
