// Issue 16, item 7: a submit never does nothing. Both forms are filled and submitted over and
// over in Chromium at every moment of the island's life (before its script has arrived, while it
// arrives and hydrates, after it is live) against every answer the API can give (500, a network
// failure, 200 with success:false, success). Each try must send exactly one request and show an
// outcome: the success toast (careers) or the thank-you page (contact), or the failure message
// with every value kept. The API's answers are simulated by route interception (they are our own
// API's documented answers); the pages are the real build served as files.
//
// An outcome must also last. The careers form's toast leaves after its 5 s, and a visitor who looks
// back later (or a loaded machine's observer, as in the report: an emptied form after a
// success, the values and no word after a failure) must still find what happened: so after each
// toast is dismissed the form must still say it, and some tries look only once the toast has gone
// by itself. One round runs with the CPU slowed 4x, as on the busy machine the report came from.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication, validMessage } from './api-fixtures.ts';
import { launchBrowser, pagePool, serveStatic, type BrowserHandle, type PagePool, type StaticServer } from './browser.ts';
import { builtSite } from './built-site.ts';

type Moment = 'before-load' | 'while-loading' | 'after-hydration' | 'late-look';
type Outcome = 'http-500' | 'network-failure' | 'success-false' | 'success';
const MOMENTS: Moment[] = ['before-load', 'while-loading', 'after-hydration'];
const OUTCOMES: Outcome[] = ['http-500', 'network-failure', 'success-false', 'success'];
const ROUNDS = 3; // 3 moments x 4 outcomes x 3 rounds = 36 tries per form, then 4 late looks
// the last round runs with Chromium's CPU slowed this many times (CDP Emulation.setCPUThrottlingRate)
const SLOW_CPU_RATE = 4;
// How long an outcome may take to show once the API has answered, on a shared 2-core machine.
// It bounds the wait for something that, when broken, never happens at all.
const OUTCOME_WAIT_MS = 15_000;
// The rounds at full CPU run this many tries at a time, each in its own page (own routes, own
// toast record; the forms keep nothing in shared storage), so their real-time waits (the toast's
// 5 s, the look for a second request) overlap instead of adding up. The slowed round runs one try
// at a time, since its point is one slow page (and at 3 slowed pages at once on a loaded 2-core
// machine a toast could come and go between two looks), but beside the full-CPU tries rather than
// after them: a throttled page mostly sleeps (Chromium stretches each of its tasks 4x), so it
// leaves the cores to the others, and the round no longer adds its 40-50 s to the file.
const TRIES_AT_ONCE = 3;
// A second request would come right after the first outcome: a try watches this long for one.
const SECOND_REQUEST_LOOK_MS = 300;

interface FormCase {
  name: 'contact' | 'application';
  path: string;
  api: string;
  island: string;
  button: string;
  values: Record<string, unknown>;
}

const FORMS: FormCase[] = [
  { name: 'contact', path: '/contact/', api: '/api/contact', island: 'contact-form', button: 'Send Message', values: validMessage() },
  {
    name: 'application',
    path: '/careers/',
    api: '/api/employee-application',
    island: 'application-form',
    button: 'Submit Application',
    values: validApplication(),
  },
];

interface Try {
  form: string;
  moment: Moment;
  outcome: Outcome;
  cpu: number;
  requests: number;
  /** the island's modules held back until the submit: some for a try before the script has
   * arrived (a tab that had them cached would try a later moment than it says) */
  held: number;
  /** what the visitor saw first ('' when nothing) */
  shown: string;
  /** what the page still says once the toast has gone ('' when nothing) */
  lasting: string;
  /** how many toasts the page ever inserted: tells "never shown" from "gone before seen" */
  toastsInserted: number;
}

function answer(route: Route, outcome: Outcome) {
  const json = (status: number, body: unknown) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  switch (outcome) {
    case 'http-500':
      return json(500, { success: false, message: 'There was an error submitting your form. Please try again or contact us directly.' });
    case 'network-failure':
      return route.abort('failed');
    case 'success-false':
      return json(200, { success: false, message: 'Something went wrong on our side.' });
    case 'success':
      return json(201, { success: true, message: 'Thank you.', id: '00000000-0000-4000-8000-000000000000' });
  }
}

async function fill(page: Page, form: FormCase) {
  for (const [name, value] of Object.entries(form.values)) {
    const field = page.locator(`#${form.name}-${name}`);
    if (name === 'experience' || name === 'availability') await field.selectOption(String(value));
    else await field.fill(String(value));
  }
}

/** Every field still holds what was typed. One look at the page, not one per field: each look is a
 * round trip to the browser, and a try makes this check at every poll after a failure. */
async function valuesKept(page: Page, form: FormCase): Promise<boolean> {
  const expected = Object.entries(form.values).map(([name, value]) => [`${form.name}-${name}`, String(value)]);
  return page.evaluate(
    (fields) =>
      fields.every(([id, value]) => {
        const field = document.getElementById(id!);
        return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && field.value === value;
      }),
    expected,
  );
}

