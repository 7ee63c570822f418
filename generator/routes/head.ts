// Head tags and structured data shared by every route: one title rule, one description rule,
// one canonical rule, and JSON-LD built from the single business profile
// (docs/decisions.md#one-business-profile).
import { memoizedByText } from '../support/text-memo.ts';
import type { Business, Service } from '../../shared/model/data.ts';
import type { Crumb, QuestionAndAnswer, Head, JsonLd } from '../../shared/model/head.ts';
import { imageMarker } from '../../shared/model/json-ld-images.ts';
import { MAX_TITLE_CHARS, META_DESCRIPTION_CHARS } from '../../shared/limits.ts';
import { truncate } from './related.ts';
import { cutAtWord, wholeSentences } from '../support/sentences.ts';
import { absoluteUrl, type RouteContext } from './context.ts';

/** The link preview of a page with no artwork of its own: the site's hero artwork (data/images/hero). */
export const DEFAULT_SHARE_IMAGE = 'hero';

/** The brand at the end of every title: the name people know the business by (business.json
 * alternateName), else its name. One form on every page, so a results page reads consistently. */
export function titleBrand(business: Business): string {
  return business.alternateName ?? business.name;
}

/**
 * A title that fits a search result (at most 60 characters), ending with the brand when it fits
 * beside the title (titleBrand). A title that already names the business (the home page) is kept
 * as written. A title too long for the brand goes without it; one too long by itself gives way to
 * its shorter forms, each a whole phrase: the route's own (`shorter`), without a trailing state
 * code ("…, MI"), the part before a " | ", a colon or a dash, without a trailing place phrase
 * ("… in Metro Detroit"); a shorter form takes the brand again when it fits. Only a title with
 * no fitting form is cut, at the last phrase boundary that fits (titleNeedsShorterForm warns).
 */
export function pageTitle(title: string, business: Business, shorter: string[] = []): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_TITLE_CHARS && (clean.includes(business.name) || clean.endsWith(titleBrand(business)))) return clean;
  const suffix = ` | ${titleBrand(business)}`;
  if (clean.length + suffix.length <= MAX_TITLE_CHARS) return clean + suffix;
  if (clean.length <= MAX_TITLE_CHARS) return clean;
  const form = shorterTitleForms(clean, shorter).find((each) => each.length <= MAX_TITLE_CHARS) ?? cutAtPhrase(clean, MAX_TITLE_CHARS);
  return form.length + suffix.length <= MAX_TITLE_CHARS ? form + suffix : form;
}

/** Whether a title is too long for a search result and has no shorter form but a cut. */
export function titleNeedsShorterForm(title: string): boolean {
  const clean = title.replace(/\s+/g, ' ').trim();
  return clean.length > MAX_TITLE_CHARS && !shorterTitleForms(clean, []).some((each) => each.length <= MAX_TITLE_CHARS);
}

/** A title's shorter forms, best first: each a whole phrase of it. */
function shorterTitleForms(title: string, shorter: string[]): string[] {
  const withoutState = title.replace(/, [A-Z]{2}$/, '');
  const beforeSeparator = title.split(/ \| |: | [-–—] /)[0]!;
  const withoutPlace = (text: string) => text.replace(/ (?:in|near|across|throughout|around) [^,|:]+(?:, [A-Z]{2})?$/, '');
  return [...shorter, withoutState, beforeSeparator, withoutPlace(beforeSeparator)].filter((form) => form.length > 0 && form !== title);
}

/** The longest run of whole phrases of `text` that fits in `max`; a word cut with "…" when there is none. */
function cutAtPhrase(text: string, max: number): string {
  const boundary = / \| |: | [-–—] |, | & | and | with | for | in /g;
  let best = '';
  for (const match of text.matchAll(boundary)) {
    if (match.index <= max) best = text.slice(0, match.index);
  }
  return best.length >= max * 0.4 ? best : truncate(text, max);
}

/**
 * A meta description that fits a search result (at most 155 characters:
 * docs/decisions.md#search-result-lines): its whole
 * sentences that fit, trailing ones dropped; never an ellipsis. When even the first sentence is
 * longer, it is cut at a word and `site generate` warns on the row that needs a shorter one
 * (check/warnings.ts, descriptionNeedsShorterSentence).
 */
