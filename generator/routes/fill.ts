// Fills a copy file's placeholders for one page: `{{town.name}}` becomes "Novi", and Markdown
// becomes HTML. The validate stage has checked every placeholder against the groups its file may
// use, so the values here are built for exactly those names (shared/model/copy/placeholders.ts).
import type { Business, City, FaqItem, Service, SiteData } from '../../shared/model/data.ts';
import type { Filled, Html, Markdown } from '../../shared/model/copy/index.ts';
import { PLACEHOLDER } from '../../shared/model/copy/placeholders.ts';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';
import { andList, cityPath } from '../../shared/service-area.ts';
import { distanceMiles } from './related.ts';
import { BoundedCache } from '../support/bounded-cache.ts';
import { renderInlineMarkdown, renderMarkdown } from '../validate/index.ts';
import { sentences } from '../support/sentences.ts';

export type Values = Readonly<Record<string, string>>;

export function businessValues(business: Business, townCount: number, homeTowns: readonly string[]): Values {
  return {
    'business.name': business.name,
    'business.legalName': business.legalName,
    'business.city': business.address.city,
    'business.street': business.address.street,
    'business.region': business.region,
    'business.state': business.state.name,
    'business.stateCode': business.state.code,
    'business.phone': business.phone,
    'business.email': business.email,
    'business.rating': business.rating.toFixed(1),
    'business.reviewCount': String(business.reviewCount),
    'business.yearsExperience': String(business.yearsExperience),
    'business.jobsDone': business.jobsDone.toLocaleString('en-US'),
    'business.townCount': String(townCount),
    // the office's town first, and once: the home-towns menu may list it too
    'business.homeTowns': [...new Set([business.address.city, ...homeTowns].map((town) => town.trim()))].join(', '),
    'business.paymentMethods': business.paymentMethods.join(', ').toLowerCase(),
    'legal.governingLaw': business.legal.governingLaw,
    'legal.courts': business.legal.courts,
    'promises.schedulingWindow': business.promises.schedulingWindow,
    'promises.replyTime': business.promises.replyTime,
    'promises.guaranteeWindow': business.promises.guaranteeWindow,
    'promises.quoteValidity': business.promises.quoteValidity,
    'promises.applicationReply': business.promises.applicationReply,
    'promises.cancellationNotice': business.promises.cancellationNotice,
    'promises.lateCancellationWindow': business.promises.lateCancellationWindow,
    'links.call': telHref(business),
    'links.text': smsHref(business),
    'links.email': mailHref(business),
  };
}

// one set per site: every page fills the business's placeholders
const siteWide = new WeakMap<SiteData, Values>();

/** The business's placeholders, for any page of the site. */
export function siteValues(site: SiteData): Values {
  let values = siteWide.get(site);
  if (!values) siteWide.set(site, (values = businessValues(site.business, site.cities.length, site.menus['home-towns'].map((link) => link.label))));
  return values;
}

// one list per site: the FAQ page, the home teaser and the quote page share it
const filledFaqs = new WeakMap<SiteData, FaqItem[]>();

/** data/faqs.csv with the business's placeholders filled (a promise is written once, in
 * business.json). */
export function siteFaqs(site: SiteData): FaqItem[] {
  let faqs = filledFaqs.get(site);
  if (!faqs) {
    const values = siteValues(site);
    filledFaqs.set(site, (faqs = site.faqs.map((faq) => ({ ...faq, question: fillText(faq.question, values), answer: fillText(faq.answer, values) }))));
  }
  return faqs;
}

/** The first crumb of a page's breadcrumb trail (data/blocks/layout.md). */
/** The rating and review count the review widgets show before their live answer: the snapshot
 * the API serves first (data/reviews.json), so the HTML already says what the script will, else the
 * business profile's. */
export function reviewFigures(site: SiteData): { rating: number; total: number } {
  const snapshot = site.reviewSnapshot;
  return snapshot ? { rating: snapshot.rating, total: snapshot.total_ratings } : { rating: site.business.rating, total: site.business.reviewCount };
}

export function homeCrumb(site: SiteData): { name: string; path: string } {
  return { name: fillText(site.copy['blocks/layout'].breadcrumbHome, siteValues(site)), path: '/' };
}

