// Walks the route table (docs/requirements.md#the-route-table), written out here as data, against a
// real build made by the CLI: every page exists as dist/{path}/index.html, every alias or legacy
// path is both a stub page (meta refresh + canonical to its target) and a line of dist/_redirects,
// and every title ends with the company name.
import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtSite, htmlFiles, SITE_URL } from '../../helpers/built-site.ts';
import { DATA_DIR } from '../../helpers/data.ts';


// service slugs (docs/requirements.md#service-pages) and fourteen towns (docs/decisions.md#towns-served)
const SERVICES = [
  'window-cleaning', 'power-washing', 'carpet-cleaning', 'general-cleaning', 'deep-cleaning', 'recurring-cleaning',
  'move-out-cleaning', 'office-cleaning', 'airbnb-cleaning', 'oven-cleaning', 'fridge-cleaning', 'maid-services',
];
const CITIES = [
  'wixom', 'novi', 'milford', 'commerce-township', 'south-lyon', 'brighton', 'highland', 'northville',
  'farmington-hills', 'plymouth', 'livonia', 'west-bloomfield', 'walled-lake', 'keego-harbor',
];
const CITY_GUIDES = ['wixom', 'novi', 'west-bloomfield', 'livonia'];
// a sample of /mi/{city}/{service}/ pairs from data/availability.csv
const CITY_SERVICE_SAMPLE = [
  '/mi/novi/deep-cleaning/', '/mi/wixom/general-cleaning/', '/mi/milford/move-out-cleaning/', '/mi/livonia/office-cleaning/',
  '/mi/brighton/carpet-cleaning/', '/mi/keego-harbor/recurring-cleaning/', '/mi/west-bloomfield/window-cleaning/', '/mi/plymouth/airbnb-cleaning/',
];

const BLOG_PAGES = [
  '/blog/', '/blog/cities/', ...CITY_GUIDES.map((c) => `/blog/cities/${c}/`),
  '/blog/novi-house-cleaning-guide/', '/blog/inside-appliance-cleaning/', '/blog/memorial-day-cleaning/', '/blog/spring-cleaning-checklist/',
];

const PAGES = [
  '/', '/services/', ...SERVICES.map((s) => `/services/${s}/`), '/locations/', '/contact/', '/quote/', '/reviews/', '/faq/',
  '/thank-you/', '/accessibility/', '/careers/', '/bitcoin-payments/', '/checklist/', '/service-areas/',
  ...CITIES.map((c) => `/mi/${c}/`), ...CITY_SERVICE_SAMPLE, '/privacy-policy/', '/terms-of-service/', '/sitemap/',
];

// aliases and legacy paths (docs/requirements.md#the-route-table), with
// docs/decisions.md#one-page-per-town (/locations/novi and the former dedicated page /novi/ -> the
// Novi hub /mi/novi/)
const ALIASES: Record<string, string> = {
  wixom: 'wixom', livonia: 'livonia', milford: 'milford', commerce: 'commerce-township', 'walled-lake': 'walled-lake',
  'west-bloomfield': 'west-bloomfield', northville: 'northville', 'keego-harbor': 'keego-harbor',
};
const REDIRECTS: [string, string][] = [
  ['/pay-with-bitcoin', '/bitcoin-payments/'],
  ...CITIES.map((c): [string, string] => [`/locations/${c}`, `/mi/${c}/`]),
  ['/novi', '/mi/novi/'],
  ...Object.entries(ALIASES).map(([alias, city]): [string, string] => [`/${alias}`, `/mi/${city}/`]),
  ['/services/standard-cleaning', '/services/general-cleaning/'],
];

let out: string;
let companyName: string;
let brand: string;
let redirectLines: Set<string>;

const fileFor = (urlPath: string) => path.join(out, ...urlPath.split('/').filter(Boolean), 'index.html');
const read = (urlPath: string) => readFile(fileFor(urlPath), 'utf8');

beforeAll(async () => {
  out = await builtSite();
  ({ name: companyName, alternateName: brand } = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as { name: string; alternateName: string });
  redirectLines = new Set((await readFile(path.join(out, '_redirects'), 'utf8')).split('\n'));
  // a full build of ~1,000 pages; on a busy 2-core machine it can take minutes
}, 600_000);


describe('every route of both spec route tables', () => {
  it.each(PAGES)('builds %s', async (urlPath) => {
    expect(existsSync(fileFor(urlPath)), `${urlPath} -> ${path.relative(out, fileFor(urlPath))}`).toBe(true);
    const html = await read(urlPath);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${urlPath}"/>`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
  });

  // The blog is written alongside; these pass once it lands.
  it.each(BLOG_PAGES)('builds the blog page %s', (urlPath) => {
    expect(existsSync(fileFor(urlPath)), `${urlPath} -> ${path.relative(out, fileFor(urlPath))}`).toBe(true);
  });

  it.each(CITY_GUIDES)('links only existing articles from the %s city guide list (spec part 2, /blog/cities/{city}/{slug})', async (city) => {
    const html = await read(`/blog/cities/${city}/`);
    const articles = [...new Set([...html.matchAll(new RegExp(`href="(/blog/cities/${city}/[^"/]+/)"`, 'g'))].map((m) => m[1]!))];
    expect(articles).toHaveLength(3);
    for (const article of articles) expect(existsSync(fileFor(article)), article).toBe(true);
  });
});

describe('aliases and legacy paths', () => {
  it.each(REDIRECTS)('%s leads to %s as a stub page and as a _redirects line', async (from, to) => {
    const html = await read(from);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}"/>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${to}"/>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(redirectLines.has(`${from} ${to} 301!`), `_redirects has "${from} ${to} 301!" (forced: a stub page exists)`).toBe(true);
    expect(redirectLines.has(`${from}/ ${to} 301!`), `_redirects has "${from}/ ${to} 301!"`).toBe(true);
    expect(existsSync(fileFor(to)), `target ${to} is a page`).toBe(true);
  });
});

describe('titles', () => {
  it('keeps every page title within 60 characters, ending with the brand (the name people know the company by) wherever it fits', async () => {
    const files = await htmlFiles(out);
    expect(files.length).toBeGreaterThan(1000);
    const wrong: string[] = [];
    for (const file of files) {
      const title = /<title>([^<]*)<\/title>/.exec(await readFile(path.join(out, file), 'utf8'))?.[1] ?? '(no title)';
      const decoded = title.replace(/&amp;/g, '&');
      // a title a marketer wrote to fit a search result drops the brand rather than overflow; the
      // home page names the company in full
      const brandFits = `${decoded} | ${brand}`.length <= 60;
      if (!decoded.endsWith(brand) && !decoded.endsWith(companyName) && brandFits) wrong.push(`${file}: ${title}`);
      if (decoded.length > 60) wrong.push(`${file}: ${decoded.length} characters: ${title}`);
    }
    expect(wrong).toEqual([]);
  });
});
