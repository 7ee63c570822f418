// Which testimonial a town's page of a service shows (data/testimonials.json `services`): the
// town's before another town's, one naming the service before the rest, none about only the other
// kind of work (a home's review on an office's page); a review from another town is headed with
// its own town, never shown as local. And the words of the town pages that name a list a town may
// leave empty (its neighbourhoods, its landmarks): a town without them reads the other wording.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonialsForService } from '../../../generator/routes/site-index.ts';
import { prepareRoutes } from '../../../generator/build.ts';
import type { City, ServiceCategory, Testimonial } from '../../../shared/model/data.ts';
import type { RouteOf } from '../../../shared/model/routes.ts';
import { builtSite, SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, DATA_DIR, findLine, readCsv, setCell, SMALL_SITE } from '../../helpers/data.ts';

const CATEGORIES: Record<string, ServiceCategory> = {
  'deep-cleaning': 'residential',
  'general-cleaning': 'residential',
  'vent-cleaning': 'residential',
  'office-cleaning': 'commercial',
  'commercial-cleaning': 'commercial',
  'post-construction-cleaning': 'commercial',
};
const categoryOf = (slug: string) => CATEGORIES[slug];
const novi = { name: 'Novi' } as City;
const review = (id: string, town: string, services?: string[]): Testimonial => ({
  id,
  rating: 5,
  text: `${id} text`,
  author: { name: id, location: `${town}, MI` },
  ...(services ? { services } : {}),
});
const chosen = (service: { slug: string; category: ServiceCategory }, reviews: Testimonial[]) =>
  testimonialsForService(novi, service, reviews, categoryOf).map(({ testimonial, local }) => `${testimonial.id}${local ? '' : ' (elsewhere)'}`);

describe('testimonialsForService', () => {
  const deep = { slug: 'deep-cleaning', category: 'residential' as const };
  const office = { slug: 'office-cleaning', category: 'commercial' as const };

  it("prefers the town's review naming the service, then the town's others, then other towns' naming it", () => {
    const reviews = [review('novi-any', 'Novi'), review('wixom-deep', 'Wixom', ['deep-cleaning']), review('novi-deep', 'Novi', ['deep-cleaning']), review('wixom-any', 'Wixom')];
    expect(chosen(deep, reviews)).toEqual(['novi-deep', 'novi-any', 'wixom-deep (elsewhere)', 'wixom-any (elsewhere)']);
  });

  it('keeps a review about only the other kind of work off the page, and puts one about both kinds after one about this kind', () => {
    const reviews = [
      review('novi-house', 'Novi', ['general-cleaning']),
      review('lyon-new-build', 'South Lyon', ['post-construction-cleaning', 'vent-cleaning']),
      review('northville-office', 'Northville', ['commercial-cleaning']),
    ];
    expect(chosen(office, reviews)).toEqual(['northville-office (elsewhere)', 'lyon-new-build (elsewhere)']);
    expect(chosen(deep, reviews)).toEqual(['novi-house', 'lyon-new-build (elsewhere)']);
  });

  it('shows a review naming no service on any page, in the order of the file', () => {
    const reviews = [review('wixom-a', 'Wixom'), review('wixom-b', 'Wixom')];
    expect(chosen(office, reviews)).toEqual(['wixom-a (elsewhere)', 'wixom-b (elsewhere)']);
  });
});

interface ServiceRow {
  slug: string;
  category: ServiceCategory;
}

