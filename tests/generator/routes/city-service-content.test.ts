// Keyword copy and links per page, read from the built site: a city-service page shows what the
// service includes and the opening of the service's own page with a link to it, keeps its town
// block to a few lines and a link to the hub, and carries one block of same-service links; no page
// but the HTML sitemap has more than 150 links.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { builtSite } from '../../helpers/built-site.ts';
import { DATA_DIR, readCsv } from '../../helpers/data.ts';

const MAX_LINKS = 150;
let dist: string;
let services: Record<string, string>[];
const cityServicePages: { url: string; city: string; service: string; main: HTMLElement; noindex: boolean }[] = [];

async function page(url: string): Promise<HTMLElement> {
  return parse(await readFile(path.join(dist, ...url.split('/').filter(Boolean), 'index.html'), 'utf8'));
}

beforeAll(async () => {
  dist = await builtSite();
  const { header, rows } = await readCsv(path.join(DATA_DIR, 'services.csv'));
  services = rows.map((row) => Object.fromEntries(header.map((column, i) => [column, row[i]!])));
  const { header: aHeader, rows: pairs } = await readCsv(path.join(DATA_DIR, 'availability.csv'));
  for (const pair of pairs) {
    const [city, service] = [pair[aHeader.indexOf('city')]!, pair[aHeader.indexOf('service')]!];
    const url = `/mi/${city}/${service}/`;
    const doc = await page(url);
    const noindex = /noindex/.test(doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');
    cityServicePages.push({ url, city, service, main: doc.querySelector('main')!, noindex });
  }
}, 600_000);

describe('a city-service page', () => {
  it('shows what the service includes; a held-back page also the opening of its own page, linked', () => {
    expect(cityServicePages).toHaveLength(910);
    for (const { url, service, main, noindex } of cityServicePages) {
      const row = services.find((s) => s.slug === service)!;
      const included = main.querySelectorAll('#included-heading ~ ul li').map((li) => li.textContent);
      expect(included, url).toEqual(row.included!.split('|'));
      const about = main.querySelector('section[aria-labelledby="about-heading"]');
      if (!noindex) continue;
      expect(about!.querySelector('p')!.textContent.length, url).toBeGreaterThan(60);
      expect(about!.querySelectorAll('a').map((a) => a.getAttribute('href')), url).toEqual([`/services/${service}/`]);
    }
  });

  it("leaves on an indexable page the service's generic blocks to its own page, one link away", () => {
    const indexable = cityServicePages.filter((p) => !p.noindex);
    expect(indexable.length).toBeGreaterThan(40);
    for (const { url, service, main } of indexable) {
      for (const section of ['about-heading', 'benefits-heading', 'ideal-heading']) expect(main.querySelector(`section[aria-labelledby="${section}"]`), `${url} ${section}`).toBeNull();
      // the reasons by their titles only, as a list
      expect(main.querySelectorAll('section[aria-labelledby="reasons-heading"] li p'), url).toHaveLength(0);
      expect(main.querySelectorAll('section[aria-labelledby="reasons-heading"] li').length, url).toBeGreaterThan(0);
      const included = main.querySelector('section[aria-labelledby="included-heading"]')!;
      expect(included.querySelectorAll('p a').map((a) => a.getAttribute('href')), url).toEqual([`/services/${service}/`]);
    }
  });

  it('quotes the service’s own Markdown, not its table description, on a held-back page', async () => {
    const markdown = await readFile(path.join(DATA_DIR, 'services', 'deep-cleaning.md'), 'utf8');
    const firstSentence = markdown.trim().split('\n')[0]!.split(': ')[0]!;
    const page = cityServicePages.find((p) => p.url === '/mi/livonia/deep-cleaning/')!;
    expect(page.noindex).toBe(true);
    expect(page.main.querySelector('section[aria-labelledby="about-heading"] p')!.textContent).toContain(firstSentence);
  });

  it('keeps the town to a short block that links the hub (no landmark details or neighbourhood list)', () => {
    for (const { url, city, main } of cityServicePages) {
      const area = main.querySelector('section[aria-labelledby="area-heading"]')!;
      expect(area.querySelectorAll('a').map((a) => a.getAttribute('href')), url).toEqual([`/mi/${city}/`]);
      expect(area.querySelectorAll('dl, ul').length, url).toBe(0);
      expect(area.textContent.split(/\s+/).length, url).toBeLessThan(80);
    }
  });

  it('has one block of same-service links, reaching every other town that offers the service (an indexable page: every indexable one)', () => {
    let withoutBlock = 0;
    for (const { url, service, main, noindex } of cityServicePages) {
      const sameService = new RegExp(`^/mi/[a-z-]+/${service}/$`);
      const blocks = main.querySelectorAll('.link-block').filter((block) => block.querySelectorAll('a').some((a) => sameService.test(a.getAttribute('href')!)));
      const others = cityServicePages.filter((p) => p.service === service && p.url !== url && (noindex || !p.noindex)).map((p) => p.url);
      // a block of fewer than five links is not shown
      if (others.length < 5) {
        withoutBlock++;
        expect(blocks, url).toHaveLength(0);
        continue;
      }
      expect(blocks, url).toHaveLength(1);
      const outside = main.querySelectorAll('a').filter((a) => sameService.test(a.getAttribute('href')!) && !blocks[0]!.querySelectorAll('a').includes(a));
      expect(outside.map((a) => a.getAttribute('href')), url).toEqual([]);
      expect(blocks[0]!.querySelectorAll('a').map((a) => a.getAttribute('href')).sort(), url).toEqual(others.sort());
    }
    expect(withoutBlock).toBeLessThan(cityServicePages.length / 2);
  });
});

describe('every service page', () => {
  it('is linked from each city-service page of that service', () => {
    for (const { url, service, main } of cityServicePages) {
      expect(main.querySelectorAll('a').map((a) => a.getAttribute('href')), url).toContain(`/services/${service}/`);
    }
  });
});

describe('links per page', () => {
  const counts = new Map<string, number>();
  beforeAll(async () => {
    const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
    for (const file of files) counts.set(file, (await readFile(path.join(dist, file), 'utf8')).match(/<a\s[^>]*href=/g)?.length ?? 0);
  }, 120_000);
  const isHub = (file: string) => /^mi\/[a-z-]+\/index\.html$/.test(file);
  const over = (files: string[]) => files.filter((file) => counts.get(file)! > MAX_LINKS).map((file) => `${file}: ${counts.get(file)}`);

  it(`no other page has more than ${MAX_LINKS} links`, () => {
    expect(counts.size).toBeGreaterThan(1000);
    expect(counts.get('sitemap/index.html')).toBeGreaterThan(MAX_LINKS);
    const known = new Set(['sitemap/index.html', 'index.html', 'services/index.html']);
    expect(over([...counts.keys()].filter((file) => !known.has(file) && !isHub(file)))).toEqual([]);
  });

  it(`the city hubs have at most ${MAX_LINKS} links`, () => {
    const hubs = [...counts.keys()].filter(isHub);
    expect(hubs).toHaveLength(14);
    expect(over(hubs)).toEqual([]);
  });

  // They were 160 and 240: the header's menu twice, and two buttons on each of /services/'s 65 cards
  it(`the home page and /services/ have at most ${MAX_LINKS} links`, () => {
    expect(over(['index.html', 'services/index.html'])).toEqual([]);
  });
});
