// Issue 16, item 7: a submit never does nothing. Both forms are filled and submitted over and
// over in Chromium at every moment of the island's life (before its script has arrived, while it
// arrives and hydrates, after it is live) against every answer the API can give (500, a network
// failure, 200 with success:false, success). Each try must send exactly one request and show an
// outcome: the success toast (careers) or the thank-you page (contact), or the failure message
// with every value kept. The API's answers are simulated by route interception (they are our own
// API's documented answers); the pages are the real build served as files.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validApplication, validMessage } from '../api/fixtures.ts';
import { launchBrowser, serveStatic, type BrowserHandle, type StaticServer } from '../helpers/browser.ts';
import { builtSite } from '../helpers/built-site.ts';

type Moment = 'before-load' | 'while-loading' | 'after-hydration';
type Outcome = 'http-500' | 'network-failure' | 'success-false' | 'success';
const MOMENTS: Moment[] = ['before-load', 'while-loading', 'after-hydration'];
const OUTCOMES: Outcome[] = ['http-500', 'network-failure', 'success-false', 'success'];
const ROUNDS = 3; // 3 moments x 4 outcomes x 3 rounds = 36 tries per form
// How long an outcome may take to show once the API has answered, on a shared 2-core machine.
// It bounds the wait for something that, when broken, never happens at all.
const OUTCOME_WAIT_MS = 15_000;

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
  requests: number;
  shown: string;
}

let server: StaticServer;
let browser: BrowserHandle;
const tries: Try[] = [];

beforeAll(async () => {
  server = await serveStatic(await builtSite());
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tries.length > 0) printTable();
});

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

async function valuesKept(page: Page, form: FormCase): Promise<boolean> {
  for (const [name, value] of Object.entries(form.values)) {
    if ((await page.locator(`#${form.name}-${name}`).inputValue()) !== String(value)) return false;
  }
  return true;
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

async function oneTry(form: FormCase, moment: Moment, outcome: Outcome): Promise<Try> {
  const page = await browser.context.newPage();
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
  await page.goto(`${server.url}${form.path}`);
  if (moment === 'after-hydration') {
    // the forms hydrate on first use: a focus starts them
    await page.locator(`#${form.name}-${Object.keys(form.values)[0]}`).focus();
    await page.locator(`[data-island="${form.island}"][data-hydrated]`).waitFor({ state: 'attached', timeout: 60_000 });
  }
  await fill(page, form);
  await page.getByRole('button', { name: form.button }).click({ noWaitAfter: true });
  if (moment === 'before-load') {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  }
  let shown = '';
  const deadline = { at: Number.POSITIVE_INFINITY };
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
  // A second request would come right after the first outcome; give it a moment to show itself.
  await page.waitForTimeout(300);
  const result = { form: form.name, moment, outcome, requests, shown };
  await page.close();
  return result;
}

function printTable() {
  const rows = new Map<string, { tried: number; correct: number; silent: number; double: number }>();
  for (const t of tries) {
    for (const key of [`${t.form} / ${t.moment}`, `${t.form} / ${t.outcome}`, `${t.form} / all`]) {
      const row = rows.get(key) ?? { tried: 0, correct: 0, silent: 0, double: 0 };
      row.tried += 1;
      if (t.shown && t.requests === 1) row.correct += 1;
      if (!t.shown) row.silent += 1;
      if (t.requests > 1) row.double += 1;
      rows.set(key, row);
    }
  }
  console.log('\ncategory                                tried correct silent double');
  for (const [key, r] of rows) console.log(`${key.padEnd(40)}${String(r.tried).padStart(5)}${String(r.correct).padStart(8)}${String(r.silent).padStart(7)}${String(r.double).padStart(7)}`);
}

describe.each(FORMS)('the $name form never goes silent', (form) => {
  it(`${MOMENTS.length * OUTCOMES.length * ROUNDS} fill-and-submit tries: one request and a visible outcome each`, async () => {
    const mine: Try[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const moment of MOMENTS) {
        for (const outcome of OUTCOMES) {
          const result = await oneTry(form, moment, outcome);
          mine.push(result);
          tries.push(result);
        }
      }
    }
    const wrong = mine.filter((t) => !t.shown || t.requests !== 1);
    expect(mine.length).toBeGreaterThanOrEqual(30);
    expect(wrong).toEqual([]);
    // each outcome shows the right thing
    for (const t of mine) {
      const success = t.outcome === 'success';
      expect(t.shown).toMatch(success ? /success toast|thank-you page/ : /failure/);
    }
  }, 900_000);
});
