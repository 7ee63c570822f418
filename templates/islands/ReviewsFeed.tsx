// The live list of /reviews/ (spec part 1 section 2 'Reviews', sections 4 and 8): the fetched
// reviews with the loading, error, empty and list states. It shares its one GET
// /api/google-reviews with the summary above it (ReviewsSummary.tsx, a plain DOM island). The
// static testimonials below it are plain server HTML, outside any island.
import { LiveReviewCard } from '../components/LiveReviewCard.tsx';
import { QueryProvider } from './query.ts';
import { useHydrated, useLiveReviews } from './reviews-data.ts';

/** Spec part 1 section 8, reviews page. */
export const FEED_TEXT = {
  loading: 'Loading reviews...',
  error: 'Unable to load Google reviews at this time.',
  errorHint: 'Please check our testimonials below.',
  empty: 'No Google reviews available at this time.',
} as const;

function Feed() {
  const hydrated = useHydrated();
  const { data, isPending, isError } = useLiveReviews();
  // The server (and a visitor without JavaScript) gets no state at all: a spinner that never
  // stops would be untrue. The static paragraph beside the island links to the profile instead.
  if (!hydrated) return null;
  if (isPending) {
    return (
      <p className="reviews-status" role="status">
        <span className="spinner" aria-hidden="true" />
        {FEED_TEXT.loading}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="reviews-message" role="status">
        <p>{FEED_TEXT.error}</p>
        <p>{FEED_TEXT.errorHint}</p>
      </div>
    );
  }
  if (data.reviews.length === 0) {
    return (
      <p className="reviews-message" role="status">
        {FEED_TEXT.empty}
      </p>
    );
  }
  return (
    <ul className="card-grid testimonial-grid live-review-list">
      {data.reviews.map((review, i) => (
        <li key={`${i}-${review.author_name}`}>
          <LiveReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

export function ReviewsFeed() {
  return (
    <QueryProvider>
      <Feed />
    </QueryProvider>
  );
}
