import { starClassName, starKinds, starsLabel } from './star-kinds.ts';

/** Full and half stars with the value to one decimal (spec part 1, reviews section). */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span className="stars" role="img" aria-label={starsLabel(rating, max)}>
      {starKinds(rating, max).map((kind, i) => (
        <span key={i} className={starClassName(kind)} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
