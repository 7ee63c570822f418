// The page writer's thread (page-writer.ts runs it as one esbuild bundle): compresses and writes
// each page the main thread rendered, finds its links and audits it, and answers in order.
import { parentPort, workerData } from 'node:worker_threads';
import { finishPage } from './finish-page.ts';
import type { PageWriterData, PageToWrite, WriterReply } from './page-writer.ts';

const { target, knownAudits } = workerData as PageWriterData;
const known = new Set(knownAudits);
const dirs = new Set<string>();

parentPort!.on('message', (page: PageToWrite) => {
  let reply: WriterReply;
  try {
    reply = { page: finishPage(target, page.file, page.url, page.html, dirs, known) };
  } catch (error) {
    // an Error does not cross threads whole: its message and code do (ENOSPC, EACCES, ...)
    const { message, code } = error as NodeJS.ErrnoException;
    reply = { error: { message: message ?? String(error), code } };
  }
  parentPort!.postMessage(reply);
});
