// The writing plan, read from the real command (`site coverage`, its CSV, and `site generate`'s
// JSON and summary) on a copy of four towns' data: every held-back page's value is monthly
// searches x its service's starting price x its visits a year, searches from the keyword sheet's
// monthly_searches when the row has them and else population / 1000, three times that for a
// service the town's hub features; measured rows first, then by value, equal values by path; the
// column optional and validated at its cell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { FEW_TOWNS, appendRow, copyData, csvPlace, readCsv, setCell, writeCsv } from '../../helpers/data.ts';
import type { WritingPlan } from '../../../generator/index-gate/index.ts';

type CsvRow = Record<string, string>;

/** Livonia besides: its guide's articles are held back, like Novi's that read as theirs */
const TOWNS = [...FEW_TOWNS, 'livonia'];

let root: string;
let data: string;
let cleanup: () => Promise<void>;
let rows: CsvRow[];
let table: string;

const sheetOf = (file: string) => readCsv(path.join(data, file));
const keywords = () => path.join(data, 'seo-keywords.csv');

async function coverageCsv(): Promise<CsvRow[]> {
  const result = await runSite(['coverage', '--data', data, '--to', 'csv'], { cwd: root });
  expect(result.code, result.stderr).toBe(0);
  return parse(result.stdout, { columns: true, bom: true }) as CsvRow[];
}

/** What the rules above make of each page, from the CSVs themselves. */
async function expectedValues(): Promise<Map<string, { searches: number; value: number; estimated: boolean }>> {
  const cities = await sheetOf('cities.csv');
  const services = await sheetOf('services.csv');
  const sheet = await sheetOf('seo-keywords.csv');
  const col = (t: { header: string[] }, name: string) => t.header.indexOf(name);
  const price = new Map(services.rows.map((r) => [r[col(services, 'slug')]!, Number(r[col(services, 'starting_price')]!.slice(1))]));
  // a recurring service's page is worth every visit a year
  const visits = new Map(services.rows.map((r) => [r[col(services, 'slug')]!, Number(r[col(services, 'visits_per_year')] || 1)]));
  const given = new Map(
    sheet.rows.filter((r) => (r[col(sheet, 'monthly_searches')] ?? '') !== '').map((r) => [r[col(sheet, 'suggested_url')]!, Number(r[col(sheet, 'monthly_searches')])]),
  );
  const expected = new Map<string, { searches: number; value: number; estimated: boolean }>();
  // a town's hub and articles: no service, so the median starting price of all
  const prices = [...price.values()].sort((a, b) => a - b);
  const median = prices.length % 2 === 1 ? prices[prices.length >> 1]! : (prices[prices.length / 2 - 1]! + prices[prices.length / 2]!) / 2;
  for (const row of rows ?? []) {
    if (row.service !== '') continue;
    const searches = Number(cities.rows.find((city) => city[col(cities, 'slug')] === row.town)![col(cities, 'population')]) / 1000;
    expected.set(row.page!, { searches, value: searches * median, estimated: true });
  }
  for (const city of cities.rows) {
    const featured = city[col(cities, 'featured_services')]!.split('|');
    for (const [service, dollars] of price) {
      const page = `/mi/${city[col(cities, 'slug')]}/${service}/`;
      const searches = given.get(page) ?? (Number(city[col(cities, 'population')]) / 1000) * (featured.includes(service) ? 3 : 1);
      expected.set(page, { searches, value: searches * dollars * visits.get(service)!, estimated: !given.has(page) });
    }
  }
  return expected;
}

beforeAll(async () => {
  ({ root, data, cleanup } = await copyData({ towns: TOWNS }));
  rows = await coverageCsv();
  const printed = await runSite(['coverage', '--data', data], { cwd: root });
  expect(printed.code, printed.stderr).toBe(0);
  table = printed.stdout;
}, 300_000);

afterAll(() => cleanup());

