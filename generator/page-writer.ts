// Compression and writing beside the render (issue 18). Below the render pool's threshold the
// main thread renders every page; the page writer, one worker thread, gives each page its .br and
// .gz siblings, writes the three files, finds its links and runs its check rules, so the main
// thread renders the next page meanwhile. At 1,058 pages rendering and compressing take about the
// same time, so the two threads keep both cores of a small machine busy; the worker loads no React
// and starts in a few milliseconds, where a render worker costs ~0.5 s of start-up each.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerBundle } from './worker-bundle.ts';
import type { FinishedPage } from './finish-page.ts';
import type { PageTarget } from './output-tree.ts';

/** fewer pages than this are written by the main thread: the worker's start would cost more */
export const PAGE_WRITER_THRESHOLD = 200;

/** Whether `pages` rendered in the main thread go through the page writer; SITE_PAGE_WRITER=0 turns it off (benchmark, tests). */
export function usePageWriter(pages: number): boolean {
  if (process.env.SITE_PAGE_WRITER === '0') return false;
  return pages >= PAGE_WRITER_THRESHOLD && availableParallelism() >= 2;
}
const BODY = path.resolve(import.meta.dirname, 'page-writer-body.ts');

export interface PageWriterData {
  target: PageTarget;
  /** AuditCache.known(): pages rendered to these bytes are not audited again */
  knownAudits: string[];
}

export interface PageToWrite {
  file: string;
  url: string;
  html: string;
}

export type WriterReply = { page: FinishedPage; error?: undefined } | { error: { message: string; code?: string } };

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

interface Pending {
  resolve: (page: FinishedPage) => void;
  reject: (error: Error) => void;
}

export class PageWriter {
  private readonly pending: Pending[] = [];
  private stopped: Error | undefined;

  private constructor(private readonly worker: Promise<Worker>) {
    worker.then(
      (started) => {
        started.on('message', (reply: WriterReply) => {
          const waiting = this.pending.shift()!;
          if (reply.error) waiting.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
          else waiting.resolve(reply.page);
        });
        started.on('error', (error: unknown) => this.stop(asError(error)));
        started.on('exit', (code) => this.stop(new Error(`the page writer stopped (exit code ${code})`)));
      },
      (error: unknown) => this.stop(asError(error)),
    );
  }

  /** (a plain-JavaScript bundle: no loader flags of the parent, such as tsx's, which resolve from the working folder) */
  static start(code: string, data: PageWriterData): PageWriter {
    return new PageWriter(workerBundle(BODY, code).then((entry) => new Worker(entry, { workerData: data, execArgv: [] })));
  }

  private stop(error: Error): void {
    this.stopped ??= error;
    for (const waiting of this.pending.splice(0)) waiting.reject(this.stopped);
  }

  /** Writes one page (answers come in the order pages were sent). */
  async write(page: PageToWrite): Promise<FinishedPage> {
    const worker = await this.worker;
    if (this.stopped) throw this.stopped;
    return new Promise<FinishedPage>((resolve, reject) => {
      this.pending.push({ resolve, reject });
      worker.postMessage(page);
    });
  }

  async close(): Promise<void> {
    const worker = await this.worker.catch(() => undefined);
    this.stopped ??= new Error('the page writer was closed');
    await worker?.terminate();
  }
}
