// City hubs (/mi/{city}/) and city-service pages (/mi/{city}/{service}/), spec part 2 section 2.
import type { City, CityContent, CityGuide, NeighborhoodGroup, Service, SiteData } from '../../shared/model/data.ts';
import { cityPath, cityServicePath } from '../../shared/service-area.ts';
import { faqJsonLd, serviceJsonLd, type RouteContext } from '../head.ts';
import {
  MAX_CITY_TESTIMONIALS,
  MAX_HUB_GUIDE_ARTICLES,
  MAX_LANDMARK_DETAILS,
  MAX_OTHER_SERVICE_CARDS,
  MAX_OTHER_SERVICES_IN_CITY,
} from '../../shared/limits.ts';
import { cityLink, linkBlock, otherServicesInCity } from '../related.ts';
import { pick, siteIndex, testimonialsFor } from './site-index.ts';
import { cityHubFaqs, cityServiceFaqs, cityServiceIntro, reasonsToChoose, serviceExcerpt } from './copy.ts';
import { page } from './page.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import type { CityGuideTeaser, CityHubContent, ServiceCard } from '../../shared/model/pages.ts';
import { featuredServices, otherServiceGroups } from './hub-services.ts';
import { cityArticlePath, cityGuidePath } from './blog.ts';

/** "airbnb turnover cleaning" -> "Airbnb turnover cleaning": a service's short name as a title */
const asTitle = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export { testimonialsFor };

/** Whether `city` offers `service` (data/availability.csv). */
export function offeredIn(site: SiteData): (city: string, service: string) => boolean {
  return siteIndex(site).offered;
}

function card(site: SiteData, city: City, service: Service): ServiceCard {
  return {
    slug: service.slug,
    title: service.title,
    path: cityServicePath(site.business.state, city.slug, service.slug),
    description: service.shortDescription,
    startingPrice: service.startingPrice,
  };
}

/** Keeps the groups' neighbourhoods that the city row lists, and puts the rest in the last group. */
export function neighborhoodGroups(city: City, groups: NeighborhoodGroup[]): NeighborhoodGroup[] {
  const listed = new Set(city.neighborhoods);
  const named = new Set(groups.flatMap((g) => g.neighborhoods));
  const rest = city.neighborhoods.filter((n) => !named.has(n));
  return groups.map((group, i) => ({
    ...group,
    neighborhoods: [...group.neighborhoods.filter((n) => listed.has(n)), ...(i === groups.length - 1 ? rest : [])],
  }));
}

/** The hub's share of a town's long copy: the business's own claims and reasons come first. */
function hubContent(site: SiteData, city: City, content: CityContent): CityHubContent {
  const { business } = site;
  return {
    lead: content.lead,
    textMessage: content.textMessage,
    claims: [
      { value: `${business.homesCleaned}+`, label: 'homes cleaned' },
      { value: `${business.rating}`, label: `rating from ${business.reviewCount} reviews` },
      ...content.claims,
    ],
    reasons: [...reasonsToChoose(site), ...content.reasons],
    neighborhoodGroups: neighborhoodGroups(city, content.neighborhoodGroups),
    links: content.links,
    bodyHtml: content.bodyHtml,
  };
}

/** The hub's teaser of the town's city guide: its blurb, highlights and newest articles. */
function guideTeaser(guide: CityGuide): CityGuideTeaser {
  return {
    path: cityGuidePath(guide.city.slug),
    description: guide.description,
    highlights: guide.highlights,
    articles: guide.articles.slice(0, MAX_HUB_GUIDE_ARTICLES).map((a) => ({ title: a.title, excerpt: a.excerpt, path: cityArticlePath(a.city, a.slug) })),
  };
}

