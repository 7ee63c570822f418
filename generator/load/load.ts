// Stage 1: files to rows, keeping where every value came from (file, line, column) so that
// validation can point a marketer at the exact cell. Reading problems are collected, not thrown
// one by one, so a run reports every broken file at once.
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import matter from 'gray-matter';
import { yamlProblem, type YamlError } from './yaml-message.ts';
import { DataValidationError, type Problem } from '../support/errors.ts';
import { findImageSources } from './image-sources.ts';
import { STARTER_FILE } from '../support/starter.ts';
import { aliasProblem } from './yaml-aliases.ts';
import { BoundedCache } from '../support/bounded-cache.ts';

export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  file: string;
  columns: string[];
  rows: CsvRow[];
  /**
   * The spreadsheet row (the header is row 1) of each row starting on a file line that differs
   * from it: a quoted cell spanning lines (a keyword intro) shifts every row below it.
   */
  spreadsheetRows?: Map<number, number>;
}

export interface JsonDocument {
  file: string;
  value: unknown;
}

export interface MarkdownDocument {
  file: string;
  /** file name without `.md` */
  name: string;
  data: Record<string, unknown>;
  body: string;
  /** line on which the body starts, to turn body offsets into file lines */
  bodyLine: number;
  /** the raw front matter text: YAML turns `date: 2024-05-32` into June 1, so dates are read from it */
  frontMatter: string;
}

export interface RawData {
  dir: string;
  business: JsonDocument;
  cities: CsvTable;
  landmarks: CsvTable;
  services: CsvTable;
  serviceBodies: MarkdownDocument[];
  availability: CsvTable;
  keywords: CsvTable;
  testimonials: JsonDocument;
  /** data/reviews.json, the review snapshot the API serves before any live answer (optional) */
  reviews?: JsonDocument;
  redirects: CsvTable;
  faqs: CsvTable;
  checklist: JsonDocument;
  // blog and city guides (docs/requirements.md#blog-and-city-guides)
  articles: MarkdownDocument[];
  cityArticles: CsvTable;
  cityGuides: CsvTable;
  cityArticleTemplates: MarkdownDocument[];
  // menus and lists of links, and long copy per city and per page (both folders optional)
  menus: CsvTable;
  cityBodies: MarkdownDocument[];
  pageBodies: MarkdownDocument[];
  /** data/blocks/*.md: the words shared by many pages (copy files, shared/model/copy/) */
  blockBodies: MarkdownDocument[];
  /** keys of the images under data/images/ (path without extension), for validating the keys data names */
  imageKeys: string[];
  /** starter.json, which `site init` writes: the folder the data started from and its words (optional) */
  starter?: JsonDocument;
  /** data/search-console.csv, the demand `site coverage --search-console` imported (optional: no rows without it) */
  searchConsole: CsvTable;
}

/** The demand `site coverage --search-console` imports, in the data folder. */
export const SEARCH_CONSOLE_FILE = 'search-console.csv';

export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

async function readText(file: string, problems: Problem[]): Promise<string | undefined> {
  if (!existsSync(file)) {
    problems.push({ file: displayPath(file), message: 'file is missing' });
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    problems.push({ file: displayPath(file), message: `the file cannot be read (${(error as Error).message})` });
    return undefined;
  }
  return decodeUtf8(file, bytes, problems);
}

const SAVE_IN_EDITOR = 'Save it as UTF-8 in your editor (VS Code: click the encoding in the status bar, "Save with Encoding", UTF-8).';
const SAVE_AS_UTF8: Record<string, string> = {
  '.csv': 'In Excel: Save As, CSV UTF-8 (Comma delimited); in Google Sheets: File, Download, CSV; in Numbers: Export To, CSV, Text Encoding Unicode (UTF-8).',
};

