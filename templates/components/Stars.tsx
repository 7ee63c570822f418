import { useBrowserWords } from './BrowserWords.tsx';
import { starClassName, starKinds, starsLabel } from './star-kinds.ts';

/** Full and half stars with the value to one decimal (docs/requirements.md#home-reviews). */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const label = useBrowserWords().reviews.starsLabel;
  return (
    <span className="stars" role="img" aria-label={starsLabel(label, rating, max)}>
      {starKinds(rating, max).map((kind, i) => (
        <span key={i} className={starClassName(kind)} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
