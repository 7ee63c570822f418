// Every page kind with its widgets live: Debian's Chromium opens the first route of each
// kind from the real route table on `site serve` (site and API together), scrolls to the bottom so
// 'visible' islands start, focuses into each form so 'interaction' islands start, waits until every
// island on the page is hydrated, and then requires no console error, no warning, no hydration
// message and, on a page with islands, no axe-core violation in the hydrated page. The pages are
// checked several at once (each with its own console log), since each check spends most of its
// time waiting on the browser.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { axeViolations, describeViolations } from '../helpers/axe.ts';
import { runSite } from '../helpers/cli.ts';
import { pagePool, type PagePool } from '../helpers/browser.ts';
import { useLiveSite, watchConsole } from '../helpers/live-site.ts';

const table = await runSite(['generate', '--to', 'json']);
if (table.code !== 0) throw new Error(`site generate --to json failed:\n${table.stderr}`);
const firstOfKind = new Map<string, string>();
for (const route of (JSON.parse(table.stdout) as { routes: { path: string; kind: string }[] }).routes) {
  if (!firstOfKind.has(route.kind) && route.kind !== 'redirect') firstOfKind.set(route.kind, route.path);
}
const samples = [...firstOfKind].map(([kind, route]) => ({ kind, route }));

// In the test browser no host but the local server resolves (maps, the quote provider), and
// Chromium reports each request it could not send itself; nothing else may appear.
const BLOCKED_THIRD_PARTY = /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/;
// Chromium itself now and then warns this on /quote/ (no source location); no file of the site
// contains the text, which the last test checks.
const CHROMIUM_NOTICE = "Couldn't load preload assets";

const live = useLiveSite();
// reused tabs (a new tab costs more CPU than the page it shows), made once the browser is up
let pool: PagePool | undefined;
const tabs = () => (pool ??= pagePool(live.browser.context));

/** Starts every island the way a visitor would, and waits until each one is live. */
async function startIslands(page: Page, expect: ExpectStatic): Promise<number> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  for (const field of await page.locator('[data-hydrate="interaction"] form :is(input, textarea, select):visible').all()) {
    await field.focus();
    break;
  }
  const islands = page.locator('[data-island]');
  await expect
    .poll(() => islands.evaluateAll((markers) => markers.filter((m) => (m as HTMLElement).dataset.hydrated === undefined).map((m) => (m as HTMLElement).dataset.island)), {
      timeout: 30_000,
    })
    .toEqual([]);
  return islands.count();
}

describe.concurrent.each(samples)('$kind page ($route) with its widgets live', ({ kind, route }) => {
  // checks at once share the two cores, so each may take a few times as long as alone
  it('logs nothing and has no axe-core violation', { timeout: 180_000 }, async ({ expect }) => {
    // this page's messages only: the others are being checked at the same time
    const messages: string[] = [];
    await tabs().use(async (page) => {
      watchConsole(page, messages);
      await page.goto(`${live.server.url}${route}`, { waitUntil: 'load' });
      // axe-core judges the page as hydrated; a page without islands is the static page that
      // a11y.test.ts already checks at 375 and 1280 px, so it is not checked again here
      if ((await startIslands(page, expect)) > 0) expect(describeViolations(await axeViolations(page)), `axe-core on ${route}`).toBe('');
      // the not-found page is served with status 404 on purpose, which Chromium reports
      const expected = (message: string) =>
        BLOCKED_THIRD_PARTY.test(message) || message.includes(CHROMIUM_NOTICE) || (kind === 'notFound' && /status of 404/.test(message));
      const logged = messages.filter((message) => !expected(message));
      expect(logged, route).toEqual([]);
    });
  });
});

it('covers the pages that have islands', async () => {
  const withIslands: string[] = [];
  for (const { route } of samples) {
    const html = await (await fetch(`${live.server.url}${route}`)).text();
    if (html.includes('data-island=')) withIslands.push(route);
  }
  expect(withIslands).toEqual(expect.arrayContaining(['/', '/contact/', '/careers/', '/reviews/', '/quote/', '/blog/']));
  for (const file of await readdir(path.join(live.dist, 'assets'))) {
    if (file.endsWith('.js')) expect(await readFile(path.join(live.dist, 'assets', file), 'utf8'), file).not.toContain(CHROMIUM_NOTICE);
  }
});
