// The two widget behaviours that need no JavaScript at all, in Debian's Chromium on the built site:
// - Accordions (docs/requirements.md#accordions): FAQ page, home teaser and a
//   city hub use <details name=...> (templates/components/FaqList.tsx): one open at a time,
//   clicking the open one closes it, keyboard works. Driven with JavaScript switched off, and the
//   FAQ page carries no script at all.
// - Image fade-in (docs/requirements.md#image-fade-in; templates/styles/widgets-reviews.css): the hero (LCP)
//   image is fully opaque at load, lazy images fade in as they scroll into view, and with
//   JavaScript off or reduced motion asked for, no image stays hidden.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { launchChromium, serveStatic, type ChromiumHandle, type StaticServer } from '../helpers/browser.ts';
import { builtSite } from '../helpers/built-site.ts';

let server: StaticServer;
let chromium: ChromiumHandle;
// one Chromium, a context with scripts and one without
let withJs: BrowserContext;
let noJs: BrowserContext;

beforeAll(async () => {
  server = await serveStatic(await builtSite());
  chromium = await launchChromium();
  withJs = await chromium.newContext();
  noJs = await chromium.newContext({ javaScript: false });
}, 600_000);

afterAll(async () => {
  await chromium?.close();
  await server?.close();
});

async function open(context: BrowserContext, pathname: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(server.url + pathname);
  return page;
}

const openStates = (items: Locator) => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
const openIndexes = async (items: Locator) => (await openStates(items)).flatMap((open, i) => (open ? [i] : []));

describe.each([
  { where: 'FAQ page', pathname: '/faq/' },
  { where: 'home FAQ teaser', pathname: '/' },
  { where: 'city hub FAQ', pathname: '/mi/novi/' },
])('accordion on the $where, JavaScript off', ({ pathname }) => {
  let page: Page;
  let items: Locator;

  beforeAll(async () => {
    page = await open(noJs, pathname);
    items = page.locator('.faq-list details');
    expect(await items.count()).toBeGreaterThanOrEqual(3);
  });
  afterAll(() => page?.close());

  it('starts closed, with every answer in the HTML', async () => {
    expect(await openIndexes(items)).toEqual([]);
    expect(await items.first().locator('.faq-answer').textContent()).not.toBe('');
    // one name for the whole list, which is what makes it exclusive
    const names = new Set(await items.evaluateAll((all) => all.map((d) => d.getAttribute('name'))));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('opens one answer at a time, and clicking the open one closes it', async () => {
    const last = (await items.count()) - 1;
    await items.nth(0).locator('summary').click();
    expect(await openIndexes(items)).toEqual([0]);
    expect(await items.nth(0).locator('.faq-answer').isVisible()).toBe(true);
    await items.nth(last).locator('summary').click();
    expect(await openIndexes(items)).toEqual([last]);
    expect(await items.nth(0).locator('.faq-answer').isVisible()).toBe(false);
    await items.nth(last).locator('summary').click();
    expect(await openIndexes(items)).toEqual([]);
  });

  it('works from the keyboard: Tab moves between questions, Enter and Space toggle', async () => {
    await items.nth(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await openIndexes(items)).toEqual([0]);
    await page.keyboard.press('Enter');
    expect(await openIndexes(items)).toEqual([]);
    // with every answer closed, the next Tab stop is the next question
    await page.keyboard.press('Tab');
    expect(await items.nth(1).locator('summary').evaluate((s) => s === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await openIndexes(items)).toEqual([1]);
    await items.nth(2).locator('summary').focus();
    await page.keyboard.press('Space');
    expect(await openIndexes(items)).toEqual([2]);
    await page.keyboard.press('Space');
    expect(await openIndexes(items)).toEqual([]);
  });
});

describe('FAQ page', () => {
  it('ships no script, and one answer is open at a time across all four groups', async () => {
    const page = await open(noJs, '/faq/');
    try {
      expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      const groups = page.locator('.faq-list');
      expect(await groups.count()).toBe(4);
      await groups.nth(0).locator('summary').first().click();
      await groups.nth(3).locator('summary').first().click();
      const items = page.locator('.faq-list details');
      expect(await openIndexes(items)).toEqual([(await items.count()) - (await groups.nth(3).locator('details').count())]);
    } finally {
      await page.close();
    }
  });
});

const opacity = (img: Locator) => img.evaluate((el) => getComputedStyle(el).opacity);

/** Brings every <img> of the page to the middle of the viewport in turn; returns the ones that
 * are not fully opaque within 5 s of getting there (they should be none). Scrolling and the first
 * reading are one round trip: with scripts off the page runs no frame callback to wait in. */
async function imagesLeftHidden(page: Page): Promise<string[]> {
  const images = page.locator('main img');
  const hidden: string[] = [];
  const count = await images.count();
  for (let i = 0; i < count; i += 1) {
    const img = images.nth(i);
    let seen = await img.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      return getComputedStyle(el).opacity;
    });
    const until = Date.now() + 5_000;
    while (seen !== '1' && Date.now() < until) {
      await page.waitForTimeout(50);
      seen = await opacity(img);
    }
    if (seen !== '1') hidden.push(`${await img.getAttribute('src')}: opacity ${seen}`);
  }
  return hidden;
}

describe.concurrent('image fade-in', () => {
  it('leaves the hero (LCP) image fully opaque at load, with no animation on it', async ({ expect }) => {
    const page = await open(withJs, '/');
    try {
      const hero = page.locator('.hero-home-media img');
      expect(await hero.getAttribute('loading')).toBe('eager');
      expect(await opacity(hero)).toBe('1');
      expect(await hero.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    } finally {
      await page.close();
    }
  });

  it('fades a lazy image in as it enters the viewport', async ({ expect }) => {
    const page = await open(withJs, '/');
    try {
      const team = page.locator('.team-media img');
      expect(await team.getAttribute('loading')).toBe('lazy');
      // far below the fold it has not faded in yet...
      expect(Number(await opacity(team))).toBeLessThan(1);
      // ...and once in view it is fully visible
      await team.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => opacity(team)).toBe('1');
    } finally {
      await page.close();
    }
  });

  it.for(['/', '/services/', '/locations/'])('hides no image on %s with JavaScript off', async (pathname, { expect }) => {
    const page = await open(noJs, pathname, 375);
    try {
      expect(await page.locator('main img').count()).toBeGreaterThan(0);
      expect(await imagesLeftHidden(page)).toEqual([]);
      // the last image still reaches full opacity with the page scrolled to its very end
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => opacity(page.locator('main img').last())).toBe('1');
    } finally {
      await page.close();
    }
  });

  it('does not animate at all for visitors who prefer reduced motion', async ({ expect }) => {
    const page = await noJs.newPage();
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.url}/`);
      const opacities = await page.locator('main img').evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity));
      expect(new Set(opacities)).toEqual(new Set(['1']));
    } finally {
      await page.close();
    }
  });
});
