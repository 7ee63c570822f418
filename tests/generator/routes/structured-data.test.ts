// Structured data Google can use, read from the built site. The full LocalBusiness profile only on
// the pages about the business (home, contact, reviews), with no rating of itself (self-serving),
// the towns it serves and the payments it takes, referred to by @id everywhere else; WebSite with
// the site name on the home page; no copy
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
  /** the link preview's picture (og:image) */
  ogImage: string | undefined;
}

const BUSINESS_ID = `${SITE_URL}/#business`;
let pages: Page[] = [];
let dist = '';
/** Pages whose business markup claims a rating or a review of the business itself. */
const selfServing = (list: Page[]) =>
  list.filter((p) => p.blocks.some((b) => ['LocalBusiness', 'Organization'].includes(b['@type']) && ('aggregateRating' in b || 'review' in b))).map((p) => p.url);
const byUrl = (url: string) => pages.find((p) => p.url === url)!;
const ofType = (page: Page, type: string) => page.blocks.filter((b) => b['@type'] === type);

beforeAll(async () => {
  dist = await builtSite();
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
  pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(dist, file), 'utf8');
      const doc = parse(html);
      const blocks = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as Block);
      const url = `/${file.replace(/index\.html$/, '')}`;
      return { url, blocks, text: doc.querySelector('main')?.textContent.replace(/\s+/g, ' ') ?? '', stub: html.includes('http-equiv="refresh"'), noindex: /<meta name="robots" content="noindex/.test(html), ogImage: doc.querySelector('meta[property="og:image"]')?.getAttribute('content') };
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

  it('carries no aggregateRating or review: a business rating itself is self-serving', () => {
    expect(selfServing(pages)).toEqual([]);
    // the plant: the profile as it was, with its rating, is caught
    const planted = pages.map((p) => (p.url === '/' ? { ...p, blocks: p.blocks.map((b) => (b['@type'] === 'LocalBusiness' ? { ...b, aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9 } } : b)) } : p));
    expect(selfServing(planted)).toEqual(['/']);
    // the reviews are still shown on the page
    expect(byUrl('/reviews/').text).toMatch(/4\.9/);
  });

  it('names the towns served, as City objects, rather than a circle that leaves the farther ones out', () => {
    const profile = ofType(byUrl('/'), 'LocalBusiness')[0]!;
    const served = profile.areaServed as Block[];
    expect(served.every((area) => area['@type'] === 'City')).toBe(true);
    expect(served.map((area) => area.name)).toEqual(expect.arrayContaining(['Livonia, Michigan', 'Plymouth, Michigan', 'Milford, Michigan']));
    expect(served).toHaveLength(14);
  });

  it('accepts the payments business.json lists, Bitcoin among them, whose page exists', () => {
    const profile = ofType(byUrl('/'), 'LocalBusiness')[0]!;
    expect(profile.paymentAccepted).toBe('Credit Card, Debit Card, Bank Transfer, Cash, Check, Bitcoin');
    expect(byUrl('/bitcoin-payments/').noindex).toBe(false);
  });

  it("shows the hero artwork as its image and the business's logo as its logo, at absolute URLs of files the site holds", async () => {
    for (const url of ['/', '/contact/', '/reviews/']) {
      const profile = ofType(byUrl(url), 'LocalBusiness')[0]!;
      // the hero's share crop, the picture the home page's link preview shows
      expect(profile.image, url).toBe(byUrl('/').ogImage);
      expect(profile.image, url).toMatch(new RegExp(`^${SITE_URL}/assets/images/hero-share\\.[0-9a-f]+\\.jpg$`));
      // business.json artwork.logo, the header's logo (an SVG: published as it is)
      expect(profile.logo, url).toMatch(new RegExp(`^${SITE_URL}/assets/images/logo-\\d+\\.[0-9a-f]+\\.svg$`));
      for (const address of [profile.image, profile.logo]) await expect(readFile(path.join(dist, new URL(address).pathname))).resolves.toBeTruthy();
    }
    // no marker left anywhere: every picture named in the markup was resolved
    expect(pages.filter((p) => JSON.stringify(p.blocks).includes('data-image:')).map((p) => p.url)).toEqual([]);
  });

  it('is referred to by @id from every other indexable page', () => {
    const others = pages.filter((p) => !p.noindex && ofType(p, 'LocalBusiness').length === 0);
    // every indexable page: the index gate holds most templated pages back (docs/decisions.md#index-gate)
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

describe('WebSite', () => {
  it('declares the site name on the home page only', () => {
    const sites = pages.filter((p) => ofType(p, 'WebSite').length > 0).map((p) => p.url);
    expect(sites).toEqual(['/']);
    const [site] = ofType(byUrl('/'), 'WebSite');
    expect(site).toMatchObject({ name: 'Oak & Shore Cleaning Co.', url: `${SITE_URL}/`, publisher: { '@id': BUSINESS_ID } });
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
