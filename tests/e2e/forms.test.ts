// The contact form and the careers application as visitors use them (docs/requirements.md#forms):
// Debian's Chromium against `site serve` with the API on a temporary SQLite file. Every message of
// the forms, the stored rows (read back with the real
// `site submissions export`), the API failing, the API's own field messages, one Idempotency-Key
// for the same answers sent again, keyboard-only submission, the toast rules, and
// no console error, hydration warning or axe-core violation with the widgets live.
//
// One Chromium for the file; each test has a browser context of its own (its own routes, storage
// and clock, its console watched), so the tests run at the same time: each one's rows are found by
// values only it sends. The toast tests pause their context's clock (Playwright's page.clock), so
// the toast's 5 s pass when the test steps them and a toast cannot leave while it is looked at.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it as base, type ExpectStatic } from 'vitest';
import { spawnSiteServe, validApplication, validMessage, type SpawnedApi } from '../helpers/api-fixtures.ts';
import { axeViolations, describeViolations } from '../helpers/axe.ts';
import { launchChromium, settlePage, type ChromiumHandle } from '../helpers/browser.ts';
import { builtSite } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { tempDir } from '../helpers/data.ts';
import { watchConsole } from '../helpers/live-site.ts';

let root: string;
let dbPath: string;
let server: SpawnedApi;
let chromium: ChromiumHandle;

// a cold build in a fresh clone (images included) plus a server and a browser: generous on 2 cores
beforeAll(async () => {
  root = await tempDir('forms-');
  dbPath = path.join(root, 'site.db');
  server = await spawnSiteServe(await builtSite(), dbPath, { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000' });
  chromium = await launchChromium({ shareRenderers: true });
}, 600_000);

afterAll(async () => {
  await chromium?.close();
  if (server && server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
  await server?.exited;
  if (root) await rm(root, { recursive: true, force: true });
});

// The API-failure tests make the browser log their failed requests (a refusal with field messages
// included); nothing else may be logged.
const EXPECTED_FAILURE = /Failed to load resource.*(400|500|502|net::ERR_FAILED|ERR_CONNECTION)/;

interface Visit {
  context: BrowserContext;
  /** console errors, warnings and page errors seen on any page opened with `open` */
  messages: string[];
  /** a new tab on `pathname`, its console watched */
  open(pathname: string): Promise<Page>;
  /** pauses the page's clock from the first page on: timers run only when the test steps them */
  pauseClock(): Promise<void>;
}

/** Each test's own context; once the test is over, nothing unexpected may have been logged. */
const it = base.extend<{ visit: Visit }>({
  // vitest reads a fixture's dependencies from its first parameter, which must be a pattern
  // eslint-disable-next-line no-empty-pattern
  visit: async ({}, use) => {
    const context = await chromium.newContext();
    const messages: string[] = [];
    await use({
      context,
      messages,
      async open(pathname) {
        const page = await context.newPage();
        watchConsole(page, messages);
        await page.goto(`${server.url}${pathname}`);
        return page;
      },
      async pauseClock() {
        const start = Date.parse('2026-03-02T09:00:00Z');
        await context.clock.install({ time: start });
        await context.clock.pauseAt(start + 1000);
      },
    });
    await context.close();
    const logged = messages.filter((message) => !EXPECTED_FAILURE.test(message));
    expect(logged, 'console errors, warnings or hydration messages during this test').toEqual([]);
  },
});

// The tests run at the same time, so each uses its own `expect` (from its context): expect.poll needs
// to know its test.
// islands load on first use, and this machine is shared with builds: give the browser time
const POLL = { timeout: 20_000 };
// Up to five tests at once (vitest's maxConcurrency) share two cores: a test's time includes its
// share of its neighbours' work, so its bound is three times the suite's default minute.
const SIDE_BY_SIDE = { timeout: 180_000 };
// a toast's display time (docs/requirements.md#toasts: the documented number, not the code's constant)
const SPEC_TOAST_MS = 5000;

async function exported(kind: 'messages' | 'applications'): Promise<Record<string, unknown>[]> {
  const result = await runSite(['submissions', 'export', '--db', dbPath, '--kind', kind, '--format', 'json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>[];
}

/** Messages shown under the fields, by field id. */
async function fieldMessages(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('.field-error')].map((p) => [p.id.replace(/-error$/, ''), p.textContent ?? ''])),
  );
}

const isHydrated = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-hydrated]`).count();

/** Presses Tab until `selector` has focus: the way a keyboard user reaches a form. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 250; presses += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function fillContact(page: Page, values: Record<string, unknown>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`#contact-${name}`).fill(String(value));
}

