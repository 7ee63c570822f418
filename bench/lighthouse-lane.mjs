// One lane of the visitor audit (bench/lighthouse.ts): a worker thread that runs Lighthouse for
// the main thread, one run at a time, against the Chromium the main thread started for it.
// Lighthouse keeps state of its own per process (its timing marks, its logger), so two runs at
// once in one thread trip over each other ("performance mark has not been set"); each lane is
// therefore a thread with its own copy of Lighthouse.
// Plain JavaScript on purpose: a worker thread does not inherit the TypeScript loader of its
// parent (vitest's or tsx's), so this file must run as it is.
import { parentPort } from 'node:worker_threads';
import lighthouse from 'lighthouse';

if (!parentPort) throw new Error('bench/lighthouse-lane.mjs runs as a worker thread of bench/lighthouse.ts');
const port = parentPort;

port.on('message', async ({ id, url, flags }) => {
  try {
    const run = await lighthouse(url, flags);
    port.postMessage({ id, lhr: run?.lhr });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
