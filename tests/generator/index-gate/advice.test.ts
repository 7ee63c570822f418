// The writing plan's advice, followed as a marketer would: a page held back for being too like its
// sibling gets the words the advice asks for (new text no other page has) in the place it names,
// the site is routed again by the real command, and the page is now indexable; with a quarter of the words
// it is still held back (routed in this process), so the advice is no wild over-estimate either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { appendRow, copyData, findLine, readCsv, setCell, SMALL_SITE } from '../../helpers/data.ts';
import { prepareRoutes } from '../../../generator/build.ts';
import { whatToWrite, type PlanRow, type WritingPlan } from '../../../generator/index-gate/index.ts';

interface RouteTable {
  routes: { path: string; kind: string; indexable: boolean }[];
  coverage: { settings: { maxSimilarity: number; minOwnWords: number }; plan: WritingPlan };
}

let data: string;
let cleanup: () => Promise<void>;
let before: RouteTable;

async function routeTable(): Promise<RouteTable> {
  const result = await runSite(['generate', '--data', data, '--out', path.join(data, '..', 'dist'), '--to', 'json', '--site-url', SITE_URL]);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as RouteTable;
}

/**
 * Whether `page` is indexable, from the same route table in this process: the checks that a quarter of
 * the words is not enough. The CLI's route tables (above) give the advice and let the pages through;
 * these need only the decision, without a process to start and the whole pipeline to load.
 */
async function indexableInProcess(page: string): Promise<boolean> {
  const { routes } = await prepareRoutes({ dataDir: data, outDir: path.join(data, '..', 'dist'), siteUrl: SITE_URL });
  return routes.find((r) => r.path === page)!.indexable;
}

/** `count` words no page has: letters and digits made from a counter, one text per call. */
let written = 0;
function newWords(count: number): string {
  written += 1;
  return Array.from({ length: count }, (_, i) => `zq${written}x${i.toString(36)}`).join(' ');
}

const keywords = () => path.join(data, 'seo-keywords.csv');

/** Writes `text` into the intro or faq column of the keyword row of `row` (a city-service page),
 * after what is there: an FAQ of new words is one question and its answer. */
async function write(row: PlanRow, column: 'intro' | 'faq', text: string): Promise<void> {
  const [town, service] = [row.town, row.service!];
  const { header, rows } = await readCsv(keywords());
  const existing = rows.find((r) => r[header.indexOf('city_slug')] === town && r[header.indexOf('service_slug')] === service);
  const cell = (before: string) => {
    if (column === 'intro') return before ? `${before}\n\n${text}` : text;
    if (before) return `${before} ${text}`;
    const [first, ...rest] = text.split(' ');
    return `${first}?>>${rest.join(' ')}`;
  };
  if (existing) {
    const line = await findLine(keywords(), (r) => r.city_slug === town && r.service_slug === service);
    await setCell(keywords(), line, column, cell(existing[header.indexOf(column)] ?? ''));
    return;
  }
  const cities = await readCsv(path.join(data, 'cities.csv'));
  const city = cities.rows.find((r) => r[cities.header.indexOf('slug')] === town)!;
  const services = await readCsv(path.join(data, 'services.csv'));
  const title = services.rows.find((r) => r[services.header.indexOf('slug')] === service)![services.header.indexOf('title')]!;
  await appendRow(keywords(), {
    city: city[cities.header.indexOf('name')]!,
    state: 'MI',
    city_slug: town,
    zips: city[cities.header.indexOf('zip_codes')]!.split('|')[0]!,
    service: title,
    service_slug: service,
    primary_keyword: `${title.toLowerCase()} ${town}`,
    suggested_url: row.path,
    [column]: cell(''),
  });
}

/** Writes `share` of the new words the advice of `row` asks for into each place it names (at
 * least two, so that an FAQ has a question and an answer). */
async function follow(row: PlanRow, share: (words: number) => number): Promise<void> {
  for (const place of row.advice!.write) await write(row, place.part === 'faq' ? 'faq' : 'intro', newWords(Math.max(2, share(place.words))));
}

const indexable = (table: RouteTable, page: string) => table.routes.find((r) => r.path === page)!.indexable;

beforeAll(async () => {
  ({ data, cleanup } = await copyData(SMALL_SITE));
  before = await routeTable();
}, 300_000);

afterAll(() => cleanup());

