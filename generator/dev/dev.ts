// `site dev`: build, serve the site (with the API, which bin/commands/dev.ts mounts: the
// generator does not know the API), watch data/ and templates/, rebuild what changed and reload
// open tabs over server-sent events (docs/decisions.md#the-dev-loop). A data error is printed in
// the terminal and shown as an overlay in the browser while the last good site keeps being
// served: a failed build never touches the output folder.
//
// Builds run in a long-lived child process (dev-builder.ts) that keeps its caches between
// edits; a change to the code (templates/, generator/, shared/) replaces that process, since
// ES modules cannot be reloaded.
import { spawn, type ChildProcess } from 'node:child_process';
import { get, type ClientRequest } from 'node:http';
import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';
import express, { type Express, type RequestHandler, type Response } from 'express';
import type { BuildOptions } from '../build.ts';
import type { BuildOutcome, BuildRequest } from './dev-builder.ts';
import { DEV_CLIENT } from './dev-client.ts';

export interface DevOptions {
  data: string;
  out: string;
  siteUrl?: string;
  /** the address the server listens on: a name it answers to (default 127.0.0.1) */
  host?: string;
}

/**
 * Serves the dev app: the caller adds what else the site answers (the API), listens, and returns
 * the server (whose close stops the watchers and the builder) and its address. The caller calls
 * `endStreams` when it starts closing: an open tab's reload stream never ends by itself, and a
 * server closing gracefully waits for every response to end.
 */
export type DevServe = (dev: Express, endStreams: () => void) => Promise<{ server: Server; url: string }>;

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE_DIRS = ['templates', 'generator', 'shared'].map((dir) => path.join(ROOT, dir));
/**
 * A one-row edit rebuilds every route record and page text, short-lived garbage that V8's default
 * young generation collected several times per edit, copying the survivors each time; with 64 MB
 * semi-spaces it is under once per edit, for less CPU per edit (docs/decisions.md#the-dev-loop).
 * V8 grows the space only as far as the builds need it.
 */
const BUILDER_V8_FLAGS = ['--max-semi-space-size=64'];
/** Editors save in several steps (write, rename); one build covers them. */
const DEBOUNCE_MS = 15;

/**
 * The files editors and spreadsheets keep beside the one being edited, which are no data: swap and
 * backup files (`.x.swp`, `x~`, `#x#`), lock files (`.~lock.x.csv#` of LibreOffice, `~$x.xlsx` of
 * Excel), the file `sed -i` writes before renaming it over the original (`sedHQ4cHb`), vim's write
 * test (`4913`) and other hidden files. Saving the real file is seen on its own name.
 */
export function isEditorTemporary(name: string): boolean {
  const base = path.basename(name);
  return (
    base.startsWith('.') ||
    base.startsWith('~') ||
    base.endsWith('~') ||
    /^#.*#$/.test(base) ||
    /\.(swp|swo|swx|swn|tmp|temp|bak|crswap|part)$/i.test(base) ||
    /^sed[A-Za-z0-9]{6}$/.test(base) ||
    /^\d+$/.test(base)
  );
}

/** The builder child: one request at a time, answered over IPC. */
class Builder {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private answer: ((outcome: BuildOutcome) => void) | undefined;

  constructor(
    private readonly options: BuildOptions,
    private readonly launcher: URL,
  ) {}

