// City hubs that differ (docs/decisions.md#city-hubs-that-differ). Each hub /mi/{city}/ shows its own featured services
// (cities.csv `featured_services`), a short grouped list of the rest, and the town's landmarks,
// neighbourhoods, reviews and guides, so no two hubs share more than half their main text and
// each has 150 words found on no other hub; and each stays within 150 links.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite, SITE_URL } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { copyData, DATA_DIR, FEW_TOWNS, findLine, readCsv, setCell, SMALL_SITE, writeCsv } from '../helpers/data.ts';
import { jaccard, shingleHashes, uniqueness, words } from '../../generator/index-gate/similarity.ts';

interface CityRow {
  slug: string;
  name: string;
  landmarks: string[];
  neighborhoods: string[];
  featured: string[];
}

const table = async (file: string) => {
  const { header, rows } = await readCsv(path.join(DATA_DIR, file));
  return rows.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i] ?? '']))) as Record<string, string>[];
};
const pipes = (cell: string) => cell.split('|').filter(Boolean);
const cities: CityRow[] = (await table('cities.csv')).map((r) => ({
  slug: r.slug!,
  name: r.name!,
  landmarks: pipes(r.landmarks!),
  neighborhoods: pipes(r.neighborhoods!),
  featured: pipes(r.featured_services!),
}));
const landmarkDetails = await table('landmarks.csv');
const guides = await table('city-guides.csv');
const testimonials = JSON.parse(await readFile(path.join(DATA_DIR, 'testimonials.json'), 'utf8')) as { author: { location: string } }[];

const hubPath = (dist: string, slug: string) => path.join(dist, 'mi', slug, 'index.html');
const hub = async (dist: string, slug: string) => parse(await readFile(hubPath(dist, slug), 'utf8'));
const text = (el: HTMLElement) => el.textContent.replace(/\s+/g, ' ').trim();
/** the cards' links: the featured services, in order */
const featuredSlugs = (doc: HTMLElement) =>
  doc.querySelectorAll('#services-heading ~ ul .card-title a').map((a) => a.getAttribute('href')!.split('/').filter(Boolean).at(-1)!);

/** The hub's main text as the index gate reads it: `<main>` without its navigation link lists. */
function mainText(doc: HTMLElement): string {
  const main = doc.querySelector('main')!.clone() as HTMLElement;
  for (const list of main.querySelectorAll('nav, .link-block')) list.remove();
  return main.textContent;
}

let dist: string;
beforeAll(async () => {
  dist = await builtSite();
}, 600_000);

