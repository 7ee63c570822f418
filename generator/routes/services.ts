// Service hubs (/services/{slug}/): the detail content (price, included, additional) and the hub
// content (cities, benefits, ideal for, other services), one page per catalogue slug
// (docs/decisions.md#one-service-catalogue).
import type { Service } from '../../shared/model/data.ts';
import { serviceJsonLd } from './head.ts';
import type { RouteContext } from './context.ts';
import { MAX_OTHER_SERVICES_IN_CITY } from '../../shared/limits.ts';
import { linkBlock } from './related.ts';
import { offeredIn } from './cities.ts';
import { page } from './page.ts';
import { cityServicePath } from '../../shared/service-area.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import { fillCopy, fillText, serviceValues, siteValues } from './fill.ts';

/** Other services of the same category first, then the rest, in catalogue order. */
function relatedServices(service: Service, services: Service[]): Service[] {
  const others = services.filter((s) => s.slug !== service.slug);
  return [...others.filter((s) => s.category === service.category), ...others.filter((s) => s.category !== service.category)];
}

export function serviceHubRoute(ctx: RouteContext, service: Service): RouteOf<'serviceHub'> {
  const { site } = ctx;
  const offered = offeredIn(site);
  const path = `/services/${service.slug}/`;
  const values = { ...siteValues(site), ...serviceValues(service) };
  const { title, breadcrumbs, ...shown } = site.copy['blocks/service-page'];
  return page(ctx, {
    kind: 'serviceHub',
    path,
    title: fillText(title, values),
    description: service.metaDescription,
    source: `service ${service.slug}`,
    breadcrumbs: [
      { name: fillText(breadcrumbs.home, values), path: '/' },
      { name: fillText(breadcrumbs.services, values), path: '/services/' },
      { name: service.title, path },
    ],
    jsonLd: [serviceJsonLd(ctx, service, path)],
    props: {
      words: fillCopy(shown, values),
      service,
      // every city offering the service, each link to the service in that city
      cities: [...site.cities]
        .filter((c) => offered(c.slug, service.slug))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => ({ label: c.name, path: cityServicePath(site.business.state, c.slug, service.slug) })),
      otherServices: linkBlock(
        relatedServices(service, site.services)
          .slice(0, MAX_OTHER_SERVICES_IN_CITY)
          .map((s) => ({ label: s.title, path: `/services/${s.slug}/` })),
      ),
    },
  });
}

export function serviceRoutes(ctx: RouteContext): RouteOf<'serviceHub'>[] {
  return ctx.site.services.map((service) => serviceHubRoute(ctx, service));
}
