// <Picture image="services/deep" ...>: one entry of the image catalogue (docs/requirements.md#image-catalogue)
// as a responsive <picture>: WebP, then a JPEG/PNG <img> (for vector artwork, the SVG itself) with
// width and height set so the browser reserves the space before the file arrives (no layout shift).
import type { CatalogImage, ImageCatalogue, ImageVariant } from '../../shared/model/site.ts';
import type { Business, City, Service } from '../../shared/model/data.ts';
import { DataValidationError } from '../../shared/problems.ts';
import { useSite } from '../site-context.tsx';
import { unknownImageMessage } from '../../shared/image-keys.ts';

export interface PictureProps {
  /** key of the image catalogue: the path under data/images/ without extension; or a list of
   * keys, best first, of which the first that exists is shown (what serviceImage() returns) */
  image: string | readonly string[];
  alt: string;
  /** rendered size in CSS pixels; either one alone keeps the image's aspect ratio */
  width?: number;
  height?: number;
  sizes?: string;
  /** "eager" only for the image at the top of the page; everything below the fold is lazy, and
   * lazy images fade in as they scroll into view (CSS only: templates/styles/widgets-reviews.css) */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A data problem (a missing or renamed file under data/images/), so the CLI lists it like any
 * other bad row, without a stack trace, and nothing is written. */
export class UnknownImageError extends DataValidationError {
  constructor(keys: readonly string[], known: string[]) {
    super([{ file: 'data/images', message: unknownImageMessage(keys, known, ' for <Picture>') }]);
    this.name = 'UnknownImageError';
  }
}

const srcset = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

export function lookupImage(images: ImageCatalogue, image: string | readonly string[]): CatalogImage {
  const keys = typeof image === 'string' ? [image] : image;
  for (const key of keys) {
    const entry = images[key];
    if (entry) return entry;
  }
  throw new UnknownImageError(keys, Object.keys(images));
}

export function Picture({ image, alt, width, height, sizes = '100vw', loading = 'lazy', className }: PictureProps) {
  const entry = lookupImage(useSite().assets.images, image);
  const w = width ?? (height ? Math.round((height * entry.width) / entry.height) : entry.width);
  const h = height ?? Math.round((w * entry.height) / entry.width);
  // The <img> src is the smallest fallback at least 900 px wide: old browsers get a sharp image.
  const src = (entry.fallback.find((v) => v.width >= 900) ?? entry.fallback.at(-1))!;
  return (
    <picture className={className}>
      {entry.webp.length > 0 ? <source type="image/webp" srcSet={srcset(entry.webp)} sizes={sizes} /> : null}
      <img
        src={src.url}
        srcSet={srcset(entry.fallback)}
        sizes={sizes}
        alt={alt}
        width={w}
        height={h}
        loading={loading}
        decoding="async"
        {...(loading === 'eager' ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

/** The fallback artwork of data/business.json (`artwork`), when a city has none. */
export type ArtworkDefaults = Business['artwork'];

/**
 * The image for a service card, best first: a photo dropped in as data/images/services/{slug}.*,
 * else the artwork named in the service's `image` column of services.csv, or, when that column is
 * empty, its category's artwork (data/blocks/why-us.md), so no card is ever blank.
 */
export function serviceImage(service: Pick<Service, 'slug' | 'category' | 'image'>, categoryArtwork: Readonly<Record<string, string>>): readonly string[] {
  // an artwork named in the row must exist: falling back past it would hide a typo or a renamed file
  if (service.image) return [`services/${service.slug}`, service.image];
  return [`services/${service.slug}`, categoryArtwork[service.category] ?? ''];
}

/** The image for a city card: the `image` column of cities.csv when set, else its own artwork or
 * photo (data/images/cities/{slug}.*), else the business's default area scene, so a city added to
 * cities.csv without artwork still gets a picture. */
export function cityImage(city: Pick<City, 'slug' | 'image'>, artwork: ArtworkDefaults): readonly string[] {
  return city.image ? [city.image] : [`cities/${city.slug}`, artwork.city];
}
