// The test-data helper behind the fast rule tests: copyData({ towns }) must give a data folder
// that is still valid and whole for the towns it keeps (every table, long copy and link agreeing),
// or every test built on it would test a broken site, or fail for the helper's sake.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../../shared/model/routes.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, DATA_DIR, FEW_TOWNS, readCsv } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let routes: Route[];

const column = async (data: string, file: string, name: string) => {
  const { header, rows } = await readCsv(path.join(data, file));
  return rows.map((row) => row[header.indexOf(name)]!);
};

beforeAll(async () => {
  copy = await copyData({ towns: FEW_TOWNS });
  const result = await runSite(['generate', '--data', 'data', '--to', 'json', '--site-url', 'https://clean.test'], { cwd: copy.root });
  expect(result.code, result.stderr).toBe(0);
  routes = (JSON.parse(result.stdout) as { routes: Route[] }).routes;
}, 300_000);

afterAll(async () => copy?.cleanup());

describe('copyData({ towns })', () => {
  it('keeps exactly those towns in every table that names a town, and every row of theirs', async () => {
    for (const [file, name] of [
      ['cities.csv', 'slug'],
      ['availability.csv', 'city'],
      ['seo-keywords.csv', 'city_slug'],
      ['city-articles.csv', 'city'],
      ['landmarks.csv', 'city'],
    ] as const) {
      const kept = await column(copy.data, file, name);
      const real = await column(DATA_DIR, file, name);
      expect(kept, file).toEqual(real.filter((town) => FEW_TOWNS.includes(town)));
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
