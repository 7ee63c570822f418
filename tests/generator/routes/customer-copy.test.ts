// The customer pages (services list, quote, locations, service areas, reviews, FAQ, checklist,
// thank-you, 404, the redirect stub) and the islands on them show the words of their copy files
// and the promises of business.json: a real build of a data folder whose words were changed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { runSite } from '../../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let dist: string;
let testimonialCount: number;

/** Replaces one exact text of a data file; fails loudly when the text is not there any more. */
async function rewrite(file: string, from: string, to: string): Promise<void> {
  const source = await readFile(path.join(copy.data, file), 'utf8');
  if (!source.includes(from)) throw new Error(`${file} no longer holds: ${from}`);
  await writeFile(path.join(copy.data, file), source.replace(from, to));
}

const load = async (file: string): Promise<HTMLElement> => parse(await readFile(path.join(dist, file), 'utf8'));
const text = (element: HTMLElement | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const description = (doc: HTMLElement) => doc.querySelector('meta[name="description"]')?.getAttribute('content');
/** What a visitor reads in the page's main part: the islands' props (JSON for the browser) left out. */
function shown(doc: HTMLElement): string {
  const main = doc.querySelector('main')!;
  for (const script of main.querySelectorAll('script')) script.remove();
  return text(main);
}

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  const business = JSON.parse(await readFile(path.join(copy.data, 'business.json'), 'utf8'));
  business.promises.quoteValidity = 'about six weeks';
  await writeFile(path.join(copy.data, 'business.json'), JSON.stringify(business, null, 2));
  await rewrite('pages/services-index.md', 'heading: Our Cleaning Services', 'heading: Everything We Do');
  await rewrite('pages/locations.md', 'zipCodes: "ZIP codes: {{town.zipCodes}}"', 'zipCodes: "Postcodes {{town.zipCodes}}"');
  await rewrite('pages/service-areas.md', 'card: "{{town.county}} County', 'card: "Part of {{town.county}} County');
  await rewrite('pages/faq.md', 'pricing: Pricing and quotes', 'pricing: Money matters');
  await rewrite('pages/checklist.md', 'pricesLink: See [{{prices.label}}]({{prices.path}}) for prices and details.', 'pricesLink: "Prices: [{{prices.label}}]({{prices.path}})."');
  await rewrite('pages/thank-you.md', 'heading: Thank You! Your Message Is on Its Way', 'heading: Got It, Thanks');
  await rewrite('pages/not-found.md', 'heading: 404 Page Not Found', 'heading: Nothing Lives Here');
  await rewrite('pages/redirect.md', 'text: It now lives at', 'text: Find it from now on at');
  await rewrite('blocks/live-reviews.md', 'rating: "{{rating}} / 5"', 'rating: "{{rating}} stars of 5"');
  await rewrite('blocks/live-reviews.md', 'loading: Loading reviews...', 'loading: Fetching the newest reviews');
  await rewrite('pages/quote.md', 'widgetButton: Open the quote request form', 'widgetButton: Start your request');
  // the review snapshot the API serves first, now apart from business.json's 4.9 from 127
  await rewrite('reviews.json', '"rating": 4.9,', '"rating": 4.6,');
  await rewrite('reviews.json', '"total_ratings": 127,', '"total_ratings": 203,');
  testimonialCount = (JSON.parse(await readFile(path.join(copy.data, 'testimonials.json'), 'utf8')) as unknown[]).length;
  dist = path.join(copy.root, 'dist');
  const result = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', '--quiet'], { cwd: copy.root });
  expect(result.code, result.stderr).toBe(0);
}, 300_000);

afterAll(async () => copy?.cleanup());

describe('the customer pages read their words from data/', () => {
  it('/quote/ promises the quote validity of business.json, in its description and its page', async () => {
    const doc = await load('quote/index.html');
    expect(description(doc)).toContain('stays valid for about six weeks');
    const expectations = text(doc.querySelector('#expect'));
    expect(expectations).toContain('it stays valid for about six weeks');
    expect(expectations).not.toContain('30 days');
  });

  it('/quote/: the widget shows the words the page gives it', async () => {
    const doc = await load('quote/index.html');
    const props = JSON.parse(doc.querySelector('[data-island="quote-widget"] script')!.textContent);
    expect(props.text.button).toBe('Start your request');
    expect(text(doc.querySelector('.quote-widget a'))).toBe('Start your request (opens in a new tab)');
  });

  it('the services list, locations, service areas, FAQ, checklist and thank-you pages show their copy files', async () => {
    expect(text((await load('services/index.html')).querySelector('h1'))).toBe('Everything We Do');
    const novi = (await load('locations/index.html')).querySelectorAll('.area-card').find((card) => text(card.querySelector('h3')) === 'Novi')!;
    expect(text(novi)).toContain('Postcodes 48374, 48375, 48377');
    expect(shown(await load('service-areas/index.html'))).toContain('Part of Oakland County');
    expect(text((await load('faq/index.html')).querySelector('#faq-pricing-heading'))).toBe('Money matters');
    const standard = (await load('checklist/index.html')).querySelector('#standard p')!;
    expect(text(standard)).toBe('Included in every regular visit. Prices: general house cleaning.');
    expect(standard.querySelector('a')?.getAttribute('href')).toBe('/services/general-cleaning/');
    expect(text((await load('thank-you/index.html')).querySelector('h1'))).toBe('Got It, Thanks');
  });

  it('the 404 page and a redirect stub show theirs, the stub with the new address filled in', async () => {
    expect(text((await load('404.html')).querySelector('h1'))).toBe('Nothing Lives Here');
    const stub = await load('pay-with-bitcoin/index.html');
    expect(text(stub.querySelector('main h1'))).toBe('This page has moved');
    expect(text(stub.querySelector('main p'))).toBe('Find it from now on at /bitcoin-payments/.');
    expect(stub.querySelector('main a')?.getAttribute('href')).toBe('/bitcoin-payments/');
  });

  it('/reviews/: the summary fills its own figures into the words of data/blocks/live-reviews.md, and the list gets its words as props', async () => {
    const doc = await load('reviews/index.html');
    expect(text(doc.querySelector('.rating-value'))).toMatch(/^\d\.\d stars of 5$/);
    const feed = JSON.parse(doc.querySelector('[data-island="reviews-feed"] script')!.textContent);
    expect(feed.text.loading).toBe('Fetching the newest reviews');
    // the loading words are for the browser only: the server shows no loading state
    expect(shown(doc)).not.toContain('Fetching the newest reviews');
  });

  it('/reviews/ and the home page show the figures of the review snapshot their scripts load first, not the profile\'s', async () => {
    const reviews = await load('reviews/index.html');
    expect(text(reviews.querySelector('.rating-average'))).toContain(`4.6 stars of 5 based on ${203 + testimonialCount} reviews`);
    const home = await load('index.html');
    expect(text(home.querySelector('#reviews .rating-summary'))).toContain('4.6 out of 5 from 203 reviews');
  });

  it('the home page island gets the same loading words', async () => {
    const doc = await load('index.html');
    const props = JSON.parse(doc.querySelector('[data-island="home-reviews"] script')!.textContent);
    expect(props.text.loading).toBe('Fetching the newest reviews');
  });
});
