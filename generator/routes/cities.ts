// City hubs (/mi/{city}/) and city-service pages (/mi/{city}/{service}/):
// docs/requirements.md#towns-and-services.
import type { City, CityContent, CityGuide, NeighborhoodGroup, Service, SiteData } from '../../shared/model/data.ts';
import { cityPath, cityServicePath } from '../../shared/service-area.ts';
import { faqJsonLd, serviceJsonLd } from './head.ts';
import type { RouteContext } from './context.ts';
import {
  MAX_CITY_TESTIMONIALS,
  MAX_HUB_GUIDE_ARTICLES,
  MAX_LANDMARK_DETAILS,
  MAX_OTHER_SERVICE_CARDS,
} from '../../shared/limits.ts';
import { cityLink, linkBlock } from './related.ts';
import { pick, siteIndex, testimonialsFor, type PlacedReview } from './site-index.ts';
import { cityServiceIntro, reasonsFor, reasonsToChoose, serviceExcerpt, townListValues, townQuestions } from './copy.ts';
import { fillCopy, fillText, serviceValues, siteValues, townValues, type Values } from './fill.ts';
import { forTown } from '../../shared/model/copy/town-text.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { page } from './page.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import type { CityGuideTeaser, CityHubContent, CityServiceWords, Link, PlacedTestimonial, ServiceCard } from '../../shared/model/pages.ts';
import type { CityServiceCopy } from '../../shared/model/copy/types.ts';
import { featuredServices, otherServiceGroups } from './hub-services.ts';
import { cityArticlePath, cityGuidePath } from './blog.ts';

/** "airbnb turnover cleaning" -> "Airbnb turnover cleaning": a service's short name as a title */
const asTitle = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The placeholders of a town's pages: the business's, the town's and its lists'. */
function townPageValues(site: SiteData, city: City): Values {
  return siteIndex(site).once(`town values ${city.slug}`, () => ({ ...siteValues(site), ...townValues(site.business, city, site.cities), ...townListValues(city) }));
}