type TownFacts = Pick<City, 'slug' | 'name' | 'county' | 'zipCodes' | 'lat' | 'lng'>;

/** How many of the nearest served towns `{{town.nearbyTowns}}` names. */
const NEARBY_TOWNS_NAMED = 2;

/** The other served towns nearest a town, nearest first: the area a page may claim beyond the town
 * is the towns the data serves, never a whole county. */
function nearbyTownNames(city: TownFacts, served: readonly TownFacts[]): string {
  return andList(
    served
      .filter((other) => other.slug !== city.slug)
      .map((other) => ({ name: other.name, miles: distanceMiles(city, other) }))
      .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name))
      .slice(0, NEARBY_TOWNS_NAMED)
      .map((other) => other.name),
  );
}

export function townValues(business: Business, city: TownFacts, served: readonly TownFacts[]): Values {
  return {
    'town.name': city.name,
    'town.slug': city.slug,
    'town.county': city.county,
    'town.zipCodes': city.zipCodes.join(', '),
    'town.path': cityPath(business.state, city.slug),
    'town.nearbyTowns': nearbyTownNames(city, served),
  };
}

export function serviceValues(service: Pick<Service, 'slug' | 'name' | 'title' | 'startingPrice'>): Values {
  return {
    'service.name': service.name,
    'service.title': service.title,
    'service.startingPrice': service.startingPrice,
    'service.path': `/services/${service.slug}/`,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Placeholders whose value may be empty, the copy having no other wording for it: a site of one
 * town has no nearby towns. A sentence naming one without a value is left out, so that no page
 * says "and nearby ." */
const MAY_BE_EMPTY = ['town.nearbyTowns'];

function withoutEmptySentences(text: string, values: Values): string {
  const empty = MAY_BE_EMPTY.map((name) => `{{${name}}}`).filter((placeholder, i) => values[MAY_BE_EMPTY[i]!] === '' && text.includes(placeholder));
  if (empty.length === 0) return text;
  return sentences(text)
    .filter((sentence) => !empty.some((placeholder) => sentence.includes(placeholder)))
    .join(' ');
}

/** Text with its placeholders filled; a name without a value (one the template fills) stays, and
 * a sentence naming an empty list is left out (MAY_BE_EMPTY). */
export function fillText(text: string, values: Values): string {
  return withoutEmptySentences(text, values).replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

// Markdown is rendered once per text, with each placeholder held by a token that Markdown leaves
// alone (letters and digits, valid in a URL too); each page then swaps the tokens for its values,
// escaped as HTML. Rendering every town's copy again would cost a Markdown parse per page.
const SLOT = /copyslot(\d+)x/g;
// far more copy texts than a site has (its pages share a few templates); the least lately used go first
const compiled = new BoundedCache<string, { html: string; names: string[] }>(5000);

function compile(markdown: Markdown): { html: string; names: string[] } {
  const key = `${markdown.inline ? 'i' : 'b'}${markdown.markdown}`;
  let result = compiled.get(key);
  if (!result) {
    const names: string[] = [];
    const tokenized = markdown.markdown.replace(PLACEHOLDER, (_, name: string) => `copyslot${names.push(name) - 1}x`);
    const html = (markdown.inline ? renderInlineMarkdown : renderMarkdown)(tokenized).trim();
    compiled.set(key, (result = { html, names }));
  }
  return result;
}

export function fillMarkdown(markdown: Markdown, values: Values): Html {
  const { html, names } = compile(markdown);
  return { html: html.replace(SLOT, (whole, index: string) => {
    const name = names[Number(index)]!;
    const value = values[name];
    return value === undefined ? `{{${name}}}` : escapeHtml(value);
  }) };
}

const isMarkdown = (value: object): value is Markdown => 'markdown' in value && 'inline' in value;

/** A copy value (a whole file or a part) with every placeholder filled. */
export function fillCopy<T>(value: T, values: Values): Filled<T> {
  if (typeof value === 'string') return fillText(value, values) as Filled<T>;
  if (Array.isArray(value)) return value.map((item) => fillCopy(item, values)) as Filled<T>;
  if (value && typeof value === 'object') {
    if (isMarkdown(value)) return fillMarkdown(value, values) as Filled<T>;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillCopy(item, values)])) as Filled<T>;
  }
  return value as Filled<T>;
}