export function pageDescription(text: string, max = META_DESCRIPTION_CHARS): string {
  return max === META_DESCRIPTION_CHARS ? metaDescription(text) : cutDescription(text, max);
}
/** the meta description of every route: a pure function of its text (text-memo.ts) */
const metaDescription = memoizedByText((text) => cutDescription(text, META_DESCRIPTION_CHARS));

function cutDescription(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return wholeSentences(clean, max) || cutAtWord(clean, max);
}

/** Whether a description's first sentence alone is longer than a search result shows. */
export function descriptionNeedsShorterSentence(text: string, max = META_DESCRIPTION_CHARS): boolean {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max && wholeSentences(clean, max) === '';
}

export function makeHead(
  ctx: RouteContext,
  page: {
    title: string;
    /** shorter forms of the title, best first, for when it does not fit a search result */
    shorterTitles?: string[];
    description: string;
    path: string;
    ogType?: 'website' | 'article';
    shareImage?: string[];
    noindex?: boolean | 'follow';
    canonicalPath?: string;
  },
): Head {
  return {
    title: pageTitle(page.title, ctx.site.business, page.shorterTitles),
    description: pageDescription(page.description),
    canonical: absoluteUrl(ctx, page.canonicalPath ?? page.path),
    ogType: page.ogType ?? 'website',
    shareImage: [...(page.shareImage ?? []), DEFAULT_SHARE_IMAGE],
    noindex: page.noindex,
  };
}

const schemaDays: Record<string, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

export function businessId(ctx: RouteContext): string {
  return `${absoluteUrl(ctx, '/')}#business`;
}

/**
 * The business's full LocalBusiness block, straight from business.json. It sits only on
 * the pages about the business itself (home, contact, reviews); every other page refers to it by
 * `@id` (webPageJsonLd, Service.provider). It carries no aggregateRating or review: search engines
 * do not accept a business rating itself (docs/decisions.md#structured-data); the reviews are
 * shown, not marked up.
 * Its areaServed names the towns served, not a circle that leaves the farther ones out.
 */
export function localBusinessJsonLd(ctx: RouteContext): JsonLd {
  const b = ctx.site.business;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': businessId(ctx),
    name: b.name,
    legalName: b.legalName,
    url: absoluteUrl(ctx, '/'),
    telephone: b.phoneE164,
    email: b.email,
    priceRange: b.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address.street,
      addressLocality: b.address.city,
      addressRegion: b.address.region,
      postalCode: b.address.postalCode,
      addressCountry: b.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: b.geo.lat, longitude: b.geo.lng },
    openingHoursSpecification: b.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => schemaDays[d]),
      opens: h.opens,
      closes: h.closes,
    })),
    paymentAccepted: b.paymentMethods.join(', '),
    areaServed: ctx.site.cities.map((c) => ({ '@type': 'City', name: c.fullName })),
    sameAs: b.social.map((s) => s.url),
    // the site's hero artwork, as link previews show it; the business's logo, as its header shows it
    image: imageMarker('share', [DEFAULT_SHARE_IMAGE]),
    logo: imageMarker('whole', [b.artwork.logo]),
  };
}

/** The site itself, on the home page: the name search results show for it
 * (docs/decisions.md#structured-data). */
export function webSiteJsonLd(ctx: RouteContext): JsonLd {
  const b = ctx.site.business;
  const url = absoluteUrl(ctx, '/');
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: b.name,
    ...(b.alternateName !== undefined && { alternateName: b.alternateName }),
    url,
    publisher: { '@id': businessId(ctx) },
  };
}

/** What every other indexable page says of itself: a web page about the business, by `@id`. */
export function webPageJsonLd(ctx: RouteContext, path: string, name: string): JsonLd {
  const url = absoluteUrl(ctx, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name,
    about: { '@id': businessId(ctx) },
  };
}

export function serviceJsonLd(ctx: RouteContext, service: Service, path: string, areaName?: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: areaName ? `${service.title} in ${areaName}` : service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: absoluteUrl(ctx, path),
    provider: { '@id': businessId(ctx) },
    areaServed: areaName ? { '@type': 'City', name: areaName } : ctx.site.cities.map((c) => ({ '@type': 'City', name: c.fullName })),
    offers: {
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: service.startingPriceValue,
      priceSpecification: {
        '@type': 'PriceSpecification',
        priceCurrency: 'USD',
        minPrice: service.startingPriceValue,
      },
    },
  };
}

export function faqJsonLd(faqs: QuestionAndAnswer[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export function breadcrumbJsonLd(ctx: RouteContext, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(ctx, c.path),
    })),
  };
}