/** The placeholders of a service beyond the service group's, for its town pages. */
function servicePageValues(site: SiteData, service: Service): Values {
  return siteIndex(site).once(`service values ${service.slug}`, () => ({
    ...serviceValues(service),
    'service.shortDescription': service.shortDescription,
    'service.nameAsTitle': asTitle(service.name),
  }));
}

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
function hubContent(site: SiteData, city: City, content: CityContent, values: Values): CityHubContent {
  return {
    lead: content.lead,
    textMessage: content.textMessage,
    claims: [...fillCopy(site.copy['blocks/city-hub'].claims, values), ...content.claims],
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
  const copy = site.copy['blocks/city-hub'];
  const { state } = site.business;
  const featured = featuredServices(site, city);
  const landmarkDetails = city.landmarkDetails.slice(0, MAX_LANDMARK_DETAILS);
  // a landmark past the six details is still named, without its detail
  const detailed = new Set(landmarkDetails.map((l) => l.name));
  const otherLandmarks = city.landmarks.filter((name) => !detailed.has(name));
  const values: Values = {
    ...townPageValues(site, city),
    'town.otherLandmarks': otherLandmarks.join(', '),
    'town.serviceCount': String(index.servicesIn(city).length),
  };
  const faqs = [...townQuestions(copy.faqs, city, values), ...(content?.faqs ?? [])];
  const { title, description, breadcrumbs: crumbs, claims: _claims, faqs: _faqs, ...shown } = copy;
  const path = cityPath(state, city.slug);
  const guide = site.cityGuides.find((g) => g.city.slug === city.slug);
  const nearby = linkBlock(index.nearby(city).map(({ city: c }) => cityLink(state, c, index.offered)));
  const nearbySlugs = new Set(nearby.length > 0 ? index.nearby(city).map(({ city: c }) => c.slug) : []);

  return page(ctx, {
    kind: 'cityHub',
    path,
    shareImage: [`cities/${city.slug}`],
    title: fillText(title, values),
    description: fillText(description, values),
    source: `city ${city.slug}`,
    breadcrumbs: [
      { name: fillText(crumbs.home, values), path: '/' },
      { name: site.business.state.name, path: '/service-areas/' },
      { name: city.name, path },
    ],
    // the hub's templated questions are the same in every town: shown, but a FAQPage only for
    // the questions of the city's own long-form copy (data/cities/{slug}.md)
    jsonLd: content?.faqs.length ? [faqJsonLd(content.faqs)] : [],
    props: {
      words: fillCopy(shown, values),
      city: pick(city, ['slug', 'name', 'description', 'county', 'zipCodes', 'population', 'neighborhoods']),
      featured: featured.map((s) => card(site, city, s)),
      moreServices: otherServiceGroups(site, city, featured).map(({ category, services }) => ({
        category,
        label: index.categoryLabel(category),
        links: services.map((s) => ({ label: s.title, path: cityServicePath(state, city.slug, s.slug) })),
      })),
      entries: [],
      landmarkDetails,
      otherLandmarks,
      ...(guide ? { guide: guideTeaser(guide) } : {}),
      testimonials: index.testimonials(city).slice(0, MAX_CITY_TESTIMONIALS),
      faqs,
      nearby,
      // the towns the nearby block already links are not listed twice
      areas: linkBlock(index.areas(city).filter((c) => !nearbySlugs.has(c.slug)).map((c) => cityLink(state, c, index.offered))),
      ...(content ? { content: hubContent(site, city, content, values) } : {}),
    },
  });
}

/** The page's words from data/blocks/city-service.md: each town text in the wording for its town. */
function cityServiceWords(copy: CityServiceCopy, city: City, values: Values, ownHeading: string | undefined): CityServiceWords {
  const { title: _title, shorterTitle: _shorter, description: _description, breadcrumbs: _crumbs, intro, area, faqs: _faqs, testimonial: _testimonial, moreServices, areas, ...shown } = copy;
  return {
    ...fillCopy(shown, values),
    // a keyword row's own heading, else the copy file's pattern
    intro: { heading: ownHeading ?? fillText(intro.heading, values) },
    area: { heading: fillText(area.heading, values), text: fillText(forTown(area.text, city), values), link: fillText(area.link, values) },
    moreServices: { heading: fillText(moreServices.heading, values) },
    areas: { heading: fillText(areas.heading, values) },
  };
}

/** The testimonial a page shows: a review from another town under a heading that names its town. */
function placed(copy: CityServiceCopy['testimonial'], review: PlacedReview | undefined, values: Values): PlacedTestimonial | undefined {
  if (!review) return undefined;
  const heading = review.local ? copy.heading : fillIn(copy.elsewhere, { 'review.location': review.testimonial.author.location });
  return { testimonial: review.testimonial, heading: fillText(heading, values), local: review.local };
}

/** Links to every other service of the town, in catalogue order: the town's links are made once per
 * build, and each of its service pages leaves out its own (65 pages a town, 64 links each). */
export function otherServiceLinks(site: SiteData, city: City, service: Service): Link[] {
  const index = siteIndex(site);
  const townLinks = index.once(`service links ${city.slug}`, () => {
    const copy = site.copy['blocks/city-service'];
    return index.servicesIn(city).map((s) => ({
      slug: s.slug,
      link: { label: fillText(copy.moreServices.link, { ...townPageValues(site, city), ...servicePageValues(site, s) }), path: cityServicePath(site.business.state, city.slug, s.slug) },
    }));
  });
  return townLinks.filter((entry) => entry.slug !== service.slug).map((entry) => entry.link);
}

export function cityServiceRoute(ctx: RouteContext, city: City, service: Service): RouteOf<'cityService'> {
  const { site } = ctx;
  const index = siteIndex(site);
  const offered = index.offered;
  const keyword = index.keyword(city.slug, service.slug);
  const copy = site.copy['blocks/city-service'];
  const values: Values = { ...townPageValues(site, city), ...servicePageValues(site, service) };
  // a keyword row's own FAQ replaces the templated three (docs/decisions.md#keyword-copy)
  const faqs = keyword?.faqs.length ? keyword.faqs : townQuestions(copy.faqs, city, values);
  const { state } = site.business;
  const path = cityServicePath(state, city.slug, service.slug);
  return page(ctx, {
    kind: 'cityService',
    path,
    shareImage: [`cities/${city.slug}`],
    title: keyword?.title ?? fillText(copy.title, values),
    shorterTitles: keyword?.title ? [] : [fillText(copy.shorterTitle, values)],
    // the service's own meta description states its price too: the short one, so the price is said once
    description: keyword?.metaDescription ?? fillText(copy.description, values),
    source: `availability ${city.slug},${service.slug}`,
    breadcrumbs: [
      { name: fillText(copy.breadcrumbs.home, values), path: '/' },
      { name: site.business.state.name, path: '/service-areas/' },
      { name: city.name, path: cityPath(state, city.slug) },
      { name: service.title, path },
    ],
    // FAQPage only for a keyword row's own questions; the templated three repeat across towns
    jsonLd: [serviceJsonLd(ctx, service, path, city.fullName), ...(keyword?.faqs.length ? [faqJsonLd(keyword.faqs)] : [])],
    props: {
      words: cityServiceWords(copy, city, values, keyword?.heading),
      // facts shared by every page of the city (or of the service): one object each per build
      city: index.once(`city-service city ${city.slug}`, () => pick(city, ['slug', 'name', 'county', 'zipCodes', 'landmarks'])),
      service: index.once(`city-service service ${service.slug}`, () => pick(service, ['slug', 'title', 'name', 'startingPrice', 'benefits', 'idealFor', 'included'])),
      intro: keyword?.introHtml ? [] : cityServiceIntro(copy, city, values),
      introHtml: keyword?.introHtml,
      excerpt: index.once(`excerpt ${service.slug}`, () => serviceExcerpt(service)),
      reasons: index.once(`reasons ${service.category}`, () => reasonsFor(site, service.category)),
      // the spec's four other services; the index gate's pass puts indexable ones first (indexable-links.ts)
      moreServices: otherServiceLinks(site, city, service).slice(0, MAX_OTHER_SERVICE_CARDS),
      // one block of same-service links (docs/decisions.md#related-links): every other town, the
      // service there
      areas: linkBlock(
        index.areas(city).map((c) =>
          cityLink(state, c, offered, {
            slug: service.slug,
            label: (town) => index.once(`area link ${town.slug}/${service.slug}`, () => fillText(copy.areas.link, { ...townPageValues(site, town), ...servicePageValues(site, service) })),
          }),
        ),
      ),
      faqs,
      testimonial: placed(copy.testimonial, index.reviewsFor(city, service)[0], values),
      townFirst: false,
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
