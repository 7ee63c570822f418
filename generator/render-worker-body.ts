// A render worker (render-pool.ts runs it as one esbuild bundle): renders the batches of routes
// the main thread sends, writes each page with its .br/.gz siblings into the build's staging
// folder, and answers with the few facts the main thread records per page.
import { parentPort, workerData } from 'node:worker_threads';
import { renderRoute } from './render.tsx';
import type { RenderedPage } from './render-pool.ts';
import { fromWire, type WireRoute, type WorkerInput } from './render-worker-wire.ts';
import { writePageSync } from './output-tree.ts';

const { info, shared, target } = workerData as WorkerInput;
const dirs = new Set<string>();

parentPort!.on('message', (batch: WireRoute[]) => {
  try {
    const pages: RenderedPage[] = batch.map((wire) => {
      const route = fromWire(wire, shared);
      const { html, islands } = renderRoute(route, info);
      return { islands, files: writePageSync(target, wire.file, html, dirs) };
    });
    parentPort!.postMessage({ pages });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
