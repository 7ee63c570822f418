// What floats over a page and what a thumb taps, in Chromium with JavaScript off: the text button
// never covers the open mobile menu, the menu with its longest group open still shows its last
// item on a phone, the text button is a bar on phones with as much room kept below the page's
// last line, and every footer link is a tap target at least 24 px tall.
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { browseBuiltSite } from '../helpers/browse-built-site.ts';

const site = browseBuiltSite({ javaScript: false });

async function open(width: number, height: number, pathname = '/'): Promise<Page> {
  const page = await site.browser().context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${site.url()}${pathname}`);
  return page;
}

describe.concurrent('the page chrome', () => {
  it('shows the whole mobile menu with Services open at 375 x 740, the text button hidden', async ({ expect }) => {
    const page = await open(375, 740);
    try {
      await page.locator('.menu-toggle summary').click();
      const panel = page.locator('nav[aria-label="Main"]');
      await panel.locator('.nav-dropdown > summary').first().click();
      expect(await panel.getByRole('link', { name: 'House Cleaning' }).isVisible()).toBe(true);
      expect(await page.locator('.floating-text').isVisible()).toBe(false);
      const last = (await panel.locator('.nav-list > li').last().boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(740);
    } finally {
      await page.close();
    }
  });

  it.for(['/', '/mi/livonia/deep-cleaning/'])('keeps the end of %s clear of the text bar at 375 px', async (pathname, { expect }) => {
    const page = await open(375, 740, pathname);
    try {
      const bar = (await page.locator('.floating-text').boundingBox())!;
      // a bar along the bottom edge, the width of the window
      expect(bar.width).toBe(375);
      expect(bar.y + bar.height).toBe(740);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.locator('.footer-bottom-inner').evaluate((e) => e.getBoundingClientRect().bottom);
      expect(footerEnd).toBeLessThanOrEqual(bar.y);
    } finally {
      await page.close();
    }
  });

  it('puts the round text button beside the content at 1280 px, covering none of it', async ({ expect }) => {
    const page = await open(1280, 800, '/services/');
    try {
      const button = (await page.locator('.floating-text').boundingBox())!;
      const content = await page.locator('main .container').first().evaluate((e) => {
        const style = getComputedStyle(e);
        return e.getBoundingClientRect().right - parseFloat(style.paddingRight);
      });
      expect(button.x).toBeGreaterThanOrEqual(content);
    } finally {
      await page.close();
    }
  });

  it('makes every footer link at least 24 px tall at 375 px', async ({ expect }) => {
    const page = await open(375, 740);
    try {
      const small = await page.locator('.site-footer a').evaluateAll((links) =>
        links.flatMap((a) => {
          const box = a.getBoundingClientRect();
          return box.height < 24 || box.width < 24 ? [`${a.textContent!.trim()} ${Math.round(box.width)}x${Math.round(box.height)}`] : [];
        }),
      );
      expect(small).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
