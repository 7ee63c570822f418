// A submit never does nothing (docs/decisions.md#forms-never-go-silent). Both forms are filled and
// submitted over and over in Chromium at every moment of the island's life (before its script has
// arrived, while it arrives and hydrates, after it is live) against every answer the API can give
// (500, a network failure, 200 with success:false, success). Each try must send exactly one request
// and show an outcome: the success toast (careers) or the thank-you page (contact), or the failure
// message with every value kept. The API's answers are simulated by route interception (they are
// our own API's documented answers); the pages are the real build served as files.
//
// An outcome must also last. The careers form's toast leaves after its 5 s, and a visitor who looks
// back later (or a loaded machine's observer, as once reported from a busy machine: an emptied form
// after a success, the values and no word after a failure) must still find what happened: so after
// each toast is dismissed the form must still say it, and some tries look only once the toast has
// gone by itself (their own browser context's clock steps the toast's 5 s instead of waiting them
// out). Some tries run with the CPU slowed 4x, as on that busy machine.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication, validMessage } from './api-fixtures.ts';
import { launchChromium, pagePool, serveStatic, settlePage, type ChromiumHandle, type PagePool, type StaticServer } from './browser.ts';
import { builtSite } from './built-site.ts';

type Moment = 'before-load' | 'while-loading' | 'after-hydration' | 'late-look';
type Outcome = 'http-500' | 'network-failure' | 'success-false' | 'success';
const MOMENTS: Moment[] = ['before-load', 'while-loading', 'after-hydration'];
const OUTCOMES: Outcome[] = ['http-500', 'network-failure', 'success-false', 'success'];
// A round at full speed tries every moment with every outcome (3 x 4 = 12 tries per form); a
// slowed round tries the two moments where the submit races the island's script (before it
// arrives, while it hydrates) with a success and with a failure (4 tries): what the slowed CPU
// stretches is that race, and the failures take one path once the answer is in. After hydration
// there is no race left to stretch. Measured on the two forms' files, a slowed try costs about 3
// core-seconds against under 1 at full speed: a slowed page keeps a core busy (below).
const SLOWED_TRIES: { moment: Moment; outcome: Outcome }[] = [
  { moment: 'before-load', outcome: 'http-500' },
  { moment: 'before-load', outcome: 'success' },
  { moment: 'while-loading', outcome: 'network-failure' },
  { moment: 'while-loading', outcome: 'success' },
];
// the slowed round runs with Chromium's CPU slowed this many times (CDP Emulation.setCPUThrottlingRate)
const SLOW_CPU_RATE = 4;
// How long an outcome may take to show once the API has answered, on a shared 2-core machine.
// It bounds the wait for something that, when broken, never happens at all.
const OUTCOME_WAIT_MS = 15_000;
// The tries run TRIES_AT_ONCE at a time, each in its own page (own routes, own toast record; the
// forms keep nothing in shared storage), so their waits (the API's answer, the look for a second
// request) overlap instead of adding up. One of those lanes starts on the slowed round, the
// longest tries; the others take the full-CPU tries, then help with the slowed ones, at most
// SLOWED_AT_ONCE of those at a time. A slowed page is no idle page: Chromium's throttle keeps its
// main thread spinning three quarters of the time, working or not (thread_cpu_throttler.cc), so
// each one at once takes most of a core, and a slowed page is kept slow only until its outcome is
// seen. No try can miss a toast that comes and goes between two looks, however slow its page: the
// page itself looks at every change (watchOutcome).
const TRIES_AT_ONCE = 4;
const SLOWED_AT_ONCE = 2;
// a toast's display time (docs/requirements.md#toasts: the documented number, not the code's
// constant); a late look steps its page's clock this far past the toast's arrival
const SPEC_TOAST_MS = 5000;
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

/**
 * Runs in the page: resolves with the first outcome a visitor can see (the names visibleOutcome
 * gives), looking at once and again at every change of the page, so even a toast that leaves
 * before the test could look is seen. Visible as Playwright's isVisible means it: a box of some
 * size, not visibility: hidden. `fields` are the ids and values typed into the form.
 */