/** What the visitor can see after the submit: an outcome, or '' while there is none. */
async function visibleOutcome(page: Page, form: FormCase): Promise<string> {
  if (form.name === 'contact') {
    if (new URL(page.url()).pathname === '/thank-you/') return 'thank-you page';
    const alert = page.locator('.contact-form [role="alert"]');
    if ((await alert.count()) > 0 && (await alert.isVisible()) && (await valuesKept(page, form))) return 'failure message, values kept';
    return '';
  }
  const title = page.locator('.toast .toast-title');
  if ((await title.count()) === 0 || !(await title.first().isVisible())) return '';
  const text = (await title.first().textContent()) ?? '';
  if (text === 'Application Submitted Successfully!') return 'success toast';
  if (text === 'Submission Failed' && (await valuesKept(page, form))) return 'failure toast, values kept';
  return '';
}

/** Counts the toasts the page inserts and removes, so a try can wait for a toast to have gone
 * without looking at the screen, and a silent try says whether a toast ever existed. */
function recordToasts() {
  const record = { inserted: 0, removed: 0 };
  (window as unknown as { toastRecord: typeof record }).toastRecord = record;
  const isToast = (node: Node) => node instanceof Element && node.matches('.toast');
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      record.inserted += [...mutation.addedNodes].filter(isToast).length;
      record.removed += [...mutation.removedNodes].filter(isToast).length;
    }
  }).observe(document, { childList: true, subtree: true });
}

const toastRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastRecord?: { inserted: number; removed: number } }).toastRecord ?? { inserted: 0, removed: 0 });

/** What the page still says after the toast has gone: the careers form's written outcome (with the
 * values kept after a failure, the form emptied after a success), or the contact form's outcome. */
async function lastingOutcome(page: Page, form: FormCase): Promise<string> {
  if (form.name === 'contact') return visibleOutcome(page, form);
  const written = page.locator('.application-form .form-outcome');
  if ((await written.count()) === 0 || !(await written.isVisible())) return '';
  const text = (await written.textContent()) ?? '';
  if (text.startsWith('Application Submitted Successfully!') && (await page.locator('#application-firstName').inputValue()) === '') return 'success written';
  if (text.startsWith('Submission Failed') && (await valuesKept(page, form))) return 'failure written, values kept';
  return '';
}

/** Waits (bounded) until the page has removed as many toasts as it inserted, at least one. */
async function toastGone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const record = (window as unknown as { toastRecord: { inserted: number; removed: number } }).toastRecord;
        return record.inserted > 0 && record.removed >= record.inserted;
      },
      null,
      { timeout: OUTCOME_WAIT_MS, polling: 100 },
    )
    .catch(() => undefined);
}

/** One try on `page`, an open tab of the pool (tests/helpers/browser.ts) that records its toasts,
 * against the site at `origin`. */
async function oneTry(page: Page, origin: string, form: FormCase, moment: Moment, outcome: Outcome, cpu = 1): Promise<Try> {
  const throttle = cpu > 1 ? await page.context().newCDPSession(page) : undefined;
  await throttle?.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  let requests = 0;
  let answered = false;
  await page.route(`**${form.api}`, async (route) => {
    requests += 1;
    await answer(route, outcome);
    answered = true;
  });
  // The island's modules (everything but the tiny loader) wait until the test lets them through.
  const held: Route[] = [];
  let holding = moment === 'before-load';
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !url.pathname.includes('loader'),
    (route) => (holding ? void held.push(route) : void route.continue()),
  );
  await page.goto(`${origin}${form.path}`);
  if (moment === 'after-hydration' || moment === 'late-look') {
    // the forms hydrate on first use: a focus starts them
    await page.locator(`#${form.name}-${Object.keys(form.values)[0]}`).focus();
    await page.locator(`[data-island="${form.island}"][data-hydrated]`).waitFor({ state: 'attached', timeout: 60_000 });
  }
  await fill(page, form);
  await page.getByRole('button', { name: form.button }).click({ noWaitAfter: true });
  const heldInAll = held.length;
  if (moment === 'before-load') {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  }
  let shown = '';
  const deadline = { at: Number.POSITIVE_INFINITY };
  if (moment === 'late-look') {
    // the observer of the report: it looks only once the toast has left on its own
    await toastGone(page);
    deadline.at = 0;
  }
  for (;;) {
    shown = await visibleOutcome(page, form).catch(() => '');
    if (shown) break;
    if (answered && deadline.at === Number.POSITIVE_INFINITY) deadline.at = Date.now() + OUTCOME_WAIT_MS;
    if (Date.now() > deadline.at) break;
    if (!answered && requests === 0 && (await page.locator(`[data-island="${form.island}"][data-hydrated]`).count()) > 0) {
      // hydrated and no request yet: give the submit the same bound to leave
      if (deadline.at === Number.POSITIVE_INFINITY) deadline.at = Date.now() + OUTCOME_WAIT_MS;
    }
    await page.waitForTimeout(50);
  }
  const shownAt = Date.now();
  // The visitor closes the toast (or its 5 s pass): the outcome must still be on the page.
  if (shown && form.name === 'application') {
    // bounded: under the slowed CPU the toast may already have left by itself
    await page.locator('.toast-close').click({ timeout: 5000 }).catch(() => undefined);
    await toastGone(page);
  }
  // the look for a second request: counted from the outcome, so closing the toast is part of it
  await page.waitForTimeout(Math.max(0, shownAt + SECOND_REQUEST_LOOK_MS - Date.now()));
  const lasting = await lastingOutcome(page, form).catch(() => '');
  if (moment === 'late-look') shown = lasting;
  const { inserted } = await toastRecord(page);
  // the tab goes back to the pool at full speed
  await throttle?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await throttle?.detach();
  return { form: form.name, moment, outcome, cpu, requests, held: heldInAll, shown, lasting, toastsInserted: inserted };
}

