// The site chrome says what data/ says: the header's, footer's and shared components' words come
// from data/blocks/layout.md, and the header's menu and the footer's link lists from
// data/menus.csv. A data folder with other words and other menus builds a site with exactly those,
// and none of the first customer's chrome words is left in it.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { copyData, readCsv, SMALL_SITE, writeCsv } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let out: string;
const page = async (route: string) => parse(await readFile(path.join(out, route, 'index.html'), 'utf8'));
const text = (element: HTMLElement | null) => element?.text.replace(/\s+/g, ' ').trim() ?? '';
const hrefs = (element: HTMLElement | null) => element?.querySelectorAll('a').map((a) => a.getAttribute('href')) ?? [];

/** The layout copy's words this test writes instead of the first customer's. */
const WORDS: [original: string, replacement: string][] = [
  ['skipLink: Skip to content', 'skipLink: Jump to the page'],
  ['  menuLabel: Main', '  menuLabel: Site menu'],
  ['  menuButton: Menu', '  menuButton: Browse'],
  ['  call: CALL NOW', '  call: RING US'],
  ['  text: TEXT US', '  text: MESSAGE US'],
  ['  quote: GET A QUOTE', '  quote: PRICE IT'],
  ['  quickLinks: Quick Links', '  quickLinks: Shortcuts'],
  ['  copyright: © {{year}} {{business.legalName}}. Insured and bonded.', '  copyright: © {{year}} {{business.legalName}}. Family run.'],
  ['  label: Text us for a free cleaning quote at {{business.phone}}', '  label: Message {{business.name}} on {{business.phone}}'],
  ['breadcrumbsLabel: Breadcrumb', 'breadcrumbsLabel: Trail'],
  ['  closed: Closed', '  closed: Shut'],
  ['  starsLabel: Rated {{rating}} out of {{max}}', '  starsLabel: "{{rating}} stars of {{max}}"'],
  ['  price: From {{price}}', '  price: Only {{price}}'],
  ['  learnMoreHidden: about {{service}}', '  learnMoreHidden: on the {{service}} page'],
  ['  readingTime: "{{minutes}} min read"', '  readingTime: "{{minutes}} minutes"'],
];

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  const layoutFile = path.join(copy.data, 'blocks/layout.md');
  let layout = await readFile(layoutFile, 'utf8');
  for (const [original, replacement] of WORDS) {
    expect(layout, original).toContain(`${original}\n`);
    layout = layout.replace(`${original}\n`, `${replacement}\n`);
  }
  // two steps instead of four
  layout = layout.replace(/processSteps:\n(?: {2}- title: .*\n {4}text: .*\n)+/, 'processSteps:\n  - title: Ask\n    text: Send us a few words.\n  - title: Book\n    text: Pick a day.\n');
  await writeFile(layoutFile, layout);

  // the main menu: Locations before Services, Blog renamed, Careers left out; the footer's lists
  // gain and lose a link
  const menusFile = path.join(copy.data, 'menus.csv');
  const { header, rows } = await readCsv(menusFile);
  const cell = (row: string[], column: string) => row[header.indexOf(column)]!;
  const main = rows.filter((row) => cell(row, 'menu') === 'header-main');
  const rest = rows.filter((row) => cell(row, 'menu') !== 'header-main');
  const byPage = (page: string) => main.find((row) => cell(row, 'page') === page)!;
  const blog = byPage('/blog/').map((value, i) => (i === header.indexOf('label') ? 'Stories' : value));
  const newMain = [byPage('/'), byPage('/service-areas/'), byPage('/services/'), blog, byPage('/contact/')];
  const edited = rest
    .filter((row) => !(cell(row, 'menu') === 'footer-legal' && cell(row, 'page') === '/sitemap/'))
    .concat([['footer-quick', '', '', '/careers/', 'Work with us']]);
  await writeCsv(menusFile, header, [...newMain, ...edited]);

  out = path.join(copy.root, 'dist');
  const result = await runSite(['generate', '--data', copy.data, '--out', out, '--quiet']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}, 600_000);

afterAll(() => copy?.cleanup());

