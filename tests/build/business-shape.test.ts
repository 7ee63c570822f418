// A business shaped unlike the first customer builds and serves with the real CLI: three service
// categories of its own (none called residential or commercial, in an order of its own, one with
// reasons of its own), two checklist lists of its own and availability choices of its own. Each
// shows where the first customer's did: /services/ and the town hubs group by the categories, a
// service's town pages read its category's reasons, /checklist/ shows the lists, the careers form
// offers the choices, and `site serve --dir` accepts exactly those. Its logo is a PNG and its icon
// an SVG of their own (business.json artwork). A services.csv category that names no entry, and
// an id written twice, stop the build at their place.
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSiteServe, validApplication } from '../helpers/api-fixtures.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { runSite } from '../helpers/cli.ts';
import { findLine, PROJECT_ROOT, readCsv, setCell, tempDir } from '../helpers/data.ts';

const EXAMPLE = path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data');

/** The categories, in the order why-us.md writes them (not services.csv's order). */
const CATEGORIES = [
  { id: 'property-managers', heading: 'For Buildings You Manage', label: 'Managed buildings', artwork: 'services/commercial', services: ['commercial-plumbing', 'backflow-testing'] },
  { id: 'water-lines', heading: 'Water Lines and Heaters', label: 'Water lines', artwork: 'services/heater', services: ['water-heater-repair', 'leak-repair', 'frozen-pipe-repair'] },
  { id: 'drains-and-sewers', heading: 'Drains and Sewers', label: 'Drains', artwork: 'services/sewer', services: ['drain-clearing', 'sewer-line-repair'] },
];
const OWN_REASON = { title: 'A tenant notice we write for you', text: 'We draft the shut-off notice your tenants get, with the day and the hours the water is off.' };

/** the first category has reasons of its own */
const CATEGORY_WORDS = `categories:\n${CATEGORIES.map(
  (c, i) =>
    `  - id: ${c.id}\n    heading: ${c.heading}\n    label: ${c.label}\n    artwork: ${c.artwork}\n${i === 0 ? `    reasons:\n      - title: ${OWN_REASON.title}\n        text: ${OWN_REASON.text}\n` : ''}`,
).join('')}`;

const LISTS = [
  { id: 'before-closing', heading: 'Before you close on a house', groups: [{ group: 'Sewer', tasks: ['Camera the main line to the street'] }] },
  { id: 'cabin-shutdown', heading: 'Shutting a cabin for winter', groups: [{ group: 'Water', tasks: ['Drain every line and leave the taps open', 'Pour antifreeze into each trap'] }] },
];

const CHOICES = { 'on-call': 'Nights and weekends on call', 'seasonal-only': 'October to March only' };

let root: string;
let data: string;
let dist: string;

async function rewrite(file: string, transform: (text: string) => string): Promise<void> {
  const full = path.join(data, file);
  const before = await readFile(full, 'utf8');
  const after = transform(before);
  expect(after, file).not.toBe(before);
  await writeFile(full, after);
}

/** The logo, a 96 px PNG square, and the icon, an SVG, of their own. */
const LOGO = 'brand/wordmark';
const ICON = 'brand/icon';
const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="16" height="16"><rect width="16" height="16" fill="#a33"/></svg>';

