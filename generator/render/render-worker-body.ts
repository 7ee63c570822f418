// A render worker (render-pool.ts runs it as one esbuild bundle): renders the batches of routes
// the main thread sends, writes each page with its .br/.gz siblings into the build's staging
// folder, and answers with the few facts the main thread records per page.
import { parentPort } from 'node:worker_threads';
import { renderRoute } from './render.tsx';
import type { DeliveredPage } from './render-pool.ts';
import { fromWire, type WireRoute, type WorkerInput } from './render-worker-wire.ts';
import { writePageSync } from '../write/index.ts';
import { WorkerPairs } from '../assets/index.ts';
import { auditKey, auditPage } from '../check/index.ts';
import { DataValidationError, type Problem } from '../../shared/problems.ts';

let input: WorkerInput;
let knownAudits = new Set<string>();
let pairs = new WorkerPairs(new Map());
const dirs = new Set<string>();

// The first message says what to render with (the pool may start before the site context
// exists); every later one is a batch of routes.
parentPort!.on('message', (message: { init: WorkerInput } | WireRoute[]) => {
  if (!Array.isArray(message)) {
    input = message.init;
    knownAudits = new Set(input.knownAudits);
    pairs = new WorkerPairs(new Map(input.pairs));
    return;
  }
  const batch = message;
  const { info, shared, target } = input;
  // A data problem met while rendering (DataValidationError) travels as its problem list, page
  // by page, so the main thread reports it as on one thread; anything else is a bug: its stack.
  const problems: Problem[] = [];
  try {
    const pages: (DeliveredPage | null)[] = batch.map((wire) => {
      const route = fromWire(wire, shared);
      let rendered: ReturnType<typeof renderRoute>;
      try {
        rendered = renderRoute(route, info);
      } catch (error) {
        if (!(error instanceof DataValidationError)) throw error;
        problems.push(...error.problems);
        return null;
      }
      const { html, islands, links } = rendered;
      // a page rendered to the bytes of one audited before is not parsed again (AuditCache)
      const key = auditKey(wire.file, html);
      const audit = knownAudits.has(key) ? undefined : auditPage(wire.file, html);
      const files = writePageSync(target, wire.file, html, dirs, (file, bytes) => pairs.pair(file, bytes));
      return { islands, files, links, auditKey: key, audit };
    });
    parentPort!.postMessage({ pages, problems, compressed: pairs.take() });
  } catch (error) {
    parentPort!.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
