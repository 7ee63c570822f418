// Customer pages (docs/requirements.md#customer-pages) that every other page links to: home, the
// services list, the quote page and the locations index.
import type { City } from '../../shared/model/data.ts';
import { webSiteJsonLd } from './head.ts';
import type { RouteContext } from './context.ts';
import { reasonsToChoose, serviceCategories } from './copy.ts';
import { page } from './page.ts';
import { fillCopy, fillText, homeCrumb, reviewFigures, serviceValues, siteFaqs, siteValues } from './fill.ts';
import { areaValues } from './areas.ts';

// the home page's four service cards (docs/requirements.md#home-page)
// the FAQ teaser shows 5 items, the home reviews section 3 cards (docs/requirements.md#limits)
export const HOME_FAQ_COUNT = 5;
export const HOME_TESTIMONIAL_COUNT = 3;


/** Cities by name, the order a visitor scans a grid of town names in. */
export function citiesByName(cities: City[]): City[] {
  return [...cities].sort((a, b) => a.name.localeCompare(b.name));
}

export function customerRoutes(ctx: RouteContext) {
  const { site } = ctx;
  const bySlug = new Map(site.services.map((s) => [s.slug, s]));
  const faqs = siteFaqs(site);
  const teaser = faqs.slice(0, HOME_FAQ_COUNT);
  // the quote page's FAQs (pricing factors, in-home assessment, validity:
  // docs/requirements.md#quote-page): the pricing group of data/faqs.csv, so the answers are
  // written once
  const quoteFaqs = faqs.filter((f) => f.category === 'pricing');
  const values = siteValues(site);
  const home = homeCrumb(site);
  const homeCopy = fillCopy(site.copy['pages/home'], values);
  const liveReviews = fillCopy(site.copy['blocks/live-reviews'], values);
  const servicesCopy = fillCopy(site.copy['pages/services-index'], values);
  const quoteCopy = fillCopy(site.copy['pages/quote'], values);
  const locationsCopy = fillCopy(site.copy['pages/locations'], { ...values, ...areaValues(site) });
  return [
    page(ctx, {
      kind: 'home',
      path: '/',
      title: homeCopy.title,
      description: homeCopy.description,
      source: 'home page',
      // the FAQ teaser repeats /faq/, which carries the FAQPage; the site's own name is declared here
      businessProfile: true,
      jsonLd: [webSiteJsonLd(ctx)],
      props: {
        copy: homeCopy,
        featured: site.menus['home-services'].flatMap((link) => bySlug.get(link.service ?? '') ?? []),
        commercial: site.menus['home-commercial'].flatMap((link) => {
          const service = bySlug.get(link.service ?? '');
          if (!service) return [];
          const text = fillText(site.copy['pages/home'].commercial.link, { ...values, ...serviceValues(service) });
          return [{ link: { label: link.label, href: link.href, text }, text: service.shortDescription }];
        }),
        reviews: {
          ...reviewFigures(site),
          testimonials: site.testimonials.slice(0, HOME_TESTIMONIAL_COUNT),
          text: { loading: liveReviews.loading, ...liveReviews.home },
        },
        reasons: reasonsToChoose(site),
        areas: citiesByName(site.cities),
        faqs: teaser,
      },
    }),
    page(ctx, {
      kind: 'servicesIndex',
      path: '/services/',
      title: servicesCopy.title,
      description: servicesCopy.description,
      source: 'services list',
      breadcrumbs: [home, { name: servicesCopy.breadcrumb, path: '/services/' }],
      props: {
        copy: servicesCopy,
        categories: serviceCategories(site).map(({ id, heading, artwork, services }) => ({ id, heading, artwork, services })),
      },
    }),
    page(ctx, {
      kind: 'quote',
      path: '/quote/',
      title: quoteCopy.title,
      description: quoteCopy.description,
      source: 'quote page',
      breadcrumbs: [home, { name: quoteCopy.breadcrumb, path: '/quote/' }],
      props: { copy: quoteCopy, faqs: quoteFaqs },
    }),
    page(ctx, {
      kind: 'locations',
      path: '/locations/',
      title: locationsCopy.title,
      description: locationsCopy.description,
      source: 'locations index',
      // the same towns as /service-areas/, which every town's breadcrumb names and search engines
      // are asked to show; this one stays for visitors and old links, noindex,follow with its own
      // canonical: a noindex beside a canonical elsewhere sends two signals that contradict each
      // other (docs/marketers.md, "Which pages search engines index")
      indexable: false,
      followLinks: true,
      breadcrumbs: [home, { name: locationsCopy.breadcrumb, path: '/locations/' }],
      props: { copy: locationsCopy, areas: citiesByName(site.cities) },
    }),
  ];
}