describe('the plan on a sheet without monthly_searches', () => {
  it('values each held-back page at population / 1000 searches (x3 when featured) x its starting price', async () => {
    const expected = await expectedValues();
    expect(rows.filter((row) => row.service !== '').length).toBeGreaterThan(100);
    expect(rows.filter((row) => row.service === '').length).toBeGreaterThan(0);
    for (const row of rows) {
      const want = expected.get(row.page!)!;
      expect(Number(row.value), row.page).toBe(Math.round(want.value));
      expect(Number(row.monthly_searches), row.page).toBe(Math.round(want.searches));
      expect(row.searches_estimated, row.page).toBe('yes');
    }
  });

  it('ranks by value, equal values by path, and weighs a featured service three times', async () => {
    const expected = await expectedValues();
    const values = rows.map((row) => expected.get(row.page!)!.value);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(Number(b.rank)).toBe(i + 1);
      // equal values (the same town and price) go by path
      if (values[i - 1] === values[i]) expect(a.page! < b.page!, `${a.page} before ${b.page}`).toBe(true);
      else expect(values[i - 1]!, `${a.page} before ${b.page}`).toBeGreaterThan(values[i]!);
    }
    expect(values.some((value, i) => i > 0 && value === values[i - 1])).toBe(true);
    // a service Novi's hub features (population 66,243: 199 searches) ranks above one of the same
    // price it does not feature (66)
    const priceOf = (page: string) => expected.get(page)!.value / expected.get(page)!.searches;
    const novi = rows.filter((row) => row.town === 'novi' && row.service !== '');
    const pairs = novi.flatMap((featured) =>
      featured.monthly_searches === '199' ? novi.filter((plain) => plain.monthly_searches === '66' && priceOf(plain.page!) === priceOf(featured.page!)).map((plain) => [featured, plain] as const) : [],
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const [featured, plain] of pairs) expect(Number(featured.rank), `${featured.page} before ${plain.page}`).toBeLessThan(Number(plain.rank));
  });

  it('prints as a table with the per-town summary, and writes nothing', () => {
    expect(table).toMatch(/^Writing plan \(town x service pages indexable per town/);
    for (const town of TOWNS) expect(table).toMatch(new RegExp(`^ {2}${town} +\\d+ of 65 indexable, next /mi/${town}/`, 'm'));
    expect(table).toMatch(/^rank +page +town +service +value +searches +own words +nearest +what to write$/m);
    const lines = table.split('\n').filter((line) => /^ *\d+ {2}\//.test(line));
    expect(lines).toHaveLength(rows.length);
    expect(lines[0]).toContain(rows[0]!.page!);
    expect(lines[0]).toContain(rows[0]!.what_to_write!);
    expect(existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('is the plan of site generate --to json', async () => {
    const result = await runSite(['generate', '--data', data, '--out', path.join(root, 'dist'), '--to', 'json', '--site-url', SITE_URL]);
    expect(result.code, result.stderr).toBe(0);
    const { plan } = (JSON.parse(result.stdout) as { coverage: { plan: WritingPlan } }).coverage;
    expect(plan.rows.map((row) => row.path)).toEqual(rows.map((row) => row.page));
    expect(plan.rows.map((row) => row.advice?.words)).toEqual(rows.map((row) => Number(row.words_to_write)));
  });
});

describe('the monthly_searches column', () => {
  it('overrides the estimate, also on a row with no copy of its own', async () => {
    const last = rows.findLast((row) => row.service !== '')!;
    const sheet = await readCsv(keywords());
    await writeCsv(keywords(), [...sheet.header, 'monthly_searches'], sheet.rows.map((row) => [...row, '']));
    const cities = await sheetOf('cities.csv');
    const city = cities.rows.find((row) => row[0] === last.town)!;
    await appendRow(keywords(), {
      city: city[cities.header.indexOf('name')]!,
      state: 'MI',
      city_slug: last.town!,
      zips: city[cities.header.indexOf('zip_codes')]!.split('|')[0]!,
      service: last.service!,
      service_slug: last.service!,
      primary_keyword: `${last.service!.replaceAll('-', ' ')} ${last.town}`,
      suggested_url: last.page!,
      monthly_searches: '5000',
    });
    const after = await coverageCsv();
    expect(after[0]).toMatchObject({ rank: '1', page: last.page, monthly_searches: '5000', searches_estimated: 'no' });
    expect(Number(after[0]!.value)).toBe(Math.round((await expectedValues()).get(last.page!)!.value));
    expect(after.slice(1).every((row) => row.searches_estimated === 'yes')).toBe(true);
    expect(after).toHaveLength(rows.length);
  }, 120_000);

  // the gate lists city-service pages before articles; by path, /blog/ comes before /mi/
  it('puts equal values in path order, whatever the kind of page', async () => {
    const cities = await sheetOf('cities.csv');
    const livonia = cities.rows.findIndex((row) => row[0] === 'livonia');
    await setCell(path.join(data, 'cities.csv'), cities.lines[livonia]!, 'population', '95000');
    const services = await sheetOf('services.csv');
    const prices = services.rows.map((row) => Number(row[services.header.indexOf('starting_price')]!.slice(1))).sort((a, b) => a - b);
    const median = prices[prices.length >> 1]!;
    const once = (row: string[]) => (row[services.header.indexOf('visits_per_year')] ?? '') === '';
    const withMedian = new Set(services.rows.filter((row) => row[services.header.indexOf('starting_price')] === `$${median}` && once(row)).map((row) => row[0]!));
    const featured = cities.rows[livonia]![cities.header.indexOf('featured_services')]!.split('|');
    // an estimate both: the town's 95 searches, at the median price, for a page and an article
    const page = rows.find((row) => row.town === 'livonia' && withMedian.has(row.service!) && !featured.includes(row.service!))!;
    const article = rows.find((row) => row.page!.startsWith('/blog/cities/livonia/'))!;
    const after = await coverageCsv();
    const [first, second] = [after.find((row) => row.page === article.page)!, after.find((row) => row.page === page.page)!];
    expect(first.value).toBe(String(95 * median));
    expect(second.value).toBe(first.value);
    expect(Number(first.rank)).toBeLessThan(Number(second.rank));
  }, 120_000);

  it('refuses a cell that is not a whole number, at its file, line and column', async () => {
    const sheet = await readCsv(keywords());
    const column = sheet.header.indexOf('monthly_searches');
    const row = sheet.rows.findIndex((cells) => cells[column] === '5000');
    sheet.rows[row]![column] = '1,200';
    await writeCsv(keywords(), sheet.header, sheet.rows);
    const result = await runSite(['coverage', '--data', data], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(await csvPlace(keywords(), 'seo-keywords.csv', sheet.lines[row]!, column + 1));
    expect(result.stderr).toMatch(/monthly_searches: expected a whole number of searches a month.*got "1,200"/);
    await writeFile(keywords(), (await readFile(keywords(), 'utf8')).replace('"1,200"', '5000'));
  }, 120_000);
});