const page = async (route: string): Promise<HTMLElement> => parseHtml(await readFile(path.join(dist, route, 'index.html'), 'utf8'));
const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  root = await tempDir('business-shape-');
  data = path.join(root, 'data');
  dist = path.join(root, 'dist');
  await cp(EXAMPLE, data, { recursive: true });
  const services = path.join(data, 'services.csv');
  for (const category of CATEGORIES) {
    for (const slug of category.services) await setCell(services, await findLine(services, (row) => row.slug === slug), 'category', category.id);
  }
  await rewrite('blocks/why-us.md', (copy) => copy.replace(/^categories:\n(?:(?: {2}.*)?\n)+(?=---)/m, CATEGORY_WORDS));
  await writeFile(path.join(data, 'checklist.json'), JSON.stringify({ lists: LISTS.map(({ id, groups }) => ({ id, groups })) }, null, 2));
  await rewrite('pages/checklist.md', (copy) => copy.replace(/^lists:\n(?: {2}.*\n)+/m, `lists:\n${LISTS.map((l) => `  - id: ${l.id}\n    heading: ${l.heading}\n    intro: The ${l.id} list.\n`).join('')}`));
  await rewrite('menus.csv', (csv) => csv.replace(/^checklist-.*\n/gm, ''));
  await mkdir(path.join(data, 'images', 'brand'));
  const { default: sharp } = await import('sharp');
  await writeFile(path.join(data, 'images', `${LOGO}.png`), await sharp({ create: { width: 96, height: 96, channels: 3, background: '#225588' } }).png().toBuffer());
  await writeFile(path.join(data, 'images', `${ICON}.svg`), ICON_SVG);
  await rewrite('business.json', (json) => json.replace('"logo": "logo"', `"logo": "${LOGO}", "favicon": "${ICON}"`));
  await rewrite('blocks/application-form.md', (copy) => copy.replace(/^ {2}availability:\n(?: {4}.*\n)+/m, `  availability:\n${Object.entries(CHOICES).map(([value, label]) => `    ${value}: ${label}\n`).join('')}`));
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a business with categories, checklist lists and application choices of its own', () => {
  it('builds green', async () => {
    const result = await runSite(['generate', '--data', data, '--out', dist, '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('groups /services/ by its categories, in why-us.md order, each with its heading, picture and services', async () => {
    const sections = (await page('services')).querySelectorAll('section.catalogue-group');
    expect(sections.map((section) => section.id)).toEqual(CATEGORIES.map((c) => c.id));
    CATEGORIES.forEach((category, index) => {
      const section = sections[index]!;
      expect(text(section.querySelector('h2')!)).toBe(category.heading);
      expect(section.querySelector('img')!.getAttribute('src')).toMatch(new RegExp(`^/assets/images/${category.artwork}-`));
      expect(section.querySelectorAll('.service-card h3 a').map((a) => a.getAttribute('href'))).toEqual(category.services.map((slug) => `/services/${slug}/`));
    });
  });

  it("labels a hub's more services by category, each link under its service's category, held-back pages apart", async () => {
    const state = (await readdir(dist)).find((name) => name === 'co')!;
    const hubs = await readdir(path.join(dist, state));
    const linked: string[] = [];
    for (const town of hubs) {
      const hub = await page(path.join(state, town));
      // an indexable page stands under its category's label (this business labels none of them the
      // first customer's way); a held-back one in the town's own list after them
      for (const group of hub.querySelectorAll('.service-groups > div:not(.service-entries)')) {
        const label = text(group.querySelector('h3')!);
        const category = CATEGORIES.find((c) => c.label === label);
        expect(category, `${town}: ${label}`).toBeDefined();
        for (const link of group.querySelectorAll('a')) {
          const href = link.getAttribute('href')!;
          expect(category!.services).toContain(href.split('/').at(-2));
          expect((await page(href.slice(1))).querySelector('meta[name="robots"]')?.getAttribute('content') ?? '', href).not.toContain('noindex');
          linked.push(href);
        }
      }
      for (const link of hub.querySelectorAll('.service-groups > .service-entries a')) {
        const target = await page(link.getAttribute('href')!.slice(1));
        expect(target.querySelector('meta[name="robots"]')?.getAttribute('content'), link.getAttribute('href')!).toContain('noindex');
        linked.push(link.getAttribute('href')!);
      }
    }
    expect(linked.length).toBeGreaterThan(0);
  });

  it("shows a category's own reasons on its services' town pages, the business's on the others'", async () => {
    const reasons = async (route: string) => text((await page(route)).querySelector('section[aria-labelledby="reasons-heading"]')!);
    expect(await reasons('co/arvada/backflow-testing')).toContain(OWN_REASON.title);
    const other = await reasons('co/arvada/leak-repair');
    expect(other).not.toContain(OWN_REASON.title);
    expect(other).toContain('Licensed and insured');
  });

  it('shows its checklist lists and offers its availability choices', async () => {
    const checklist = await page('checklist');
    expect(checklist.querySelectorAll('main section').filter((s) => LISTS.some((l) => l.id === s.id)).map((s) => text(s.querySelector('h2')!))).toEqual(LISTS.map((l) => l.heading));
    const options = (await page('careers')).querySelectorAll('select[name="availability"] option').filter((o) => o.getAttribute('value'));
    expect(options.map((o) => [o.getAttribute('value'), text(o)])).toEqual(Object.entries(CHOICES));
  });

  it('shows its own logo in the header and in its LocalBusiness markup, and its own icon', async () => {
    const home = await page('');
    const logo = home.querySelector('header .brand img.brand-mark')!;
    expect(logo.getAttribute('src')).toMatch(new RegExp(`^/assets/images/${LOGO}-\\d+\\.[0-9a-f]+\\.(png|jpg)$`));
    expect([logo.getAttribute('width'), logo.getAttribute('height'), logo.getAttribute('alt')]).toEqual(['40', '40', '']);
    await expect(readFile(path.join(dist, logo.getAttribute('src')!))).resolves.toBeTruthy();
    expect(home.querySelector('header svg')).toBeNull();
    const business = home.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as { '@type'?: string; logo?: string }).find((block) => block['@type'] === 'LocalBusiness' || block['@type']?.toString().includes('Business'));
    expect(business?.logo).toMatch(new RegExp(`/assets/images/${LOGO}-\\d+\\.[0-9a-f]+\\.(png|jpg)$`));
    expect(home.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
    expect(await readFile(path.join(dist, 'favicon.svg'), 'utf8')).toBe(ICON_SVG);
    expect((await readFile(path.join(dist, 'favicon.ico'))).readUInt16LE(2)).toBe(1);
  });

  it('served with site serve --dir alone, accepts its own choices and refuses the first customer’s', { timeout: 60_000 }, async () => {
    const server = await spawnSiteServe(dist, path.join(root, 'site.db'));
    cleanup(() => {
      server.process.kill('SIGTERM');
      return server.exited;
    });
    const apply = async (availability: string) =>
      (await fetch(`${server.url}/api/employee-application`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validApplication({ availability })) })).status;
    expect(await apply('seasonal-only')).toBe(201);
    expect(await apply('part-time')).toBe(400);
  });

  it('stops at a category naming no entry and at an id written twice, each at its place', async () => {
    const services = path.join(data, 'services.csv');
    const line = await findLine(services, (row) => row.slug === 'drain-clearing');
    const column = (await readCsv(services)).header.indexOf('category') + 1;
    await setCell(services, line, 'category', 'basements');
    await rewrite('blocks/why-us.md', (copy) => copy.replace('  - id: drains-and-sewers', '  - id: water-lines'));
    const result = await runSite(['generate', '--data', data, '--out', path.join(root, 'broken'), '--quiet']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`services.csv:${line}:${column}: category: "basements" is no category of ${path.join(data, 'blocks', 'why-us.md')} (its categories: "property-managers", "water-lines")`);
    expect(result.stderr).toMatch(/blocks\/why-us\.md:\d+:\d+: categories\.2\.id: "water-lines" is written above already: give each category one entry/);
  });
});

describe('an icon that is a photo or PNG', () => {
  it('is published as a 64 px /favicon.png and a 32 px /favicon.ico, linked as image/png', async () => {
    const { default: sharp } = await import('sharp');
    const { faviconFiles, faviconLink } = await import('../../generator/assets/index.ts');
    const dir = await tempDir('favicon-');
    try {
      await mkdir(path.join(dir, 'images'));
      await writeFile(path.join(dir, 'images', 'mark.png'), await sharp({ create: { width: 200, height: 100, channels: 4, background: '#225588' } }).png().toBuffer());
      const files = new Map(await faviconFiles(dir, { city: 'cities/area', logo: 'mark' }));
      expect([...files.keys()]).toEqual(['favicon.png', 'favicon.ico']);
      expect(await sharp(files.get('favicon.png') as Buffer).metadata()).toMatchObject({ width: 64, height: 64, format: 'png' });
      expect((files.get('favicon.ico') as Buffer).readUInt8(6)).toBe(32);
      expect(faviconLink({ width: 200, height: 100, webp: [], fallback: [{ width: 200, url: '/assets/images/mark-200.png', format: 'png' }] })).toEqual({ href: '/favicon.png', type: 'image/png' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