describe('the 14 built city hubs', () => {
  it('share at most half their main text with the nearest other hub, and have 150 words of their own', async () => {
    const pages = await Promise.all(cities.map(async (c) => ({ id: c.slug, text: mainText(await hub(dist, c.slug)) })));
    expect(pages).toHaveLength(14);
    const shingles = pages.map((p) => shingleHashes(words(p.text)));
    const own = new Map(uniqueness(pages).map((u) => [u.id, u.ownWords]));
    const report = pages.map((p, i) => {
      const nearest = Math.max(...shingles.map((other, j) => (i === j ? 0 : jaccard(shingles[i]!, other))));
      return { hub: p.id, nearest, own: own.get(p.id)! };
    });
    console.log(report.map((r) => `${r.hub}: nearest ${r.nearest.toFixed(3)}, own words ${r.own}`).join('\n'));
    for (const r of report) {
      expect(r.nearest, r.hub).toBeLessThanOrEqual(0.5);
      expect(r.own, r.hub).toBeGreaterThanOrEqual(150);
    }
  });

  it('have at most 150 links each', async () => {
    for (const { slug } of cities) expect((await hub(dist, slug)).querySelectorAll('a[href]').length, slug).toBeLessThanOrEqual(150);
  });

  it('feature the services cities.csv names, in order, and list others by category without repeating them', async () => {
    let withEntries = 0;
    for (const city of cities) {
      const doc = await hub(dist, city.slug);
      expect(featuredSlugs(doc), city.slug).toEqual(city.featured);
      const listed = doc.querySelectorAll('#more-services-heading ~ div a').map((a) => a.getAttribute('href')!);
      expect(listed.length, city.slug).toBeGreaterThan(0);
      for (const href of listed) expect(href).toMatch(new RegExp(`^/mi/${city.slug}/[a-z-]+/$`));
      for (const slug of city.featured) expect(listed).not.toContain(`/mi/${city.slug}/${slug}/`);
      // a category shows when the town has indexable pages of it the list links; the few held-back
      // ways in come last, apart, under the label of data/blocks/city-hub.md
      const groups = doc.querySelectorAll('#more-services-heading ~ div h3').map(text);
      expect(groups.length, city.slug).toBeGreaterThan(0);
      const entriesLabel = `Also offered in ${city.name}`;
      expect(groups, city.slug).toEqual(['For your home', 'For your business', entriesLabel].filter((heading) => groups.includes(heading)));
      for (const group of doc.querySelectorAll('#more-services-heading ~ div')) {
        const entries = text(group.querySelector('h3')!) === entriesLabel;
        for (const a of group.querySelectorAll('a')) {
          const page = await readFile(path.join(dist, a.getAttribute('href')!, 'index.html'), 'utf8');
          expect(page.includes('content="noindex'), `${city.slug} ${a.getAttribute('href')}`).toBe(entries);
        }
      }
      if (groups.includes(entriesLabel)) withEntries++;
    }
    // some hubs are the way into held-back pages, so the label is on the page
    expect(withEntries).toBeGreaterThan(0);
  });

  it("show the town's landmarks, neighbourhoods, testimonials and guides where the data has them", async () => {
    for (const city of cities) {
      const main = (await hub(dist, city.slug)).querySelector('main')!;
      const landmarks = text(main.querySelector('#landmarks')!);
      for (const name of city.landmarks) expect(landmarks, city.slug).toContain(name);
      for (const row of landmarkDetails.filter((l) => l.city === city.slug).slice(0, 6)) expect(landmarks).toContain(row.detail);
      const neighbourhoods = text(main.querySelector('#neighborhoods')!);
      for (const name of city.neighborhoods) expect(neighbourhoods, city.slug).toContain(name);
      const local = testimonials.filter((t) => t.author.location.includes(city.name)).length;
      expect(main.querySelectorAll('.testimonial-location'), city.slug).toHaveLength(Math.min(3, local));
      const guide = guides.find((g) => g.city === city.slug);
      const guideSection = main.querySelector('#guides');
      if (!guide) {
        expect(guideSection, city.slug).toBeNull();
        continue;
      }
      expect(text(guideSection!)).toContain(guide.description);
      const links = guideSection!.querySelectorAll('a').map((a) => a.getAttribute('href'));
      expect(links).toContain(`/blog/cities/${city.slug}/`);
      expect(links.filter((href) => href?.startsWith(`/blog/cities/${city.slug}/`) && href !== `/blog/cities/${city.slug}/`)).toHaveLength(3);
    }
  });
});

