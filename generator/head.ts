// Head tags and structured data shared by every route: one title rule, one description rule,
// one canonical rule, and JSON-LD built from the single business profile (DESIGN decision 1).
import type { Business, Service, SiteData } from '../shared/model/data.ts';
import type { Crumb, Faq, Head, JsonLd } from '../shared/model/head.ts';
import { MAX_TITLE_CHARS, META_DESCRIPTION_CHARS } from '../shared/limits.ts';
import { truncate } from './related.ts';

export interface RouteContext {
  site: SiteData;
  siteUrl: string;
  /** ISO date of the build, passed in so that routes stay pure and builds reproducible */
  buildDate: string;
}

export function absoluteUrl(ctx: RouteContext, path: string): string {
  return new URL(path, ctx.siteUrl).href;
}

/**
 * Every title ends with the company name (spec part 1 section 2), except a title written to fit a
 * search result (`fit`, from seo-keywords.csv): it gets the suffix only if both fit in 60 characters.
 */
export function pageTitle(title: string, business: Business, fit = false): string {
  if (title.endsWith(business.name)) return title;
  const branded = `${title} | ${business.name}`;
  return fit && branded.length > MAX_TITLE_CHARS ? title : branded;
}

export function makeHead(
  ctx: RouteContext,
  page: {
    title: string;
    fitTitle?: boolean;
    description: string;
    path: string;
    ogType?: 'website' | 'article';
    image?: string;
    noindex?: boolean;
    canonicalPath?: string;
  },
): Head {
  return {
    title: pageTitle(page.title, ctx.site.business, page.fitTitle),
    description: truncate(page.description, META_DESCRIPTION_CHARS),
    canonical: absoluteUrl(ctx, page.canonicalPath ?? page.path),
    ogType: page.ogType ?? 'website',
    image: page.image ? absoluteUrl(ctx, page.image) : undefined,
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

/** The LocalBusiness block every page carries, straight from business.json. */
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
    areaServed: [
      ...ctx.site.cities.map((c) => ({ '@type': 'City', name: c.fullName })),
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: b.geo.lat, longitude: b.geo.lng },
        geoRadius: b.serviceRadiusMeters,
      },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: b.rating,
      reviewCount: b.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    sameAs: b.social.map((s) => s.url),
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

export function faqJsonLd(faqs: Faq[]): JsonLd {
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
