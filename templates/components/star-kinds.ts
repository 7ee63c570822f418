// The star row's content as data, free of React: Stars.tsx renders it on the server and in React
// islands, and the /reviews/ summary (a plain DOM island) redraws it when the live rating arrives.
import { fillIn } from '../../shared/model/copy/placeholders.ts';

export type StarKind = 'full' | 'half' | 'empty';

/** Full and half stars for a rating rounded to the nearest half (docs/requirements.md#home-reviews). */
export function starKinds(rating: number, max = 5): StarKind[] {
  const rounded = Math.round(rating * 2) / 2;
  return Array.from({ length: max }, (_, i) => (rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'));
}

/** What a screen reader hears instead of the star glyphs: `label` is the layout copy's
 * reviews.starsLabel, with {{rating}} and {{max}}. */
export function starsLabel(label: string, rating: number, max = 5): string {
  return fillIn(label, { rating: rating.toFixed(1), max });
}

export const starClassName = (kind: StarKind) => `star star-${kind}`;
