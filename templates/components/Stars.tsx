/** Full and half stars with the value to one decimal (spec part 1, reviews section). */
export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  const stars = Array.from({ length: max }, (_, i) => (rounded >= i + 1 ? 'full' : rounded >= i + 0.5 ? 'half' : 'empty'));
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating.toFixed(1)} out of ${max}`}>
      {stars.map((kind, i) => (
        <span key={i} className={`star star-${kind}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
