// Debian's Chromium driven by playwright-core (never a browser build of its own), and a small
// static server for a built folder: what the layout checks and the screenshots look through.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

/** Debian's Chromium; SITE_CHROMIUM names another build of Chrome or Chromium (a CI runner's). */
export const CHROMIUM_PATH = process.env.SITE_CHROMIUM || '/usr/bin/chromium';
/** Headless, no sandbox (containers), and none of the browser's own background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** A page looked at from a built folder reaches no host but the local server: what it shows does
 * not depend on a map provider or the network being up. */
export const LOCAL_ONLY_FLAGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** One headless Chromium (Playwright gives it a throw-away profile, removed when it closes). */
export async function launchLookingBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...LOCAL_ONLY_FLAGS] });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves `dir` on 127.0.0.1 at a free port: index.html for folders, 404.html with status 404. */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server: Server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) file = path.join(root, '404.html');
    const info = await stat(file).catch(() => null);
    if (info?.isDirectory()) file = path.join(file, 'index.html');
    const found = info !== null && (await stat(file).catch(() => null))?.isFile();
    const status = found ? 200 : 404;
    if (!found) file = path.join(root, '404.html');
    res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file)
      .on('error', () => res.end())
      .pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Runs `work` on every item, at most `limit` at a time, results in the items' order. */
export async function eachAtMost<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Runs `work` with a browser looking at each of `dirs` (served on loopback), then closes them all. */
export async function withServedFolders<T>(dirs: string[], work: (browser: Browser, origins: string[]) => Promise<T>): Promise<T> {
  const servers = await Promise.all(dirs.map((dir) => serveStatic(dir)));
  try {
    const browser = await launchLookingBrowser();
    try {
      return await work(browser, servers.map((server) => server.url));
    } finally {
      await browser.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** Runs `work` on every item in a tab of one context, `limit` tabs at most, each reused. */
export async function inTabs<T, R>(browser: Browser, items: T[], limit: number, work: (page: Page, item: T) => Promise<R>): Promise<R[]> {
  const context = await browser.newContext();
  const tabs: Page[] = [];
  try {
    return await eachAtMost(items, limit, async (item) => {
      const page = tabs.pop() ?? (await context.newPage());
      try {
        return await work(page, item);
      } finally {
        tabs.push(page);
      }
    });
  } finally {
    await context.close();
  }
}

/** Loads every image of the page at once (a lazy one below the fold is blank in a full-page
 * screenshot and has no size for the layout checks) and waits for them and the fonts. */
export async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}
