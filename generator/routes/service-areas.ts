// The service-areas page (/service-areas/): every town the business serves, as a grid, with the
// reasons to choose it.
import type { RouteContext } from './context.ts';
import { reasonsToChoose } from './copy.ts';
import { page } from './page.ts';
import { areaValues } from './areas.ts';
import { fillCopy, homeCrumb, siteValues } from './fill.ts';
import type { RouteOf } from '../../shared/model/routes.ts';

export function serviceAreasRoute(ctx: RouteContext): RouteOf<'serviceAreas'> {
  const cities = [...ctx.site.cities].sort((a, b) => a.name.localeCompare(b.name));
  const copy = fillCopy(ctx.site.copy['pages/service-areas'], { ...siteValues(ctx.site), ...areaValues(ctx.site) });
  return page(ctx, {
    kind: 'serviceAreas',
    path: '/service-areas/',
    title: copy.title,
    description: copy.description,
    source: 'service areas',
    breadcrumbs: [
      homeCrumb(ctx.site),
      { name: copy.breadcrumb, path: '/service-areas/' },
    ],
    props: { copy, cities, trust: reasonsToChoose(ctx.site) },
  });
}
