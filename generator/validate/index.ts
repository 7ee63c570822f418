// Stage 2: raw rows to typed, cross-checked SiteData. The only place that calls zod on data.
// Every problem in every table is collected; the build fails once with the whole list.
import { z } from 'zod';
import { DataValidationError, type Problem } from '../errors.ts';
import { isNoteColumn, type CsvRow, type CsvTable, type JsonDocument, type MarkdownDocument, type RawData } from '../load.ts';
import type { Business, Checklist, City, ContentLink, KeywordRow, Redirect, Service, SiteData, Testimonial } from '../types.ts';
import {
  availabilityRow,
  businessSchema,
  checklistSchema,
  faqRow,
  cityRow,
  keywordRow,
  landmarkRow,
  redirectRow,
  serviceRow,
  testimonialsSchema,
} from './tables.ts';
import { validateBlog } from './blog.ts';
import { menuRow, validateCityContent, validateMenus, validatePageCopy } from './site-copy.ts';
import { US_STATES, cityServicePath } from '../../shared/service-area.ts';
import { groupByRootCause, type ReferenceProblem } from './references.ts';
import { renderMarkdown, unsafeMarkupProblems } from './safe-markdown.ts';

export interface ValidRow<T> {
  row: CsvRow;
  value: T;
}

function describeValue(value: string | undefined): string {
  if (value === undefined || value === '') return 'got an empty cell';
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return `got "${shown}"`;
}

/** Validates each row of a CSV table against its schema; bad rows are reported and skipped. */
export function validateTable<S extends z.ZodObject>(
  table: CsvTable,
  schema: S,
  problems: Problem[],
): ValidRow<z.output<S>>[] {
  const expected = Object.keys(schema.shape);
  // a column whose schema accepts an absent cell (optionalColumn) may be left out of the sheet
  const missing = expected.filter((c) => !table.columns.includes(c) && !schema.shape[c]!.safeParse(undefined).success);
  const unknown = table.columns.filter((c) => !expected.includes(c) && !isNoteColumn(c));
  if (table.rows.length === 0 && table.columns.length === 0) return [];
  if (missing.length > 0) {
    problems.push({
      file: table.file,
      line: 1,
      message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected columns: ${expected.join(', ')})`,
    });
    return [];
  }
  for (const column of unknown) {
    problems.push({
      file: table.file,
      line: 1,
      column: table.columns.indexOf(column) + 1,
      message: `unknown column "${column}" (expected columns: ${expected.join(', ')}; a column for your own notes is named notes or starts with #)`,
    });
  }
  const valid: ValidRow<z.output<S>>[] = [];
  for (const row of table.rows) {
    const result = schema.safeParse(row.values);
    if (result.success) {
      valid.push({ row, value: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '');
      problems.push({
        file: table.file,
        line: row.line,
        column: table.columns.indexOf(column) + 1 || undefined,
        message: `${column}: ${issue.message}, ${describeValue(row.values[column])}`,
      });
    }
  }
  return valid;
}

/** Validates a JSON document; problems name the key path (`hours.1.opens`). */
export function validateJson<S extends z.ZodType>(
  document: JsonDocument,
  schema: S,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(document.value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ file: document.file, key: issue.path.join('.') || '(top level)', message: issue.message });
  }
  return undefined;
}

/** Reports rows whose key repeats an earlier row's, naming both lines. */
export function reportDuplicates<T>(
  rows: ValidRow<T>[],
  key: (value: T) => string,
  column: string,
  table: CsvTable,
  problems: Problem[],
): ValidRow<T>[] {
  const seen = new Map<string, number>();
  const unique: ValidRow<T>[] = [];
  for (const entry of rows) {
    const k = key(entry.value);
    const first = seen.get(k);
    if (first !== undefined) {
      problems.push({
        file: table.file,
        line: entry.row.line,
        column: table.columns.indexOf(column) + 1,
        message: `${column}: duplicate "${k}", already on line ${first}`,
      });
      continue;
    }
    seen.set(k, entry.row.line);
    unique.push(entry);
  }
  return unique;
}

