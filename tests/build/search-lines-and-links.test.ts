// The built site as a search engine reads it (docs/decisions.md#search-result-lines,
// docs/decisions.md#related-links): no description cut with an ellipsis or inside a word; a town
// x service page lists at most 4 other services of its
// town, the indexable ones first; a town hub links every indexable page of its town; the same
// service elsewhere lists indexable pages first; /locations/ stays out of the index with its own
// canonical; every title that fits ends with one brand, and none is cut mid-phrase; indexable
// pages link held-back town pages only from a town hub, a few each, and every page of the sitemap
// and every town x service page is within three clicks of the home page.
// Each rule's check runs on a planted page too, so it is seen to fail.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { builtSite, SITE_URL } from '../helpers/built-site.ts';

interface Page {
  url: string;
  title: string;
  description: string;
  noindex: boolean;
  canonical: string;
  /** the links of each titled block of <main>, by its heading id */
  blocks: Map<string, string[]>;
  /** every link of the page to a page of the site, without its #fragment */
  links: string[];
  /** a page that only sends the visitor on (an old address) */
  redirect: boolean;
}

let pages: Page[] = [];
let words: Set<string>;
let inSitemap: string[] = [];
const byUrl = (url: string) => pages.find((p) => p.url === url)!;
const indexable = () => new Set(pages.filter((p) => !p.noindex).map((p) => p.url));
const isTownService = (url: string) => /^\/mi\/[^/]+\/[^/]+\/$/.test(url);

/** A description that ends with an ellipsis, or, not ending a sentence, with a word the site
 * never writes whole. */
