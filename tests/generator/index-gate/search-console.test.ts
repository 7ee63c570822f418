// The writing plan ranked by real demand: `site coverage --search-console` imports a Search Console
// export (made up: tests/fixtures/search-console/) into data/search-console.csv, a month of it;
// held-back pages rank by their impressions and by the queries naming their town and service, a
// recurring service's value counts its visits a year, and every output says where a figure came from.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSearchConsole } from '../../../generator/index-gate/search-console.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, findLine, PROJECT_ROOT, setCell, SMALL_SITE } from '../../helpers/data.ts';

const EXPORT = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'search-console');
const exportFile = async (name: string) => ({ name, text: await readFile(path.join(EXPORT, name), 'utf8') });
const csv = (text: string) => parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][];

describe('importSearchConsole', () => {
  it('turns the export into a month of figures per query and per page path, its length read from Dates.csv', async () => {
    const files = await Promise.all(['Queries.csv', 'Pages.csv', 'Dates.csv'].map(exportFile));
    const result = importSearchConsole(files, csv);
    expect(result).toMatchObject({ queries: 12, pages: 4 });
    expect(result.months).toBeCloseTo(91 / (365.25 / 12), 5);
    const rows = csv(result.csv);
    expect(rows[0]).toEqual(['query', 'page', 'monthly_clicks', 'monthly_impressions']);
    // 1,240 impressions in 91 days (2.99 months): 414.8 a month
    expect(rows).toContainEqual(['house cleaning west bloomfield', '', '4.7', '414.8']);
    expect(rows).toContainEqual(['', '/mi/novi/hardwood-floor-cleaning/', '0', '15.1']);
    // without Dates.csv, the months given (or Search Console's default, three)
    expect(csv(importSearchConsole([files[0]!], csv, 1).csv)).toContainEqual(['house cleaning west bloomfield', '', '14', '1240']);
    expect(importSearchConsole([files[0]!], csv).months).toBe(3);
  });

  it('refuses a file without Search Console’s columns, naming it', () => {
    expect(() => importSearchConsole([{ name: 'keywords.csv', text: 'keyword,volume\nx,10\n' }], csv)).toThrow(/keywords\.csv: expected Search Console's columns \(Top queries or Top pages, Clicks, Impressions\), got keyword, volume/);
  });
});

describe('site coverage --search-console', () => {
  let copy: Awaited<ReturnType<typeof copyData>>;
  let plan: Record<string, string>[];
  let printed: string;

  beforeAll(async () => {
    copy = await copyData(SMALL_SITE);
    // a recurring service: the maid visits every other week
    await setCell(path.join(copy.data, 'services.csv'), await findLine(path.join(copy.data, 'services.csv'), (r) => r.slug === 'maid-services'), 'visits_per_year', '26');
    const files = ['Queries.csv', 'Pages.csv', 'Dates.csv'].map((name) => path.join(EXPORT, name));
    const result = await runSite(['coverage', '--data', copy.data, '--to', 'csv', '--search-console', ...files]);
    expect(result.code).toBe(0);
    printed = result.stderr;
    plan = parse(result.stdout, { columns: true, bom: true }) as Record<string, string>[];
  }, 120_000);
  afterAll(async () => copy?.cleanup());

  it('writes data/search-console.csv and says so', () => {
    expect(existsSync(path.join(copy.data, 'search-console.csv'))).toBe(true);
    expect(printed).toMatch(/^✔ 12 queries and 4 pages from Search Console \(3 months, figures a month\) written to .*search-console\.csv/);
  });

  it('ranks the held-back pages people search for first, with the queries that name them', () => {
    const measured = plan.filter((row) => row.searches_from === 'Search Console');
    expect(measured.map((row) => row.page).sort()).toEqual(['/mi/milford/oven-cleaning/', '/mi/novi/estate-cleaning/', '/mi/novi/hardwood-floor-cleaning/', '/mi/novi/maid-services/', '/mi/wixom/basement-cleaning/']);
    const hardwood = plan.find((row) => row.page === '/mi/novi/hardwood-floor-cleaning/')!;
    // its page's 15.1 impressions a month and its query's 127.1
    expect(Number(hardwood.monthly_searches)).toBe(142);
    expect(hardwood).toMatchObject({ searches_estimated: 'no', search_console_queries: 'hardwood floor cleaning novi' });
    // a query that names no town, or no service, goes to no page
    expect(plan.some((row) => /cleaning lady/.test(row.search_console_queries ?? ''))).toBe(false);
  });

  it('counts a recurring service’s visits a year, and labels every other figure an estimate', () => {
    const maid = plan.find((row) => row.page === '/mi/novi/maid-services/')!;
    expect(maid.visits_per_year).toBe('26');
    const price = 160; // maid services' starting price in services.csv
    // the CSV rounds the searches to whole ones, the value is counted before
    expect(Math.abs(Number(maid.value) - Number(maid.monthly_searches) * price * 26)).toBeLessThanOrEqual(price * 26 * 0.5);
    expect(Number(maid.value)).toBeGreaterThan(26 * price * 40);
    const rest = plan.filter((row) => row.searches_from !== 'Search Console');
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((row) => row.searches_from === 'estimate' && row.searches_estimated === 'yes')).toBe(true);
  });

  it('the table says what its marks mean; the plan reads the imported file on the next run too', async () => {
    const table = await runSite(['coverage', '--data', copy.data]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/ 142 SC /);
    expect(table.stdout).toContain('searches: ~ an estimate');
    expect(table.stdout).toMatch(/next \/mi\/novi\/maid-services\/ \(value [\d,]+: 47 impressions a month in Search Console, 26 visits a year\)/);
  }, 120_000);
});