describe('featured_services in a copy of the data', () => {
  let root: string;
  let data: string;
  let cleanup: () => Promise<void>;
  let built: Awaited<ReturnType<typeof runSite>>;
  let out: string;
  let noviLine: number;
  let wixomLine: number;
  let column: number;
  // One build serves both tests: each edit below touches its own town, so the edited row, the
  // two fallbacks and the three kinds of slug left out all show on the same pages.
  beforeAll(async () => {
    // Brighton: a town with no keyword rows, for the fallback to the header menu
    ({ root, data, cleanup } = await copyData({ towns: [...FEW_TOWNS, 'brighton'] }));
    const file = path.join(data, 'cities.csv');
    noviLine = await findLine(file, (r) => r.slug === 'novi');
    wixomLine = await findLine(file, (r) => r.slug === 'wixom');
    column = (await readCsv(file)).header.indexOf('featured_services') + 1;
    // Wixom stops offering blinds cleaning (it has no keyword row), yet its row still features it
    const availability = path.join(data, 'availability.csv');
    const offered = await readCsv(availability);
    await writeCsv(availability, offered.header, offered.rows.filter((r) => !(r[0] === 'wixom' && r[1] === 'blinds-cleaning')));
    await setCell(file, wixomLine, 'featured_services', 'gutter-cleaning|blinds-cleaning|carpet-cleaning');
    await setCell(file, noviLine, 'featured_services', 'deep-claening|recurring-cleaning');
    await setCell(file, await findLine(file, (r) => r.slug === 'milford'), 'featured_services', '');
    await setCell(file, await findLine(file, (r) => r.slug === 'brighton'), 'featured_services', '');
    built = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', SITE_URL, '--verbose'], { cwd: root });
    out = path.join(root, 'dist');
  }, 600_000);
  afterAll(() => cleanup());

  it('follows an edited row, and falls back to the keyword sheet and the header menu when empty', async () => {
    expect(built.code, built.stderr).toBe(0);
    expect(featuredSlugs(await hub(out, 'wixom'))).toEqual(['gutter-cleaning', 'carpet-cleaning']);
    // Milford has keyword rows: the first six of its own pages, in the sheet's order
    const milfordRows = (await table('seo-keywords.csv')).filter((k) => k.city_slug === 'milford').map((k) => k.service_slug!);
    expect(featuredSlugs(await hub(out, 'milford'))).toEqual(milfordRows.slice(0, 6));
    // Brighton has two: its own pages, topped up from the header's Services menu, in its order
    const brightonRows = (await table('seo-keywords.csv')).filter((k) => k.city_slug === 'brighton').map((k) => k.service_slug!);
    expect(brightonRows).toHaveLength(2);
    const menu = (await table('menus.csv')).filter((m) => m.menu === 'header-services').map((m) => m.service!);
    expect(featuredSlugs(await hub(out, 'brighton'))).toEqual([...new Set([...brightonRows, ...menu])].slice(0, 6));
  });

  it('leaves out a misspelt or retired slug and a service the town does not offer, with a warning at the cell', async () => {
    expect(built.code, built.stderr).toBe(0);
    const output = built.stdout + built.stderr;
    expect(output).toContain(`data/cities.csv:${noviLine}:${column}: featured_services: "deep-claening" is not in data/services.csv, so Novi's page leaves it out; did you mean "deep-cleaning"?`);
    expect(output).toContain(`data/cities.csv:${wixomLine}:${column}: featured_services: Wixom does not offer "blinds-cleaning" in data/availability.csv, so its page leaves it out`);
    expect(featuredSlugs(await hub(out, 'novi'))).toEqual(['recurring-cleaning']);
    expect(featuredSlugs(await hub(out, 'wixom'))).toEqual(['gutter-cleaning', 'carpet-cleaning']);
  });
});

describe('featured_services rules', () => {
  let root: string;
  let data: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ root, data, cleanup } = await copyData(SMALL_SITE));
  });
  afterAll(() => cleanup());

  it('rejects a repeat and more than six, each at its cell', async () => {
    const file = path.join(data, 'cities.csv');
    const novi = await findLine(file, (r) => r.slug === 'novi');
    const milford = await findLine(file, (r) => r.slug === 'milford');
    await setCell(file, novi, 'featured_services', 'deep-cleaning|window-cleaning|deep-cleaning');
    await setCell(file, milford, 'featured_services', 'general-cleaning|deep-cleaning|window-cleaning|estate-cleaning|basement-cleaning|carpet-cleaning|office-cleaning');
    const column = (await readCsv(file)).header.indexOf('featured_services') + 1;
    const result = await runSite(['generate', '--data', 'data', '--out', 'dist'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/cities.csv:${novi}:${column}: featured_services: "deep-cleaning" is listed twice`);
    expect(result.stderr).toContain(`data/cities.csv:${milford}:${column}: featured_services: lists 7 services; a hub features at most 6`);
  }, 300_000);
});
