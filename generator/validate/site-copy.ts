// What a marketer orders and writes beyond the tables. data/menus.csv (the header's
// Services and Locations menus, the footer's resources, the home page's featured towns and the
// Bitcoin page's lists) and data/cities/{slug}.md (a town's long-form copy, shown on its hub). The
// words of every page are the copy files' (copy.ts).
import { z } from 'zod';
import type { Problem } from '../support/errors.ts';
import type { CsvRow, MarkdownDocument, RawData } from '../load/index.ts';
import type { Business, City, CityContent, ContentLink, Menus, Service } from '../../shared/model/data.ts';
import { MENU_NAMES, cityContentSchema, type menuRow } from '../../shared/model/tables.ts';
import { cityPath } from '../../shared/service-area.ts';
import { renderMarkdown } from './safe-markdown.ts';
import { frontMatterProblems } from './front-matter.ts';

/**
 * The menus, in file order. A row naming a city or service that is not (or no longer) in the
 * data is left out, and warnings.ts says so at its line: retiring a town must not need a code
 * change or break the build. A page path is checked against the route table like any
 * hand-written link.
 */
export function validateMenus(
  raw: RawData,
  rows: { row: CsvRow; value: z.output<typeof menuRow> }[],
  business: Business | undefined,
  cities: City[],
  services: Service[],
  links: ContentLink[],
): Menus {
  const menus = Object.fromEntries(MENU_NAMES.map((name) => [name, []])) as unknown as Menus;
  const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
  const serviceBySlug = new Map(services.map((s) => [s.slug, s]));
  for (const { row, value } of rows) {
    const list = (menus[value.menu] ??= []);
    if (value.page) {
      links.push({ href: value.page, source: { file: raw.menus.file, line: row.line, column: raw.menus.columns.indexOf('page') + 1 } });
      list.push({ label: value.label, href: value.page });
    } else if (value.city) {
      const city = cityBySlug.get(value.city);
      if (city && business) list.push({ label: value.label || city.name, href: cityPath(business.state, city.slug), city: city.slug });
    } else if (value.service) {
      const service = serviceBySlug.get(value.service);
      if (service) list.push({ label: value.label || service.title, href: `/services/${service.slug}/`, service: service.slug });
    }
  }
  return menus;
}

/** The header's menu is on every page and no template fills it in: a data folder without its
 * rows would build pages with an empty header, so the build says what to add. */
export function missingMenuProblems(raw: RawData, menus: Menus, problems: Problem[]): void {
  if (menus['header-main'].length > 0) return;
  problems.push({ file: raw.menus.file, message: "no header-main rows: the header's menu shows them, in order (one row per link, like header-main,,,/,Home)" });
}

/**
 * Fills `{{price.deep-cleaning}}` (a service's starting price) and `{{city.zipCodes}}` in front
 * matter text, so a price or ZIP code is written once, in its table. An unknown placeholder is a
 * problem at the key that holds it.
 */
function fill(value: string, context: Record<string, string>, document: MarkdownDocument, key: string, problems: Problem[]): string {
  return value.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (whole, name: string) => {
    const filled = context[name];
    if (filled !== undefined) return filled;
    const names = Object.keys(context);
    const known = [...names.filter((k) => !k.startsWith('price.')).map((k) => `{{${k}}}`), ...(names.some((k) => k.startsWith('price.')) ? ['{{price.<service slug>}}'] : [])];
    problems.push({ file: document.file, key, message: `unknown placeholder ${whole} (known here: ${known.join(', ')})` });
    return whole;
  });
}

function fillAll<T>(value: T, context: Record<string, string>, document: MarkdownDocument, key: string, problems: Problem[]): T {
  if (typeof value === 'string') return fill(value, context, document, key, problems) as T;
  if (Array.isArray(value)) return value.map((v, i) => fillAll(v, context, document, `${key}.${i}`, problems)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, context, document, key ? `${key}.${k}` : k, problems)])) as T;
  }
  return value;
}

/** data/cities/{slug}.md for each served town that has one; `shown` collects the documents whose
 * Markdown links the caller checks. */
export function validateCityContent(raw: RawData, cities: City[], services: Service[], problems: Problem[], links: ContentLink[], shown: MarkdownDocument[]): Map<string, CityContent> {
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  const known = new Set(raw.cities.rows.map((r) => r.values.slug));
  const content = new Map<string, CityContent>();
  for (const document of raw.cityBodies) {
    const city = bySlug.get(document.name);
    if (!city) {
      // a retired town's copy may stay in the folder for later; a misspelt file name may not
      if (!known.has(document.name)) problems.push({ file: document.file, message: `no row in ${raw.cities.file} has the slug "${document.name}" (name the file after the city's slug)` });
      continue;
    }
    const result = cityContentSchema.safeParse(document.data);
    if (!result.success) {
      frontMatterProblems(document, result.error, problems);
      continue;
    }
    const context: Record<string, string> = {
      'city.name': city.name,
      'city.zipCodes': city.zipCodes.join(', '),
      ...Object.fromEntries(services.map((s) => [`price.${s.slug}`, s.startingPrice])),
    };
    const value = fillAll(result.data, context, document, '', problems);
    value.links.forEach((link, i) => links.push({ href: link.path, source: { file: document.file, key: `links.${i}.path` } }));
    shown.push(document);
    content.set(city.slug, { ...value, bodyHtml: renderMarkdown(document.body) });
  }
  return content;
}
