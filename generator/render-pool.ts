// Rendering on both cores for large sites. Below the threshold the cost of starting workers
// (loading TypeScript and React again, ~1 s) is more than they save, so one thread renders.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderRoute } from './render.tsx';
import type { Route } from './routes/index.ts';
import type { SiteInfo } from '../templates/site-context.tsx';

export const WORKER_THRESHOLD = 2500;
const BATCH = 100;

export interface RenderedHtml {
  html: string;
  islands: string[];
}

type OnPage = (route: Route, page: RenderedHtml) => Promise<void>;

export function workerCount(pages: number): number {
  return pages >= WORKER_THRESHOLD ? Math.min(4, Math.max(2, availableParallelism())) : 0;
}

/** Renders every route, handing each page to `onPage` in route order within a batch. */
export async function renderAll(routes: Route[], info: SiteInfo, onPage: OnPage): Promise<void> {
  const workers = workerCount(routes.length);
  if (workers === 0) {
    for (const route of routes) await onPage(route, renderRoute(route, info));
    return;
  }
  await renderInWorkers(routes, info, onPage, workers);
}

async function renderInWorkers(routes: Route[], info: SiteInfo, onPage: OnPage, count: number): Promise<void> {
  const batches: Route[][] = [];
  for (let i = 0; i < routes.length; i += BATCH) batches.push(routes.slice(i, i + BATCH));
  let next = 0;
  const pool = Array.from({ length: count }, () => new Worker(new URL('./render-worker.js', import.meta.url), { workerData: info }));
  try {
    await Promise.all(
      pool.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= batches.length) return resolve();
              const id = next++;
              worker.postMessage({ id, routes: batches[id] });
            };
            worker.on('message', (reply: { id: number; pages?: RenderedHtml[]; error?: string }) => {
              if (reply.error) return reject(new Error(`rendering failed in a worker: ${reply.error}`));
              const batch = batches[reply.id]!;
              Promise.all(reply.pages!.map((page, i) => onPage(batch[i]!, page))).then(send, reject);
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}