function cut(page: Pick<Page, 'url' | 'description'>): string | undefined {
  if (/(…|\.\.\.)$/.test(page.description)) return `${page.url}: ${page.description}`;
  if (/[.!?]["')]?$/.test(page.description)) return undefined;
  const last = /([\p{L}'-]+)[^\p{L}]*$/u.exec(page.description)?.[1]?.toLowerCase();
  return last && !words.has(last) ? `${page.url}: ends with "${last}"` : undefined;
}

/** Links to held-back pages placed before a link to an indexable one, in a block. */
function heldBackFirst(links: string[], open: Set<string>): string | undefined {
  const held = links.findIndex((href) => !open.has(href));
  const late = held < 0 ? undefined : links.slice(held).find((href) => open.has(href));
  return late ? `${links[held]} before ${late}` : undefined;
}

beforeAll(async () => {
  const dist = await builtSite();
  const files = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
  const texts: string[] = [];
  pages = await Promise.all(
    files.map(async (file) => {
      const html = await readFile(path.join(dist, file), 'utf8');
      const doc = parse(html);
      texts.push(doc.querySelector('main')?.textContent ?? '');
      const blocks = new Map<string, string[]>();
      for (const heading of doc.querySelectorAll('main h2[id]')) {
        const section = heading.closest('section, nav') ?? heading.parentNode!;
        blocks.set(heading.id, section.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!));
      }
      return {
        url: `/${file.replace(/index\.html$/, '')}`,
        title: doc.querySelector('title')?.textContent ?? '',
        description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        noindex: /<meta name="robots" content="noindex/.test(html),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        blocks,
        links: doc.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!.replace(/[#?].*$/, '')).filter((href) => href.startsWith('/') && !href.startsWith('//')),
        redirect: /<meta http-equiv="refresh"/.test(html),
      };
    }),
  );
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  inSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE_URL.length));
  // every word written whole somewhere in the site's text: a description ending in a word cut in two ends with none of them
  words = new Set(texts.join(' ').toLowerCase().match(/[\p{L}'-]+/gu) ?? []);
}, 600_000);

describe('descriptions', () => {
  it('are never cut with an ellipsis or inside a word', () => {
    expect(pages.length).toBeGreaterThan(1000);
    expect(pages.map(cut).filter(Boolean)).toEqual([]);
  });

  it('a cut one is caught (the plant: the old cutter’s home description)', () => {
    expect(cut({ url: '/', description: 'How Oak & Shore Cleaning Co. works to make this website usable for everyone, and how to tell us about a…' })).toBeDefined();
    expect(cut({ url: '/', description: 'Insured, background-checked house and office cleaning in Milford, Novi, Wix' })).toBeDefined();
  });
});

/** A title that breaks the one brand rule: it lacks the brand although title and brand fit in 60
 * characters, carries the brand in another form, or is cut with an ellipsis. */
function offBrand(page: Pick<Page, 'url' | 'title'>): string | undefined {
  const brand = ' | Oak & Shore';
  if (page.url === '/') return undefined; // the home page names the business in full
  if (page.title.endsWith('…')) return `${page.url}: cut: ${page.title}`;
  if (page.title.includes('Oak & Shore Cleaning Co.')) return `${page.url}: the full name: ${page.title}`;
  if (!page.title.endsWith(brand) && page.title.length + brand.length <= 60) return `${page.url}: no brand: ${page.title}`;
  return undefined;
}

describe('titles', () => {
  it('end with one brand wherever it fits, and none is cut mid-phrase', () => {
    expect(pages.map(offBrand).filter(Boolean)).toEqual([]);
    expect(pages.filter((p) => p.title.endsWith(' | Oak & Shore')).length).toBeGreaterThan(900);
  });

  it('an off-brand title is caught (the plants: the full name where the short one was due, no brand, a cut)', () => {
    expect(offBrand({ url: '/faq/', title: 'FAQ | Oak & Shore Cleaning Co.' })).toBeDefined();
    expect(offBrand({ url: '/faq/', title: 'Frequently Asked Questions' })).toBeDefined();
    expect(offBrand({ url: '/x/', title: 'Airbnb & Short-Term Rental Turnover Cleaning in Metro…' })).toBeDefined();
  });
});

describe('related links', () => {
  it('a town x service page lists at most 4 other services of its town, indexable first, and the same service elsewhere indexable first', () => {
    const open = indexable();
    const townPages = pages.filter((p) => isTownService(p.url) && p.blocks.has('more-services-heading'));
    expect(townPages.length).toBeGreaterThan(900);
    const wrong: string[] = [];
    for (const page of townPages) {
      const more = page.blocks.get('more-services-heading')!;
      if (more.length > 4) wrong.push(`${page.url}: ${more.length} other services`);
      for (const id of ['more-services-heading', 'areas-heading']) {
        const order = heldBackFirst(page.blocks.get(id) ?? [], open);
        if (order) wrong.push(`${page.url} ${id}: ${order}`);
      }
    }
    expect(wrong).toEqual([]);
    // Milford has more than four indexable pages: its four are all indexable
    expect(byUrl('/mi/milford/deep-cleaning/').blocks.get('more-services-heading')!.every((href) => open.has(href))).toBe(true);
    // the plant: a held-back sibling first
    expect(heldBackFirst(['/mi/milford/weekly-cleaning/', '/mi/milford/office-cleaning/'], open)).toBeDefined();
  });

  it('a town hub links every indexable page of its town', () => {
    const open = indexable();
    const hubs = pages.filter((p) => /^\/mi\/[^/]+\/$/.test(p.url));
    expect(hubs).toHaveLength(14);
    const missing = hubs.flatMap((hub) => {
      const linked = new Set([...hub.blocks.values()].flat());
      return [...open].filter((url) => isTownService(url) && url.startsWith(hub.url) && !linked.has(url)).map((url) => `${hub.url} -> ${url}`);
    });
    expect(missing).toEqual([]);
    // every town x service page with its own keyword copy (63 rows today) is indexable
    expect([...open].filter(isTownService).length).toBeGreaterThanOrEqual(63);
  });
});

/** Links from indexable pages to held-back town x service pages that break the rule: none but from
 * a town hub, and a hub links a few (the ways in to the held-back pages, spread over the hubs). */
function feedsHeldBack(site: Pick<Page, 'url' | 'noindex' | 'links'>[], hubAllowance: number): string[] {
  const heldBack = new Set(site.filter((p) => p.noindex && isTownService(p.url)).map((p) => p.url));
  return site.flatMap((page) => {
    if (page.noindex) return [];
    const held = [...new Set(page.links.filter((href) => heldBack.has(href)))];
    const isHub = /^\/mi\/[^/]+\/$/.test(page.url);
    if (isHub ? held.length <= hubAllowance : held.length === 0) return [];
    return [`${page.url} -> ${held.length} held-back: ${held.slice(0, 3).join(' ')}`];
  });
}

/** Clicks from the home page to each page, following every link of the site (breadth first). */
function clicksFromHome(site: Pick<Page, 'url' | 'links'>[]): Map<string, number> {
  const linksOf = new Map(site.map((p) => [p.url, p.links]));
  const clicks = new Map([['/', 0]]);
  const queue = ['/'];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    for (const href of linksOf.get(url) ?? []) {
      if (!linksOf.has(href) || clicks.has(href)) continue;
      clicks.set(href, clicks.get(url)! + 1);
      queue.push(href);
    }
  }
  return clicks;
}

/** The pages of the sitemap and every town x service page that are more than three clicks from home. */
function farFromHome(site: Pick<Page, 'url' | 'links'>[], sitemapUrls: string[]): string[] {
  const clicks = clicksFromHome(site);
  const due = [...new Set([...sitemapUrls, ...site.map((p) => p.url).filter(isTownService)])];
  return due.filter((url) => (clicks.get(url) ?? Infinity) > 3).map((url) => `${url}: ${clicks.get(url) ?? 'unreached'}`);
}

describe('links that feed the index', () => {
  const HUB_ALLOWANCE = 8;

  it('indexable pages link held-back town pages only from a town hub, a few each, and no more in all than one per service', () => {
    expect(feedsHeldBack(pages, HUB_ALLOWANCE)).toEqual([]);
    const heldBack = new Set(pages.filter((p) => p.noindex && isTownService(p.url)).map((p) => p.url));
    expect(heldBack.size).toBeGreaterThan(800);
    const fromIndexable = pages.filter((p) => !p.noindex).reduce((sum, p) => sum + p.links.filter((href) => heldBack.has(href)).length, 0);
    const services = new Set([...heldBack].map((url) => url.split('/')[3]));
    expect(fromIndexable).toBeLessThanOrEqual(services.size);
    // the plants: an indexable town x service page, and a hub with a link to every held-back page of its town
    const open = byUrl('/mi/milford/deep-cleaning/');
    expect(open.noindex).toBe(false);
    const planted = pages.map((p) => (p === open ? { ...p, links: [...p.links, '/mi/milford/weekly-cleaning/'] } : p));
    expect(feedsHeldBack(planted, HUB_ALLOWANCE)).toEqual([expect.stringMatching(/^\/mi\/milford\/deep-cleaning\/ -> 1 held-back/)]);
    const hub = byUrl('/mi/milford/');
    const everyPage = [...heldBack].filter((url) => url.startsWith('/mi/milford/'));
    expect(feedsHeldBack(pages.map((p) => (p === hub ? { ...p, links: [...p.links, ...everyPage] } : p)), HUB_ALLOWANCE)).toHaveLength(1);
  });

  it('every page of the sitemap and every town x service page is within three clicks of the home page', () => {
    expect(inSitemap.length).toBeGreaterThan(150);
    expect(farFromHome(pages, inSitemap)).toEqual([]);
    // the plant: the hubs' ways in to the held-back pages taken away
    const heldBack = new Set(pages.filter((p) => p.noindex && isTownService(p.url)).map((p) => p.url));
    const cut = pages.map((p) => (/^\/mi\/[^/]+\/$/.test(p.url) ? { ...p, links: p.links.filter((href) => !heldBack.has(href)) } : p));
    expect(farFromHome(cut, inSitemap).length).toBeGreaterThan(100);
  });
});

describe('/locations/ and /service-areas/', () => {
  it('/service-areas/ is the one indexed; /locations/ is noindex,follow with no canonical elsewhere (one signal, not two)', () => {
    expect(byUrl('/service-areas/').noindex).toBe(false);
    expect(byUrl('/service-areas/').canonical).toBe(`${SITE_URL}/service-areas/`);
    expect(byUrl('/locations/').noindex).toBe(true);
    expect(byUrl('/locations/').canonical).toBe(`${SITE_URL}/locations/`);
  });
});
