// What every template may read besides its own props (the site context), and the built assets it
// names: hashed stylesheet and island scripts, and the image catalogue (docs/requirements.md#image-catalogue).
import type { Business, City, Menus, Service } from './data.ts';
import type { Filled } from './copy/kinds.ts';
import type { LayoutCopy } from './copy/types.ts';

/**
 * When the browser fetches and starts an island. 'load': at once (the page's <script> and
 * modulepreloads name it). 'visible': when it scrolls within reach of the viewport. 'interaction':
 * on the first pointer, focus, key or submit inside it. Deferred islands keep React (~69 KB gz)
 * off the page until it is needed, which is what keeps every page inside the JavaScript budget.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction';

export interface IslandScripts {
  /** the module to load with <script type="module"> (or import() for deferred islands) */
  entry: string;
  /** chunks it imports, for <link rel="modulepreload"> */
  chunks: string[];
  hydrate: HydrateWhen;
}

export interface IslandBundles {
  /** island name -> its scripts */
  byName: Map<string, IslandScripts>;
  /** the script that starts 'visible' and 'interaction' islands; null when no island needs it */
  loader: IslandScripts | null;
  /** gzipped bytes of every script, by URL */
  gzipBytes: Map<string, number>;
}

/** svg: vector artwork, published as it is (one variant, sharp at every width) */
export type ImageFormat = 'webp' | 'jpeg' | 'png' | 'svg';

export interface ImageVariant {
  width: number;
  url: string;
  format: ImageFormat;
}

export interface CatalogImage {
  /** intrinsic size of the source (SVG: its width/height attributes or viewBox) */
  width: number;
  height: number;
  webp: ImageVariant[];
  /** JPEG, or PNG when the source has transparency; for vector artwork, the SVG itself */
  fallback: ImageVariant[];
  /** the 1200 x 630 JPEG that link previews (og:image, twitter:image) show, cropped to fill */
  share?: ImageVariant & { height: number };
}

/** The size social networks and chat apps show a link preview at (1.91:1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** image key (path under data/images/ without extension, "/"-separated) -> its variants */
export type ImageCatalogue = Record<string, CatalogImage>;

export interface SiteAssets {
  stylesheet: string;
  /** the client bundles: per island, the deferred-island loader, and their gzipped sizes */
  islands: IslandBundles;
  /** the image catalogue (docs/requirements.md#image-catalogue), read by <Picture> */
  images: ImageCatalogue;
}

export interface SiteInfo {
  business: Business;
  cities: City[];
  services: Service[];
  /** data/menus.csv: the header's and footer's link lists */
  menus: Menus;
  /** each service category's artwork (data/blocks/why-us.md), by its id: a service card's
   * picture when the service has none of its own */
  categoryArtwork: Readonly<Record<string, string>>;
  /** where the site's icon is served and its type (generator/assets/favicon.ts writes it) */
  favicon: { href: string; type: string };
  /** data/blocks/layout.md, filled: the words many pages share */
  copy: Filled<LayoutCopy>;
  siteUrl: string;
  buildDate: string;
  assets: SiteAssets;
}