function watchOutcome({ form, fields }: { form: FormCase['name']; fields: [string, string][] }): Promise<string> {
  const visible = (element: Element | null) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const kept = () =>
    fields.every(([id, value]) => {
      const field = document.getElementById(id);
      return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) && field.value === value;
    });
  const look = () => {
    if (form === 'contact') return visible(document.querySelector('.contact-form [role="alert"]')) && kept() ? 'failure message, values kept' : '';
    const title = document.querySelector('.toast .toast-title');
    if (!visible(title)) return '';
    if (title!.textContent === 'Application Submitted Successfully!') return 'success toast';
    if (title!.textContent === 'Submission Failed' && kept()) return 'failure toast, values kept';
    return '';
  };
  return new Promise((resolve) => {
    const check = () => {
      const outcome = look();
      if (!outcome) return;
      observer.disconnect();
      resolve(outcome);
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    check();
  });
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

/** Waits (bounded) until the page has inserted a toast. */
async function toastArrived(page: Page): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as { toastRecord: { inserted: number } }).toastRecord.inserted > 0, null, { timeout: OUTCOME_WAIT_MS, polling: 50 })
    .catch(() => undefined);
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One try on `page`, an open tab of a pool (tests/helpers/browser.ts) that records its toasts (for
 * a late look, the pool whose context has its clock installed), against the site at `origin`. */
async function oneTry(page: Page, origin: string, form: FormCase, moment: Moment, outcome: Outcome, cpu = 1): Promise<Try> {
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
  const slowed = cpu > 1 ? await slowCpu(page, cpu) : undefined;
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
    // The observer of that report from a busy machine: it looks only once the toast has left on its
    // own. The page's clock steps the toast's 5 s as soon as the toast is there (its timer starts
    // in an effect, which settlePage lets run first).
    await toastArrived(page);
    await settlePage(page).catch(() => undefined);
    await page.clock.fastForward(SPEC_TOAST_MS);
    await toastGone(page);
    deadline.at = 0;
  }
  const fields = Object.entries(form.values).map(([name, value]): [string, string] => [`${form.name}-${name}`, String(value)]);
  // The first outcome, as the page itself sees it; '' when that look ended without one (the page
  // went away: the thank-you page), and then the test looks itself, every 50 ms.
  let pageLooks = moment !== 'late-look';
  const seen = (pageLooks ? page.evaluate(watchOutcome, { form: form.name, fields }) : Promise.resolve(''))
    .catch(() => '')
    .then((outcome) => {
      pageLooks = outcome !== '';
      return outcome;
    });
  for (;;) {
    // every 200 ms the bounds below are looked at again
    const first = await Promise.race([seen.then((outcome) => outcome || delay(50).then(() => '')), delay(200).then(() => '')]);
    shown = first || (pageLooks ? '' : await visibleOutcome(page, form).catch(() => ''));
    if (shown) break;
    if (answered && deadline.at === Number.POSITIVE_INFINITY) deadline.at = Date.now() + OUTCOME_WAIT_MS;
    if (Date.now() > deadline.at) break;
    if (!answered && requests === 0 && (await page.locator(`[data-island="${form.island}"][data-hydrated]`).count()) > 0) {
      // hydrated and no request yet: give the submit the same bound to leave
      if (deadline.at === Number.POSITIVE_INFINITY) deadline.at = Date.now() + OUTCOME_WAIT_MS;
    }
  }
  const shownAt = Date.now();
  // Full speed again once the outcome is seen: the slow device's part (the submit racing the
  // script's arrival and hydration, the answer's handling) is over, a throttled page burns a core
  // even while idle (Chromium's throttle spins its main thread), and at full speed anything the
  // page still does (a second request, a late change to the form) comes sooner, not later.
  await slowed?.end();
  // The visitor closes the toast (or its 5 s pass): the outcome must still be on the page. With
  // the keyboard (focus the close button, Enter): a click waits for the button to hold still over
  // two animation frames, which three pages at once on two busy cores drew seconds apart.
  if (shown && form.name === 'application') {
    // bounded: the toast may already have left by itself
    await page.locator('.toast-close').press('Enter', { timeout: 5000 }).catch(() => undefined);
    await toastGone(page);
  }
  // the look for a second request: counted from the outcome, so closing the toast is part of it
  await page.waitForTimeout(Math.max(0, shownAt + SECOND_REQUEST_LOOK_MS - Date.now()));
  const lasting = await lastingOutcome(page, form).catch(() => '');
  if (moment === 'late-look') shown = lasting;
  const { inserted } = await toastRecord(page);
  return { form: form.name, moment, outcome, cpu, requests, held: heldInAll, shown, lasting, toastsInserted: inserted };
}