/**
 * The bytes as text, or a problem when they are not UTF-8: Excel's plain "CSV (Comma delimited)"
 * writes Windows-1252, whose curly quotes and accents would otherwise publish as U+FFFD
 * (docs/decisions.md#spreadsheet-proof-tables).
 */
export function decodeUtf8(file: string, bytes: Buffer, problems: Problem[]): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Point at the first byte that is not UTF-8: the cell a marketer can recognise.
    const text = bytes.toString('utf8');
    const bad = text.indexOf('\uFFFD');
    const before = text.slice(0, Math.max(0, bad));
    const offset = Buffer.byteLength(before);
    const hint = SAVE_AS_UTF8[path.extname(file).toLowerCase()] ?? SAVE_IN_EDITOR;
    problems.push({
      file: displayPath(file),
      line: before.split('\n').length,
      column: before.length - before.lastIndexOf('\n'),
      message: `the file is not saved as UTF-8 (byte 0x${(bytes[offset] ?? 0).toString(16).toUpperCase()} here is a curly quote, dash or accent in another encoding, such as Windows-1252). ${hint}`,
    });
    return undefined;
  }
}

/** Columns the build ignores, so marketers can keep notes beside the data
 * (docs/decisions.md#spreadsheet-proof-tables). */
export function isNoteColumn(header: string): boolean {
  return header.startsWith('#') || header.toLowerCase() === 'notes';
}

/** csv-parse's messages in a marketer's words. */
function explainCsvError(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
      return 'a " inside a cell must be typed twice ("") and the whole cell put in quotes, like "The ""same-day"" visit" (a spreadsheet program does this when it saves as CSV)';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a cell opened with " is never closed, so the rest of the file was read as one cell: find the cell with an odd number of " on or above this line';
    default:
      return `not a valid CSV file: ${error.message}`;
  }
}

export function parseCsv(file: string, text: string, problems: Problem[]): CsvTable {
  const shown = displayPath(file);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: false,
      // rows of the wrong length are reported below, every one of them, in plain words
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const e = error as Error & { lines?: number; column?: number; code?: string };
    const column = typeof e.column === 'number' ? ` (cell ${e.column + 1})` : '';
    problems.push({ file: shown, line: e.lines, message: `${explainCsvError(e)}${column}` });
    return { file: shown, columns: [], rows: [] };
  }
  const [header, ...body] = records;
  if (!header) {
    problems.push({ file: shown, message: 'the file is empty; it needs a header row' });
    return { file: shown, columns: [], rows: [] };
  }
  const columns = header.record.map((c) => c.trim());
  const dataColumns = columns.map((c, i) => [c, i] as const).filter(([c]) => !isNoteColumn(c));
  const rows: CsvRow[] = [];
  const spreadsheetRows = new Map<number, number>();
  const breaksIn = (record: string[]) => record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
  // line breaks inside the cells above a row: a spreadsheet shows each such cell in one row
  let breaksAbove = breaksIn(header.record);
  for (const { record, info } of body) {
    const breaks = breaksIn(record);
    // info.lines is the record's last line; a quoted cell may span lines (Markdown copy in
    // seo-keywords.csv), and errors must point at the line where the row starts
    const line = info.lines - breaks;
    const row = line - breaksAbove;
    breaksAbove += breaks;
    if (row !== line) spreadsheetRows.set(line, row);
    // a row a spreadsheet cleared (only commas) is no row at all
    if (dataColumns.every(([, i]) => (record[i] ?? '').trim() === '')) continue;
    if (record.length !== columns.length) {
      problems.push({
        file: shown,
        line,
        ...(row !== line && { row }),
        message: `row ${row} has ${record.length} cells but the header has ${columns.length}: ${
          record.length < columns.length ? 'a comma is missing or' : 'there is an extra comma, or'
        } a cell has an unquoted comma (put such a cell in "quotes")`,
      });
      continue;
    }
    rows.push({ line, values: Object.fromEntries(dataColumns.map(([c, i]) => [c, (record[i] ?? '').trim()])) });
  }
  return { file: shown, columns, rows, ...(spreadsheetRows.size > 0 && { spreadsheetRows }) };
}

