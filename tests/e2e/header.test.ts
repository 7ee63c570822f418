// The header (docs/requirements.md#header) in a real browser with JavaScript switched off: the
// mobile menu and its Services and Locations groups, and the desktop dropdowns, open by keyboard
// alone and show a visible focus ring. Both layouts are one <nav> (docs/decisions.md#links-per-page):
// the Menu toggle shows it as a panel at 375 px, and it is the bar at 1280 px.
// Screenshots go to test-results/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { PROJECT_ROOT } from '../helpers/data.ts';
import { browseBuiltSite } from '../helpers/browse-built-site.ts';

const ARTIFACTS = path.join(PROJECT_ROOT, 'test-results');
const site = browseBuiltSite({ javaScript: false });

beforeAll(() => mkdir(ARTIFACTS, { recursive: true }));

async function open(width: number, pathname = '/'): Promise<Page> {
  const page = await site.browser().context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${site.url()}${pathname}`);
  return page;
}

/** Presses Tab until the focused element's text is `text`; fails after 40 presses. */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return;
  }
  throw new Error(`never reached "${text}" by Tab`);
}

const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });

describe.concurrent('header without JavaScript', () => {
  it('opens the mobile menu and its Services and Locations groups by keyboard at 375 px', async ({ expect }) => {
    const page = await open(375);
    try {
      expect(await page.locator('header nav').count()).toBe(1);
      const panel = page.locator('nav[aria-label="Main"]');
      expect(await panel.isVisible()).toBe(false);
      await tabTo(page, 'Menu');
      expect(await focusRing(page)).toBe('solid 3px');
      await page.keyboard.press('Enter');
      expect(await panel.isVisible()).toBe(true);
      // a panel below the header, not the wide bar: the groups stack at the panel's full width
      const [header, box] = [await page.locator('header').boundingBox(), await panel.boundingBox()];
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
      expect(box!.width).toBe(375);
      const house = panel.getByRole('link', { name: 'House Cleaning' });
      expect(await house.isVisible()).toBe(false);
      await tabTo(page, 'Services');
      await page.keyboard.press('Enter');
      expect(await house.isVisible()).toBe(true);
      await tabTo(page, 'Locations');
      await page.keyboard.press('Enter');
      expect(await panel.getByRole('link', { name: 'South Lyon' }).isVisible()).toBe(true);
      // <details name=...>: opening Locations closed Services, as in the bar
      expect(await house.isVisible()).toBe(false);
      await page.screenshot({ path: path.join(ARTIFACTS, 'mobile-menu-375.png') });
      // a link in the menu leads where it says
      await tabTo(page, 'Brighton');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/mi\/brighton\/$/);
    } finally {
      await page.close();
    }
  });

  it('opens one desktop dropdown at a time by keyboard at 1280 px', async ({ expect }) => {
    const page = await open(1280);
    try {
      expect(await page.isVisible('details.menu-toggle')).toBe(false);
      const nav = page.locator('nav[aria-label="Main"]');
      expect(await nav.isVisible()).toBe(true);
      // the bar: every top-level item on one row
      const tops = await nav.locator('.nav-list > li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await tabTo(page, 'Services');
      expect(await focusRing(page)).toBe('solid 3px');
      await page.keyboard.press('Enter');
      expect(await nav.getByRole('link', { name: 'Airbnb Cleaning' }).isVisible()).toBe(true);
      await tabTo(page, 'Locations');
      await page.keyboard.press('Enter');
      expect(await nav.getByRole('link', { name: 'Commerce Township' }).isVisible()).toBe(true);
      // <details name=...>: opening Locations closed Services
      expect(await nav.getByRole('link', { name: 'Airbnb Cleaning' }).isVisible()).toBe(false);
      await page.screenshot({ path: path.join(ARTIFACTS, 'desktop-dropdown-1280.png') });
    } finally {
      await page.close();
    }
  });

  it.for([375, 1280])('marks the current page in the one menu at %i px', async (width, { expect }) => {
    const page = await open(width, '/faq/');
    try {
      if (width === 375) await page.getByText('Menu', { exact: true }).click();
      const faq = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
      expect(await faq.allTextContents()).toEqual(['FAQ']);
      expect(await faq.isVisible()).toBe(true);
      expect(await faq.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
    } finally {
      await page.close();
    }
  });
});