async function fillApplication(page: Page, values: Record<string, unknown>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#application-${name}`);
    if (name === 'experience' || name === 'availability') await field.selectOption(String(value));
    else if (typeof value === 'boolean') await field.setChecked(value);
    else await field.fill(String(value));
  }
}

describe.concurrent('contact form', SIDE_BY_SIDE, () => {
  it('loads no React until the visitor uses the form, and no script at all besides the loader', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => e.name));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/island-loader-/);
    expect(await isHydrated(page, 'contact-form')).toBe(0);
    await page.locator('#contact-name').focus();
    await expect.poll(() => isHydrated(page, 'contact-form'), POLL).toBe(1);
    await page.close();
  });

  it('shows the message of spec part 1 section 5 under each field of an empty form', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => fieldMessages(page), POLL).toEqual({
      'contact-name': 'Full name is required',
      'contact-email': 'Valid email address is required',
      'contact-phone': 'Valid phone number is required',
      'contact-subject': 'Subject is required',
      'contact-message': 'Message must be at least 10 characters',
    });
    await expect.poll(() => page.locator('#contact-email').getAttribute('aria-describedby'), POLL).toBe('contact-email-error');
    expect(await page.locator('#contact-name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(page.url()).toMatch(/\/contact\/$/);
    await page.close();
  });

  it('after a failed submit, checks each field again as it changes', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(async () => Object.keys(await fieldMessages(page)).length, POLL).toBe(5);
    await page.locator('#contact-name').fill('Dana Reyes');
    await page.locator('#contact-phone').fill('248');
    await expect.poll(async () => (await fieldMessages(page))['contact-name'], POLL).toBeUndefined();
    expect(await fieldMessages(page)).toEqual({
      'contact-email': 'Valid email address is required',
      'contact-phone': 'Valid phone number is required',
      'contact-subject': 'Subject is required',
      'contact-message': 'Message must be at least 10 characters',
    });
    await page.close();
  });

  it('holds a submit that arrives before the island is live, then validates it', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    expect(await isHydrated(page, 'contact-form')).toBe(0);
    // no pointer, focus or key event first: the loader must catch the submit itself
    await page.evaluate(() => document.querySelector<HTMLFormElement>('.contact-form')!.requestSubmit());
    await expect.poll(async () => (await fieldMessages(page))['contact-name'], POLL).toBe('Full name is required');
    expect(page.url()).toMatch(/\/contact\/$/);
    await page.close();
  });

  it('stores a valid message, reports the pixel event and opens the thank-you page', async ({ visit, expect }) => {
    const page = await visit.context.newPage();
    // a stand-in pixel that records its calls where the next page can read them
    await page.addInitScript(() => {
      (window as unknown as { fbq: (...args: unknown[]) => void }).fbq = (...args) => {
        const calls = JSON.parse(sessionStorage.getItem('pixel') ?? '[]') as unknown[];
        sessionStorage.setItem('pixel', JSON.stringify([...calls, args]));
      };
    });
    await page.goto(`${server.url}/contact/`);
    const message = validMessage({ subject: 'Move-out clean in Wixom', message: 'We hand back the keys on the 30th. Can you come on the 28th?' });
    await fillContact(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(/\/thank-you\/$/);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('pixel'))) ?? '[]')).toEqual([['track', 'Contact', { content_name: 'Contact Form', content_category: 'Move-out clean in Wixom' }]]);
    const rows = await exported('messages');
    expect(rows.find((row) => row.message === message.message)).toMatchObject(message);
    await page.close();
  });

  it('keeps every value and offers a call or a text when the API fails', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    const message = validMessage({ message: 'Please call me about a weekly clean in Milford.' });
    await fillContact(page, message);
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), POLL).toContain('Your message could not be sent just now.');
    expect(await alert.getByRole('link', { name: /\(248\) 555-0142/ }).getAttribute('href')).toBe('tel:+12485550142');
    expect(await alert.getByRole('link', { name: 'send us a text' }).getAttribute('href')).toMatch(/^sms:\+12485550142/);
    for (const [name, value] of Object.entries(message)) expect(await page.locator(`#contact-${name}`).inputValue()).toBe(value);
    // the network itself failing gets the same answer
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => alert.textContent(), POLL).toContain('Everything you typed is still here');
    expect(page.url()).toMatch(/\/contact\/$/);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.close();
  });

  it('shows the API’s own field messages under their fields, and checks such a field again as it changes', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    await fillContact(page, validMessage({ message: 'The API finds fault with two answers the island let through.' }));
    // a 400 as the API words one (api/http/submission.ts); an unknown field's message has no field to sit under
    const refusal = {
      success: false,
      message: 'Please correct the highlighted fields and send the form again.',
      errors: { phone: 'Valid phone number is required', subject: 'Subject is required', budget: 'Unknown field' },
    };
    await page.route('**/api/contact', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => fieldMessages(page), POLL).toEqual({ 'contact-phone': 'Valid phone number is required', 'contact-subject': 'Subject is required' });
    expect(await page.locator('#contact-phone').getAttribute('aria-describedby')).toBe('contact-phone-error');
    expect(await page.getByRole('alert').textContent()).toContain('Everything you typed is still here');
    // the island's schema finds the new phone number valid: its message goes, the subject's stays
    await page.locator('#contact-phone').fill('(248) 555-0123');
    await expect.poll(() => fieldMessages(page), POLL).toEqual({ 'contact-subject': 'Subject is required' });
    expect(page.url()).toMatch(/\/contact\/$/);
    await page.close();
  });

  it('sends the same answers again under the same Idempotency-Key, and changed answers under a new one', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    await fillContact(page, validMessage({ message: 'Two presses of the same answers carry one key between them.' }));
    const keys: (string | undefined)[] = [];
    await page.route('**/api/contact', (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      return route.abort('connectionreset');
    });
    const send = async (requests: number) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => keys.length, POLL).toBe(requests);
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
    };
    await send(1);
    await send(2);
    await page.locator('#contact-subject').fill('Second thoughts about the date');
    await send(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[2]).not.toBe(keys[0]);
    await page.close();
  });

  it('can be filled and sent with the keyboard alone', async ({ visit, expect }) => {
    const page = await visit.open('/contact/');
    const message = validMessage({ message: 'Sent with the keyboard only: is Saturday morning free?' });
    await tabTo(page, '#contact-name');
    for (const value of Object.values(message)) {
      await page.keyboard.type(String(value));
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/thank-you\/$/);
    expect((await exported('messages')).some((row) => row.message === message.message)).toBe(true);
    await page.close();
  });
});

