// Browser-test harness: Debian's Chromium driven by playwright-core (never a downloaded browser
// build), a fresh profile per launch, and a tiny static server for a built dist/ so the browser
// tests depend on nothing but the generator's output.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LOCAL_ONLY_FLAGS } from '../../generator/visual/chromium.ts';
// the browser and the static server are the ones `site check --layout` and `site screenshots` use
export { CHROMIUM_FLAGS, CHROMIUM_PATH, serveStatic, type StaticServer } from '../../generator/visual/chromium.ts';

/**
 * The test browser's flags: CHROMIUM_FLAGS, plus what makes a browser test cheaper without
 * changing what a page does; together they spare a good part of a browser test's Chromium time:
 * - no host resolves but 127.0.0.1, so a page cannot reach the network (maps, the quote
 *   widget's provider). Refusing other hosts with a context route did the same, but a route
 *   made Playwright stop every request of every page and answer it from the test process;
 * - the compositor runs in the browser process instead of a GPU process of its own (there is no
 *   GPU: --disable-gpu), which spares a process and the traffic to it for every frame;
 * - one renderer per tab, an embedded frame of another site (the map) included.
 * Lighthouse keeps CHROMIUM_FLAGS alone: its scores were set against that browser.
 */
export const TEST_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS,
  ...LOCAL_ONLY_FLAGS,
  '--in-process-gpu',
  '--disable-site-isolation-trials',
];

export interface BrowserHandle {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** Launches Chromium headless with a throw-away user-data folder. `javaScript: false` shows the
 * site as a visitor (or crawler) without scripts sees it. No host but the local servers' resolves
 * (TEST_CHROMIUM_FLAGS), so no test depends on the network (maps, the quote widget). */
export async function launchBrowser(options: { javaScript?: boolean } = {}): Promise<BrowserHandle> {
  const profile = await mkdtemp(path.join(tmpdir(), 'site-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    javaScriptEnabled: options.javaScript ?? true,
    args: TEST_CHROMIUM_FLAGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

export interface ChromiumHandle {
  browser: Browser;
  /** A fresh, isolated context: its own cookies, storage, routes and clock (`context.clock` steps
   * the timers of that context's pages only), and renderer processes of its own unless the browser
   * shares them (launchChromium), reaching no other host, as in launchBrowser. `javaScript: false`
   * is launchBrowser's option of that name. */
  newContext: (options?: { javaScript?: boolean } & BrowserContextOptions) => Promise<BrowserContext>;
  close: () => Promise<void>;
}

/** One headless Chromium for a whole test file, in which each test (or each try) opens contexts of
 * its own: a context costs milliseconds where a launch costs seconds, and tests that each need
 * their own clock, routes or scripting setting can then run at the same time.
 * `shareRenderers`: the pages of all contexts share two renderer processes instead of starting one
 * each. For a file whose every test opens a context and a page or two (forms.test.ts), starting
 * those processes is a good part of its Chromium time. Not for pages whose CPU is slowed: a slowed
 * page keeps its process's main thread spinning, and the pages beside it would wait on it (the
 * never-silent files, which slow some pages, are slower with shared renderers). */
export async function launchChromium(options: { shareRenderers?: boolean } = {}): Promise<ChromiumHandle> {
  const args = options.shareRenderers ? [...TEST_CHROMIUM_FLAGS, '--renderer-process-limit=2'] : TEST_CHROMIUM_FLAGS;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args });
  return {
    browser,
    newContext: ({ javaScript, ...options } = {}) => browser.newContext({ ...options, javaScriptEnabled: javaScript ?? options.javaScriptEnabled ?? true }),
    close: () => browser.close(),
  };
}

/** Events a test may listen to on a page; a page goes back to its pool without their listeners. */
const PAGE_EVENTS = ['console', 'pageerror', 'dialog', 'request', 'response', 'requestfailed'] as const;

export interface PagePool {
  /** Runs `work` on an open tab of the pool (a new one when all are busy). */
  use<T>(work: (page: Page) => Promise<T>): Promise<T>;
}

/**
 * Open tabs to reuse, for files that visit many pages. Opening a tab costs Chromium about half a
 * second of CPU and its first visit to the site about as much again (a new renderer process),
 * while navigating a tab already on the site costs a fraction of that: on two shared cores, the
 * tabs of the browser tests were the largest single cost of the suite. `prepare` runs once per
 * new tab (an init script, say). A tab comes back as a new one would be, as far as a test can
 * tell: no routes, no listeners, its first viewport, on about:blank (which also ends the last
 * page's timers); a tab whose work failed is closed instead, whatever state it was left in.
 */
export function pagePool(context: BrowserContext, prepare: (page: Page) => Promise<void> = async () => {}): PagePool {
  const idle: { page: Page; viewport: { width: number; height: number } | null }[] = [];
  return {
    async use(work) {
      let tab = idle.pop();
      if (!tab) {
        const page = await context.newPage();
        await prepare(page);
        tab = { page, viewport: page.viewportSize() };
      }
      const { page, viewport } = tab;
      try {
        const result = await work(page);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const event of PAGE_EVENTS) page.removeAllListeners(event);
        await page.goto('about:blank');
        if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
        idle.push(tab);
        return result;
      } catch (error) {
        await page.close().catch(() => undefined);
        throw error;
      }
    },
  };
}

/** Lets a page run what it has already queued: two turns of its task queue (a MessageChannel, where
 * React schedules its work, and which Playwright's paused clock leaves alone). A test calls it
 * before it looks at a page whose clock is paused, or before it steps that clock. */
export async function settlePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let turn = 0; turn < 2; turn++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}