/** The CSV tables of the data (each is an object with `columns` and `rows`). */
function csvTables(raw: RawData): CsvTable[] {
  return Object.values(raw).filter((value): value is CsvTable => typeof value === 'object' && value !== null && 'columns' in value && 'rows' in value);
}

/**
 * Names the spreadsheet row of each problem at a CSV line that differs from it (formatProblem
 * shows both; a GitHub annotation keeps the file line).
 */
export function withSpreadsheetRows(raw: RawData): <T extends Problem>(problems: T[]) => T[] {
  const byFile = new Map(csvTables(raw).flatMap((table) => (table.spreadsheetRows ? [[table.file, table.spreadsheetRows] as const] : [])));
  return (problems) =>
    problems.map((problem) => {
      const row = problem.line !== undefined ? byFile.get(problem.file)?.get(problem.line) : undefined;
      return row === undefined || problem.row !== undefined ? problem : { ...problem, row };
    });
}

/**
 * The last parse of each file: `site dev` loads every file again on each edit, and parsing the
 * ones whose text did not change was a needless share of a one-row edit's time. The parsed
 * values are never changed (validate reads them into new objects), so the same ones serve again,
 * and so do the problems found in them: a broken file is reported on every load until it is fixed.
 */
// more files than a data folder has; a folder's files keep their entries while they are read
const lastParse = new BoundedCache<string, { text: string; value: unknown; problems: Problem[] }>(2000);

function parsedOnce<T>(file: string, text: string, problems: Problem[], parse: (found: Problem[]) => T): T {
  const last = lastParse.get(file);
  if (last?.text === text) {
    problems.push(...last.problems);
    return last.value as T;
  }
  const found: Problem[] = [];
  const value = parse(found);
  lastParse.set(file, { text, value, problems: found });
  problems.push(...found);
  return value;
}

async function loadCsv(dir: string, name: string, problems: Problem[]): Promise<CsvTable> {
  const file = path.join(dir, name);
  const text = await readText(file, problems);
  if (text === undefined) return { file: displayPath(file), columns: [], rows: [] };
  return parsedOnce(file, text, problems, (found) => parseCsv(file, text, found));
}

async function loadJson(dir: string, name: string, problems: Problem[]): Promise<JsonDocument> {
  const file = path.join(dir, name);
  const text = await readText(file, problems);
  if (text === undefined) return { file: displayPath(file), value: undefined };
  return parsedOnce(file, text, problems, (found) => {
    try {
      return { file: displayPath(file), value: JSON.parse(text) as unknown };
    } catch (error) {
      found.push({ file: displayPath(file), message: `not valid JSON: ${(error as Error).message}` });
      return { file: displayPath(file), value: undefined };
    }
  });
}

export function parseMarkdown(file: string, text: string, problems: Problem[]): MarkdownDocument | undefined {
  const shown = displayPath(file);
  const aliases = aliasProblem(shown, text);
  if (aliases) {
    problems.push(aliases);
    return undefined;
  }
  try {
    // gray-matter caches by content; pass a copy of the options so edits between builds are seen
    const parsed = matter(text, {});
    const bodyStart = text.length - parsed.content.length;
    const bodyLine = text.slice(0, bodyStart).split('\n').length;
    return {
      file: shown,
      name: path.basename(file, '.md'),
      data: parsed.data as Record<string, unknown>,
      body: parsed.content,
      bodyLine,
      frontMatter: parsed.matter,
    };
  } catch (error) {
    const said = yamlProblem(error as YamlError);
    problems.push({ file: shown, line: said.line === undefined ? undefined : said.line + 1, column: said.column, message: `front matter: ${said.message}` });
    return undefined;
  }
}

