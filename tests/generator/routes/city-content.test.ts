// The dedicated Novi page became Novi's long-form city content (data/cities/novi.md;
// docs/decisions.md#one-page-per-town), shown on its hub /mi/novi/; /novi/ and /locations/novi
// answer 301 there, in the written site and from `site serve`. Any other town gets the same by
// adding its file.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite, SITE_URL } from '../../helpers/built-site.ts';
import { copyData, DATA_DIR, SMALL_SITE } from '../../helpers/data.ts';
import { runSite } from '../../helpers/cli.ts';
import { startApi } from '../../helpers/api.ts';

interface NoviCopy {
  claims: { value: string; label: string }[];
  reasons: { title: string; text: string }[];
  neighborhoodGroups: { title: string; neighborhoods: string[] }[];
  faqs: { question: string }[];
}

let out: string;
let novi: NoviCopy;
const business = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as { jobsDone: number; rating: number };

const page = async (dist: string, urlPath: string) =>
  parse(await readFile(path.join(dist, ...urlPath.split('/').filter(Boolean), 'index.html'), 'utf8'));
const texts = (els: HTMLElement[]) => els.map((e) => e.textContent.replace(/\s+/g, ' ').trim());

beforeAll(async () => {
  out = await builtSite();
  novi = matter(await readFile(path.join(DATA_DIR, 'cities', 'novi.md'), 'utf8')).data as NoviCopy;
}, 600_000);

