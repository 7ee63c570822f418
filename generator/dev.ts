// `site dev`: build, serve the site with the API, watch data/ and templates/, rebuild what
// changed (incrementally) and reload open tabs over server-sent events. A data error is printed
// in the terminal and shown as an overlay in the browser while the last good site keeps being
// served: a failed build never touches the output folder.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import express, { type Response } from 'express';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { closeOnSignals, listen } from '../api/server.ts';
import { build, type BuildOptions } from './build.ts';
import { DataValidationError, DuplicateOutputError, formatProblem } from './errors.ts';
import { DEV_CLIENT } from './dev-client.ts';

export interface DevOptions {
  data: string;
  out: string;
  siteUrl: string;
  port: number;
  host: string;
  db?: string;
}

const CODE_DIRS = ['templates', 'generator'].map((dir) => path.resolve(import.meta.dirname, '..', dir));
const DEBOUNCE_MS = 30;

type BuildOutcome = { ok: true; ms: number; rendered: number } | { ok: false; problems: string[] };

async function buildInProcess(options: BuildOptions): Promise<BuildOutcome> {
  const start = performance.now();
  try {
    const result = await build(options);
    return { ok: true, ms: performance.now() - start, rendered: result.rendered };
  } catch (error) {
    if (error instanceof DataValidationError) return { ok: false, problems: [error.message, ...error.problems.map(formatProblem)] };
    if (error instanceof DuplicateOutputError) return { ok: false, problems: [error.message] };
    return { ok: false, problems: [error instanceof Error ? (error.stack ?? error.message) : String(error)] };
  }
}

/** A template changed: a fresh process loads the new code (ES modules cannot be reloaded). */
function buildInChild(options: BuildOptions): Promise<BuildOutcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.resolve(import.meta.dirname, '../bin/site.js'), 'generate', '--quiet', '--data', options.dataDir, '--out', options.outDir, '--site-url', options.siteUrl],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) =>
      resolve(code === 0 ? { ok: true, ms: performance.now() - start, rendered: -1 } : { ok: false, problems: stderr.trim().split('\n') }),
    );
  });
}

function foldersUnder(dir: string): string[] {
  return [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => foldersUnder(path.join(dir, e.name)))];
}

function injectClient(html: string): string {
  const tag = '<script type="module" src="/__dev/client.js"></script>';
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : html + tag;
}

export async function runDev(options: DevOptions): Promise<number> {
  const buildOptions: BuildOptions = { dataDir: options.data, outDir: options.out, siteUrl: options.siteUrl };
  const clients = new Set<Response>();
  let problems: string[] = [];
  const send = (res: Response, event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => clients.forEach((res) => send(res, event, data));

  const report = (outcome: BuildOutcome, reason: string) => {
    if (outcome.ok) {
      problems = [];
      const what = outcome.rendered >= 0 ? `${outcome.rendered} page${outcome.rendered === 1 ? '' : 's'} re-rendered` : 'rebuilt';
      console.log(`✔ ${reason}: ${what} in ${Math.round(outcome.ms)} ms`);
      broadcast('reload', {});
    } else {
      problems = outcome.problems;
      console.error(`✖ ${reason}: the last good site is still served\n${problems.join('\n')}`);
      broadcast('problems', problems);
    }
  };

  report(await buildInProcess(buildOptions), 'initial build');

  const dev = express();
  dev.get('/__dev/client.js', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-store');
    res.send(DEV_CLIENT);
  });
  dev.get('/__dev/events', (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
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

  const config = loadConfig(process.env, { db: options.db, port: options.port, host: options.host });
  const api = createApp(config, { siteDir: options.out });
  dev.use(api.app);
  const listening = await listen({ ...api, app: dev }, config.port ?? options.port, config.host ?? options.host);
  closeOnSignals(listening, api);
  console.log(`Dev server at ${listening.url}/ — watching ${options.data}/ and templates/ (Ctrl+C to stop)`);

  // Rebuild queue: one build at a time; changes during a build cause one more build after it.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pendingCode = false;
  let pendingData = false;
  const runQueued = async () => {
    if (running) return;
    running = true;
    while (pendingCode || pendingData) {
      const code = pendingCode;
      pendingCode = pendingData = false;
      report(code ? await buildInChild(buildOptions) : await buildInProcess(buildOptions), code ? 'templates changed' : 'data changed');
    }
    running = false;
  };
  const onChange = (kind: 'code' | 'data') => () => {
    if (kind === 'code') pendingCode = true;
    else pendingData = true;
    clearTimeout(timer);
    timer = setTimeout(runQueued, DEBOUNCE_MS);
  };
  // One non-recursive watcher per folder: editors (and sed -i) replace a file by renaming a new
  // one over it, which a folder watch sees every time while a per-file watch goes deaf.
  const watchers: FSWatcher[] = [
    ...foldersUnder(path.resolve(options.data)).map((dir) => watch(dir, onChange('data'))),
    ...CODE_DIRS.flatMap(foldersUnder).map((dir) => watch(dir, onChange('code'))),
  ];
  listening.server.on('close', () => watchers.forEach((w) => w.close()));
  return 0;
}