describe('the testimonial of every built town page of a service', () => {
  let dist: string;
  let services: Map<string, ServiceRow>;
  let testimonials: Testimonial[];
  let copy: { testimonial: { heading: string; elsewhere: string } };
  let pages: { url: string; city: string; service: ServiceRow; main: HTMLElement; indexable: boolean }[];
  const cityNames = new Map<string, string>();

  beforeAll(async () => {
    dist = await builtSite();
    const { header, rows } = await readCsv(path.join(DATA_DIR, 'services.csv'));
    services = new Map(rows.map((row) => [row[header.indexOf('slug')]!, { slug: row[header.indexOf('slug')]!, category: row[header.indexOf('category')] as ServiceCategory }]));
    const cities = await readCsv(path.join(DATA_DIR, 'cities.csv'));
    for (const row of cities.rows) cityNames.set(row[cities.header.indexOf('slug')]!, row[cities.header.indexOf('name')]!);
    testimonials = JSON.parse(await readFile(path.join(DATA_DIR, 'testimonials.json'), 'utf8')) as Testimonial[];
    copy = matter(await readFile(path.join(DATA_DIR, 'blocks', 'city-service.md'), 'utf8')).data as typeof copy;
    const availability = await readCsv(path.join(DATA_DIR, 'availability.csv'));
    pages = await Promise.all(
      availability.rows.map(async (row) => {
        const [city, service] = [row[availability.header.indexOf('city')]!, row[availability.header.indexOf('service')]!];
        const url = `/mi/${city}/${service}/`;
        const html = await readFile(path.join(dist, 'mi', city, service, 'index.html'), 'utf8');
        const indexable = !/<meta name="robots" content="[^"]*noindex/.test(html);
        return { url, city, service: services.get(service)!, main: parse(html).querySelector('main')!, indexable };
      }),
    );
  }, 600_000);

  const shown = (main: HTMLElement) => {
    const section = main.querySelector('section[aria-labelledby="testimonial-heading"]');
    if (!section) return undefined;
    const text = section.querySelector('blockquote')!.textContent.trim();
    return { heading: section.querySelector('h2')!.textContent.trim(), location: section.querySelector('.testimonial-location')!.textContent.trim(), row: testimonials.find((t) => t.text === text)! };
  };

  it("heads a review from another town with that town on a held-back page, and the town's own as before", () => {
    const heldBack = pages.filter((p) => !p.indexable);
    expect(heldBack.length).toBeGreaterThan(800);
    let elsewhere = 0;
    for (const { url, city, main } of heldBack) {
      const review = shown(main);
      expect(review, url).toBeDefined();
      const local = review!.location.toLowerCase().includes(cityNames.get(city)!.toLowerCase());
      if (!local) elsewhere++;
      expect(review!.heading, url).toBe(local ? copy.testimonial.heading : copy.testimonial.elsewhere.replace('{{review.location}}', review!.location));
    }
    // most towns have no review of their own: their pages borrow one, and say so
    expect(elsewhere).toBeGreaterThan(300);
  });

  it("shows on an indexable page the town's own review, naming the service when one does, or none: never another town's", () => {
    const indexable = pages.filter((p) => p.indexable);
    expect(indexable.length).toBeGreaterThan(40);
    const fits = (t: Testimonial, service: ServiceRow) => {
      const named = t.services ?? [];
      return named.length === 0 || named.some((slug) => services.get(slug)!.category === service.category);
    };
    let withReview = 0;
    for (const { url, city, service, main } of indexable) {
      const town = cityNames.get(city)!.toLowerCase();
      const own = testimonials.filter((t) => t.author.location.toLowerCase().includes(town) && fits(t, service));
      const review = shown(main);
      if (own.length === 0) {
        expect(review, url).toBeUndefined();
        continue;
      }
      withReview++;
      expect(review, url).toBeDefined();
      expect(review!.location.toLowerCase(), url).toContain(town);
      expect(review!.heading, url).toBe(copy.testimonial.heading);
      if (own.some((t) => t.services?.includes(service.slug))) expect(review!.row.services, url).toContain(service.slug);
    }
    // both sides: pages of towns with reviews of their own, and pages of towns without
    expect(withReview).toBeGreaterThan(10);
    expect(withReview).toBeLessThan(indexable.length);
  });

  it('shows the review naming the service before the town’s first one', () => {
    // data/testimonials.json: Novi's first review is about house cleaning, its second about biweekly visits
    const novi = testimonials.filter((t) => t.author.location.startsWith('Novi'));
    expect(novi[1]!.services).toContain('biweekly-cleaning');
    expect(shown(pages.find((p) => p.url === '/mi/novi/biweekly-cleaning/')!.main)!.row.id).toBe(novi[1]!.id);
    expect(shown(pages.find((p) => p.url === '/mi/novi/general-cleaning/')!.main)!.row.id).toBe(novi[0]!.id);
  });

  it("shows on a business service's page no review about only home services, and the reasons written for businesses", async () => {
    type Reasons = { title: string; text: string }[];
    const whyUs = matter(await readFile(path.join(DATA_DIR, 'blocks', 'why-us.md'), 'utf8')).data as { reasons: Reasons; categories: { id: string; reasons?: Reasons }[] };
    const commercialReasons = whyUs.categories.find((c) => c.id === 'commercial')!.reasons!;
    const opening = (text: string) => text.split('{{')[0]!;
    const commercial = pages.filter((p) => p.service.category === 'commercial');
    expect(commercial.length).toBeGreaterThan(100);
    for (const { url, service, main, indexable } of pages) {
      const named = shown(main)?.row.services ?? [];
      if (service.category === 'commercial') expect(named.length === 0 || named.some((slug) => services.get(slug)!.category === 'commercial'), url).toBe(true);
      const reasons = main.querySelector('section[aria-labelledby="reasons-heading"]')!.textContent;
      const expected = service.category === 'commercial' ? commercialReasons : whyUs.reasons;
      // an indexable page shows the reasons' titles only (routes/town-first.ts)
      for (const reason of expected) expect(reasons, url).toContain(opening(reason.title));
      if (indexable) for (const reason of expected) expect(reasons, url).not.toContain(opening(reason.text));
      else for (const reason of expected) expect(reasons, url).toContain(opening(reason.text));
      if (service.category === 'commercial') expect(reasons, url).not.toContain('your home');
    }
  });
});

