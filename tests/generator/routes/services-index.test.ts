// /services/ within its link budget, read from the built site: every service of services.csv keeps
// a card whose title is its one link, to its own page, and the page offers the quote once after
// the cards (the e2e test tests/e2e/services-index.test.ts checks it covers none of them). A
// catalogue of 65 cards shows each category's picture once, never one picture per card.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { builtSite } from '../../helpers/built-site.ts';
import { DATA_DIR, readCsv } from '../../helpers/data.ts';

let main: HTMLElement;
let links: number;
let services: { slug: string; title: string; category: string }[];

beforeAll(async () => {
  const dist = await builtSite();
  const page = parse(await readFile(path.join(dist, 'services', 'index.html'), 'utf8'));
  main = page.querySelector('main')!;
  links = page.querySelectorAll('a[href]').length;
  const { header, rows } = await readCsv(path.join(DATA_DIR, 'services.csv'));
  const column = (name: string) => header.indexOf(name);
  services = rows.map((row) => ({ slug: row[column('slug')]!, title: row[column('title')]!, category: row[column('category')]! }));
}, 600_000);

const words = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim();

describe('/services/', () => {
  it('has one card per service, in its category, whose one link is its title, to its own page', () => {
    const cards = (heading: string) =>
      main
        .querySelector(`section[aria-labelledby="${heading}"]`)!
        .querySelectorAll('.service-card')
        .map((card) => card.querySelectorAll('a').map((a) => [a.getAttribute('href'), words(a)]));
    const expected = (category: string) => services.filter((s) => s.category === category).map((s) => [[`/services/${s.slug}/`, s.title]]);
    expect(cards('residential-heading')).toEqual(expected('residential'));
    expect(cards('commercial-heading')).toEqual(expected('commercial'));
    expect(services).toHaveLength(65);
  });

  it('offers the quote once, after every card, inside the block it follows down the window', () => {
    const catalogue = main.querySelector('.service-catalogue')!;
    expect(catalogue.querySelectorAll('a[href="/quote/"]').map(words)).toEqual(['Get a Free Quote']);
    const last = catalogue.lastElementChild!;
    expect(last.classList.contains('catalogue-quote')).toBe(true);
    expect(last.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/quote/']);
    expect(catalogue.querySelectorAll('.service-card')).toHaveLength(services.length);
  });

  it('shows one picture per category, none of them twice, and no picture in a card', () => {
    const catalogue = main.querySelector('.service-catalogue')!;
    expect(catalogue.querySelectorAll('.service-card img')).toHaveLength(0);
    const sources = catalogue.querySelectorAll('img').map((img) => img.getAttribute('src'));
    expect(sources).toHaveLength(new Set(services.map((s) => s.category)).size);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('keeps the whole page, header and footer included, within 150 links', () => {
    expect(links).toBeLessThanOrEqual(150);
  });
});
