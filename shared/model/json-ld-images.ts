// Pictures of data/images/ in JSON-LD. The routes stage knows a picture by its key only: the assets
// stage hashes each file into its name later. So a block names the picture with a marker, and the
// document template swaps the marker for the picture's absolute URL as it renders the page (the
// image catalogue in hand), as it does for the link preview's picture; a marker whose pictures are
// all missing takes its fallback address, or drops its key.
import type { JsonLd } from './head.ts';
import type { ImageCatalogue } from './site.ts';

const MARK = 'data-image:';

/** `share`: the 1200 x 630 crop link previews show; `whole`: the picture uncropped, at its widest. */
export type ImageUse = 'share' | 'whole';

interface Marker {
  use: ImageUse;
  /** catalogue keys, best first: the first that exists is used */
  keys: string[];
  /** a site path used when none exists */
  fallback?: string;
}

export function imageMarker(use: ImageUse, keys: string[], fallback?: string): string {
  return `${MARK}${JSON.stringify({ use, keys, ...(fallback !== undefined && { fallback }) } satisfies Marker)}`;
}

function pictureUrl({ use, keys, fallback }: Marker, images: ImageCatalogue): string | undefined {
  for (const key of keys) {
    const image = images[key];
    if (!image) continue;
    if (use === 'share' && image.share) return image.share.url;
    // PNG, JPEG or the SVG itself: the formats every reader of the markup takes
    const widest = image.fallback.reduce<(typeof image.fallback)[number] | undefined>((best, v) => (!best || v.width > best.width ? v : best), undefined);
    if (use === 'whole' && widest) return widest.url;
  }
  return fallback;
}

/** The block with its markers replaced by absolute URLs (against `base`); the block itself when it has none. */
export function resolveImageMarkers(block: JsonLd, images: ImageCatalogue, base: string): JsonLd {
  let resolved: JsonLd | undefined;
  for (const [key, value] of Object.entries(block)) {
    if (typeof value !== 'string' || !value.startsWith(MARK)) continue;
    resolved ??= { ...block };
    const url = pictureUrl(JSON.parse(value.slice(MARK.length)) as Marker, images);
    if (url === undefined) delete resolved[key];
    else resolved[key] = new URL(url, base).href;
  }
  return resolved ?? block;
}
