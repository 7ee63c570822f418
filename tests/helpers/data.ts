// Test data: a private copy of the real data/ folder that a test may edit row by row.
import { mkdtempSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { cleanup } from './cleanup.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DATA_DIR = path.join(PROJECT_ROOT, 'data');

/** A fresh temporary folder; the caller removes it (or keeps it to look at when a test fails). */
export async function tempDir(prefix = 'site-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** A fresh temporary folder, made at once and removed after the current test through `cleanup`. */
export function tempDirRemovedAfterTest(prefix = 'site-api-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface CopyOptions {
  /**
   * Keep only these towns (slugs of cities.csv): their rows in every table, their long copy, and
   * links to them. A test of one rule then builds a few hundred pages instead of the whole site;
   * tests about the whole site or its scale leave this out.
   */
  towns?: string[];
  /**
   * Keep only these services (slugs of services.csv) the same way: their rows, their long copy,
   * and links to them. With FEW_TOWNS, FEW_SERVICES builds about a hundred pages.
   */
  services?: string[];
}

/** Towns that cover what most rules need: the office's town (Milford), the one with long-form
 * copy (data/cities/novi.md), and Novi and Wixom have city guides and articles; all three have
 * keyword rows and landmarks. */
export const FEW_TOWNS = ['milford', 'novi', 'wixom'];

/**
 * Services that cover what most rules need, with FEW_TOWNS: the nine with keyword rows (long copy)
 * in those towns, so their pages pass the index gate; six without, so pages are held back and the
 * writing plan has the same next page per town as with every service (each town's commercial
 * cleaning, weekly visits); both categories (commercial and residential); every
 * service a menu names, and the ones the guides and the copy link to most. Such a copy has about a
 * third of the pages of one with every service, so a cold build of it costs far less.
 */
export const FEW_SERVICES = [
  'general-cleaning',
  'deep-cleaning',
  'move-out-cleaning',
  'recurring-cleaning',
  'office-cleaning',
  'airbnb-cleaning',
  'carpet-cleaning',
  'window-cleaning',
  'post-construction-cleaning',
  'hardwood-floor-cleaning',
  'basement-cleaning',
  'estate-cleaning',
  'commercial-cleaning',
  'maid-services',
  'oven-cleaning',
];

/** The copy most rule tests build: FEW_TOWNS and FEW_SERVICES. */
export const SMALL_SITE: CopyOptions = { towns: FEW_TOWNS, services: FEW_SERVICES };

/** Copies data/ into a fresh temporary folder and returns the copy's path. */
export async function copyData(options: CopyOptions = {}): Promise<{ root: string; data: string; cleanup: () => Promise<void> }> {
  const root = await tempDir();
  const data = path.join(root, 'data');
  await cp(DATA_DIR, data, { recursive: true });
  const cleanup = () => rm(root, { recursive: true, force: true });
  try {
    if (options.towns) await keepTowns(data, options.towns);
    if (options.services) await keepServices(data, options.services);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { root, data, cleanup };
}

/** Each table's column that names a town; a row whose town is not kept goes. */
const TOWN_COLUMNS: Record<string, string> = {
  'cities.csv': 'slug',
  'availability.csv': 'city',
  'seo-keywords.csv': 'city_slug',
  'city-articles.csv': 'city',
  'city-guides.csv': 'city',
  'landmarks.csv': 'city',
  'menus.csv': 'city',
};

/** Drops every town but `towns` from a data folder: their rows, long copy and the links to them. */
export async function keepTowns(data: string, towns: string[]): Promise<void> {
  const gone = await notKept(path.join(data, 'cities.csv'), towns, 'town');
  const isGonePath = (url: string) => gone.has(/^\/mi\/([^/]+)\//.exec(url)?.[1] ?? '');
  for (const [file, column] of Object.entries(TOWN_COLUMNS)) {
    await filterRows(path.join(data, file), (row) => !gone.has(row[column] ?? ''));
  }
  await filterRows(path.join(data, 'redirects.csv'), (row) => !isGonePath(row.to ?? ''));
  // the real site's ledger of published addresses: a copy with fewer towns is another site, never
  // published, whose first build writes its own
  await rm(path.join(data, 'published.csv'), { force: true });
  // long copy: a town's own page goes; a link to a town that is gone keeps its words, not its href
  await dropLongCopy(data, 'cities', gone, isGonePath);
}

/** Each table's column that names a service; a row whose service is not kept goes. */
const SERVICE_COLUMNS: Record<string, string> = {
  'services.csv': 'slug',
  'availability.csv': 'service',
  'seo-keywords.csv': 'service_slug',
  'menus.csv': 'service',
};

/** Drops every service but `services` from a data folder: their rows, long copy and the links to them. */
export async function keepServices(data: string, services: string[]): Promise<void> {
  const gone = await notKept(path.join(data, 'services.csv'), services, 'service');
  // a service's hub, and its page in any town
  const isGonePath = (url: string) => gone.has(/^\/(?:services|mi\/[^/]+)\/([^/#]+)\//.exec(url)?.[1] ?? '');
  for (const [file, column] of Object.entries(SERVICE_COLUMNS)) {
    await filterRows(path.join(data, file), (row) => !gone.has(row[column] ?? ''));
  }
  await filterRows(path.join(data, 'menus.csv'), (row) => !isGonePath(row.page ?? ''));
  await filterRows(path.join(data, 'redirects.csv'), (row) => !isGonePath(row.to ?? ''));
  // lists of services lose the gone ones; a town guide's promoted service becomes the first kept
  const cities = await readCsv(path.join(data, 'cities.csv'));
  const featured = cities.header.indexOf('featured_services');
  for (const row of cities.rows) row[featured] = row[featured]!.split('|').filter((slug) => !gone.has(slug)).join('|');
  await writeCsv(path.join(data, 'cities.csv'), cities.header, cities.rows);
  const guides = await readCsv(path.join(data, 'city-guides.csv'));
  const promoted = guides.header.indexOf('promo_service');
  for (const row of guides.rows) if (gone.has(row[promoted]!)) row[promoted] = services[0]!;
  await writeCsv(path.join(data, 'city-guides.csv'), guides.header, guides.rows);
  const testimonials = path.join(data, 'testimonials.json');
  const list = JSON.parse(await readFile(testimonials, 'utf8')) as { services?: string[] }[];
  for (const item of list) item.services = item.services?.filter((slug) => !gone.has(slug));
  await writeFile(testimonials, `${JSON.stringify(list, null, 2)}\n`);
  // a copy with fewer services is another site, never published (as in keepTowns)
  await rm(path.join(data, 'published.csv'), { force: true });
  await dropLongCopy(data, 'services', gone, isGonePath);
}

/** The slugs (first column) of `table` that `kept` leaves out; refuses a kept slug it lacks. */
async function notKept(table: string, kept: string[], what: string): Promise<Set<string>> {
  const known = new Set((await readCsv(table)).rows.map((row) => row[0]!));
  const unknown = kept.filter((slug) => !known.has(slug));
  if (unknown.length > 0) throw new Error(`copyData: no ${what} ${unknown.join(', ')} in ${path.basename(table)}`);
  return new Set([...known].filter((slug) => !kept.includes(slug)));
}

/** Removes the long copy (`folder`/<slug>.md) of the gone slugs; a link to a gone page keeps its
 * words, not its href. */
async function dropLongCopy(data: string, folder: string, gone: Set<string>, isGonePath: (url: string) => boolean): Promise<void> {
  const markdown = (await readdir(data, { recursive: true })).filter((file) => file.endsWith('.md'));
  for (const file of markdown) {
    const full = path.join(data, file);
    if (path.dirname(file) === folder && gone.has(path.basename(file, '.md'))) {
      await rm(full);
      continue;
    }
    const text = await readFile(full, 'utf8');
    const unlinked = text.replace(/\[([^\]]*)\]\((\/[^)\s]*)\)/g, (link, words: string, url: string) => (isGonePath(url) ? words : link));
    if (unlinked !== text) await writeFile(full, unlinked);
  }
}

async function filterRows(file: string, keep: (row: Record<string, string>) => boolean): Promise<void> {
  const original = await readFile(file, 'utf8');
  const { header, rows } = await readCsv(file);
  const kept = rows.filter((cells) => keep(Object.fromEntries(header.map((c, i) => [c, cells[i] ?? '']))));
  if (kept.length !== rows.length) await writeFile(file, (original.startsWith('\uFEFF') ? '\uFEFF' : '') + stringify([header, ...kept]));
}

/**
 * Reads a CSV as header + rows of cells, with the file line each row starts on (`lines[i]`):
 * a quoted cell may span lines (the intro copy of seo-keywords.csv).
 */
export async function readCsv(file: string): Promise<{ header: string[]; rows: string[][]; lines: number[] }> {
  const records = parse(await readFile(file, 'utf8'), { bom: true, skip_empty_lines: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  const [header, ...rows] = records;
  const startLine = ({ record, info }: { record: string[]; info: { lines: number } }) =>
    info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
  return { header: header!.record, rows: rows.map((r) => r.record), lines: rows.map(startLine) };
}

/**
 * Where the build says a problem at `line`, `column` of the CSV file `file` is (`shown`: the name
 * it prints): `shown:line:column`, or the spreadsheet row beside the line where multi-line cells
 * above set them apart (shared/problems.ts formatProblem).
 */
export async function csvPlace(file: string, shown: string, line: number, column: number): Promise<string> {
  const row = (await readCsv(file)).lines.indexOf(line) + 2;
  return row === line ? `${shown}:${line}:${column}` : `${shown} row ${row} (line ${line}), column ${column}`;
}

export async function writeCsv(file: string, header: string[], rows: string[][]): Promise<void> {
  await writeFile(file, stringify([header, ...rows]));
}

/** Sets one cell; `line` is the file line the row starts on (2 = first data row), column by name. */
export async function setCell(file: string, line: number, column: string, value: string): Promise<void> {
  const { header, rows, lines } = await readCsv(file);
  const index = header.indexOf(column);
  if (index < 0) throw new Error(`no column ${column} in ${file}`);
  const row = rows[lines.indexOf(line)];
  if (!row) throw new Error(`no row starts on line ${line} of ${file}`);
  row[index] = value;
  await writeCsv(file, header, rows);
}

export async function appendRow(file: string, row: Record<string, string>): Promise<number> {
  const { header, rows } = await readCsv(file);
  rows.push(header.map((c) => row[c] ?? ''));
  await writeCsv(file, header, rows);
  return (await readCsv(file)).lines.at(-1)!;
}

export async function findLine(file: string, predicate: (row: Record<string, string>) => boolean): Promise<number> {
  const { header, rows, lines } = await readCsv(file);
  const index = rows.findIndex((cells) => predicate(Object.fromEntries(header.map((c, i) => [c, cells[i] ?? '']))));
  if (index < 0) throw new Error(`no matching row in ${file}`);
  return lines[index]!;
}

/**
 * Retires towns and services as a marketer would: every row of every table that names one goes
 * (a cell equal to its slug or its page's address, a pipe list holding the slug, an address under
 * the town's hub), and so does its long copy; the menu rows stay behind (the build drops them with
 * a warning), and so does the ledger of published addresses, which only builds write.
 */
export async function retire(data: string, { cities = [], services = [] }: { cities?: string[]; services?: string[] }): Promise<void> {
  const gone = [...cities, ...services, ...cities.map((c) => `/mi/${c}/`), ...services.map((s) => `/services/${s}/`)];
  const names = (cell: string) => gone.includes(cell) || cities.some((c) => cell.startsWith(`/mi/${c}/`)) || cell.split('|').some((part) => gone.includes(part));
  for (const name of await readdir(data)) {
    if (!name.endsWith('.csv') || name === 'menus.csv' || name === 'published.csv') continue;
    const file = path.join(data, name);
    const { header, rows } = await readCsv(file);
    await writeCsv(file, header, rows.filter((row) => !row.some(names)));
  }
  for (const slug of services) await rm(path.join(data, 'services', `${slug}.md`));
  for (const slug of cities) await rm(path.join(data, 'cities', `${slug}.md`), { force: true });
}
