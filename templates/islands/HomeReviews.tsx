// The home page's reviews (docs/requirements.md#home-reviews). The server renders the business profile's rating and the static testimonials, so
// crawlers and visitors without JavaScript see the whole section; in the browser one
// GET /api/google-reviews (live-reviews.ts) then puts at most one live review in front of two of
// the testimonials, three cards in all, and its rating and total in the header. While it loads, a
// spinner reads 'Loading reviews...' above cards that stay in place; on failure the fallback
// (no live review, the profile's 4.9 from 127) is simply what is already shown. Its words are
// data/blocks/live-reviews.md, with {{rating}} and {{total}} to fill.
import type { HomeReviewsText } from '../../shared/model/pages.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { LiveReviewCard } from '../components/LiveReviewCard.tsx';
import { Stars } from '../components/Stars.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import type { Testimonial } from '../../shared/model/data.ts';
import { useHydrated, useLiveReviews } from './live-reviews.ts';

export interface HomeReviewsProps {
  /** the business profile's figures: the header before loading, and the fallback */
  rating: number;
  total: number;
  /** the static testimonials, as many as the section has cards (three: docs/requirements.md#limits) */
  testimonials: Testimonial[];
  text: HomeReviewsText;
}

/** Up to 1 live review (docs/requirements.md#home-reviews). */
const LIVE_CARDS = 1;

export function HomeReviews({ rating, total, testimonials, text }: HomeReviewsProps) {
  const hydrated = useHydrated();
  const { data, isPending } = useLiveReviews();
  const live = hydrated && data ? data.reviews.slice(0, LIVE_CARDS) : [];
  const shown = hydrated && data ? { rating: data.rating, total: data.total_ratings } : { rating, total };
  const loading = hydrated && isPending;
  return (
    <>
      <p className="rating-summary">
        <Stars rating={shown.rating} /> <strong>{fillIn(text.rating, { rating: shown.rating.toFixed(1) })}</strong>{' '}
        {fillIn(text.count, { total: shown.total })}
      </p>
      {/* always present, so the spinner takes reserved space instead of pushing the cards */}
      <p className="reviews-status" role="status">
        {loading ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {text.loading}
          </>
        ) : null}
      </p>
      <ul className="card-grid testimonial-grid">
        {live.map((review, i) => (
          <li key={`live-${i}`}>
            <LiveReviewCard review={review} />
          </li>
        ))}
        {testimonials.slice(0, testimonials.length - live.length).map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </>
  );
}