function cellProblem(table: CsvTable, row: CsvRow, column: string, message: string): Problem {
  return { file: table.file, line: row.line, column: table.columns.indexOf(column) + 1, message: `${column}: ${message}` };
}

/** A cell naming a city that is not (validly) in cities.csv; grouped by groupByRootCause. */
export function unknownCity(raw: RawData, table: CsvTable, row: { line: number }, column: string, slug: string): ReferenceProblem {
  const problem = cellProblem(table, row as CsvRow, column, `unknown city "${slug}" (not in ${raw.cities.file})`);
  return { ...problem, ref: { kind: 'city', slug } };
}

/** A cell naming a service that is not (validly) in services.csv; grouped by groupByRootCause. */
export function unknownService(raw: RawData, table: CsvTable, row: { line: number }, column: string, slug: string): ReferenceProblem {
  const problem = cellProblem(table, row as CsvRow, column, `unknown service "${slug}" (not in ${raw.services.file})`);
  return { ...problem, ref: { kind: 'service', slug } };
}

/** Finds root-relative links in Markdown so they can be checked against the route table. */
export function markdownLinks(document: MarkdownDocument): ContentLink[] {
  const links: ContentLink[] = [];
  document.body.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
      links.push({
        href: (match[1] ?? match[2]) as string,
        source: { file: document.file, line: document.bodyLine + index, column: (match.index ?? 0) + 1 },
      });
    }
  });
  return links;
}


/** Every city lies in the business's state (spec part 2 section 9): a row outside it is almost
 * always a typo in lat or lng. */
function outsideState(raw: RawData, business: Business | undefined, rows: ValidRow<z.output<typeof cityRow>>[], problems: Problem[]): void {
  const bounds = business ? US_STATES[business.state.code] : undefined;
  if (!bounds) return;
  for (const { row, value } of rows) {
    if (value.lat < bounds.minLat || value.lat > bounds.maxLat) {
      problems.push(cellProblem(raw.cities, row, 'lat', `latitude lies outside ${bounds.name} (${bounds.minLat} to ${bounds.maxLat}), got "${row.values.lat}"`));
    }
    if (value.lng < bounds.minLng || value.lng > bounds.maxLng) {
      problems.push(cellProblem(raw.cities, row, 'lng', `longitude lies outside ${bounds.name} (${bounds.minLng} to ${bounds.maxLng}), got "${row.values.lng}"`));
    }
  }
}

function validateCities(raw: RawData, business: Business | undefined, problems: Problem[]): City[] {
  const rows = reportDuplicates(validateTable(raw.cities, cityRow, problems), (c) => c.slug, 'slug', raw.cities, problems);
  outsideState(raw, business, rows, problems);
  const landmarkRows = validateTable(raw.landmarks, landmarkRow, problems);
  const cities = rows.map(({ value }) => ({
    slug: value.slug,
    name: value.name,
    fullName: value.full_name,
    county: value.county,
    lat: value.lat,
    lng: value.lng,
    zipCodes: value.zip_codes,
    population: value.population,
    description: value.description,
    landmarks: value.landmarks,
    neighborhoods: value.neighborhoods,
    landmarkDetails: [] as City['landmarkDetails'],
    ...(value.image ? { image: value.image } : {}),
  }));
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  const seenLandmarks = new Set<string>();
  for (const { row, value } of landmarkRows) {
    const city = bySlug.get(value.city);
    if (!city) {
      problems.push(unknownCity(raw, raw.landmarks, row, 'city', value.city));
      continue;
    }
    if (!city.landmarks.includes(value.landmark)) {
      problems.push(
        cellProblem(raw.landmarks, row, 'landmark', `"${value.landmark}" is not one of ${city.name}'s landmarks in ${raw.cities.file}`),
      );
      continue;
    }
    const key = `${value.city}/${value.landmark}`;
    if (seenLandmarks.has(key)) {
      problems.push(cellProblem(raw.landmarks, row, 'landmark', `duplicate detail for "${value.landmark}"`));
      continue;
    }
    seenLandmarks.add(key);
    city.landmarkDetails.push({ name: value.landmark, detail: value.detail });
  }
  return cities.sort((a, b) => a.slug.localeCompare(b.slug));
}