export async function loadMarkdownFolder(dir: string, problems: Problem[]): Promise<MarkdownDocument[]> {
  if (!existsSync(dir)) {
    problems.push({ file: displayPath(dir), message: 'folder is missing' });
    return [];
  }
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  const documents = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const text = await readText(file, problems);
      return text === undefined ? undefined : parsedOnce(file, text, problems, (found) => parseMarkdown(file, text, found));
    }),
  );
  return documents.filter((d): d is MarkdownDocument => d !== undefined);
}

/** Reads every table; throws one DataValidationError listing every file that cannot be read. */
export async function load(dataDir: string): Promise<RawData> {
  const problems: Problem[] = [];
  const [business, cities, landmarks, services, serviceBodies, availability, keywords, testimonials, redirects, faqs, checklist] =
    await Promise.all([
      loadJson(dataDir, 'business.json', problems),
      loadCsv(dataDir, 'cities.csv', problems),
      loadCsv(dataDir, 'landmarks.csv', problems),
      loadCsv(dataDir, 'services.csv', problems),
      loadMarkdownFolder(path.join(dataDir, 'services'), problems),
      loadCsv(dataDir, 'availability.csv', problems),
      loadCsv(dataDir, 'seo-keywords.csv', problems),
      loadJson(dataDir, 'testimonials.json', problems),
      loadCsv(dataDir, 'redirects.csv', problems),
      loadCsv(dataDir, 'faqs.csv', problems),
      loadJson(dataDir, 'checklist.json', problems),
    ]);
  const [articles, cityArticles, cityGuides, cityArticleTemplates, menus, cityBodies, pageBodies, blockBodies, images, reviews] = await Promise.all([
    loadMarkdownFolder(path.join(dataDir, 'articles'), problems),
    loadCsv(dataDir, 'city-articles.csv', problems),
    loadCsv(dataDir, 'city-guides.csv', problems),
    loadMarkdownFolder(path.join(dataDir, 'city-article-templates'), problems),
    loadCsv(dataDir, 'menus.csv', problems),
    // a city or page without long copy is normal, so these folders may be absent
    existsSync(path.join(dataDir, 'cities')) ? loadMarkdownFolder(path.join(dataDir, 'cities'), problems) : [],
    existsSync(path.join(dataDir, 'pages')) ? loadMarkdownFolder(path.join(dataDir, 'pages'), problems) : [],
    // the copy stage names each missing copy file itself
    existsSync(path.join(dataDir, 'blocks')) ? loadMarkdownFolder(path.join(dataDir, 'blocks'), problems) : [],
    findImageSources(path.join(dataDir, 'images'), problems),
    existsSync(path.join(dataDir, 'reviews.json')) ? loadJson(dataDir, 'reviews.json', problems) : undefined,
  ]);
  // a data folder `site init` made records where it started; any other has no such file
  const starter = existsSync(path.join(dataDir, STARTER_FILE)) ? await loadJson(dataDir, STARTER_FILE, problems) : undefined;
  // real demand is optional: a folder without it has none imported yet
  const searchConsole = existsSync(path.join(dataDir, SEARCH_CONSOLE_FILE))
    ? await loadCsv(dataDir, SEARCH_CONSOLE_FILE, problems)
    : { file: displayPath(path.join(dataDir, SEARCH_CONSOLE_FILE)), columns: [], rows: [] };
  if (problems.length > 0) throw new DataValidationError(problems);
  return {
    articles,
    cityArticles,
    cityGuides,
    cityArticleTemplates,
    menus,
    cityBodies,
    pageBodies,
    blockBodies,
    imageKeys: images.map((image) => image.key),
    ...(starter && { starter }),
    searchConsole,
    dir: dataDir,
    business,
    cities,
    landmarks,
    services,
    serviceBodies,
    availability,
    keywords,
    testimonials,
    ...(reviews ? { reviews } : {}),
    redirects,
    faqs,
    checklist,
  };
}
