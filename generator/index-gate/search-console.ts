// Real demand for held-back pages, from Google Search Console's performance figures (data/
// search-console.csv, which `site coverage --search-console` imports): a page's own impressions,
// and the impressions of the queries that name its town and its service. A held-back page is out
// of the index, so the people searching for it land on another page (or on another site): those
// queries are the demand it would answer. A query goes to the one service it names most exactly
// ("kitchen deep cleaning novi" to kitchen deep cleaning, not to deep cleaning).
import type { City, SearchConsoleRow, Service, SiteData } from '../../shared/model/data.ts';

export interface Demand {
  /** impressions a month: the page's own and its queries' */
  monthlyImpressions: number;
  /** the queries that name the page's town and service, most impressions first */
  queries: { query: string; monthlyImpressions: number }[];
}

/** Lower case, words only: "Deep-Cleaning, Novi MI" -> " deep cleaning novi mi " (spaces around, to match whole words). */
const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
const names = (text: string, phrase: string) => text.includes(words(phrase));

interface DemandIndex {
  pages: Map<string, number>;
  /** "town slug service slug" -> the queries naming both */
  pairs: Map<string, { query: string; monthlyImpressions: number }[]>;
}

const indexes = new WeakMap<SiteData, DemandIndex>();

function index(site: SiteData): DemandIndex {
  let found = indexes.get(site);
  if (found) return found;
  found = { pages: new Map(), pairs: new Map() };
  for (const row of site.searchConsole) {
    if (row.page !== '') found.pages.set(row.page, (found.pages.get(row.page) ?? 0) + row.monthlyImpressions);
    else addQuery(found, row, site.cities, site.services);
  }
  for (const list of found.pairs.values()) list.sort((a, b) => b.monthlyImpressions - a.monthlyImpressions || (a.query < b.query ? -1 : 1));
  indexes.set(site, found);
  return found;
}

function addQuery(found: DemandIndex, row: SearchConsoleRow, cities: City[], services: Service[]): void {
  const query = words(row.query);
  const town = cities.find((city) => names(query, city.name));
  if (!town) return;
  // the service whose name the query holds most exactly: the longest of those it names
  const service = services
    .flatMap((candidate) => [candidate.name, candidate.title].filter((name) => names(query, name)).map((name) => ({ candidate, length: name.length })))
    .sort((a, b) => b.length - a.length)[0]?.candidate;
  if (!service) return;
  const key = `${town.slug} ${service.slug}`;
  const list = found.pairs.get(key) ?? [];
  list.push({ query: row.query, monthlyImpressions: row.monthlyImpressions });
  found.pairs.set(key, list);
}

/** The Search Console demand for a page (its town and, for a town x service page, its service); undefined without any. */
export function searchDemand(site: SiteData, path: string, town: string, service?: string): Demand | undefined {
  const { pages, pairs } = index(site);
  const queries = service === undefined ? [] : (pairs.get(`${town} ${service}`) ?? []);
  const monthlyImpressions = (pages.get(path) ?? 0) + queries.reduce((sum, q) => sum + q.monthlyImpressions, 0);
  return monthlyImpressions > 0 ? { monthlyImpressions, queries } : undefined;
}

// ---- importing an export ------------------------------------------------------------------------

/** A Search Console performance export's file: Queries.csv, Pages.csv (and Dates.csv for its length). */
export interface ExportFile {
  name: string;
  text: string;
}

export class SearchConsoleImportError extends Error {}

/** Days a month, for turning an export's total into a month's figures. */
const DAYS_A_MONTH = 365.25 / 12;

const number = (cell: string | undefined) => Number((cell ?? '').replace(/[,\s]/g, '')) || 0;
const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const figure = (value: number) => String(Math.round(value * 10) / 10);

/**
 * data/search-console.csv from an export: each query's and each page's clicks and impressions a
 * month. The export's length comes from its Dates.csv (one row a day), else `months`. A page is
 * kept as its path, whatever the host.
 */
export function importSearchConsole(files: ExportFile[], parse: (text: string) => string[][], months?: number): { csv: string; pages: number; queries: number; months: number } {
  const tables = files.map((file) => ({ name: file.name, rows: parse(file.text.replace(/^\uFEFF/, '')) }));
  const dates = tables.find((table) => /^date$/i.test(table.rows[0]?.[0]?.trim() ?? ''));
  const length = months ?? (dates ? (dates.rows.length - 1) / DAYS_A_MONTH : 3);
  if (!(length > 0)) throw new SearchConsoleImportError('the export covers no days: give --months, the number of months it covers');
  const out: string[][] = [];
  let pages = 0;
  let queries = 0;
  for (const table of tables) {
    if (table === dates) continue;
    const [header = [], ...rows] = table.rows;
    const column = (pattern: RegExp) => header.findIndex((title) => pattern.test(title.trim()));
    const [key, clicks, impressions] = [column(/^(top )?(queries|query|pages|page)$/i), column(/^clicks$/i), column(/^impressions$/i)];
    if (key < 0 || clicks < 0 || impressions < 0) {
      throw new SearchConsoleImportError(`${table.name}: expected Search Console's columns (Top queries or Top pages, Clicks, Impressions), got ${header.join(', ') || 'no header'}`);
    }
    const isPage = /page/i.test(header[key]!);
    for (const row of rows) {
      const value = (row[key] ?? '').trim();
      if (value === '') continue;
      let page = '';
      if (isPage) {
        try {
          page = new URL(value, 'https://site.invalid').pathname;
        } catch {
          continue;
        }
        pages++;
      } else queries++;
      out.push([isPage ? '' : value, page, figure(number(row[clicks]) / length), figure(number(row[impressions]) / length)]);
    }
  }
  const csv = [['query', 'page', 'monthly_clicks', 'monthly_impressions'], ...out].map((row) => row.map(cell).join(',')).join('\n');
  return { csv: `${csv}\n`, pages, queries, months: length };
}
