// Stage 2: raw rows to typed, cross-checked SiteData. The only place that calls zod on data.
// Every problem in every table is collected; the build fails once with the whole list.
import { DataValidationError, type Problem } from '../support/errors.ts';
import { brokenLinkMessage } from '../support/links.ts';
import { acceptsBitcoin, BITCOIN_PAGE_PATH } from '../../shared/payments.ts';
import type { MarkdownDocument, RawData } from '../load/index.ts';
import type { z } from 'zod';
import type { Business, City, ContentLink, FaqItem, GoneAddress, KeywordRow, Redirect, Service, SiteData, Testimonial } from '../../shared/model/data.ts';
import { PLACEHOLDER, PLACEHOLDER_GROUPS } from '../../shared/model/copy/placeholders.ts';
import {
  availabilityRow,
  searchConsoleRow,
  businessSchema,
  checklistSchema,
  faqRow,
  cityRow,
  keywordRow,
  landmarkRow,
  menuRow,
  redirectRow,
  serviceRow,
  testimonialsSchema,
} from '../../shared/model/tables.ts';
import { validateBlog } from './blog.ts';
import { cellProblem, markdownLinks, reportDuplicates, unknownCity, unknownService, validateJson, validateTable, type ValidRow } from './rows.ts';
import { missingMenuProblems, validateCityContent, validateMenus } from './site-copy.ts';
import { checklistIdProblems } from './checklist.ts';
import { categoryProblems } from './categories.ts';
import { validateCopy } from './copy.ts';
import { US_STATES, cityPath, cityServicePath, servicePath } from '../../shared/service-area.ts';
import { groupByRootCause, unknownReference, type Reference, type ReferenceProblem } from './references.ts';
import { MAX_FEATURED_SERVICES } from '../../shared/limits.ts';
import { renderMarkdown, unsafeMarkupProblems } from './safe-markdown.ts';
import { unknownImageMessage } from '../../shared/image-keys.ts';
import { liveReviewsSchema } from '../../shared/reviews.ts';

/** Every city lies in the business's state: a row outside it is almost
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

/**
 * Every image key written in data names a file, found here rather than while pages render. A
 * service or town card falls back from its own photo to its `image` cell, then to these defaults
 * (a service's: its category's artwork, categories.ts), so with the cells and the defaults checked
 * every card has a picture.
 */
function artworkProblems(raw: RawData, business: Business, problems: Problem[]): void {
  for (const [name, key] of Object.entries(business.artwork)) {
    if (key !== undefined && !raw.imageKeys.includes(key)) problems.push({ file: raw.business.file, key: `artwork.${name}`, message: unknownImageMessage([key], raw.imageKeys) });
  }
}

