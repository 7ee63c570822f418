// What floats over a page and what a thumb taps, in Chromium with JavaScript off: below 80rem the
// text-message link stands in the header's row of buttons, beside Call and Get a Quote, and nothing
// fixed or sticky lies over the page; from 80rem the round text button stands in the margin beside
// the content; the header keeps its business name and its buttons on one line each; the menu with
// its longest group open still shows its last item on a phone; every footer link is a tap target
// at least 24 px tall.
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

  // a phone, a tablet, and a laptop too narrow for the corner button's margin
  const NARROW = [
    [375, 740],
    [768, 1024],
    [1024, 768],
  ] as const;
  it.for(NARROW.flatMap(([width, height]) => ['/', '/mi/livonia/', '/mi/livonia/deep-cleaning/', '/contact/'].map((pathname) => ({ width, height, pathname }))))(
    'puts the text link in the header of $pathname at $width px, between Call and Get a Quote, with nothing floating over the page',
    async ({ width, height, pathname }, { expect }) => {
      const page = await open(width, height, pathname);
      try {
        const row = page.locator('header .header-actions');
        const buttons = await row.locator('a').evaluateAll((links) =>
          links.map((a) => {
            const box = a.getBoundingClientRect();
            return { href: a.getAttribute('href')!, top: Math.round(box.top), width: box.width, height: box.height, visible: box.width > 0 && getComputedStyle(a).visibility === 'visible' };
          }),
        );
        expect(buttons.map((b) => b.href.replace(/^(tel|sms):.*/, '$1:'))).toEqual(['tel:', 'sms:', '/quote/']);
        const text = buttons[1]!;
        expect(text.visible).toBe(true);
        expect(text.href).toMatch(/^sms:\+1\d{10}\?&body=./);
        expect(await row.locator('a[href^="sms:"]').innerText()).toMatch(/\S/);
        // one row of tap targets at least 24 px each way
        expect(new Set(buttons.map((b) => b.top)).size).toBe(1);
        for (const button of buttons) expect(Math.min(button.width, button.height)).toBeGreaterThanOrEqual(24);
        // no fixed or sticky element is painted anywhere: nothing can cover a line as the page scrolls
        const floating = await page.evaluate(() =>
          [...document.body.querySelectorAll('*')].flatMap((el) => {
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            return /^(fixed|sticky)$/.test(style.position) && box.width > 0 && box.height > 0 && style.visibility === 'visible' ? [`${el.tagName.toLowerCase()}.${el.className}`] : [];
          }),
        );
        expect(floating).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it.for([375, 768, 1280])('keeps the header tidy at %i px: the business name on one line (two beside the Menu button on a phone), the words of each button on one', async (width, { expect }) => {
    const page = await open(width, 800);
    try {
      const lines = (selector: string) =>
        page.locator(selector).evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))));
      // on a phone the name may take two lines beside the Menu button; wider, one
      expect((await lines('.brand-name'))[0]).toBeLessThanOrEqual(width < 600 ? 2 : 1);
      const buttonLabels = await page.locator('header .header-actions a').evaluateAll((links) =>
        links.filter((a) => a.getBoundingClientRect().width > 0).map((a) => {
          const range = document.createRange();
          range.selectNodeContents(a.firstChild!);
          return range.getClientRects().length;
        }),
      );
      expect(buttonLabels.length).toBeGreaterThanOrEqual(2);
      expect(buttonLabels.every((count) => count === 1)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it.for([1280, 1440])('puts the text button beside the content at %i px (round, then with its words), covering none of it, and leaves the header to Call and Get a Quote', async (width, { expect }) => {
    const page = await open(width, 800, '/services/');
    try {
      const button = (await page.locator('.floating-text').boundingBox())!;
      const content = await page.locator('main .container').first().evaluate((e) => {
        const style = getComputedStyle(e);
        return e.getBoundingClientRect().right - parseFloat(style.paddingRight);
      });
      expect(button.x).toBeGreaterThanOrEqual(content);
      expect(await page.locator('.floating-text').getAttribute('href')).toMatch(/^sms:/);
      expect(await page.locator('header .header-actions a[href^="sms:"]').isVisible()).toBe(false);
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