describe('/mi/novi/ carries the former Novi page', () => {
  it('shows the claims, the reasons and every neighbourhood group of data/cities/novi.md', async () => {
    const main = (await page(out, '/mi/novi/')).querySelector('main')!;
    expect(texts(main.querySelectorAll('.claim-value'))).toEqual([`${business.jobsDone}+`, String(business.rating), ...novi.claims.map((c) => c.value)]);
    const reasons = texts(main.querySelectorAll('#reasons-heading ~ ul > li h3'));
    expect(reasons).toHaveLength(4 + novi.reasons.length);
    expect(reasons).toEqual(expect.arrayContaining(novi.reasons.map((r) => r.title)));
    const groups = main.querySelectorAll('#neighborhoods-heading ~ ul > li');
    expect(texts(groups.map((g) => g.querySelector('h3')!))).toEqual(novi.neighborhoodGroups.map((g) => g.title));
    const listed = texts(groups.map((g) => g.querySelector('.muted')!)).join(' · ');
    for (const name of novi.neighborhoodGroups.flatMap((g) => g.neighborhoods)) expect(listed).toContain(name);
    expect(main.querySelector('#about-heading ~ .prose')!.textContent).toContain('Regular house cleaning');
    expect(main.querySelectorAll('a').map((a) => a.getAttribute('href'))).toContain('/blog/novi-house-cleaning-guide/');
  });

  it("adds Novi's own questions to the hub's, with prices filled in from services.csv, on the page and (only those) in FAQPage JSON-LD", async () => {
    const doc = await page(out, '/mi/novi/');
    const shown = texts(doc.querySelectorAll('main details summary'));
    for (const faq of novi.faqs) expect(shown).toContain(faq.question);
    const blocks = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] });
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage')!;
    // FAQPage holds Novi's own questions; the hub's templated ones are shown, not marked up
    // (docs/decisions.md#structured-data)
    expect(faqPage.mainEntity!.map((q) => q.name)).toEqual(novi.faqs.map((faq) => faq.question));
    expect(shown.length).toBeGreaterThan(novi.faqs.length);
    const cost = faqPage.mainEntity!.find((q) => q.name === 'How much does house cleaning cost in Novi?')!;
    expect(cost.acceptedAnswer.text).toMatch(/starts at \$\d+, recurring visits at \$\d+ and a deep clean at \$\d+\./);
    expect(cost.acceptedAnswer.text).not.toContain('{{');
  });

  it('shows Novi testimonials only', async () => {
    const locations = texts((await page(out, '/mi/novi/')).querySelectorAll('main .testimonial-location'));
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location).toContain('Novi');
  });

  it('writes /novi/ and /locations/novi as redirects to /mi/novi/, out of the sitemap', async () => {
    for (const from of ['/novi/', '/locations/novi/']) {
      const html = await readFile(path.join(out, ...from.split('/').filter(Boolean), 'index.html'), 'utf8');
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/mi/novi/"/>');
    }
    const redirects = (await readFile(path.join(out, '_redirects'), 'utf8')).split('\n');
    for (const from of ['/novi', '/novi/', '/locations/novi', '/locations/novi/']) expect(redirects).toContain(`${from} /mi/novi/ 301!`);
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain(`<loc>${SITE_URL}/novi/</loc>`);
  });

  it('lists /mi/novi/ in the sitemap', async () => {
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${SITE_URL}/mi/novi/</loc>`);
  });

  it('site serve answers /novi/, /novi and /locations/novi with a real 301 to /mi/novi/', async () => {
    const { app } = startApi({}, { siteDir: out });
    for (const from of ['/novi/', '/novi', '/locations/novi']) {
      const response = await request(app).get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe('/mi/novi/');
    }
  });
});

describe('long-form copy for any town', () => {
  let root: string;
  let data: string;
  let dist: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ root, data, cleanup } = await copyData(SMALL_SITE));
    dist = path.join(root, 'dist');
  });
  // run from the copy's folder, so problems name data/... as a marketer sees it
  const site = (args: string[]) => runSite(args, { cwd: root });
  const writeWixomCopy = (frontMatter: string[], body: string) =>
    writeFile(path.join(data, 'cities', 'wixom.md'), ['---', ...frontMatter, '---', body, ''].join('\n'));
  afterAll(() => cleanup());

  it('a new data/cities/{slug}.md gives that hub the same sections, with no code change', async () => {
    await writeWixomCopy(
      [
        'claims: [{ value: "Same crew", label: "on every visit" }]',
        'reasons: [{ title: "Five minutes from Loon Lake", text: "Our Milford office is a short drive up Wixom Road." }]',
        'neighborhoodGroups: [{ title: "Around Loon Lake", text: "Lake homes and sandy entryways.", neighborhoods: [Loon Lake Shores, Atlantis Heights] }]',
        'faqs: [{ question: "Do you clean Wixom condos?", answer: "Yes, from studio units to three-storey townhomes." }]',
      ],
      'Wixom prose written for this test, with a [link to Novi](/mi/novi/).',
    );
    const result = await site(['generate', '--data', 'data', '--out', 'dist', '--site-url', SITE_URL, '--verbose']);
    expect(result.code, result.stderr).toBe(0);
    const main = (await page(dist, '/mi/wixom/')).querySelector('main')!;
    expect(texts(main.querySelectorAll('.claim-value'))).toContain('Same crew');
    expect(texts(main.querySelectorAll('#reasons-heading ~ ul h3'))).toContain('Five minutes from Loon Lake');
    const listed = main.querySelector('#neighborhoods-heading ~ ul .muted')!.textContent;
    expect(listed).toContain('Loon Lake Shores');
    // a name the city row does not list is left out, with a warning at its key
    expect(listed).not.toContain('Atlantis Heights');
    expect(result.stdout + result.stderr).toContain('data/cities/wixom.md neighborhoodGroups.0.neighborhoods.1: "Atlantis Heights" is not one of Wixom\'s neighborhoods in data/cities.csv, so the page leaves it out');
    expect(texts(main.querySelectorAll('details summary'))).toContain('Do you clean Wixom condos?');
    expect(main.querySelector('#about-heading ~ .prose')!.innerHTML).toContain('<a href="/mi/novi/">link to Novi</a>');
    const check = await site(['check', '--dir', 'dist']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 600_000);

  it('names the key of an unknown placeholder, and the line of a broken link, in that file', async () => {
    await writeWixomCopy(['faqs: [{ question: "What does it cost?", answer: "From {{price.moon-cleaning}}." }]'], 'Fine prose.');
    await rm(dist, { recursive: true, force: true });
    const result = await site(['generate', '--data', 'data', '--out', 'dist']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('data/cities/wixom.md faqs.0.answer: unknown placeholder {{price.moon-cleaning}}');
    // links are checked once the data is valid and the route table exists: the plan alone
    // (--to json) has both, with no render of every page; validate.test.ts holds a full generate
    // to the same report
    await writeWixomCopy(['claims: []'], '\nA [broken link](/mi/atlantis/).');
    const linked = await site(['generate', '--data', 'data', '--to', 'json']);
    expect(linked.code).toBe(1);
    expect(linked.stderr).toMatch(/data\/cities\/wixom\.md:5:\d+: link to "\/mi\/atlantis\/", which is not a page of the site/);
  }, 300_000);
});
