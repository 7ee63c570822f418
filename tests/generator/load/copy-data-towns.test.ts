// The test-data helper behind the fast rule tests: copyData({ towns, services }) must give a data
// folder that is still valid and whole for the towns and services it keeps (every table, long copy
// and link agreeing), or every test built on it would test a broken site, or fail for the helper's
// sake.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../../shared/model/routes.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, DATA_DIR, FEW_SERVICES, FEW_TOWNS, readCsv, SMALL_SITE } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let routes: Route[];
let small: Awaited<ReturnType<typeof copyData>>;
let smallRoutes: Route[];
let smallBuild: Awaited<ReturnType<typeof runSite>>;

const column = async (data: string, file: string, name: string) => {
  const { header, rows } = await readCsv(path.join(data, file));
  return rows.map((row) => row[header.indexOf(name)]!);
};

type Kept = Partial<Record<'town' | 'service', (slug: string) => boolean>>;

/** The copy's `file` holds exactly the real file's rows whose named columns (`columns`: which
 * column names a town, which a service) hold kept slugs, in the same order. */
async function expectRowsKept(data: string, file: string, columns: Partial<Record<'town' | 'service', string>>, kept: Kept) {
  const rows = async (folder: string) => {
    const { header, rows: cells } = await readCsv(path.join(folder, file));
    return cells.map((row) => Object.fromEntries(Object.entries(columns).map(([what, name]) => [what, row[header.indexOf(name)]!])));
  };
  const keeps = (row: Record<string, string>) => Object.entries(row).every(([what, slug]) => kept[what as keyof Kept]?.(slug) ?? true);
  expect(await rows(data), file).toEqual((await rows(DATA_DIR)).filter(keeps));
}

const routeTable = async (root: string) => {
  const result = await runSite(['generate', '--data', 'data', '--to', 'json', '--site-url', 'https://clean.test'], { cwd: root });
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as { routes: Route[] }).routes;
};

beforeAll(async () => {
  copy = await copyData({ towns: FEW_TOWNS });
  routes = await routeTable(copy.root);
  small = await copyData(SMALL_SITE);
  smallRoutes = await routeTable(small.root);
  smallBuild = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test'], { cwd: small.root });
}, 300_000);

afterAll(async () => {
  await copy?.cleanup();
  await small?.cleanup();
});

describe('copyData({ towns })', () => {
  it('keeps exactly those towns in every table that names a town, and every row of theirs', async () => {
    const keptTown = { town: (town: string) => FEW_TOWNS.includes(town) };
    for (const [file, town] of [
      ['cities.csv', 'slug'],
      ['availability.csv', 'city'],
      ['seo-keywords.csv', 'city_slug'],
      ['city-articles.csv', 'city'],
      ['landmarks.csv', 'city'],
    ] as const) {
      await expectRowsKept(copy.data, file, { town }, keptTown);
    }
    expect((await column(copy.data, 'cities.csv', 'slug')).sort()).toEqual([...FEW_TOWNS].sort());
    // menu rows that name no town stay
    const menus = await column(copy.data, 'menus.csv', 'city');
    expect(menus.filter((town) => town === '')).toEqual((await column(DATA_DIR, 'menus.csv', 'city')).filter((town) => town === ''));
  });

  it('builds a route table with the kept towns only, every other page still there', () => {
    const towns = new Set(routes.filter((r) => r.path.startsWith('/mi/')).map((r) => r.path.split('/')[2]));
    expect(towns).toEqual(new Set(FEW_TOWNS));
    expect(routes.filter((r) => r.kind === 'serviceHub')).toHaveLength(65);
    expect(routes.filter((r) => r.kind === 'cityHub').map((r) => r.path).sort()).toEqual(FEW_TOWNS.map((t) => `/mi/${t}/`).sort());
    expect(routes.length).toBeLessThan(400);
  });

  it('keeps the words of a link to a town that is gone, and the links to kept towns', async () => {
    const home = await readFile(path.join(copy.data, 'pages/home.md'), 'utf8');
    expect(home).toContain('[Novi](/mi/novi/)');
    expect(home).toContain('[Wixom](/mi/wixom/)');
    expect(home).toContain(' and South Lyon, and older colonials in Northville, Plymouth and Livonia.');
    expect(home).not.toContain('/mi/south-lyon/');
  });

  it('refuses a town that cities.csv does not have', async () => {
    await expect(copyData({ towns: ['novi', 'atlantis'] })).rejects.toThrow('no town atlantis in cities.csv');
  });
});

describe('copyData({ towns, services })', () => {
  it('keeps exactly those services in every table that names one, and every row of theirs', async () => {
    const kept = { service: (service: string) => FEW_SERVICES.includes(service), town: (town: string) => FEW_TOWNS.includes(town) };
    await expectRowsKept(small.data, 'services.csv', { service: 'slug' }, kept);
    await expectRowsKept(small.data, 'availability.csv', { service: 'service', town: 'city' }, kept);
    await expectRowsKept(small.data, 'seo-keywords.csv', { service: 'service_slug', town: 'city_slug' }, kept);
    for (const listed of await column(small.data, 'cities.csv', 'featured_services')) expect(listed.split('|').filter((s) => !FEW_SERVICES.includes(s))).toEqual([]);
    for (const service of await column(small.data, 'menus.csv', 'service')) if (service) expect(FEW_SERVICES).toContain(service);
  });

  it('builds without a warning about the services that are gone, with their pages only', () => {
    expect(smallBuild.code, smallBuild.stderr).toBe(0);
    // the real data's own warnings (two promotions past their date), no other
    const warnings = smallBuild.stdout.split('\n').filter((line) => line.startsWith('  data/'));
    expect(warnings.filter((line) => !/^ {2}data\/business\.json promotions\.\d\.validThrough: /.test(line))).toEqual([]);
    expect(smallBuild.stdout).toContain('⚠ 2 warnings');
    expect(smallRoutes.filter((r) => r.kind === 'serviceHub').map((r) => r.path).sort()).toEqual(FEW_SERVICES.map((s) => `/services/${s}/`).sort());
    const townPages = smallRoutes.filter((r) => r.kind === 'cityService').map((r) => r.path);
    expect(townPages).toHaveLength(FEW_TOWNS.length * FEW_SERVICES.length);
    // pages of both kinds for the index gate: some indexable, some held back
    expect(smallBuild.stdout).toMatch(/Writing plan: \d+ of 45 town x service pages indexable, 0 towns without one; next \/mi\/novi\/commercial-cleaning\//);
  });

  it('keeps the words of a link to a service that is gone, and the links to kept services', async () => {
    const template = await readFile(path.join(small.data, 'city-article-templates/large-homes.md'), 'utf8');
    expect(template).not.toContain('(/services/luxury-home-cleaning/)');
    expect(template).toContain('luxury home cleaning');
    const home = await readFile(path.join(small.data, 'pages/home.md'), 'utf8');
    expect(home).toContain('[deep cleaning](/services/deep-cleaning/)');
  });

  it('refuses a service that services.csv does not have', async () => {
    await expect(copyData({ services: ['deep-cleaning', 'moon-polishing'] })).rejects.toThrow('no service moon-polishing in services.csv');
  });
});