export function cityHubRoute(ctx: RouteContext, city: City): RouteOf<'cityHub'> {
  const { site } = ctx;
  const index = siteIndex(site);
  const content = site.cityContent.get(city.slug);
  const faqs = [...cityHubFaqs(city, site.business), ...(content?.faqs ?? [])];
  const { state } = site.business;
  const path = cityPath(state, city.slug);
  const featured = featuredServices(site, city);
  const landmarkDetails = city.landmarkDetails.slice(0, MAX_LANDMARK_DETAILS);
  // a landmark past the six details is still named, without its detail
  const detailed = new Set(landmarkDetails.map((l) => l.name));
  const guide = site.cityGuides.find((g) => g.city.slug === city.slug);
  const nearby = linkBlock(index.nearby(city).map(({ city: c }) => cityLink(state, c, undefined, index.offered)));
  const nearbySlugs = new Set(nearby.length > 0 ? index.nearby(city).map(({ city: c }) => c.slug) : []);

  return page(ctx, {
    kind: 'cityHub',
    path,
    shareImage: [`cities/${city.slug}`],
    title: `House & Commercial Cleaning in ${city.name}, ${site.business.state.code}`,
    description: `Cleaning services in ${city.name}, ${site.business.state.code} (${city.zipCodes.join(', ')}): house, deep, move-out and office cleaning by an insured local team. Free quotes, no hidden fees.`,
    source: `city ${city.slug}`,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: site.business.state.name, path: '/service-areas/' },
      { name: city.name, path },
    ],
    // the hub's templated questions are the same in every town: shown, but a FAQPage only for
    // the questions of the city's own long-form copy (data/cities/{slug}.md)
    jsonLd: content?.faqs.length ? [faqJsonLd(content.faqs)] : [],
    props: {
      city: pick(city, ['slug', 'name', 'description', 'county', 'zipCodes', 'population', 'neighborhoods']),
      featured: featured.map((s) => card(site, city, s)),
      moreServices: otherServiceGroups(site, city, featured).map(({ category, services }) => ({
        category,
        links: services.map((s) => ({ label: s.title, path: cityServicePath(state, city.slug, s.slug) })),
      })),
      serviceCount: index.servicesIn(city).length,
      landmarkDetails,
      otherLandmarks: city.landmarks.filter((name) => !detailed.has(name)),
      ...(guide ? { guide: guideTeaser(guide) } : {}),
      testimonials: index.testimonials(city).slice(0, MAX_CITY_TESTIMONIALS),
      faqs,
      nearby,
      // the towns the nearby block already links are not listed twice
      areas: linkBlock(index.areas(city).filter((c) => !nearbySlugs.has(c.slug)).map((c) => cityLink(state, c, undefined, index.offered))),
      ...(content ? { content: hubContent(site, city, content) } : {}),
    },
  });
}

export function cityServiceRoute(ctx: RouteContext, city: City, service: Service): RouteOf<'cityService'> {
  const { site } = ctx;
  const index = siteIndex(site);
  const offered = index.offered;
  const keyword = index.keyword(city.slug, service.slug);
  const inCity = index.servicesIn(city);
  // a keyword row's own FAQ replaces the templated three (issue 15)
  const faqs = keyword?.faqs.length ? keyword.faqs : cityServiceFaqs(city, service, site.business);
  const { state } = site.business;
  const path = cityServicePath(state, city.slug, service.slug);
  const local = index.testimonials(city);
  return page(ctx, {
    kind: 'cityService',
    path,
    shareImage: [`cities/${city.slug}`],
    title: keyword?.title ?? `${service.title} in ${city.name}, ${state.code}`,
    shorterTitles: keyword?.title ? [] : [`${asTitle(service.name)} in ${city.name}, ${state.code}`],
    // the service's own meta description states its price too: the short one, so the price is said once
    description: keyword?.metaDescription ?? `${service.title} in ${city.name}, ${state.code} from ${service.startingPrice}. ${service.shortDescription}`,
    source: `availability ${city.slug},${service.slug}`,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: site.business.state.name, path: '/service-areas/' },
      { name: city.name, path: cityPath(state, city.slug) },
      { name: service.title, path },
    ],
    // FAQPage only for a keyword row's own questions; the templated three repeat across towns
    jsonLd: [serviceJsonLd(ctx, service, path, city.fullName), ...(keyword?.faqs.length ? [faqJsonLd(keyword.faqs)] : [])],
    props: {
      // facts shared by every page of the city (or of the service): one object each per build
      city: index.once(`city-service city ${city.slug}`, () => pick(city, ['slug', 'name', 'county', 'zipCodes', 'landmarks'])),
      service: index.once(`city-service service ${service.slug}`, () => pick(service, ['slug', 'title', 'name', 'startingPrice', 'benefits', 'idealFor', 'included'])),
      intro: keyword?.introHtml ? [] : cityServiceIntro(city, service, site.business),
      introHtml: keyword?.introHtml,
      excerpt: index.once(`excerpt ${service.slug}`, () => serviceExcerpt(service)),
      reasons: index.once('reasons', () => reasonsToChoose(site)),
      // the spec's four other-service cards and eight other-service links, as one block
      moreServices: linkBlock(
        otherServicesInCity(inCity, new Set([service.slug]), MAX_OTHER_SERVICE_CARDS + MAX_OTHER_SERVICES_IN_CITY).map((s) => ({
          label: `${s.title} in ${city.name}`,
          path: cityServicePath(state, city.slug, s.slug),
        })),
      ),
      // one block of same-service links (issue 15 item 7): every other town, the service there
      areas: linkBlock(index.areas(city).map((c) => cityLink(state, c, service, offered))),
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
