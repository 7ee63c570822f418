// <Picture image="services/deep" ...>: one entry of the image catalogue (spec part 1 section 3)
// as a responsive <picture>: WebP, then a JPEG/PNG <img> with width and height set so
// the browser reserves the space before the file arrives (no layout shift).
import type { CatalogImage, ImageCatalogue, ImageVariant } from '../../shared/model/site.ts';
import type { ServiceCategory } from '../../shared/model/data.ts';
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

// Which artwork family each service belongs to; a service not listed falls back by category.
const SERVICE_FAMILIES: Record<string, string[]> = {
  house: ['general-cleaning', 'maid-services', 'one-time-cleaning', 'apartment-cleaning', 'condo-cleaning', 'townhouse-cleaning', 'senior-home-cleaning', 'luxury-home-cleaning', 'estate-cleaning', 'eco-friendly-cleaning', 'pet-friendly-cleaning', 'same-day-cleaning', 'emergency-cleaning'],
  deep: ['deep-cleaning', 'bathroom-deep-cleaning', 'hoarder-cleaning', 'odor-removal'],
  move: ['move-out-cleaning', 'real-estate-cleaning', 'foreclosure-cleaning', 'rental-property-cleaning'],
  recurring: ['recurring-cleaning', 'weekly-cleaning', 'biweekly-cleaning', 'monthly-cleaning'],
  office: ['commercial-cleaning', 'office-cleaning', 'medical-office-cleaning', 'retail-store-cleaning', 'gym-cleaning', 'church-cleaning', 'school-cleaning', 'warehouse-cleaning'],
  rental: ['airbnb-cleaning', 'vacation-rental-cleaning'],
  windows: ['window-cleaning', 'blinds-cleaning', 'light-fixture-cleaning', 'ceiling-fan-cleaning'],
  floors: ['carpet-cleaning', 'upholstery-cleaning', 'floor-cleaning', 'hardwood-floor-cleaning', 'tile-grout-cleaning'],
  exterior: ['power-washing', 'gutter-cleaning', 'patio-deck-cleaning', 'garage-cleaning'],
  kitchen: ['kitchen-deep-cleaning', 'oven-cleaning', 'fridge-cleaning', 'restaurant-cleaning'],
  construction: ['post-construction-cleaning', 'post-renovation-cleaning', 'new-construction-final-cleaning'],
  seasonal: ['seasonal-cleaning', 'spring-cleaning', 'fall-cleaning', 'holiday-cleaning', 'event-cleaning', 'party-cleanup'],
  specialty: ['vent-cleaning', 'attic-cleaning', 'basement-cleaning', 'laundry-room-cleaning'],
};
const FAMILY_OF = new Map(Object.entries(SERVICE_FAMILIES).flatMap(([family, slugs]) => slugs.map((s) => [s, family] as const)));

/**
 * The image for a service card, best first: a photo dropped in as data/images/services/{slug}.*,
 * else the artwork of the service's family, else one by category, so no card is ever blank.
 */
export function serviceImage(slug: string, category: ServiceCategory): readonly string[] {
  const family = FAMILY_OF.get(slug) ?? (category === 'commercial' ? 'office' : 'house');
  return [`services/${slug}`, `services/${family}`];
}

/** The image for a city card: its own artwork or photo (data/images/cities/{slug}.*), else the
 * generic Metro Detroit scene (a city added to cities.csv without artwork still gets a picture). */
export function cityImage(slug: string): readonly string[] {
  return [`cities/${slug}`, 'cities/metro-detroit'];
}