function validateServices(raw: RawData, problems: Problem[], contentLinks: ContentLink[]): Service[] {
  const rows = reportDuplicates(validateTable(raw.services, serviceRow, problems), (s) => s.slug, 'slug', raw.services, problems);
  const bodies = new Map(raw.serviceBodies.map((d) => [d.name, d]));
  const services: Service[] = [];
  for (const { row, value } of rows) {
    const body = bodies.get(value.slug);
    if (!body) {
      problems.push(cellProblem(raw.services, row, 'slug', `no long copy for "${value.slug}": add data/services/${value.slug}.md`));
      continue;
    }
    contentLinks.push(...markdownLinks(body));
    services.push({
      slug: value.slug,
      title: value.title,
      name: value.name,
      category: value.category,
      startingPrice: value.starting_price,
      startingPriceValue: Number(value.starting_price.slice(1)),
      shortDescription: value.short_description,
      metaDescription: value.meta_description,
      benefits: value.benefits,
      idealFor: value.ideal_for,
      included: value.included,
      additionalServices: value.additional_services,
      ...(value.image ? { image: value.image } : {}),
      bodyHtml: renderMarkdown(body.body),
    });
  }
  const known = new Set(raw.services.rows.map((r) => r.values.slug));
  for (const document of raw.serviceBodies) {
    if (!known.has(document.name)) {
      problems.push({ file: document.file, message: `no row in ${raw.services.file} has the slug "${document.name}"` });
    }
  }
  return services;
}

function validateAvailability(raw: RawData, cities: City[], services: Service[], problems: Problem[]): Map<string, string[]> {
  const cityNames = new Set(cities.map((c) => c.slug));
  const serviceOrder = new Map(services.map((s, i) => [s.slug, i]));
  const rows = reportDuplicates(
    validateTable(raw.availability, availabilityRow, problems),
    (v) => `${v.city},${v.service}`,
    'service',
    raw.availability,
    problems,
  );
  const availability = new Map<string, string[]>(cities.map((c) => [c.slug, []]));
  for (const { row, value } of rows) {
    let ok = true;
    if (!cityNames.has(value.city)) {
      problems.push(unknownCity(raw, raw.availability, row, 'city', value.city));
      ok = false;
    }
    if (!serviceOrder.has(value.service)) {
      problems.push(unknownService(raw, raw.availability, row, 'service', value.service));
      ok = false;
    }
    if (ok) availability.get(value.city)!.push(value.service);
  }
  for (const list of availability.values()) list.sort((a, b) => serviceOrder.get(a)! - serviceOrder.get(b)!);
  return availability;
}

function validateKeywords(raw: RawData, business: Business | undefined, cities: City[], availability: Map<string, string[]>, services: Service[], problems: Problem[]): KeywordRow[] {
  const rows = reportDuplicates(
    validateTable(raw.keywords, keywordRow, problems),
    (v) => `${v.city_slug}/${v.service_slug}`,
    'service_slug',
    raw.keywords,
    problems,
  );
  const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
  const serviceSlugs = new Set(services.map((s) => s.slug));
  const keywords: KeywordRow[] = [];
  for (const { row, value } of rows) {
    const city = cityBySlug.get(value.city_slug);
    const before = problems.length;
    if (!city) {
      problems.push(unknownCity(raw, raw.keywords, row, 'city_slug', value.city_slug));
    } else if (city.name !== value.city) {
      problems.push(cellProblem(raw.keywords, row, 'city', `"${value.city}" does not match the name of ${value.city_slug}, "${city.name}"`));
    }
    if (!serviceSlugs.has(value.service_slug)) {
      problems.push(unknownService(raw, raw.keywords, row, 'service_slug', value.service_slug));
    }
    const page = cityServicePath(business?.state ?? { urlPrefix: '?' }, value.city_slug, value.service_slug);
    if (value.suggested_url !== page) {
      problems.push(cellProblem(raw.keywords, row, 'suggested_url', `"${value.suggested_url}" differs from the page this row describes, ${page}`));
    } else if (city && serviceSlugs.has(value.service_slug) && !availability.get(city.slug)?.includes(value.service_slug)) {
      problems.push(
        cellProblem(raw.keywords, row, 'service_slug', `${city.name} does not offer "${value.service_slug}" in ${raw.availability.file}, so ${page} does not exist`),
      );
    }
    if (problems.length > before) continue;
    keywords.push({
      city: value.city,
      state: value.state,
      citySlug: value.city_slug,
      zips: value.zips,
      service: value.service,
      serviceSlug: value.service_slug,
      primaryKeyword: value.primary_keyword,
      secondaryKeywords: value.secondary_keywords,
      suggestedUrl: value.suggested_url,
      title: value.title || undefined,
      metaDescription: value.meta_description || undefined,
      introHtml: value.intro ? renderMarkdown(value.intro) : undefined,
      faqs: value.faq,
    });
  }
  return keywords;
}