describe('advice for a page held back for being too like its sibling', () => {
  /** the three most valuable such city-service pages: one with a keyword row, two without */
  const tooAlike = () => {
    const { maxSimilarity } = before.coverage.settings;
    return before.coverage.plan.rows.filter((row) => row.kind === 'cityService' && row.nearest > maxSimilarity);
  };

  it('names the parts it shares with the sibling, where to write and about how many words', () => {
    const rows = tooAlike();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.advice, row.path).toBeDefined();
      expect(row.advice!.where).toMatch(new RegExp(`data/seo-keywords\\.csv.*${row.town},${row.service}|${row.town},${row.service} in data/seo-keywords\\.csv`));
      expect(row.advice!.shared.length).toBeGreaterThan(0);
      for (const part of row.advice!.shared) expect(part.source).toMatch(/data\//);
    }
  });

  it('names the way that takes the fewest words first: the row\'s own FAQ, an intro, or both', () => {
    const rows = tooAlike();
    const total = (way: { words: number }[]) => way.reduce((sum, place) => sum + place.words, 0);
    for (const row of rows) {
      expect(row.advice!.words, row.path).toBe(total(row.advice!.write));
      for (const other of row.advice!.others) expect(total(other), row.path).toBeGreaterThanOrEqual(row.advice!.words);
    }
    // a page whose templated FAQ is most of what it shares is told to write its FAQ first
    expect(rows.some((row) => row.advice!.write[0]!.part === 'faq' && row.advice!.write[0]!.where.includes('faq column'))).toBe(true);
  });

  it('names a keyword row once in what to write, however many of its columns it asks for', () => {
    for (const row of tooAlike()) {
      const [write] = whatToWrite(row).split('; or else');
      expect(write!.split(`${row.town},${row.service}`).length - 1, write).toBe(1);
      for (const place of row.advice!.write) expect(place, row.path).toMatchObject({ row: expect.stringContaining(`${row.town},${row.service}`), column: `its ${place.part} column` });
    }
  });

  it('lets a page advised to write its FAQ first through when followed', async () => {
    // past the three the next tests follow
    const row = tooAlike().slice(3).find((r) => r.advice!.write.length === 1 && r.advice!.write[0]!.part === 'faq')!;
    const { words } = row.advice!;
    await follow(row, (count) => Math.floor(count / 4));
    expect(await indexableInProcess(row.path), `${row.path} with a quarter of ${words} words`).toBe(false);
    await follow(row, (count) => count - Math.max(2, Math.floor(count / 4)));
    expect(await indexableInProcess(row.path), `${row.path} with ${words} new words in its FAQ`).toBe(true);
  }, 300_000);

  // one page at a time, each in the copy as the plan left it (the pages followed before stay written)
  for (const pick of [0, 1, 2]) {
    it(`lets the page through when followed (the ${['first', 'second', 'third'][pick]} most valuable)`, async () => {
      const row = tooAlike()[pick]!;
      const { words } = row.advice!;
      await follow(row, (count) => Math.floor(count / 4));
      expect(await indexableInProcess(row.path), `${row.path} with a quarter of ${words} words`).toBe(false);
      await follow(row, (count) => count - Math.max(2, Math.floor(count / 4)));
      const after = await routeTable();
      const measure = (after.coverage as unknown as { pages: { path: string }[] }).pages.find((p) => p.path === row.path);
      expect(indexable(after, row.path), `${row.path} with ${words} new words (${row.advice!.where}): ${JSON.stringify(measure)} before ${JSON.stringify(row)}`).toBe(true);
    }, 300_000);
  }
});

// last: the stricter gate stays in the copy
describe('advice for a page held back for too few words of its own', () => {
  it('asks for the words it lacks, and following it lets the page through', async () => {
    const file = path.join(data, 'business.json');
    const business = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...business, indexGate: { ...before.coverage.settings, minOwnWords: 400 } }, null, 2));
    const stricter = await routeTable();
    const row = stricter.coverage.plan.rows.find((r) => r.kind === 'cityService' && r.lacks === 'a longer intro in seo-keywords.csv')!;
    expect(row, 'a page with its own intro, held back for its length alone').toBeDefined();
    expect(row.advice).toMatchObject({ replaces: false, where: `the intro column of data/seo-keywords.csv, row ${row.town},${row.service}` });
    expect(row.advice!.words).toBeGreaterThanOrEqual(400 - row.ownWords);
    const { words } = row.advice!;
    await follow(row, (count) => Math.floor(count / 4));
    expect(await indexableInProcess(row.path), `${row.path} with a quarter of ${words} words`).toBe(false);
    await follow(row, (count) => count - Math.max(2, Math.floor(count / 4)));
    expect(indexable(await routeTable(), row.path), `${row.path} with ${words} new words`).toBe(true);
  }, 300_000);
});