// on one copy of the data, in order: the build that passes, then the edits that fail it
describe('an edited copy of the data', () => {
  let root: string;
  let data: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ root, data, cleanup } = await copyData(SMALL_SITE));
  });
  afterAll(() => cleanup());

  it("reads the copy's wording for a town without neighbourhoods or landmarks", async () => {
    const cities = path.join(data, 'cities.csv');
    // Milford: no city articles (their templates name neighbourhoods and landmarks too)
    const line = await findLine(cities, (row) => row.slug === 'milford');
    await setCell(cities, line, 'neighborhoods', '');
    await setCell(cities, line, 'landmarks', '');
    const landmarks = path.join(data, 'landmarks.csv');
    await writeFile(landmarks, (await readFile(landmarks, 'utf8')).split('\n').filter((row) => !row.startsWith('milford,')).join('\n'));
    const { routes } = await prepareRoutes({ dataDir: data, outDir: path.join(root, 'dist'), siteUrl: SITE_URL });
    const page = routes.find((r): r is RouteOf<'cityService'> => r.path === '/mi/milford/basement-cleaning/')!;
    expect(page.props.intro[1]).toContain('sends the same trained crew to Milford homes and businesses all over town, with supplies');
    // the area beyond the town is the served towns nearest it, never a whole county
    expect(page.props.words.area.text).toMatch(/^We clean all over Milford, Oakland County, in ZIP codes 48380, 48381, and in nearby \S[^,]* and \S[^,]*\.$/);
    expect(page.props.faqs.at(-1)!.answer).toMatch(/^Yes\. We cover every Milford ZIP code \(48380, 48381\), and nearby \S[^,]* and \S[^,]* too\.$/);
    const hub = routes.find((r): r is RouteOf<'cityHub'> => r.path === '/mi/milford/')!;
    expect(hub.props.faqs[0]!.answer).toBe('All of them. Our crews regularly clean in Milford, and every Milford ZIP code: 48380, 48381.');
    // a town with them keeps the first wording
    const novi = routes.find((r): r is RouteOf<'cityService'> => r.path === '/mi/novi/basement-cleaning/')!;
    expect(novi.props.intro[1]).toMatch(/homes and businesses, from \S.* and \S.* to the edge of town/);
  }, 300_000);

  it('refuses a text naming the neighbourhoods without the wording for a town without them, at its key', async () => {
    const file = path.join(data, 'blocks', 'city-service.md');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace(/^ {6}withoutNeighborhoods: .*\n/m, ''));
    const result = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/data\/blocks\/city-service\.md:\d+:\d+: intro\.paragraphs\.1\.withoutNeighborhoods: is required: the words for a town that lists no neighbourhoods/);
  }, 300_000);

  it('names a service of a testimonial that services.csv does not have, at its key', async () => {
    const file = path.join(data, 'testimonials.json');
    const rows = JSON.parse(await readFile(file, 'utf8')) as Testimonial[];
    rows[2]!.services = ['move-out-cleaning', 'moon-cleaning'];
    await writeFile(file, JSON.stringify(rows, null, 2));
    const result = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('data/testimonials.json 2.services.1: unknown service "moon-cleaning" (not in data/services.csv)');
  }, 300_000);
});
