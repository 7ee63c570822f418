// City hubs (/mi/{city}/) and city-service pages (/mi/{city}/{service}/), spec part 2 section 2.
import type { City, Service, SiteData } from '../../shared/model/data.ts';
import { faqJsonLd, serviceJsonLd, type RouteContext } from '../head.ts';
import {
  MAX_CITY_TESTIMONIALS,
  MAX_LANDMARK_DETAILS,
  MAX_OTHER_SERVICE_CARDS,
  OTHER_SERVICE_DESCRIPTION_CHARS,
} from '../../shared/limits.ts';
import { cityLink, linkBlock, otherServicesInCity, truncate } from '../related.ts';
import { pick, siteIndex, testimonialsFor } from './site-index.ts';
import { cityHubFaqs, cityServiceFaqs, cityServiceIntro, reasonsToChoose } from './copy.ts';
import { page } from './page.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import type { ServiceCard } from '../../shared/model/pages.ts';

export { testimonialsFor };

/** Whether `city` offers `service` (data/availability.csv). */
export function offeredIn(site: SiteData): (city: string, service: string) => boolean {
  return siteIndex(site).offered;
}

function card(site: SiteData, city: City, service: Service, descriptionChars?: number): ServiceCard {
  const description = descriptionChars
    ? siteIndex(site).once(`card ${service.slug} ${descriptionChars}`, () => truncate(service.shortDescription, descriptionChars))
    : service.shortDescription;
  return { slug: service.slug, title: service.title, path: `/mi/${city.slug}/${service.slug}/`, description, startingPrice: service.startingPrice };
}

export function cityHubRoute(ctx: RouteContext, city: City): RouteOf<'cityHub'> {
  const { site } = ctx;
  const index = siteIndex(site);
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
      city: pick(city, ['slug', 'name', 'description', 'county', 'zipCodes', 'population']),
      services: index.servicesIn(city).map((s) => card(site, city, s)),
      testimonials: index.testimonials(city).slice(0, MAX_CITY_TESTIMONIALS),
      faqs,
      nearby: linkBlock(index.nearby(city).map(({ city: c }) => cityLink(c, undefined, index.offered))),
      areas: linkBlock(index.areas(city).map((c) => cityLink(c, undefined, index.offered))),
    },
  });
}

export function cityServiceRoute(ctx: RouteContext, city: City, service: Service): RouteOf<'cityService'> {
  const { site } = ctx;
  const index = siteIndex(site);
  const offered = index.offered;
  const keyword = index.keyword(city.slug, service.slug);
  const inCity = index.servicesIn(city);
  const otherCards = inCity.filter((s) => s.slug !== service.slug).slice(0, MAX_OTHER_SERVICE_CARDS);
  const shown = new Set([service.slug, ...otherCards.map((s) => s.slug)]);
  // a keyword row's own FAQ replaces the templated three (issue 15)
  const faqs = keyword?.faqs.length ? keyword.faqs : cityServiceFaqs(city, service, site.business);
  const path = `/mi/${city.slug}/${service.slug}/`;
  const local = index.testimonials(city);
  const offeringCities = index.nearby(city).filter(({ city: c }) => offered(c.slug, service.slug));
  return page(ctx, {
    kind: 'cityService',
    path,
    title: keyword?.title ?? `${service.title} in ${city.name}, MI`,
    fitTitle: keyword?.title !== undefined,
    description: keyword?.metaDescription ?? `${service.title} in ${city.name}, MI from ${service.startingPrice}. ${service.metaDescription}`,
    source: `availability ${city.slug},${service.slug}`,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Michigan', path: '/service-areas/' },
      { name: city.name, path: `/mi/${city.slug}/` },
      { name: service.title, path },
    ],
    jsonLd: [serviceJsonLd(ctx, service, path, city.fullName), faqJsonLd(faqs)],
    props: {
      // facts shared by every page of the city (or of the service): one object each per build
      city: index.once(`city-service city ${city.slug}`, () => pick(city, ['slug', 'name', 'county', 'zipCodes', 'landmarks', 'neighborhoods'])),
      service: index.once(`city-service service ${service.slug}`, () => pick(service, ['slug', 'title', 'name', 'startingPrice', 'benefits', 'idealFor'])),
      intro: keyword?.introHtml ? [] : cityServiceIntro(city, service, site.business),
      introHtml: keyword?.introHtml,
      reasons: index.once('reasons', () => reasonsToChoose(site.business)),
      landmarkDetails: index.once(`landmarks ${city.slug}`, () => city.landmarkDetails.slice(0, MAX_LANDMARK_DETAILS)),
      otherServices: otherCards.map((s) => card(site, city, s, OTHER_SERVICE_DESCRIPTION_CHARS)),
      moreServices: linkBlock(
        otherServicesInCity(inCity, shown).map((s) => ({ label: `${s.title} in ${city.name}`, path: `/mi/${city.slug}/${s.slug}/` })),
      ),
      sameServiceCities: linkBlock(offeringCities.map(({ city: c }) => cityLink(c, service, offered))),
      areas: linkBlock(index.areas(city).map((c) => cityLink(c, service, offered))),
      faqs,
      testimonial: local[0] ?? site.testimonials[0],
    },
  });
}

export function cityRoutes(ctx: RouteContext) {
  const routes: (RouteOf<'cityHub'> | RouteOf<'cityService'>)[] = [];
  for (const city of ctx.site.cities) {
    routes.push(cityHubRoute(ctx, city));
    for (const service of siteIndex(ctx.site).servicesIn(city)) routes.push(cityServiceRoute(ctx, city, service));
  }
  return routes;
}
