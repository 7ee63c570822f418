// /services/ in Chromium with JavaScript off: each card's title is its one link, so the whole card
// answers a click; the quote button after the cards stays in the flow of the page, so it never
// covers a card, and the catalogue shows each category's picture once instead of one per card.
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
  it.for([375, 1280])('keeps the quote button after the cards, covering none of them, at %i px', async (width, { expect }) => {
    const page = await open(width);
    try {
      const quote = page.locator('.catalogue-quote a');
      await page.locator('.service-card').nth(20).scrollIntoViewIfNeeded();
      const box = (await quote.boundingBox())!;
      const cards = await page.locator('.service-card').evaluateAll((elements) =>
        elements.map((e) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      expect(cards.filter((card) => overlap(box, card))).toEqual([]);
      expect(box.y).toBeGreaterThan(cards.at(-1)!.y + cards.at(-1)!.height);
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
      const { height } = (await card.boundingBox())!;
      // on its description, well away from the title
      await card.click({ position: { x: 24, y: height - 16 } });
      await page.waitForURL(/\/services\/carpet-cleaning\/$/);
    } finally {
      await page.close();
    }
  });
});