/** Slows the page's CPU `rate` times (CDP Emulation.setCPUThrottlingRate) until `end`. */
async function slowCpu(page: Page, rate: number): Promise<{ end: () => Promise<void> }> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    async end() {
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await session.detach();
    },
  };
}

/**
 * Runs `work` on every item of `fast` and `slow` in `width` lanes, one of them kept for `slow`
 * from the start; a lane with no `fast` item left takes `slow` ones, at most `slowWidth` of them
 * running at once. Results in the items' order, `fast` first.
 */
async function inLanes<T, R>(fast: T[], slow: T[], width: number, slowWidth: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  const items = [...fast, ...slow];
  let nextFast = 0;
  let nextSlow = fast.length;
  let slowRunning = 0;
  const lane = async (first: 'fast' | 'slow') => {
    for (;;) {
      if (first === 'fast' && nextFast < fast.length) {
        const index = nextFast++;
        results[index] = await work(items[index]!);
      } else if (nextSlow < items.length && slowRunning < slowWidth) {
        const index = nextSlow++;
        slowRunning += 1;
        results[index] = await work(items[index]!).finally(() => (slowRunning -= 1));
      } else return;
    }
  };
  await Promise.all([lane('slow'), ...Array.from({ length: width - 1 }, () => lane('fast'))]);
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
  let chromium: ChromiumHandle | undefined;
  let tabs: PagePool | undefined;
  // the late looks' tab: a context of its own whose clock is installed (running at real speed until
  // a try steps it), so stepping it moves no other try's timers; its tries run one at a time
  let clockTabs: PagePool | undefined;
  const tries: Try[] = [];

  beforeAll(async () => {
    server = await serveStatic(await builtSite());
    chromium = await launchChromium();
    const recording = (page: Page) => page.addInitScript(recordToasts).then(() => undefined);
    tabs = pagePool(await chromium.newContext(), recording);
    if (form.name === 'application') {
      const withClock = await chromium.newContext();
      await withClock.clock.install();
      clockTabs = pagePool(withClock, recording);
    }
  }, 300_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    if (tries.length > 0) printTable(tries);
  });

  describe(`the ${form.name} form never goes silent`, () => {
    // the careers toast leaves by itself; the contact form's outcomes are a page or a lasting alert
    const lateLooks = form.name === 'application' ? OUTCOMES : [];
    const count = MOMENTS.length * OUTCOMES.length + SLOWED_TRIES.length + lateLooks.length;
    it(`${count} fill-and-submit tries: one request and an outcome each, seen at once and still there after the toast`, async () => {
      const planned: { moment: Moment; outcome: Outcome; cpu: number }[] = [
        ...MOMENTS.flatMap((moment) => OUTCOMES.map((outcome) => ({ moment, outcome, cpu: 1 }))),
        ...SLOWED_TRIES.map((t) => ({ ...t, cpu: SLOW_CPU_RATE })),
      ];
      const run = ({ moment, outcome, cpu }: (typeof planned)[number]) =>
        (moment === 'late-look' ? clockTabs! : tabs!).use((page) => oneTry(page, server!.url, form, moment, outcome, cpu)).catch((error: Error) => {
          throw new Error(`${form.name} / ${moment} / ${outcome} / cpu ${cpu}x: ${error.message}`, { cause: error });
        });
      const late = lateLooks.map((outcome) => ({ moment: 'late-look' as const, outcome, cpu: 1 }));
      const [inTime, looked] = await Promise.all([
        inLanes(
          planned.filter((t) => t.cpu === 1),
          planned.filter((t) => t.cpu > 1),
          TRIES_AT_ONCE,
          SLOWED_AT_ONCE,
          run,
        ),
        inLanes([], late, 1, 1, run),
      ]);
      const mine = [...inTime, ...looked];
      tries.push(...mine);
      expect(mine).toHaveLength(count);
      const wrong = mine.filter((t) => !t.shown || !t.lasting || t.requests !== 1);
      expect(mine.length).toBeGreaterThanOrEqual(16);
      // both racing moments were tried slowed, each with a success and a failure
      const slowed = mine.filter((t) => t.cpu > 1);
      for (const moment of ['before-load', 'while-loading']) {
        expect(slowed.filter((t) => t.moment === moment).map((t) => t.outcome === 'success').sort(), moment).toEqual([false, true]);
      }
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