describe.concurrent('job application', SIDE_BY_SIDE, () => {
  const emptyMessages = {
    'application-firstName': 'First name must be at least 2 characters',
    'application-lastName': 'Last name must be at least 2 characters',
    'application-email': 'Please enter a valid email address',
    'application-phone': 'Please enter a valid phone number',
    'application-address': 'Please enter your full address',
    'application-city': 'Please enter your city',
    'application-state': 'Please enter your state',
    'application-zipCode': 'Please enter a valid zip code',
    'application-experience': 'Please select your experience level',
    'application-availability': 'Please select your availability',
    'application-whyJoin': 'Please tell us why you want to join our team',
  };

  it('shows every message of spec part 1 section 5, rejects the empty options and defaults the checkboxes to false', async ({ visit, expect }) => {
    const page = await visit.open('/careers/');
    expect(await page.locator('#application-transportation').isChecked()).toBe(false);
    expect(await page.locator('#application-backgroundCheck').isChecked()).toBe(false);
    expect(await page.locator('#application-experience').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => fieldMessages(page), POLL).toEqual(emptyMessages);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.close();
  });

  it('shows the submitting state, stores the application, shows the success toast and resets the form', async ({ visit, expect }) => {
    const page = await visit.open('/careers/');
    const application = validApplication({ firstName: 'Riley', whyJoin: 'I like leaving a home better than I found it.', transportation: true });
    await fillApplication(page, application);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/employee-application', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const busy = page.getByRole('button', { name: 'Submitting Application...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    const toast = page.locator('.toast');
    await expect.poll(() => toast.locator('.toast-title').textContent(), POLL).toBe('Application Submitted Successfully!');
    expect(await toast.locator('.toast-description').textContent()).toBe(
      "Thank you for your interest in joining our team. We'll review your application and get back to you soon.",
    );
    expect(await page.locator('#application-firstName').inputValue()).toBe('');
    expect(await page.locator('#application-experience').inputValue()).toBe('');
    expect(await page.locator('#application-transportation').isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    const stored = (await exported('applications')).find((row) => row.whyJoin === application.whyJoin);
    expect(stored).toMatchObject({ ...application, transportation: true, backgroundCheck: false });
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.close();
  });

  it.for([
    ['a 500 with the server message', { status: 500, body: { success: false, message: 'Our system is busy. Please try again in a minute.' } }, 'Our system is busy. Please try again in a minute.'],
    ['an OK answer with success false and no message', { status: 200, body: { success: false } }, 'There was an error submitting your application. Please try again or contact us directly.'],
    ['an answer that is not JSON', { status: 502, body: '<html>Bad gateway</html>' }, 'There was an error submitting your application. Please try again or contact us directly.'],
  ] as const)('shows the destructive failure toast and keeps the values on %s', async ([, answer, text], { visit, expect }) => {
    const page = await visit.open('/careers/');
    const application = validApplication({ whyJoin: 'Failure case: these words must stay in the form.' });
    await fillApplication(page, application);
    await page.route('**/api/employee-application', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body) }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const toast = page.locator('.toast');
    await expect.poll(() => toast.locator('.toast-title').textContent(), POLL).toBe('Submission Failed');
    expect(await toast.getAttribute('class')).toContain('toast-destructive');
    expect(await toast.locator('.toast-description').textContent()).toBe(text);
    expect(await page.locator('#application-whyJoin').inputValue()).toBe(application.whyJoin);
    expect(await page.locator('#application-availability').inputValue()).toBe(application.availability);
    await page.close();
  });

  it('always uses the generic text on a network error, even when the server would have said more', async ({ visit, expect }) => {
    const page = await visit.open('/careers/');
    await fillApplication(page, validApplication());
    await page.route('**/api/employee-application', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => page.locator('.toast-description').textContent(), POLL).toBe(
      'There was an error submitting your application. Please try again or contact us directly.',
    );
    expect(await page.locator('#application-firstName').inputValue()).toBe('Jordan');
    await page.close();
  });

  it('can be filled and submitted with the keyboard alone', async ({ visit, expect }) => {
    const page = await visit.open('/careers/');
    const whyJoin = 'Keyboard only: I am careful, punctual and I like teams.';
    await tabTo(page, '#application-firstName');
    const typed = ['Sam', 'Keys', 'sam.keys@example.com', '248-555-0177', '88 Commerce Road', 'Milford', 'MI', '48381'];
    for (const value of typed) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // a native select takes typed letters: "1" picks "1-2 years", "F" picks "Full-time"
    await page.keyboard.type('1');
    await page.keyboard.press('Tab'); // previous cleaning work (optional)
    await page.keyboard.press('Tab');
    await page.keyboard.type('F');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // transportation
    await page.keyboard.press('Tab'); // background check: left unchecked
    await page.keyboard.press('Tab'); // references (optional)
    await page.keyboard.press('Tab');
    await page.keyboard.type(whyJoin);
    await page.keyboard.press('Tab'); // additional info (optional)
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit Application');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.toast-title').textContent(), POLL).toBe('Application Submitted Successfully!');
    const stored = (await exported('applications')).find((row) => row.whyJoin === whyJoin);
    expect(stored).toMatchObject({ firstName: 'Sam', experience: '1-2-years', availability: 'full-time', transportation: true, backgroundCheck: false });
    await page.close();
  });
});

