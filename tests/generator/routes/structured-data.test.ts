// Issue 15, item 4: structured data Google can use, read from the built site. The full
// LocalBusiness profile only on the pages about the business (home, contact, reviews), with its
// aggregateRating only where the reviews are shown, and referred to by @id everywhere else; no copy
// on the 404 page or redirect stubs; FAQPage only for a page's own visible questions, never the
// same question on two pages; Service blocks naming the business by @id and the town they serve.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtSite, SITE_URL } from '../../helpers/built-site.ts';

type Block = Record<string, any>;
interface Page {
  url: string;
  blocks: Block[];
  text: string;
  stub: boolean;
  noindex: boolean;
}

const BUSINESS_ID = `${SITE_URL}/#business`;
let pages: Page[] = [];
const byUrl = (url: string) => pages.find((p) => p.url === url)!;
const ofType = (page: Page, type: string) => page.blocks.filter((b) => b['@type'] === type);

beforeAll(async () => {
  const dist = await builtSite();
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
  pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(dist, file), 'utf8');
      const doc = parse(html);
      const blocks = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Block);
      const url = `/${file.replace(/index\.html$/, '')}`;
      return { url, blocks, text: doc.querySelector('main')?.textContent.replace(/\s+/g, ' ') ?? '', stub: html.includes('http-equiv="refresh"'), noindex: /<meta name="robots" content="noindex/.test(html) };
    }),
  );
}, 600_000);

describe('the business profile', () => {
  it('is whole on home, contact and reviews only', () => {
    const withProfile = pages.filter((p) => ofType(p, 'LocalBusiness').length > 0).map((p) => p.url).sort();
    expect(withProfile).toEqual(['/', '/contact/', '/reviews/']);
    for (const url of withProfile) {
      const profile = ofType(byUrl(url), 'LocalBusiness')[0]!;
      expect(profile['@id'], url).toBe(BUSINESS_ID);
      expect(profile.address?.streetAddress, url).toBeTruthy();
      expect(profile.openingHoursSpecification?.length, url).toBeGreaterThan(0);
    }
  });

  it('carries the aggregateRating only where the reviews are shown (home and reviews)', () => {
    const rated = pages.filter((p) => p.blocks.some((b) => 'aggregateRating' in b)).map((p) => p.url).sort();
    expect(rated).toEqual(['/', '/reviews/']);
  });

  it('is referred to by @id from every other indexable page', () => {
    const others = pages.filter((p) => !p.noindex && ofType(p, 'LocalBusiness').length === 0);
    // every indexable page: the index gate holds most templated pages back (issue 15)
    expect(others.length).toBeGreaterThan(100);
    for (const page of others) {
      const [webPage] = ofType(page, 'WebPage');
      expect(webPage?.about, page.url).toEqual({ '@id': BUSINESS_ID });
      expect(webPage?.url, page.url).toBe(`${SITE_URL}${page.url}`);
    }
  });

  it('has no copy on the 404 page, any redirect stub or any other noindex page', () => {
    const stubs = pages.filter((p) => p.stub);
    expect(stubs.length).toBeGreaterThan(20);
    for (const page of [...stubs, byUrl('/404.html')]) expect(page.noindex, page.url).toBe(true);
    for (const page of pages.filter((p) => p.noindex)) expect(page.blocks.map((b) => b['@type']), page.url).not.toContain('LocalBusiness');
  });
});

describe('FAQPage', () => {
  it('marks up only questions shown on the page itself', () => {
    for (const page of pages) {
      for (const faq of ofType(page, 'FAQPage')) {
        for (const question of faq.mainEntity) expect(page.text, `${page.url}: ${question.name}`).toContain(question.name);
      }
    }
  });

  it('never marks up one question on two pages', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const page of pages) {
      for (const faq of ofType(page, 'FAQPage')) {
        for (const question of faq.mainEntity as { name: string }[]) {
          const first = seen.get(question.name);
          if (first) repeated.push(`${question.name} (${first} and ${page.url})`);
          else seen.set(question.name, page.url);
        }
      }
    }
    expect(repeated).toEqual([]);
    expect(ofType(byUrl('/faq/'), 'FAQPage')).toHaveLength(1);
  });

  it('is left off templated questions: city hubs without long-form copy of their own, and city-service pages without their own keyword-row FAQ', () => {
    const hubs = pages.filter((p) => /^\/mi\/[^/]+\/$/.test(p.url));
    expect(hubs).toHaveLength(14);
    for (const hub of hubs.filter((h) => h.url !== '/mi/novi/')) expect(ofType(hub, 'FAQPage'), hub.url).toHaveLength(0);
    // Novi's long-form copy (data/cities/novi.md) has questions of its own: those, and only those
    const novi = ofType(byUrl('/mi/novi/'), 'FAQPage')[0]!;
    expect(novi.mainEntity.map((q: { name: string }) => q.name).join(' ')).toMatch(/cost.*cover.*often.*safe/is);
    expect(novi.mainEntity.map((q: { name: string }) => q.name).join(' ')).not.toMatch(/Which Novi neighborhoods do you serve/);
    const templated = byUrl('/mi/brighton/restaurant-cleaning/');
    expect(templated.text).toMatch(/\?/); // its templated questions are still shown
    expect(ofType(templated, 'FAQPage')).toHaveLength(0);
  });
});

describe('Service', () => {
  it('names the business by @id as provider and the town as areaServed on every city-service page', () => {
    const cityService = pages.filter((p) => /^\/mi\/[^/]+\/[^/]+\/$/.test(p.url) && !p.stub);
    expect(cityService.length).toBeGreaterThan(900);
    for (const page of cityService) {
      const [service] = ofType(page, 'Service');
      expect(service?.provider, page.url).toEqual({ '@id': BUSINESS_ID });
      expect(service?.areaServed, page.url).toMatchObject({ '@type': 'City', name: expect.stringMatching(/\S/) });
    }
  });
});