function validateCities(raw: RawData, business: Business | undefined, problems: Problem[]): City[] {
  const rows = reportDuplicates(validateTable(raw.cities, cityRow, problems), (c) => c.slug, 'slug', raw.cities, problems);
  outsideState(raw, business, rows, problems);
  for (const { row, value } of rows) {
    if (value.image && !raw.imageKeys.includes(value.image)) {
      problems.push(cellProblem(raw.cities, row, 'image', unknownImageMessage([value.image], raw.imageKeys)));
    }
  }
  const landmarkRows = validateTable(raw.landmarks, landmarkRow, problems);
  const cities: City[] = rows.map(({ value }) => ({ ...value, landmarkDetails: [] }));
  const bySlug = new Map(cities.map((c) => [c.slug, c]));
  const seenLandmarks = new Set<string>();
  for (const { row, value } of landmarkRows) {
    const city = bySlug.get(value.city);
    if (!city) {
      problems.push(unknownCity(raw, raw.landmarks, row, 'city', value.city));
      continue;
    }
    if (!city.landmarks.includes(value.name)) {
      problems.push(
        cellProblem(raw.landmarks, row, 'landmark', `"${value.name}" is not one of ${city.name}'s landmarks in ${raw.cities.file}`),
      );
      continue;
    }
    const key = `${value.city}/${value.name}`;
    if (seenLandmarks.has(key)) {
      problems.push(cellProblem(raw.landmarks, row, 'landmark', `duplicate detail for "${value.name}"`));
      continue;
    }
    seenLandmarks.add(key);
    city.landmarkDetails.push({ name: value.name, detail: value.detail });
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
    if (value.image && !raw.imageKeys.includes(value.image)) {
      problems.push(cellProblem(raw.services, row, 'image', unknownImageMessage([value.image], raw.imageKeys)));
    }
    contentLinks.push(...markdownLinks(body));
    services.push({
      ...value,
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

/**
 * Which services each town offers. availability.csv either lists the pairs offered (its rows, as
 * the first customer's does: a town without a row offers none), or, holding no `yes` pair (only
 * `offered` = `no` rows, or none at all), names the exceptions: every town offers every service
 * but those. A file mixing both is refused at its first exception, which would change nothing.
 */
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
  const listsOffered = rows.some(({ value }) => value.offered);
  const availability = new Map<string, string[]>(cities.map((c) => [c.slug, listsOffered ? [] : services.map((s) => s.slug)]));
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
    if (ok && listsOffered && !value.offered) {
      const first = rows.find((r) => r.value.offered)!.row.line;
      problems.push(
        cellProblem(raw.availability, row, 'offered', `"no" changes nothing in a file that lists the pairs offered (as line ${first} does): delete this row, or list only the exceptions (offered = no) and every town offers every other service`),
      );
    } else if (ok && listsOffered) availability.get(value.city)!.push(value.service);
    else if (ok) availability.set(value.city, availability.get(value.city)!.filter((slug) => slug !== value.service));
  }
  for (const list of availability.values()) list.sort((a, b) => serviceOrder.get(a)! - serviceOrder.get(b)!);
  return availability;
}

/** A town's featured services (cities.csv `featured_services`:
 * docs/decisions.md#city-hubs-that-differ) appear once and fit the hub's cards. A slug that is not
 * (or no longer) in services.csv, or that the town does not offer, is left out with a warning
 * (warnings.ts), as in menus.csv: retiring a service or taking it from a town must not need an edit
 * of every town's row, nor stop the build. */
function validateFeaturedServices(raw: RawData, cities: City[], problems: Problem[]): void {
  const rows = new Map(raw.cities.rows.map((row) => [row.values.slug, row]));
  for (const city of cities) {
    const row = rows.get(city.slug);
    if (!row || city.featuredServices.length === 0) continue;
    const seen = new Set<string>();
    for (const slug of city.featuredServices) {
      if (seen.has(slug)) problems.push(cellProblem(raw.cities, row, 'featured_services', `"${slug}" is listed twice`));
      seen.add(slug);
    }
    if (city.featuredServices.length > MAX_FEATURED_SERVICES) {
      problems.push(cellProblem(raw.cities, row, 'featured_services', `lists ${city.featuredServices.length} services; a hub features at most ${MAX_FEATURED_SERVICES}`));
    }
  }
}

function validateKeywords(raw: RawData, business: Business | undefined, cities: City[], availability: Map<string, string[]>, services: Service[], problems: Problem[]): KeywordRow[] {
  const rows = reportDuplicates(
    validateTable(raw.keywords, keywordRow, problems),
    (v) => `${v.citySlug}/${v.serviceSlug}`,
    'service_slug',
    raw.keywords,
    problems,
  );
  const cityBySlug = new Map(cities.map((c) => [c.slug, c]));
  const serviceSlugs = new Set(services.map((s) => s.slug));
  const keywords: KeywordRow[] = [];
  for (const { row, value } of rows) {
    const city = cityBySlug.get(value.citySlug);
    const before = problems.length;
    if (!city) {
      problems.push(unknownCity(raw, raw.keywords, row, 'city_slug', value.citySlug));
    } else if (city.name !== value.city) {
      problems.push(cellProblem(raw.keywords, row, 'city', `"${value.city}" does not match the name of ${value.citySlug}, "${city.name}"`));
    }
    if (!serviceSlugs.has(value.serviceSlug)) {
      problems.push(unknownService(raw, raw.keywords, row, 'service_slug', value.serviceSlug));
    }
    // A page's address starts with the state's prefix from business.json: when that file is refused
    // it is reported once, on its own, not again as a wrong address on every row here.
    const page = business ? cityServicePath(business.state, value.citySlug, value.serviceSlug) : undefined;
    if (page !== undefined && value.suggestedUrl !== page) {
      problems.push(cellProblem(raw.keywords, row, 'suggested_url', `"${value.suggestedUrl}" differs from the page this row describes, ${page}`));
    } else if (city && serviceSlugs.has(value.serviceSlug) && !availability.get(city.slug)?.includes(value.serviceSlug)) {
      problems.push(
        cellProblem(raw.keywords, row, 'service_slug', `${city.name} does not offer "${value.serviceSlug}" in ${raw.availability.file}, so ${value.suggestedUrl} does not exist`),
      );
    }
    if (problems.length > before) continue;
    const { intro, ...keyword } = value;
    keywords.push({ ...keyword, introHtml: intro ? renderMarkdown(intro) : undefined });
  }
  return keywords;
}

/** A question or answer of faqs.csv may name the business's facts and promises
 * (`{{promises.quoteValidity}}`), written once in business.json; the routes fill them. */
function faqPlaceholderProblems(raw: RawData, rows: ValidRow<FaqItem>[], problems: Problem[]): void {
  const known = new Set<string>(PLACEHOLDER_GROUPS.business);
  for (const { row } of rows) {
    for (const column of ['question', 'answer']) {
      for (const [whole, name] of (row.values[column] ?? '').matchAll(PLACEHOLDER)) {
        if (!known.has(name!)) problems.push(cellProblem(raw.faqs, row, column, `unknown placeholder ${whole} (a question or answer may use the business's: ${[...known].map((k) => `{{${k}}}`).join(', ')})`));
      }
    }
  }
}

/** A testimonial names services by their services.csv slug. */
function validateTestimonialServices(raw: RawData, testimonials: Testimonial[], services: Service[], problems: Problem[]): void {
  const slugs = new Set(services.map((s) => s.slug));
  testimonials.forEach((testimonial, i) =>
    testimonial.services?.forEach((slug, j) => {
      if (slugs.has(slug)) return;
      // grouped with the other rows naming the slug (a retired service is reported once)
      const problem: ReferenceProblem = { file: raw.testimonials.file, key: `${i}.services.${j}`, message: unknownReference('service', slug, raw.services.file), ref: { kind: 'service', slug } };
      problems.push(problem);
    }),
  );
}

/** redirects.csv: rows that send an old address on, and rows (status 410) that say it is gone. */
function validateRedirects(raw: RawData, problems: Problem[]): { redirects: Redirect[]; gone: GoneAddress[] } {
  const rows = reportDuplicates(validateTable(raw.redirects, redirectRow, problems), (r) => r.from, 'from', raw.redirects, problems);
  const at = (line: number, column: string) => ({ file: raw.redirects.file, line, column: raw.redirects.columns.indexOf(column) + 1 });
  const redirects: Redirect[] = [];
  const gone: GoneAddress[] = [];
  for (const { row, value } of rows) {
    if (value.status === 410) gone.push({ from: value.from, source: at(row.line, 'from') });
    else redirects.push({ ...value, status: value.status, source: at(row.line, 'to') });
  }
  return { redirects, gone };
}

export interface ValidateOptions {
  /** addresses the site has published (the ledger and the last build): a slug whose page is among
   * them and whose row is gone was removed, and is reported so, not with a "did you mean" */
  published?: ReadonlySet<string>;
}

/** The address of a city's or service's own page, when the site has published it. */
export function publishedPage(ref: Reference, published: ReadonlySet<string>, business: Business | undefined): string | undefined {
  const address = ref.kind === 'service' ? servicePath(ref.slug) : business ? cityPath(business.state, ref.slug) : undefined;
  return address && published.has(address) ? address : undefined;
}

/** Raw rows to SiteData, or one DataValidationError listing every problem found. */
export function validate(raw: RawData, options: ValidateOptions = {}): SiteData {
  // Script, event handlers and javascript: URLs in data fail the build
  // (docs/decisions.md#safe-markdown).
  const problems: Problem[] = unsafeMarkupProblems(raw);
  const contentLinks: ContentLink[] = [];
  const business = validateJson(raw.business, businessSchema, problems);
  const testimonials = validateJson(raw.testimonials, testimonialsSchema, problems);
  const reviewSnapshot = raw.reviews ? validateJson(raw.reviews, liveReviewsSchema, problems) : undefined;
  if (business) artworkProblems(raw, business, problems);
  const cities = validateCities(raw, business, problems);
  const services = validateServices(raw, problems, contentLinks);
  const availability = validateAvailability(raw, cities, services, problems);
  if (testimonials) validateTestimonialServices(raw, testimonials, services, problems);
  validateFeaturedServices(raw, cities, problems);
  const keywords = validateKeywords(raw, business, cities, availability, services, problems);
  const { redirects, gone } = validateRedirects(raw, problems);
  const faqRows = reportDuplicates(validateTable(raw.faqs, faqRow, problems), (f) => f.question, 'question', raw.faqs, problems);
  faqPlaceholderProblems(raw, faqRows, problems);
  const faqs = faqRows.map(({ value }) => value);
  const checklist = validateJson(raw.checklist, checklistSchema, problems);
  const searchConsole = validateTable(raw.searchConsole, searchConsoleRow, problems).map(({ value }) => value);
  const blog = validateBlog(raw, { business, cities, services, availability }, problems, contentLinks);
  const menus = validateMenus(raw, validateTable(raw.menus, menuRow, problems), business, cities, services, contentLinks);
  missingMenuProblems(raw, menus, problems);
  const copyDocuments: MarkdownDocument[] = [];
  const cityContent = validateCityContent(raw, cities, services, problems, contentLinks, copyDocuments);
  // which copy files the business needs, from its payment methods even when another field of
  // business.json is wrong
  const methods = (raw.business.value as { paymentMethods?: unknown } | undefined)?.paymentMethods;
  const payments = business ?? (Array.isArray(methods) && methods.every((m) => typeof m === 'string') ? { paymentMethods: methods as string[] } : undefined);
  const copy = validateCopy(raw, problems, copyDocuments, payments);
  checklistIdProblems(raw, checklist, copy, problems);
  categoryProblems(raw, services, copy, problems);
  contentLinks.push(...copyDocuments.flatMap(markdownLinks));
  if (problems.length > 0 || !business || !testimonials || !checklist) {
    throw new DataValidationError(
      groupByRootCause(problems, {
        city: { table: raw.cities, known: new Set(cities.map((c) => c.slug)) },
        service: { table: raw.services, known: new Set(services.map((s) => s.slug)) },
        publishedAt: (ref) => publishedPage(ref, options.published ?? new Set(), business),
      }),
    );
  }
  return {
    business,
    cities,
    services,
    availability,
    keywords,
    testimonials,
    ...(reviewSnapshot ? { reviewSnapshot } : {}),
    redirects,
    gone,
    faqs,
    checklist,
    contentLinks,
    ...blog,
    menus,
    cityContent,
    copy,
    searchConsole,
  };
}

/** Why a page the data links to is not built, where the data decides it. */
function whyMissing(site: SiteData, target: string): string {
  return target === BITCOIN_PAGE_PATH && !acceptsBitcoin(site.business)
    ? ': the Bitcoin page is built only when paymentMethods in business.json lists Bitcoin (add it there, or delete this link)'
    : '';
}

/** Checks hand-written links and redirect targets against the finished route table. */
export function checkTargets(site: SiteData, pagePaths: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const redirectSources = new Set(site.redirects.map((r) => r.from));
  for (const redirect of site.redirects) {
    if (!pagePaths.has(redirect.to)) {
      problems.push({ ...redirect.source, message: `to: "${redirect.to}" is not a page of the site${whyMissing(site, redirect.to)}` });
    }
    if (pagePaths.has(redirect.from) || pagePaths.has(`${redirect.from}/`)) {
      problems.push({ ...redirect.source, column: 1, message: `from: "${redirect.from}" is a live page; a redirect would hide it` });
    }
  }
  for (const gone of site.gone) {
    if (pagePaths.has(gone.from) || pagePaths.has(`${gone.from}/`)) {
      problems.push({ ...gone.source, message: `from: "${gone.from}" is a live page; a 410 row would answer "gone" in its place` });
    }
  }
  for (const link of site.contentLinks) {
    if (link.href.startsWith('#')) continue; // an id on the same page: the publish gate checks those
    const target = link.href.split('#')[0] as string;
    if (!pagePaths.has(target) && !redirectSources.has(target)) {
      const why = whyMissing(site, target);
      problems.push({ ...link.source, message: why ? `link to "${link.href}", which is not a page of the site${why}` : brokenLinkMessage(link.href) });
    }
  }
  return problems;
}
