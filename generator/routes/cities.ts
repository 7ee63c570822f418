// City hubs (/mi/{city}/) and city-service pages (/mi/{city}/{service}/), spec part 2 section 2.
import type { City, Service, SiteData, Testimonial } from '../types.ts';
import { faqJsonLd, serviceJsonLd, type Faq, type RouteContext } from '../head.ts';
import {
  MAX_CITY_TESTIMONIALS,
  MAX_LANDMARK_DETAILS,
  MAX_OTHER_SERVICE_CARDS,
  OTHER_SERVICE_DESCRIPTION_CHARS,
} from '../limits.ts';
import { areasWeServe, cityLink, linkBlock, nearbyCities, otherServicesInCity, truncate, type Link } from '../related.ts';
import { cityHubFaqs, cityServiceFaqs, cityServiceIntro, reasonsToChoose } from './copy.ts';
import { page } from './page.ts';
import type { RouteOf } from './types.ts';

export interface ServiceCard {
  slug: string;
  title: string;
  path: string;
  description: string;
  startingPrice: string;
}

export interface CityHubProps {
  city: City;
  services: ServiceCard[];
  testimonials: Testimonial[];
  faqs: Faq[];
  nearby: Link[];
  areas: Link[];
}

export interface CityServiceProps {
  city: City;
  service: Service;
  intro: string[];
  reasons: { title: string; text: string }[];
  landmarkDetails: City['landmarkDetails'];
  otherServices: ServiceCard[];
  moreServices: Link[];
  sameServiceCities: Link[];
  areas: Link[];
  faqs: Faq[];
  testimonial: Testimonial | undefined;
}

/** Testimonials whose author location contains the city's name (spec part 2, city hub). */
export function testimonialsFor(city: City, testimonials: Testimonial[]): Testimonial[] {
  const name = city.name.toLowerCase();
  return testimonials.filter((t) => t.author.location.toLowerCase().includes(name));
}

// Lookups derived once per SiteData (routes are built for ~1000 pages from the same data).
const lookups = new WeakMap<SiteData, { offered: (city: string, service: string) => boolean; bySlug: Map<string, Service> }>();

function lookupsFor(site: SiteData) {
  let found = lookups.get(site);
  if (!found) {
    const sets = new Map([...site.availability].map(([city, services]) => [city, new Set(services)]));
    found = {
      offered: (city, service) => sets.get(city)?.has(service) ?? false,
      bySlug: new Map(site.services.map((s) => [s.slug, s])),
    };
    lookups.set(site, found);
  }
  return found;
}

export function offeredIn(site: SiteData): (city: string, service: string) => boolean {
  return lookupsFor(site).offered;
}

function cityServices(site: SiteData, city: City): Service[] {
  const { bySlug } = lookupsFor(site);
  return (site.availability.get(city.slug) ?? []).map((slug) => bySlug.get(slug)!);
}

function card(city: City, service: Service, descriptionChars?: number): ServiceCard {
  return {
    slug: service.slug,
    title: service.title,
    path: `/mi/${city.slug}/${service.slug}/`,
    description: descriptionChars ? truncate(service.shortDescription, descriptionChars) : service.shortDescription,
    startingPrice: service.startingPrice,
  };
}

export function cityHubRoute(ctx: RouteContext, city: City): RouteOf<'cityHub'> {
  const { site } = ctx;
  const offered = offeredIn(site);
  const faqs = cityHubFaqs(city, site.business);
  const path = `/mi/${city.slug}/`;
  return page(ctx, {
    kind: 'cityHub',
    path,
    title: `House & Commercial Cleaning in ${city.name}, MI`,
    description: `Cleaning services in ${city.name}, MI (${city.zipCodes.join(', ')}): house, deep, move-out and office cleaning by an insured local team. Free quotes, no hidden fees.`,
    source: `city ${city.slug}`,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Michigan', path: '/service-areas/' },
      { name: city.name, path },
    ],
    jsonLd: [faqJsonLd(faqs)],
    props: {
      city,
      services: cityServices(site, city).map((s) => card(city, s)),
      testimonials: testimonialsFor(city, site.testimonials).slice(0, MAX_CITY_TESTIMONIALS),
      faqs,
      nearby: linkBlock(nearbyCities(city, site.cities).map(({ city: c }) => cityLink(c, undefined, offered))),
      areas: linkBlock(areasWeServe(city, site.cities).map((c) => cityLink(c, undefined, offered))),
    },
  });
}

export function cityServiceRoute(ctx: RouteContext, city: City, service: Service): RouteOf<'cityService'> {
  const { site } = ctx;
  const offered = offeredIn(site);
  const keyword = site.keywords.find((k) => k.citySlug === city.slug && k.serviceSlug === service.slug);
  const inCity = cityServices(site, city);
  const otherCards = inCity.filter((s) => s.slug !== service.slug).slice(0, MAX_OTHER_SERVICE_CARDS);
  const shown = new Set([service.slug, ...otherCards.map((s) => s.slug)]);
  const faqs = cityServiceFaqs(city, service, site.business);
  const path = `/mi/${city.slug}/${service.slug}/`;
  const local = testimonialsFor(city, site.testimonials);
  const offeringCities = nearbyCities(city, site.cities).filter(({ city: c }) => offered(c.slug, service.slug));
  return page(ctx, {
    kind: 'cityService',
    path,
    title: `${service.title} in ${city.name}, MI`,
    description: `${service.title} in ${city.name}, MI from ${service.startingPrice}. ${service.metaDescription}`,
    source: `availability ${city.slug},${service.slug}`,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Michigan', path: '/service-areas/' },
      { name: city.name, path: `/mi/${city.slug}/` },
      { name: service.title, path },
    ],
    jsonLd: [serviceJsonLd(ctx, service, path, city.fullName), faqJsonLd(faqs)],
    props: {
      city,
      service,
      intro: cityServiceIntro(city, service, keyword, site.business),
      reasons: reasonsToChoose(site.business),
      landmarkDetails: city.landmarkDetails.slice(0, MAX_LANDMARK_DETAILS),
      otherServices: otherCards.map((s) => card(city, s, OTHER_SERVICE_DESCRIPTION_CHARS)),
      moreServices: linkBlock(
        otherServicesInCity(inCity, shown).map((s) => ({ label: `${s.title} in ${city.name}`, path: `/mi/${city.slug}/${s.slug}/` })),
      ),
      sameServiceCities: linkBlock(offeringCities.map(({ city: c }) => cityLink(c, service, offered))),
      areas: linkBlock(areasWeServe(city, site.cities).map((c) => cityLink(c, service, offered))),
      faqs,
      testimonial: local[0] ?? site.testimonials[0],
    },
  });
}

export function cityRoutes(ctx: RouteContext) {
  const routes: (RouteOf<'cityHub'> | RouteOf<'cityService'>)[] = [];
  for (const city of ctx.site.cities) {
    routes.push(cityHubRoute(ctx, city));
    for (const service of cityServices(ctx.site, city)) routes.push(cityServiceRoute(ctx, city, service));
  }
  return routes;
}
