// The writing plan: every page the index gate held back, ranked by what it is worth to write, so
// that a marketer writes the rows that bring the most business first (a page closest to passing
// may be one nobody searches for).
//
// Value = monthly searches x the service's starting price (services.csv, in dollars) x its visits a
// year (services.csv visits_per_year: a weekly service's customer books 52): about what the
// searches that could land on the page are worth. Monthly searches come, best first, from Google
// Search Console (data/search-console.csv: the page's impressions and those of the queries naming
// its town and service, search-console.ts), from the keyword sheet's monthly_searches column, or
// else are estimated as the town's population / 1000 (cities.csv), times 3 when the town's hub
// features the service (cities.csv featured_services: what the marketer says sells there); every
// output labels where its figure came from. A hub or city article has no service: its Search
// Console impressions, else population / 1000 searches, at the median starting price of all
// services. Pages with measured demand rank before estimated ones, each by value; equal values go
// by path. Pure data: printing is the command line's.
import type { City, SiteData } from '../../shared/model/data.ts';
import { siteIndex } from '../routes/index.ts';
import { adviceText, type Advice } from './advice.ts';
import { searchDemand } from './search-console.ts';
import type { PageMeasure } from './page-measure.ts';
import type { GatedKind, GatedRoute } from './page-text.ts';

/** Searches a month estimated per person in town, and the weight of a service the hub features. */
export const SEARCHES_PER_RESIDENT = 1 / 1000;
export const FEATURED_WEIGHT = 3;

export interface PlanRow {
  /** 1 for the page most worth writing */
  rank: number;
  path: string;
  kind: GatedKind;
  /** the town's slug (cities.csv) and the service's (services.csv; none for a hub or article) */
  town: string;
  service?: string;
  value: number;
  monthlySearches: number;
  /** true when monthlySearches is the estimate, not a measured figure */
  estimated: boolean;
  /** where monthlySearches came from */
  searchesFrom: SearchesFrom;
  /** the Search Console queries that name the page's town and service, most impressions first (at most 3) */
  queries?: string[];
  /** the service's visits a year the value counts (1 for a hub or article) */
  visitsPerYear: number;
  ownWords: number;
  nearest: number;
  nearestPath?: string;
  /** what the gate says the page lacks */
  lacks: string;
  /** where to write and about how many words (writingAdvice(); the build leaves it out) */
  advice?: Advice;
}

/** A town's town x service pages: how many are indexable, and the row to write next there. */
export interface TownPlan {
  town: string;
  indexable: number;
  heldBack: number;
  /** the town's held-back city-service page of highest value */
  next?: PlanRow;
}