describe('the header and footer follow menus.csv', () => {
  it("shows header-main's links in its order, the /services/ and /service-areas/ rows as their dropdowns", async () => {
    const nav = (await page('')).querySelector('header nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Site menu');
    const top = nav.querySelectorAll('.nav-list > li').map((li) => text(li.querySelector('summary') ?? li.querySelector('a')));
    expect(top).toEqual(['Home', 'Locations', 'Services', 'Stories', 'Contact']);
    const dropdowns = nav.querySelectorAll('details');
    expect(hrefs(dropdowns[0]!)).toEqual(['/service-areas/', '/mi/milford/', '/mi/novi/', '/mi/wixom/']);
    expect(hrefs(dropdowns[1]!).at(-1)).toBe('/services/');
    expect(hrefs(nav)).not.toContain('/careers/');
  });

  it("shows footer-quick's and footer-legal's links", async () => {
    const footer = (await page('')).querySelector('footer')!;
    const quick = footer.querySelectorAll('nav').find((n) => text(n.querySelector('h2')) === 'Shortcuts')!;
    expect(hrefs(quick).at(-1)).toBe('/careers/');
    expect(text(quick.querySelectorAll('a').at(-1)!)).toBe('Work with us');
    expect(hrefs(footer.querySelector('.footer-legal'))).toEqual(['/privacy-policy/', '/terms-of-service/']);
  });
});

describe('the chrome and the shared components say what layout.md says', () => {
  it('header, footer, skip link, floating button, breadcrumbs and opening hours', async () => {
    const html = await page('faq');
    expect(text(html.querySelector('.skip-link'))).toBe('Jump to the page');
    expect(text(html.querySelector('.button-call'))).toMatch(/^RING US /);
    expect(text(html.querySelector('.button-quote'))).toBe('PRICE IT');
    expect(text(html.querySelector('header .button-text'))).toMatch(/^MESSAGE US \(\d{3}\) \d{3}-\d{4}$/);
    expect(text(html.querySelector('.menu-toggle-button'))).toBe('Browse');
    expect(text(html.querySelector('.footer-bottom p'))).toMatch(/^© \d{4} .+\. Family run\.$/);
    expect(html.querySelector('a.floating-text')!.getAttribute('aria-label')).toMatch(/^Message .+ on \(\d{3}\) \d{3}-\d{4}$/);
    expect(html.querySelector('nav.breadcrumbs')!.getAttribute('aria-label')).toBe('Trail');
    expect(text(html.querySelector('.footer-hours'))).toContain('Shut');
  });

  it('stars, service cards, article cards and the process steps', async () => {
    const home = await page('');
    expect(home.querySelector('.stars')!.getAttribute('aria-label')).toMatch(/^\d\.\d stars of 5$/);
    const card = home.querySelector('.service-card')!;
    expect(text(card.querySelector('.price'))).toMatch(/^Only \$/);
    expect(text(card.querySelector('.button-secondary .visually-hidden'))).toMatch(/^on the .+ page$/);
    expect(text((await page('blog')).querySelector('.article-card-foot'))).toMatch(/\d+ minutes/);
    expect((await page('quote')).querySelectorAll('.process-step h3').map(text)).toEqual(['Ask', 'Book']);
  });

  it('gives the islands the words of the components they share, only on pages with islands', async () => {
    const words = JSON.parse((await page('')).querySelector('script#browser-words')!.text);
    expect(words.reviews.starsLabel).toBe('{{rating}} stars of {{max}}');
    expect(words.articles.readingTime).toBe('{{minutes}} minutes');
    // no island, no script: the words stay off the page
    const faq = await page('faq');
    expect(faq.querySelector('[data-island]')).toBeNull();
    expect(faq.querySelector('script#browser-words')).toBeNull();
  });

  it("leaves none of the first customer's chrome words on the page", async () => {
    const replaced = ['Skip to content', 'CALL NOW', 'TEXT US', 'GET A QUOTE', 'Quick Links', 'Insured and bonded', 'Text us for a free cleaning quote', 'aria-label="Rated', 'min read', 'From $'];
    for (const route of ['', 'faq', 'quote', 'blog']) {
      const html = await readFile(path.join(out, route, 'index.html'), 'utf8');
      for (const words of replaced) expect(html, `${route || 'home'}: "${words}"`).not.toContain(words);
    }
  });
});

describe('a data folder without the header menu', () => {
  it('stops the build at menus.csv, saying which rows to add, and writes nothing', async () => {
    const bare = await copyData(SMALL_SITE);
    try {
      const menusFile = path.join(bare.data, 'menus.csv');
      const { header, rows } = await readCsv(menusFile);
      await writeCsv(menusFile, header, rows.filter((row) => row[header.indexOf('menu')] !== 'header-main'));
      const dist = path.join(bare.root, 'dist');
      const result = await runSite(['generate', '--data', bare.data, '--out', dist]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/menus\.csv: no header-main rows: the header's menu shows them/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(dist)).toBe(false);
    } finally {
      await bare.cleanup();
    }
  }, 120_000);
});
