// The whole product as a visitor meets it, for the widget tests: the real CLI's shared build of the
// site (built-site.ts), `site serve` running it with the API on a temporary SQLite file, and
// Debian's Chromium opening pages while every console error, page error and hydration warning is
// collected.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { spawnSiteServe, type SpawnedApi } from './api-fixtures.ts';
import { launchBrowser, type BrowserHandle } from './browser.ts';
import { builtSite } from './built-site.ts';
import { tempDir } from './data.ts';

export interface LiveSite {
  root: string;
  dist: string;
  dbPath: string;
  server: SpawnedApi;
  browser: BrowserHandle;
  /** console errors, warnings and page errors seen on any page opened with `open` */
  messages: string[];
  /** a new tab on `pathname`, its console watched */
  open(pathname: string): Promise<Page>;
  /** stops the server (the API goes down with it), e.g. to test the offline fallbacks */
  stopServer(): Promise<void>;
  /** starts it again on the same database, at a new port */
  restartServer(env?: NodeJS.ProcessEnv): Promise<void>;
  close(): Promise<void>;
}

/** Console lines that mean something broke: errors, warnings and anything about hydration. */
export function watchConsole(page: Page, messages: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(message.text())) {
      messages.push(`${page.url()} ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`${page.url()} pageerror: ${error.message}`));
}

export async function startLiveSite(options: { env?: NodeJS.ProcessEnv; javaScript?: boolean } = {}): Promise<LiveSite> {
  const root = await tempDir('live-site-');
  // `site serve` only reads the site, so every live site serves the one shared build
  const dist = await builtSite();
  const dbPath = path.join(root, 'site.db');
  const serverEnv = { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000', ...options.env };
  const live: LiveSite = {
    root,
    dist,
    dbPath,
    server: await spawnSiteServe(dist, dbPath, serverEnv),
    browser: await launchBrowser({ javaScript: options.javaScript }),
    messages: [],
    async open(pathname) {
      const page = await live.browser.context.newPage();
      watchConsole(page, live.messages);
      await page.goto(`${live.server.url}${pathname}`);
      return page;
    },
    async stopServer() {
      if (live.server.process.exitCode === null && live.server.process.signalCode === null) live.server.process.kill('SIGTERM');
      await live.server.exited;
    },
    async restartServer(env = {}) {
      await live.stopServer();
      live.server = await spawnSiteServe(dist, dbPath, { ...serverEnv, ...env });
    },
    async close() {
      await live.browser.close();
      await live.stopServer();
      await rm(root, { recursive: true, force: true });
    },
  };
  return live;
}

/**
 * One live site for the whole test file: started before its first test, closed after its last.
 * The returned object stands for the running site (it throws if used before the start).
 */
export function useLiveSite(options: { env?: NodeJS.ProcessEnv; javaScript?: boolean } = {}): LiveSite {
  let started: LiveSite | undefined;
  // a cold build in a fresh clone (images included) plus a server and a browser: generous on 2 cores
  beforeAll(async () => {
    started = await startLiveSite(options);
  }, 600_000);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as LiveSite, {
    get(_target, key) {
      if (!started) throw new Error('the live site is used before beforeAll started it');
      const value = Reflect.get(started, key) as unknown;
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