describe.concurrent('toasts', SIDE_BY_SIDE, () => {
  async function failOnce(page: Page, message: string, expect: ExpectStatic): Promise<void> {
    await page.unroute('**/api/employee-application');
    await page.route('**/api/employee-application', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message }) }),
    );
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect.poll(() => page.locator('.toast[data-state="open"] .toast-description').textContent(), POLL).toBe(message);
  }

  it('shows one toast at a time, in a viewport at most 420 px wide that F8 focuses', async ({ visit, expect }) => {
    // the first toast cannot leave by itself before the second comes: only the second can replace it
    await visit.pauseClock();
    const page = await visit.open('/careers/');
    await fillApplication(page, validApplication());
    await failOnce(page, 'First failure', expect);
    await failOnce(page, 'Second failure', expect);
    expect(await page.locator('.toast').count()).toBe(1);
    const viewport = page.locator('.toast-viewport');
    expect(await viewport.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('420px');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect((await viewport.boundingBox())!.width).toBeLessThanOrEqual(420);
    await page.locator('#application-firstName').focus();
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('toast-viewport'))).toBe(true);
    await page.close();
  });

  it('closes by itself after 5000 ms', async ({ visit, expect }) => {
    await visit.pauseClock();
    const page = await visit.open('/careers/');
    await fillApplication(page, validApplication());
    await failOnce(page, 'Closes by itself', expect);
    const open = page.locator('.toast[data-state="open"]');
    // the page's 5000 ms, stepped: still there just before, gone just after
    await settlePage(page);
    await page.clock.runFor(SPEC_TOAST_MS - 100);
    await settlePage(page);
    expect(await open.count()).toBe(1);
    await page.clock.runFor(200);
    await open.waitFor({ state: 'detached', timeout: 15_000 });
    await page.close();
  });

  it('is dismissed by a swipe to the right past 50 px, and not by a shorter one', async ({ visit, expect }) => {
    // the paused clock holds the 5000 ms timer, so only the swipe can close it
    await visit.pauseClock();
    const page = await visit.open('/careers/');
    await fillApplication(page, validApplication());
    await failOnce(page, 'Swipe me away', expect);
    const toast = page.locator('.toast[data-state="open"]');
    // measure once the toast has finished sliding in
    const settled = () => toast.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    await settled();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + (distance * step) / 10, y);
      await page.mouse.up();
    };
    await swipe(30);
    expect(await toast.count()).toBe(1);
    await settled(); // the toast springs back to its place first
    await swipe(120);
    await toast.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe.concurrent('without JavaScript', SIDE_BY_SIDE, () => {
  it('sends both forms as plain posts that land on their confirmation pages', async ({ expect }) => {
    const context = await chromium.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/contact/`);
      const message = validMessage({ message: 'Sent with scripts turned off: do you clean offices in Novi?' });
      await fillContact(page, message);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.waitForURL(/\/thank-you\/$/);
      expect((await exported('messages')).some((row) => row.message === message.message)).toBe(true);

      await page.goto(`${server.url}/careers/`);
      const whyJoin = 'No JavaScript here, and the application still arrives.';
      await fillApplication(page, validApplication({ whyJoin, backgroundCheck: true }));
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/careers\/application-received\/$/);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Application Submitted Successfully!');
      expect((await exported('applications')).find((row) => row.whyJoin === whyJoin)).toMatchObject({ backgroundCheck: true, transportation: false });
    } finally {
      await context.close();
    }
  });
});

describe.concurrent('console', SIDE_BY_SIDE, () => {
  it('logs no error, warning or hydration message on either form page with its form live', async ({ visit, expect }) => {
    // its own pages, so it checks something with its form live; every test's context checks its own
    for (const [path, field, island] of [
      ['/contact/', '#contact-name', 'contact-form'],
      ['/careers/', '#application-firstName', 'application-form'],
    ] as const) {
      const before = visit.messages.length;
      const page = await visit.open(path);
      await page.locator(field).focus();
      await expect.poll(() => isHydrated(page, island), POLL).toBe(1);
      await page.close();
      expect(visit.messages.slice(before), path).toEqual([]);
    }
  });
});
