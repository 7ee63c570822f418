// Renders batches of routes sent by the main thread and sends the HTML back; writing stays in
// the main thread so that the output writer sees every file.
import { parentPort, workerData } from 'node:worker_threads';
import { renderRoute } from './render.tsx';
import type { Route } from './routes/index.ts';
import type { SiteInfo } from '../templates/site-context.tsx';

const info = workerData as SiteInfo;

parentPort!.on('message', (batch: { id: number; routes: Route[] }) => {
  try {
    const pages = batch.routes.map((route) => {
      const { html, islands } = renderRoute(route, info);
      return { html, islands };
    });
    parentPort!.postMessage({ id: batch.id, pages });
  } catch (error) {
    parentPort!.postMessage({ id: batch.id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
