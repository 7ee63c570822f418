// What every route function is given: the validated site, its address and the build date, and the
// one rule that turns a site path into an absolute URL on that address.
import { BoundedCache } from '../support/bounded-cache.ts';
import type { SiteData } from '../../shared/model/data.ts';

export interface RouteContext {
  site: SiteData;
  siteUrl: string;
  /** ISO date of the build, passed in so that routes stay pure and builds reproducible */
  buildDate: string;
}

export function absoluteUrl(ctx: RouteContext, path: string): string {
  // A site path of plain characters needs no parsing: the origin and the path are its URL. `new
  // URL` for each of the many URLs of every route was a large share of the routes stage.
  if (PLAIN_PATH.test(path) && !path.includes('//') && !path.includes('/.')) return `${originOf(ctx.siteUrl)}${path}`;
  return new URL(path, ctx.siteUrl).href;
}
const PLAIN_PATH = /^\/[\w~./-]*$/;
// a site has one address; a few more (tests, `--site-url` tried out in `site dev`) fit
const origins = new BoundedCache<string, string>(16);
function originOf(siteUrl: string): string {
  let origin = origins.get(siteUrl);
  if (origin === undefined) origins.set(siteUrl, (origin = new URL(siteUrl).origin));
  return origin;
}
