// What every page is rendered with besides its own route record (templates read it from
// SiteContext): the business, the menus, the layout's copy, the site URL, the build date and the
// assets.
import type { SiteAssets, SiteInfo } from '../../shared/model/site.ts';
import { fillCopy, siteValues, type RouteContext } from '../routes/index.ts';
import { faviconKey, faviconLink } from '../assets/index.ts';

export function siteInfo(ctx: RouteContext, assets: SiteAssets): SiteInfo {
  return {
    business: ctx.site.business,
    cities: ctx.site.cities,
    services: ctx.site.services,
    menus: ctx.site.menus,
    favicon: faviconLink(assets.images[faviconKey(ctx.site.business.artwork)]),
    categoryArtwork: Object.fromEntries(ctx.site.copy['blocks/why-us'].categories.map((category) => [category.id, category.artwork])),
    copy: fillCopy(ctx.site.copy['blocks/layout'], siteValues(ctx.site)),
    siteUrl: ctx.siteUrl,
    buildDate: ctx.buildDate,
    assets,
  };
}
