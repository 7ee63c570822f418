// /services/ in Chromium with JavaScript off (issue 15 item 7): each card's title is its one link,
// so the whole card answers a click; the page's one quote button stays in view while the cards
// scroll by, clear of the floating text button, and never hides the card link that has focus.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browseBuiltSite } from '../helpers/browse-built-site.ts';

const site = browseBuiltSite({ javaScript: false });

async function open(width: number): Promise<Page> {
  const page = await site.browser().context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${site.url()}/services/`);
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.concurrent('/services/ without JavaScript', () => {
  it.for([375, 1280])('keeps the quote button in view among the cards at %i px, clear of the text button', async (width, { expect }) => {
    const page = await open(width);
    try {
      const quote = page.locator('.catalogue-quote a');
      await page.locator('.service-card').nth(20).scrollIntoViewIfNeeded();
      const box = (await quote.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      expect(overlap(box, (await page.locator('.floating-text').boundingBox())!)).toBe(false);
      await quote.click();
      await page.waitForURL(/\/quote\/$/);
    } finally {
      await page.close();
    }
  });

  it('opens a service page from a click anywhere on its card', async () => {
    const page = await open(1280);
    try {
      const card = page.locator('.service-card').filter({ hasText: 'Carpet Cleaning' }).first();
      // on the picture, well away from the title
      await card.click({ position: { x: 40, y: 40 } });
      await page.waitForURL(/\/services\/carpet-cleaning\/$/);
    } finally {
      await page.close();
    }
  });

  // Chromium centres an element it scrolls to for focus; a browser that scrolls it only just into
  // view (block: 'nearest') puts it at the window's bottom edge, where the button rides.
  it('never hides a focused card link scrolled just into view under the quote button at 375 px', async ({ expect }) => {
    const page = await open(375);
    try {
      const quote = page.locator('.catalogue-quote a');
      const links = page.locator('.service-card a');
      for (let i = 0; i < 12; i++) {
        const focused = (await links.nth(i).evaluate((a: HTMLElement) => {
          a.focus({ preventScroll: true });
          a.scrollIntoView({ block: 'nearest' });
          const box = a.getBoundingClientRect();
          return { x: box.x, y: box.y, width: box.width, height: box.height };
        })) as Box;
        expect(overlap(focused, (await quote.boundingBox())!), `card ${i + 1}`).toBe(false);
      }
    } finally {
      await page.close();
    }
  });
});