export interface WritingPlan {
  rows: PlanRow[];
  towns: TownPlan[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function townOf(route: GatedRoute): string {
  return route.kind === 'cityArticle' ? route.props.article.city : route.props.city.slug;
}

export type SearchesFrom = 'Search Console' | 'keyword sheet' | 'estimate';

type Worth = Pick<PlanRow, 'monthlySearches' | 'estimated' | 'searchesFrom' | 'queries' | 'visitsPerYear' | 'value'>;

/** A page's monthly searches (measured, given or estimated), where they came from, and its value. */
function worth(site: SiteData, route: GatedRoute, city: City, medianPrice: number): Worth {
  const residents = city.population * SEARCHES_PER_RESIDENT;
  const service = route.kind === 'cityService' ? site.services.find((s) => s.slug === route.props.service.slug) : undefined;
  const demand = searchDemand(site, route.path, city.slug, service?.slug);
  const given = service && siteIndex(site).keyword(city.slug, service.slug)?.monthlySearches;
  const estimate = residents * (service && city.featuredServices.includes(service.slug) ? FEATURED_WEIGHT : 1);
  const [monthlySearches, searchesFrom]: [number, SearchesFrom] = demand ? [demand.monthlyImpressions, 'Search Console'] : given !== undefined ? [given, 'keyword sheet'] : [estimate, 'estimate'];
  const visitsPerYear = service?.visitsPerYear ?? 1;
  return {
    monthlySearches,
    estimated: searchesFrom === 'estimate',
    searchesFrom,
    ...(demand && demand.queries.length > 0 && { queries: demand.queries.slice(0, 3).map((q) => q.query) }),
    visitsPerYear,
    value: monthlySearches * (service?.startingPriceValue ?? medianPrice) * visitsPerYear,
  };
}

/**
 * The plan from the gate's verdicts (`pages`, as its coverage records them) and the routes it
 * returned; `advice` (writingAdvice()) adds where to write and how much to each row.
 */
export function writingPlan(site: SiteData, routes: GatedRoute[], pages: PageMeasure[], advice?: Map<string, Advice>): WritingPlan {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const cities = new Map(site.cities.map((city) => [city.slug, city]));
  const medianPrice = median(site.services.map((s) => s.startingPriceValue));
  const rows: PlanRow[] = [];
  for (const page of pages) {
    const route = byPath.get(page.path);
    const city = route && cities.get(townOf(route));
    // a page held back before the gate (a noindex kind of its own) is not the writers' to fix
    if (page.indexable || page.lacks === undefined || !route || !city) continue;
    const pageAdvice = advice?.get(page.path);
    rows.push({
      rank: 0,
      path: page.path,
      kind: page.kind,
      town: city.slug,
      ...(route.kind === 'cityService' && { service: route.props.service.slug }),
      ...worth(site, route, city, medianPrice),
      ownWords: page.ownWords,
      nearest: page.nearest,
      ...(page.nearestPath !== undefined && { nearestPath: page.nearestPath }),
      lacks: page.lacks,
      ...(pageAdvice && { advice: pageAdvice }),
    });
  }
  // measured demand (Search Console, the keyword sheet) before estimates: an estimate only ranks
  // what nobody has measured yet
  rows.sort((a, b) => Number(a.estimated) - Number(b.estimated) || b.value - a.value || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  rows.forEach((row, i) => (row.rank = i + 1));
  const verdicts = new Map(pages.map((page) => [page.path, page.indexable]));
  const towns = site.cities.map((city): TownPlan => {
    const own = routes.filter((route) => route.kind === 'cityService' && route.props.city.slug === city.slug);
    const indexable = own.filter((route) => verdicts.get(route.path) === true).length;
    const next = rows.find((row) => row.kind === 'cityService' && row.town === city.slug);
    return { town: city.slug, indexable, heldBack: own.length - indexable, ...(next && { next }) };
  });
  return { rows, towns };
}

const dollars = (value: number) => Math.round(value).toLocaleString('en-US');
/** "~96" for an estimate, "96 SC" for Search Console's impressions, "96" for the keyword sheet's figure */
const searches = (row: PlanRow) => (row.searchesFrom === 'estimate' ? `~${Math.round(row.monthlySearches)}` : `${Math.round(row.monthlySearches)}${row.searchesFrom === 'Search Console' ? ' SC' : ''}`);
const SEARCH_WORDS: Record<SearchesFrom, string> = {
  'Search Console': 'impressions a month in Search Console',
  'keyword sheet': 'searches a month (keyword sheet)',
  estimate: 'searches a month, estimated',
};
const worthText = (row: PlanRow) =>
  `value ${dollars(row.value)}: ${Math.round(row.monthlySearches)} ${SEARCH_WORDS[row.searchesFrom]}${row.visitsPerYear > 1 ? `, ${row.visitsPerYear} visits a year` : ''}`;

/** What the searches column's marks mean, under every table that shows it. */
export const SEARCHES_LEGEND =
  'searches: ~ an estimate (the town\'s population / 1000, x3 for a service its hub features), SC impressions a month in Search Console (data/search-console.csv), no mark the keyword sheet\'s monthly_searches; value counts every visit a year of a recurring service';

/** Towns with the most valuable row to write first; towns with nothing held back last. */
const townsByNext = (plan: WritingPlan) => [...plan.towns].sort((a, b) => (b.next?.value ?? -1) - (a.next?.value ?? -1) || (a.town < b.town ? -1 : 1));

/** The build's summary: one line per town, the town with the most valuable next row first. */
export function planSummaryLines(plan: WritingPlan): string[] {
  const towns = townsByNext(plan);
  const width = Math.max(0, ...towns.map((t) => t.town.length));
  return [
    `Writing plan (town x service pages indexable per town, and the held-back page worth most; "site coverage" lists all ${plan.rows.length}):`,
    ...towns.map((t) => {
      const count = `${t.indexable} of ${t.indexable + t.heldBack} indexable`;
      return `  ${t.town.padEnd(width)}  ${count}${t.next ? `, next ${t.next.path} (${worthText(t.next)})` : ''}`;
    }),
  ];
}

/** The same in one line: pages indexable, towns without one, and the next row to write. */
export function planSummaryLine(plan: WritingPlan): string {
  const indexable = plan.towns.reduce((sum, t) => sum + t.indexable, 0);
  const all = plan.towns.reduce((sum, t) => sum + t.indexable + t.heldBack, 0);
  const without = plan.towns.filter((t) => t.indexable === 0).length;
  const next = plan.rows[0];
  return `Writing plan: ${indexable} of ${all} town x service pages indexable, ${without} town${without === 1 ? '' : 's'} without one${
    next ? `; next ${next.path} (${worthText(next)}); "site coverage" lists all ${plan.rows.length}` : ''
  }`;
}

/** What to write for a row: the advice when the plan has it, else what the gate says it lacks. */
export function whatToWrite(row: PlanRow): string {
  return row.advice ? adviceText(row.advice, row.nearestPath) : row.lacks;
}

const TABLE_HEADER = ['rank', 'page', 'town', 'service', 'value', 'searches', 'own words', 'nearest', 'what to write'];

/** The whole plan as a table (`site coverage`): "~" marks estimated searches. */
export function planTableLines(plan: WritingPlan): string[] {
  const cells = plan.rows.map((row) => [
    String(row.rank),
    row.path,
    row.town,
    row.service ?? '',
    dollars(row.value),
    searches(row),
    String(row.ownWords),
    `${row.nearest.toFixed(2)} ${row.nearestPath ?? ''}`.trim(),
    whatToWrite(row),
  ]);
  const widths = TABLE_HEADER.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)));
  const numeric = new Set([0, 4, 5, 6]);
  const last = TABLE_HEADER.length - 1;
  return [
    ...[TABLE_HEADER, ...cells].map((row) => row.map((cell, i) => (i === last ? cell : numeric.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')),
    SEARCHES_LEGEND,
  ];
}

const CSV_HEADER = [
  'rank',
  'page',
  'town',
  'service',
  'value',
  'monthly_searches',
  'searches_estimated',
  'searches_from',
  'search_console_queries',
  'visits_per_year',
  'own_words',
  'nearest_similarity',
  'nearest_sibling',
  'words_to_write',
  'where_to_write',
  'shared_with_sibling',
  'what_to_write',
];

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The whole plan as CSV, a to-do list a spreadsheet opens (the byte-order mark tells it UTF-8). */
export function planCsv(plan: WritingPlan): string {
  const rows = plan.rows.map((row) => [
    String(row.rank),
    row.path,
    row.town,
    row.service ?? '',
    String(Math.round(row.value)),
    String(Math.round(row.monthlySearches)),
    row.estimated ? 'yes' : 'no',
    row.searchesFrom,
    row.queries?.join(' | ') ?? '',
    String(row.visitsPerYear),
    String(row.ownWords),
    row.nearest.toFixed(2),
    row.nearestPath ?? '',
    row.advice ? String(row.advice.words) : '',
    row.advice?.where ?? '',
    row.advice?.shared.map((p) => `${p.name} (${p.source}) ${Math.round(p.share * 100)}%`).join('; ') ?? '',
    whatToWrite(row),
  ]);
  return `\uFEFF${[CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
