// The blog index's search island in a real browser (the original site's search box did
// nothing). Debian's Chromium loads the built site from a local static server, hydrates the
// island, and the cards must filter as the visitor types, with no console error or hydration
// warning.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { launchBrowser, serveStatic, type BrowserHandle, type StaticServer } from '../helpers/browser.ts';
import { builtSite } from '../helpers/built-site.ts';

let server: StaticServer;
let browser: BrowserHandle;
let page: Page;
const messages: string[] = [];

const titles = () => page.locator('[data-island="blog-search"] .article-card-title').allTextContents();

beforeAll(async () => {
  server = await serveStatic(await builtSite());
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning' || /hydrat/i.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  await page.goto(`${server.url}/blog/`);
  // the controls are hidden in the server HTML and appear once React has hydrated the island
  await page.getByRole('searchbox', { name: 'Search articles' }).waitFor({ state: 'visible' });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('blog search', () => {
  afterEach(() => {
    expect(messages.splice(0), 'console errors or hydration warnings during this test').toEqual([]);
  });

  it('hydrates with every card shown', async () => {
    expect(await titles()).toHaveLength(6);
  });

  it('filters the cards over titles and excerpts as the visitor types', async () => {
    const search = page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('oven');
    await expect.poll(titles).toEqual(['Inside Appliance Cleaning: Fridge, Oven, Dishwasher and Microwave']);
    // "checklist" is in three titles, among them a coming-soon article
    await search.fill('checklist');
    const found = await titles();
    expect(found).toEqual(expect.arrayContaining(['Memorial Day Party Cleaning Checklist', 'The Michigan Spring Cleaning Checklist']));
    expect(found.length).toBeLessThan(6);
    await expect.poll(() => page.locator('.blog-search-count').textContent()).toBe(`${found.length} of 6 articles match`);
    await search.fill('novi room-by-room');
    await expect.poll(titles).toEqual(['The Complete Guide to House Cleaning in Novi, MI']);
    await search.fill('xylophone');
    await expect.poll(titles).toEqual([]);
    await expect(page.locator('.blog-search-empty').textContent()).resolves.toContain('No article matches');
    await search.fill('');
    await expect.poll(titles).toHaveLength(6);
  });

  it('filters by category, and the links of the filtered cards still work', async () => {
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
    await page.getByRole('button', { name: 'Seasonal Cleaning' }).click();
    await expect.poll(titles).toEqual(['The Michigan Spring Cleaning Checklist', 'Mudroom Makeover: Winning the War on Road Salt']);
    expect(await page.getByRole('button', { name: 'Seasonal Cleaning' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'All articles' }).click();
    await expect.poll(titles).toHaveLength(6);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('memorial');
    await page.getByRole('link', { name: 'Memorial Day Party Cleaning Checklist', exact: true }).click();
    await page.waitForURL(/\/blog\/memorial-day-cleaning\/$/);
    expect(await page.locator('h1').textContent()).toBe('Memorial Day Party Cleaning Checklist');
  });

  it('logs no console error and no hydration warning while loading and hydrating', async () => {
    // a load of its own, so it checks something when run alone; afterEach checks each test's own
    messages.splice(0);
    await page.goto(`${server.url}/blog/`);
    await page.getByRole('searchbox', { name: 'Search articles' }).waitFor({ state: 'visible' });
    expect(messages).toEqual([]);
  });
});
