// Each validation rule through the real CLI: exact file:line:column messages, exit 1, and the
// previous output left exactly as it was.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appendRow, copyData, csvPlace, findLine, readCsv, setCell, SMALL_SITE, writeCsv } from '../../helpers/data.ts';
import { runSite } from '../../helpers/cli.ts';

let root: string;
let data: string;
let cleanup: () => Promise<void>;

/** A private copy of the data, and a previous, live build that a failing run must leave alone. */
async function freshCopy(): Promise<void> {
  ({ root, data, cleanup } = await copyData(SMALL_SITE));
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await writeFile(path.join(root, 'dist/index.html'), '<p>live site</p>');
}

async function generate() {
  return runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test'], { cwd: root });
}

async function expectUntouchedOutput() {
  expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe('<p>live site</p>');
  expect(await readdir(path.join(root, 'dist'))).toEqual(['index.html']);
  // no staging folder left behind
  expect((await readdir(root)).filter((n) => n.includes('staging'))).toEqual([]);
}

describe('site generate with bad data', { timeout: 180_000 }, () => {
  beforeEach(freshCopy);
  afterEach(async () => cleanup());

  it('reports every problem of every table at once, each with file:line:column, and keeps dist/', async () => {
    const cities = path.join(data, 'cities.csv');
    const services = path.join(data, 'services.csv');
    const availability = path.join(data, 'availability.csv');
    const keywords = path.join(data, 'seo-keywords.csv');

    const noviLine = await findLine(cities, (r) => r.slug === 'novi');
    await setCell(cities, noviLine, 'lat', 'north-ish');
    const wixomLine = await findLine(cities, (r) => r.slug === 'wixom');
    await setCell(cities, wixomLine, 'lng', '-73.9857');
    const milfordLine = await findLine(cities, (r) => r.slug === 'milford');
    await setCell(cities, milfordLine, 'zip_codes', '4838');
    await setCell(cities, milfordLine, 'population', '6,520');

    const deepLine = await findLine(services, (r) => r.slug === 'deep-cleaning');
    await setCell(services, deepLine, 'starting_price', '250 dollars');
    const ovenLine = await findLine(services, (r) => r.slug === 'oven-cleaning');
    await setCell(services, ovenLine, 'category', 'kitchen');
    const windowLine = await findLine(services, (r) => r.slug === 'window-cleaning');
    const { header, rows } = await readCsv(services);
    const duplicateLine = rows.length + 2;
    await writeCsv(services, header, [...rows, rows[windowLine - 2]!]);

    const unknownCityLine = await appendRow(availability, { city: 'atlantis', service: 'deep-cleaning' });
    const unknownServiceLine = await appendRow(availability, { city: 'novi', service: 'window-washing' });

    const keywordLine = await findLine(keywords, (r) => r.city_slug === 'wixom' && r.service_slug === 'deep-cleaning');
    await setCell(keywords, keywordLine, 'suggested_url', '/mi/wixom/deep-clean/');
    const keywordServiceLine = await findLine(keywords, (r) => r.city_slug === 'milford' && r.service_slug === 'carpet-cleaning');
    await setCell(keywords, keywordServiceLine, 'service_slug', 'rug-shampoo');

    const result = await generate();
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    const expected = [
      `data/cities.csv:${noviLine}:5: lat: expected a number, got "north-ish"`,
      `data/cities.csv:${wixomLine}:6: lng: longitude lies outside Michigan (-90.42 to -82.12), got "-73.9857"`,
      `data/cities.csv:${milfordLine}:7: zip_codes: expected a five-digit ZIP code, got "4838"`,
      `data/cities.csv:${milfordLine}:8: population: expected a whole number without separators, got "6,520"`,
      `data/services.csv:${deepLine}:5: starting_price: expected a whole-dollar price like $160, got "250 dollars"`,
      `data/services.csv:${ovenLine}:4: category: "kitchen" is no category of data/blocks/why-us.md (its categories: "residential", "commercial"): use one of them, or add an entry for it under categories: there`,
      `data/services.csv:${duplicateLine}:1: slug: duplicate "window-cleaning", already on line ${windowLine}`,
      `data/availability.csv:${unknownCityLine}:1: city: unknown city "atlantis" (not in data/cities.csv)`,
      `data/availability.csv:${unknownServiceLine}:2: service: unknown service "window-washing" (not in data/services.csv)`,
      `${await csvPlace(path.join(data, 'seo-keywords.csv'), 'data/seo-keywords.csv', keywordLine, 9)}: suggested_url: "/mi/wixom/deep-clean/" differs from the page this row describes, /mi/wixom/deep-cleaning/`,
      `${await csvPlace(path.join(data, 'seo-keywords.csv'), 'data/seo-keywords.csv', keywordServiceLine, 6)}: service_slug: unknown service "rug-shampoo" (not in data/services.csv)`,
    ];
    for (const line of expected) expect(lines).toContain(line);
    expect(result.stderr).toMatch(/^✖ \d+ problems in the data: nothing was written/);
    await expectUntouchedOutput();
  });

  it('rejects a keyword row for a pair the city does not offer', async () => {
    const availability = path.join(data, 'availability.csv');
    const { header, rows } = await readCsv(availability);
    await writeCsv(availability, header, rows.filter((r) => !(r[0] === 'novi' && r[1] === 'deep-cleaning')));
    const keywords = path.join(data, 'seo-keywords.csv');
    const line = await findLine(keywords, (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning');
    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${await csvPlace(keywords, 'data/seo-keywords.csv', line, 6)}: service_slug: Novi does not offer "deep-cleaning" in data/availability.csv, so /mi/novi/deep-cleaning/ does not exist`,
    );
  });

  it('names the key of a bad value in business.json', async () => {
    const file = path.join(data, 'business.json');
    const business = JSON.parse(await readFile(file, 'utf8'));
    business.rating = 'excellent';
    business.hours[0].opens = '8am';
    await writeFile(file, JSON.stringify(business, null, 2));
    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('data/business.json rating:');
    expect(result.stderr).toContain('data/business.json hours.0.opens: expected a 24-hour time like 08:00');
    await expectUntouchedOutput();
  });

  it('reports a missing column on line 1 and a missing Markdown file by slug', async () => {
    const cities = path.join(data, 'cities.csv');
    const { header, rows } = await readCsv(cities);
    const county = header.indexOf('county');
    await writeCsv(
      cities,
      header.filter((_, i) => i !== county),
      rows.map((r) => r.filter((_, i) => i !== county)),
    );
    await rm(path.join(data, 'services/oven-cleaning.md'));
    const ovenLine = await findLine(path.join(data, 'services.csv'), (r) => r.slug === 'oven-cleaning');
    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/data\/cities\.csv:1: missing column county \(expected columns: slug, name, full_name, county/);
    expect(result.stderr).toContain(
      `data/services.csv:${ovenLine}:1: slug: no long copy for "oven-cleaning": add data/services/oven-cleaning.md`,
    );
    await expectUntouchedOutput();
  });

  it('names the file of unreadable CSV', async () => {
    await writeFile(path.join(data, 'landmarks.csv'), 'city,landmark,detail\nnovi,"Twelve Oaks Mall,unclosed\n');
    const result = await generate();
    expect(result.code).toBe(1);
    // the parser's complaint in plain words, at the line where the open quote starts
    expect(result.stderr).toMatch(/data\/landmarks\.csv:2: a cell opened with " is never closed/);
    expect(existsSync(path.join(root, 'dist/index.html'))).toBe(true);
  });
});

// A link or redirect to a missing page is found with the built pages' links (the publish gate,
// docs/decisions.md#green-means-publishable), after a full render. The gate reports every such
// problem of a build at once, so one build with both mistakes serves both tests: one full render
// instead of two.
describe('site generate with a link or redirect to a missing page', { timeout: 180_000 }, () => {
  let result: Awaited<ReturnType<typeof generate>>;
  let redirectLine: number;
  let markdownLine: number;

  beforeAll(async () => {
    await freshCopy();
    redirectLine = await appendRow(path.join(data, 'redirects.csv'), { from: '/old-page', to: '/nowhere/', status: '301' });
    const file = path.join(data, 'services/deep-cleaning.md');
    markdownLine = (await readFile(file, 'utf8')).split('\n').length + 1;
    await appendFile(file, '\nSee our [Atlantis page](/mi/atlantis/).\n');
    result = await generate();
  }, 180_000);
  afterAll(async () => cleanup());

  it('rejects a redirect whose target is not a page', async () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/redirects.csv:${redirectLine}:2: to: "/nowhere/" is not a page of the site`);
    await expectUntouchedOutput();
  });

  it('names the Markdown file and line of a link to a page that does not exist', async () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`data/services/deep-cleaning\\.md:${markdownLine}:\\d+: link to "/mi/atlantis/", which is not a page of the site`));
    await expectUntouchedOutput();
  });
});