/** Runs `work` on every item, at most `width` at a time; results in the items' order. */
async function inPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

function printTable(tries: readonly Try[]) {
  const rows = new Map<string, { tried: number; correct: number; silent: number; gone: number; double: number }>();
  for (const t of tries) {
    const keys = [`${t.form} / ${t.moment}`, `${t.form} / ${t.outcome}`, `${t.form} / cpu ${t.cpu}x`, `${t.form} / all`];
    for (const key of keys) {
      const row = rows.get(key) ?? { tried: 0, correct: 0, silent: 0, gone: 0, double: 0 };
      row.tried += 1;
      if (t.shown && t.lasting && t.requests === 1) row.correct += 1;
      if (!t.shown) row.silent += 1;
      if (t.shown && !t.lasting) row.gone += 1;
      if (t.requests > 1) row.double += 1;
      rows.set(key, row);
    }
  }
  // silent: nothing seen; gone: seen, then nothing left once the toast had gone
  console.log('\ncategory                                tried correct silent   gone double');
  for (const [key, r] of rows) {
    const cells = [r.tried, r.correct, r.silent, r.gone, r.double].map((n, i) => String(n).padStart(i === 0 ? 5 : i === 1 ? 8 : 7));
    console.log(`${key.padEnd(40)}${cells.join('')}`);
  }
}

/**
 * The tries for one form. Each form has its own test file (forms-never-silent-contact and
 * -careers), so the two workers of the slow project share the forms' tries instead of one worker
 * running both forms' minutes one after the other.
 */
export function neverSilent(name: FormCase['name']): void {
  const form = FORMS.find((f) => f.name === name)!;
  // this file's own: a test process may run both forms' files one after the other
  let server: StaticServer | undefined;
  let browser: BrowserHandle | undefined;
  let tabs: PagePool | undefined;
  const tries: Try[] = [];

  beforeAll(async () => {
    server = await serveStatic(await builtSite());
    browser = await launchBrowser();
    tabs = pagePool(browser.context, (page) => page.addInitScript(recordToasts).then(() => undefined));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tries.length > 0) printTable(tries);
  });

  describe(`the ${form.name} form never goes silent`, () => {
    // the careers toast leaves by itself; the contact form's outcomes are a page or a lasting alert
    const lateLooks = form.name === 'application' ? OUTCOMES : [];
    const count = MOMENTS.length * OUTCOMES.length * ROUNDS + lateLooks.length;
    it(`${count} fill-and-submit tries: one request and an outcome each, seen at once and still there after the toast`, async () => {
      const planned: { moment: Moment; outcome: Outcome; cpu: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const moment of MOMENTS) {
          for (const outcome of OUTCOMES) planned.push({ moment, outcome, cpu: round === ROUNDS - 1 ? SLOW_CPU_RATE : 1 });
        }
      }
      // the late looks first: they wait out the toast's 5 s, the longest tries, so the lanes end together
      for (const outcome of lateLooks) planned.unshift({ moment: 'late-look', outcome, cpu: 1 });
      const run = ({ moment, outcome, cpu }: (typeof planned)[number]) =>
        tabs!.use((page) => oneTry(page, server!.url, form, moment, outcome, cpu)).catch((error: Error) => {
          throw new Error(`${form.name} / ${moment} / ${outcome} / cpu ${cpu}x: ${error.message}`, { cause: error });
        });
      const [atFullSpeed, slowed] = await Promise.all([
        inPool(
          planned.filter((t) => t.cpu === 1),
          TRIES_AT_ONCE,
          run,
        ),
        inPool(
          planned.filter((t) => t.cpu > 1),
          1,
          run,
        ),
      ]);
      const mine = [...atFullSpeed, ...slowed];
      tries.push(...mine);
      expect(mine).toHaveLength(count);
      const wrong = mine.filter((t) => !t.shown || !t.lasting || t.requests !== 1);
      expect(mine.length).toBeGreaterThanOrEqual(30);
      expect(wrong).toEqual([]);
      // a try before the script arrived had the script to hold back
      expect(mine.filter((t) => t.moment === 'before-load' && t.held === 0)).toEqual([]);
      // each outcome shows the right thing
      for (const t of mine) {
        const success = t.outcome === 'success';
        expect(t.shown).toMatch(success ? /success|thank-you page/ : /failure/);
        expect(t.lasting).toMatch(success ? /success written|thank-you page/ : /failure/);
      }
    }, 900_000);
  });
}
