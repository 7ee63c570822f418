// /reviews/ average and count: the server HTML shows the review snapshot the API serves first (its
// total plus the local testimonials), then, once GET /api/google-reviews answers, the live average
// and the fetched total plus the testimonials. It sits in the hero, in view at load, so it is a
// plain DOM island (reviews-summary.ts) that never loads React: React arrives only with the list below it.
// Its words are data/blocks/live-reviews.md (`page`), with {{rating}} and {{total}} to fill.
import { Stars } from '../components/Stars.tsx';
import { summaryCount, summaryValue, type ReviewsSummaryProps } from './reviews-summary.ts';

export function ReviewsSummary({ text, rating, total }: ReviewsSummaryProps) {
  return (
    <p className="rating-average">
      <Stars rating={rating} /> <strong className="rating-value">{summaryValue(text, rating)}</strong>{' '}
      <span className="rating-count">{summaryCount(text, total)}</span>
    </p>
  );
}