  private start(): Promise<void> {
    const child = spawn(process.execPath, [...BUILDER_V8_FLAGS, fileURLToPath(this.launcher), JSON.stringify(this.options)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    return new Promise((resolve, reject) => {
      child.on('message', (message: BuildOutcome | { ready: true }) => {
        if ('ready' in message) return resolve();
        const answer = this.answer;
        this.answer = undefined;
        answer?.(message);
      });
      child.on('exit', (code) => {
        if (this.child === child) this.child = this.ready = undefined;
        reject(new Error(`the build process stopped (exit code ${code})`));
        this.answer?.({ ok: false, problems: [`the build process stopped (exit code ${code}); save again to retry`] });
        this.answer = undefined;
      });
    });
  }

  async build(request: BuildRequest): Promise<BuildOutcome> {
    this.ready ??= this.start();
    try {
      await this.ready;
    } catch (error) {
      return { ok: false, problems: [String(error)] };
    }
    return new Promise((resolve) => {
      this.answer = resolve;
      this.child!.send(request);
    });
  }

  /** New code: the next build runs in a fresh process. */
  restart(): void {
    const old = this.child;
    this.child = this.ready = undefined;
    old?.kill();
  }

  stop(): void {
    this.restart();
  }
}

/** A Host header's name alone, as a URL writes it (lower case, IPv6 in brackets), or undefined. */
function hostName(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    const url = new URL(`http://${host}`);
    return url.username || url.password || url.pathname !== '/' ? undefined : url.hostname;
  } catch {
    return undefined;
  }
}

/**
 * The dev server answers only to its own names (DNS rebinding: a page on another site whose
 * name is pointed at 127.0.0.1 could otherwise read the pages, the API and the reload stream,
 * which carries absolute file paths): localhost, the loopback addresses, the --host it listens
 * on, and, when that is every interface (0.0.0.0 or ::), this machine's own addresses.
 */
export function ownHostsOnly(listenHost: string): RequestHandler {
  const wildcard = listenHost === '0.0.0.0' || listenHost === '::';
  const addresses = wildcard ? Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((entry) => entry.address)) : [];
  const names = new Set(
    ['localhost', '127.0.0.1', '::1', listenHost, ...addresses]
      .map((name) => hostName(isIP(name) === 6 ? `[${name}]` : name))
      .filter((name): name is string => name !== undefined),
  );
  return (req, res, next) => {
    const name = hostName(req.headers.host);
    if (name !== undefined && names.has(name)) return next();
    res
      .status(403)
      .type('text')
      .send(`This dev server answers only to ${[...names].join(', ')}. Open it by one of those names, or start it with --host <name>.\n`);
  };
}

function foldersUnder(dir: string): string[] {
  return [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => foldersUnder(path.join(dir, e.name)))];
}

function injectClient(html: string): string {
  const tag = '<script type="module" src="/__dev/client.js"></script>';
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
}

/**
 * `launcher` is the script the build process runs: it must call dev-builder.ts's serveBuilds with
 * its first argument. The caller names it (the command line runs it from its compiled bundle), so
 * the generator knows no file outside itself.
 */