function validateRedirects(raw: RawData, problems: Problem[]): Redirect[] {
  const rows = reportDuplicates(validateTable(raw.redirects, redirectRow, problems), (r) => r.from, 'from', raw.redirects, problems);
  return rows.map(({ row, value }) => ({
    from: value.from,
    to: value.to,
    status: value.status,
    source: { file: raw.redirects.file, line: row.line, column: raw.redirects.columns.indexOf('to') + 1 },
  }));
}

/** Raw rows to SiteData, or one DataValidationError listing every problem found. */
export function validate(raw: RawData): SiteData {
  // Issue 16: script, event handlers and javascript: URLs in data fail the build.
  const problems: Problem[] = unsafeMarkupProblems(raw);
  const contentLinks: ContentLink[] = [];
  const business = validateJson(raw.business, businessSchema, problems) as Business | undefined;
  const testimonials = validateJson(raw.testimonials, testimonialsSchema, problems) as Testimonial[] | undefined;
  const cities = validateCities(raw, business, problems);
  const services = validateServices(raw, problems, contentLinks);
  const availability = validateAvailability(raw, cities, services, problems);
  const keywords = validateKeywords(raw, business, cities, availability, services, problems);
  const redirects = validateRedirects(raw, problems);
  const faqs = reportDuplicates(validateTable(raw.faqs, faqRow, problems), (f) => f.question, 'question', raw.faqs, problems).map(
    ({ value }) => value,
  );
  const checklist = validateJson(raw.checklist, checklistSchema, problems) as Checklist | undefined;
  const blog = validateBlog(raw, { business, cities, services, availability }, problems, contentLinks);
  const menus = validateMenus(raw, validateTable(raw.menus, menuRow, problems), business, cities, services, contentLinks);
  const copyDocuments: MarkdownDocument[] = [];
  const cityContent = validateCityContent(raw, cities, services, problems, contentLinks, copyDocuments);
  const pageCopy = validatePageCopy(raw, business, problems, copyDocuments);
  contentLinks.push(...copyDocuments.flatMap(markdownLinks));
  if (problems.length > 0 || !business || !testimonials || !checklist) {
    throw new DataValidationError(
      groupByRootCause(problems, {
        city: { table: raw.cities, known: new Set(cities.map((c) => c.slug)) },
        service: { table: raw.services, known: new Set(services.map((s) => s.slug)) },
      }),
    );
  }
  return { business, cities, services, availability, keywords, testimonials, redirects, faqs, checklist, contentLinks, ...blog, menus, cityContent, pageCopy };
}

/** Checks hand-written links and redirect targets against the finished route table. */
export function checkTargets(site: SiteData, pagePaths: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const redirectSources = new Set(site.redirects.map((r) => r.from));
  for (const redirect of site.redirects) {
    if (!pagePaths.has(redirect.to)) {
      problems.push({ ...redirect.source, message: `to: "${redirect.to}" is not a page of the site` });
    }
    if (pagePaths.has(redirect.from) || pagePaths.has(`${redirect.from}/`)) {
      problems.push({ ...redirect.source, column: 1, message: `from: "${redirect.from}" is a live page; a redirect would hide it` });
    }
  }
  for (const link of site.contentLinks) {
    const target = link.href.split('#')[0] as string;
    if (!pagePaths.has(target) && !redirectSources.has(target)) {
      problems.push({ ...link.source, message: `link to "${link.href}", which is not a page of the site` });
    }
  }
  return problems;
}
