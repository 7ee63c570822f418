// The quote page's provider widget in a real browser (docs/requirements.md#quote-page):
// `site serve` with the site's own headers (so the Content-Security-Policy of
// generator/write/deploy.ts is in force), Debian's Chromium resolving no other host (offline,
// as the provider always is here), and for the happy path a stand-in for the provider's script.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { PROJECT_ROOT } from '../helpers/data.ts';
import { useLiveSite, watchConsole } from '../helpers/live-site.ts';

const { quoteProvider: provider } = JSON.parse(await readFile(path.join(PROJECT_ROOT, 'data/business.json'), 'utf8')) as {
  quoteProvider: { hubId: string; formUrl: string; scriptUrl: string; stylesheetUrl: string };
};
const EMBED_URL = `${new URL(provider.formUrl).origin}/client_hubs/${provider.hubId}/public/work_request/embedded_work_request_form`;

// What the provider's embed script does, in short: read its own tag's attributes and render the
// form into the element whose id is the hub id.
const FAKE_PROVIDER = `(() => {
  const tag = document.currentScript;
  const form = document.createElement('form');
  form.className = 'fake-provider-form';
  form.dataset.hub = tag.getAttribute('clienthub_id');
  form.dataset.formUrl = tag.getAttribute('form_url');
  document.getElementById(tag.getAttribute('clienthub_id')).append(form);
})();`;
const live = useLiveSite();

async function openQuote(options: { providerOnline?: boolean } = {}): Promise<{ page: Page; messages: string[] }> {
  const page = await live.browser.context.newPage();
  const messages: string[] = [];
  watchConsole(page, messages);
  if (options.providerOnline) {
    // a route answers before any name is resolved: the test browser resolves no other host
    await page.route(provider.scriptUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_PROVIDER }));
    await page.route(provider.stylesheetUrl, (route) => route.fulfill({ contentType: 'text/css', body: '.fake-provider-form { min-height: 10px; }' }));
  }
  await page.goto(`${live.server.url}/quote/`);
  await page.locator('[data-island="quote-widget"][data-hydrated]').waitFor();
  return { page, messages };
}

const widgetState = (page: Page) => page.locator('[data-quote-widget]').getAttribute('data-quote-widget');
const providerFiles = (page: Page) =>
  page.evaluate(
    ({ scriptUrl, stylesheetUrl }) => ({
      scripts: [...document.querySelectorAll(`script[src="${scriptUrl}"]`)].map((s) => ({ hub: s.getAttribute('clienthub_id'), form: s.getAttribute('form_url') })),
      stylesheets: document.querySelectorAll(`link[rel="stylesheet"][href="${stylesheetUrl}"]`).length,
    }),
    provider,
  );

/** The link to the provider's form, opening in a new tab: the way to the form whatever happens. */
async function expectFormLink(page: Page, expect: ExpectStatic) {
  const link = page.getByRole('link', { name: 'Open the quote request form (opens in a new tab)' });
  expect(await link.isVisible()).toBe(true);
  expect(await link.getAttribute('href')).toBe(provider.formUrl);
  expect(await link.getAttribute('target')).toBe('_blank');
}

describe.concurrent('quote widget', () => {
  it('is server HTML with the link and the empty embed target, and no provider file in the page source', async ({ expect }) => {
    const doc = parse(await (await fetch(`${live.server.url}/quote/`)).text());
    const widget = doc.querySelector('#quote-widget')!;
    expect(widget.querySelector(`a[href="${provider.formUrl}"]`)!.getAttribute('target')).toBe('_blank');
    expect(widget.querySelector(`[id="${provider.hubId}"]`)).not.toBeNull();
    expect(doc.querySelector(`script[src="${provider.scriptUrl}"]`)).toBeNull();
    expect(doc.querySelector(`link[href="${provider.stylesheetUrl}"]`)).toBeNull();
  });

  it('adds the provider stylesheet and script for the hub id when the page opens; offline the link stays', async ({ expect }) => {
    const { page, messages } = await openQuote();
    try {
      expect(await providerFiles(page)).toEqual({ scripts: [{ hub: provider.hubId, form: EMBED_URL }], stylesheets: 1 });
      await expect.poll(() => widgetState(page)).toBe('failed');
      await expectFormLink(page, expect);
      // Refused by the test browser (no network), not by the page's CSP: a CSP refusal would log
      // "violates the following Content Security Policy directive" instead.
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(/ error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED\b/);
    } finally {
      await page.close();
    }
  });

  it('shows the provider form once its script renders it, and still offers the link', async ({ expect }) => {
    const { page, messages } = await openQuote({ providerOnline: true });
    try {
      await expect.poll(() => widgetState(page)).toBe('ready');
      const form = page.locator(`[id="${provider.hubId}"] form.fake-provider-form`);
      expect(await form.getAttribute('data-hub')).toBe(provider.hubId);
      expect(await form.getAttribute('data-form-url')).toBe(EMBED_URL);
      await expectFormLink(page, expect);
      expect(messages).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('removes the provider files when the page is left, and adds them once again on return', async ({ expect }) => {
    const { page } = await openQuote({ providerOnline: true });
    try {
      await expect.poll(() => widgetState(page)).toBe('ready');
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
      expect(await providerFiles(page)).toEqual({ scripts: [], stylesheets: 0 });
      expect(await page.locator(`[id="${provider.hubId}"]`).innerHTML()).toBe('');
      expect(await widgetState(page)).toBe('idle');
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
      await expect.poll(() => widgetState(page)).toBe('ready');
      // a real visit elsewhere and back (from the back-forward cache or afresh): one copy each
      await page.getByRole('link', { name: 'More questions and answers' }).click();
      await page.waitForURL(/\/faq\/$/);
      await page.goBack();
      await page.waitForURL(/\/quote\/$/);
      await expect.poll(() => widgetState(page)).toBe('ready');
      expect(await providerFiles(page)).toEqual({ scripts: [{ hub: provider.hubId, form: EMBED_URL }], stylesheets: 1 });
    } finally {
      await page.close();
    }
  });
});