export async function runDev(options: DevOptions, serve: DevServe, launcher: URL): Promise<number> {
  const buildOptions: BuildOptions = { dataDir: options.data, outDir: options.out, siteUrl: options.siteUrl };
  const builder = new Builder(buildOptions, launcher);
  const clients = new Set<Response>();
  let problems: string[] = [];
  const send = (res: Response, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => clients.forEach((res) => send(res, event, data));
  let closing = false;
  const endStreams = () => {
    closing = true;
    clients.forEach((res) => res.end());
    clients.clear();
  };

  const report = (outcome: BuildOutcome, reason: string) => {
    if (outcome.ok) {
      problems = [];
      const pages = `${outcome.rendered} page${outcome.rendered === 1 ? '' : 's'} rendered, ${outcome.written} file${outcome.written === 1 ? '' : 's'} written`;
      console.log(`✔ ${reason}: ${pages} in ${Math.round(outcome.ms)} ms (${outcome.stages})`);
      broadcast('reload', { ms: Math.round(outcome.ms) });
    } else {
      problems = outcome.problems;
      console.error(`✖ ${reason}: the last good site is still served\n${problems.join('\n')}`);
      broadcast('problems', problems);
    }
  };

  report(await builder.build({ changed: [] }), 'initial build');

  const dev = express();
  dev.use(ownHostsOnly(options.host ?? '127.0.0.1'));
  dev.get('/__dev/client.js', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-store');
    res.send(DEV_CLIENT);
  });
  dev.get('/__dev/events', (req, res) => {
    if (closing) return void res.status(503).end();
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    clients.add(res);
    if (problems.length > 0) send(res, 'problems', problems);
    req.on('close', () => clients.delete(res));
  });
  // Pages get the reload client; everything else is served exactly as `site serve` does.
  dev.use(async (req, res, next) => {
    if (req.method !== 'GET' || !req.path.endsWith('/') || req.path.startsWith('/api/')) return next();
    const root = path.resolve(options.out);
    const file = path.join(root, req.path, 'index.html');
    if (!file.startsWith(root + path.sep) || !existsSync(file)) return next();
    res.type('html').setHeader('Cache-Control', 'no-store');
    res.send(injectClient(await readFile(file, 'utf8')));
  });

  const listening = await serve(dev, endStreams);
  console.log(`Dev server at ${listening.url}/ — watching ${options.data}/ and templates/ (Ctrl+C to stop)`);

  // Rebuild queue: one build at a time; changes during a build cause one more build after it.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let codeChanged = false;
  const changedData = new Set<string>();
  const runQueued = async () => {
    if (running) return;
    running = true;
    while (codeChanged || changedData.size > 0) {
      const code = codeChanged;
      const changed = [...changedData];
      codeChanged = false;
      changedData.clear();
      if (code) builder.restart();
      report(await builder.build({ changed: code ? [] : changed }), code ? 'code changed' : `${changed.join(', ')} changed`);
    }
    running = false;
  };
  const dataRoot = path.resolve(options.data);
  const onChange = (dir: string, kind: 'code' | 'data') => (_event: string, name: string | Buffer | null) => {
    if (name && isEditorTemporary(String(name))) return;
    if (kind === 'code') codeChanged = true;
    // an unknown file name (some platforms) counts as a change to everything in the folder
    else changedData.add(path.relative(dataRoot, name ? path.join(dir, String(name)) : dir).split(path.sep).join('/') || '.');
    clearTimeout(timer);
    timer = setTimeout(runQueued, DEBOUNCE_MS);
  };
  // One non-recursive watcher per folder: editors (and sed -i) replace a file by renaming a new
  // one over it, which a folder watch sees every time while a per-file watch goes deaf.
  const watchers: FSWatcher[] = [
    ...foldersUnder(dataRoot).map((dir) => watch(dir, onChange(dir, 'data'))),
    ...CODE_DIRS.filter(existsSync).flatMap(foldersUnder).map((dir) => watch(dir, onChange(dir, 'code'))),
  ];
  listening.server.on('close', () => {
    watchers.forEach((w) => w.close());
    builder.stop();
  });
  return 0;
}

export interface DevEvent {
  event: string;
  data: unknown;
}

/**
 * A Node listener on the reload channel, as a browser tab listens. `next(name)` resolves with
 * the first event of that name not yet taken (skipping others); `drop()` forgets the events
 * received so far. The benchmark times edits with it; the dev test reads the overlay payload.
 */
export async function devEvents(origin: string): Promise<{ next(name: string): Promise<DevEvent>; drop(): void; close(): void }> {
  const queue: DevEvent[] = [];
  let waiter: { name: string; resolve: (event: DevEvent) => void } | undefined;
  const deliver = () => {
    while (waiter && queue.length > 0) {
      const event = queue.shift()!;
      if (event.event !== waiter.name) continue;
      const { resolve } = waiter;
      waiter = undefined;
      resolve(event);
    }
  };
  let request: ClientRequest | undefined;
  await new Promise<void>((resolve, reject) => {
    request = get(`${origin}/__dev/events`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const event = field('event');
          if (event) queue.push({ event, data: JSON.parse(field('data') ?? 'null') as unknown });
        }
        deliver();
      });
      resolve();
    });
    request.on('error', reject);
  });
  return {
    next: (name) =>
      new Promise((resolve) => {
        waiter = { name, resolve };
        deliver();
      }),
    drop: () => void queue.splice(0),
    close: () => request?.destroy(),
  };
}
