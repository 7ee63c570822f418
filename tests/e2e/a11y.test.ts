// One page of every page kind in the route table, rendered in Debian's Chromium
// at 375 and 1280 px, checked by axe-core with zero violations allowed. New page kinds are
// covered automatically: the kinds come from `site generate --to json`. Screenshots of the home
// page at both widths are kept in test-results/ (gitignored) as artifacts.
// The pages are checked several at once, each in its own tab: the checks are independent, and the
// tabs share one browser and its cache (a context per page has to fetch and decode everything
// afresh, which cost more CPU than it saved). The tabs are reused (pagePool): a new tab costs more
// CPU than the page it shows.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { PROJECT_ROOT } from '../helpers/data.ts';
import { builtSiteInfo } from '../helpers/built-site.ts';
import { launchBrowser, pagePool, serveStatic, type BrowserHandle, type PagePool, type StaticServer } from '../helpers/browser.ts';
import { axeViolations, describeViolations } from '../helpers/axe.ts';

const WIDTHS = [375, 1280] as const;
const ARTIFACTS = path.join(PROJECT_ROOT, 'test-results');

// Chromium starts while the route table is read (both take seconds on a busy machine).
const launching = launchBrowser();
launching.catch(() => {}); // reported by beforeAll, not as an unhandled rejection

// The first route of each kind, in route-table order.
const table = await runSite(['generate', '--to', 'json']);
if (table.code !== 0) throw new Error(`site generate --to json failed:\n${table.stderr}`);
const firstOfKind = new Map<string, string>();
for (const route of (JSON.parse(table.stdout) as { routes: { path: string; kind: string }[] }).routes) {
  if (!firstOfKind.has(route.kind)) firstOfKind.set(route.kind, route.path);
}
const samples = [...firstOfKind].map(([kind, route]) => ({ kind, route }));

let server: StaticServer;
let browser: BrowserHandle;
let tabs: PagePool;

beforeAll(async () => {
  const { dist, result } = await builtSiteInfo();
  expect(result.stderr).toBe('');
  server = await serveStatic(dist);
  browser = await launching;
  tabs = pagePool(browser.context);
  await mkdir(ARTIFACTS, { recursive: true });
}, 600_000);

afterAll(async () => {
  await (await launching.catch(() => undefined))?.close();
  await server?.close();
});

/** Opens `route` in `page` (a tab of the pool) at `width`. */
async function open(page: Page, kind: string, route: string, width: number, expect: ExpectStatic): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  if (kind === 'redirect') {
    // A redirect page refreshes to its target at once; check its own markup with the refresh
    // removed, since a visitor with refresh disabled sees exactly that.
    const url = server.url + route;
    await page.route(url, async (r) => {
      const response = await r.fetch();
      const body = (await response.text()).replace(/<meta http-equiv="refresh"[^>]*>/i, '');
      await r.fulfill({ response, body });
    });
  }
  const response = await page.goto(server.url + route, { waitUntil: 'load' });
  expect(response?.status(), route).toBe(kind === 'notFound' && !route.endsWith('.html') ? 404 : 200);
}

// Checks at once share the two cores, so each may take a few times as long as alone: a big page
// (the HTML sitemap) took over a minute with the machine at load 50.
const CONCURRENT_CHECK_TIMEOUT = 180_000;

// One visit per page checks both widths: the page is loaded at the first and resized to the
// second, which re-applies the layout (media queries) that axe-core's checks read. A second visit
// only repeated the load and the injection of axe-core (about a quarter of the file's CPU time).
describe.concurrent.each(samples)('$kind page ($route)', ({ kind, route }) => {
  it(`has no axe-core violations at ${WIDTHS.join(' and ')} px`, { timeout: CONCURRENT_CHECK_TIMEOUT }, async ({ expect }) => {
    await tabs.use(async (page) => {
      await open(page, kind, route, WIDTHS[0], expect);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const violations = await axeViolations(page);
        if (kind === 'home') {
          // A full-page screenshot does not scroll, so lazy images below the fold would be blank.
          await page.evaluate(async () => {
            for (const img of document.images) img.loading = 'eager';
            await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
          });
          await page.screenshot({ path: path.join(ARTIFACTS, `home-${width}.png`), fullPage: true });
        }
        expect(describeViolations(violations), `axe-core on ${route} at ${width} px`).toBe('');
      }
    });
  });
});

describe('layout', () => {
  it('has no horizontal scroll on the home page at 320 px', async () => {
    await tabs.use(async (page) => {
      await open(page, 'home', '/', 320, expect);
      const { scrollWidth, clientWidth, wide } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        // name the culprits when it fails
        wide: [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      }));
      expect(scrollWidth, `wider than the screen: ${wide.join(', ')}`).toBeLessThanOrEqual(clientWidth);
    });
  });
});
