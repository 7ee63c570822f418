// The live list of /reviews/ (docs/requirements.md#the-reviews-pages-list): the fetched
// reviews with the loading, error, empty and list states. It shares its one GET
// /api/google-reviews with the summary above it (ReviewsSummary.tsx, a plain DOM island). The
// static testimonials below it are plain server HTML, outside any island. Its words are
// data/blocks/live-reviews.md.
import type { LiveReviewsText } from '../../shared/model/pages.ts';
import { LiveReviewCard } from '../components/LiveReviewCard.tsx';
import { useHydrated, useLiveReviews } from './live-reviews.ts';

export interface ReviewsFeedProps {
  text: Pick<LiveReviewsText, 'loading'> & LiveReviewsText['failed'];
}

export function ReviewsFeed({ text }: ReviewsFeedProps) {
  const hydrated = useHydrated();
  const { data, isPending, isError } = useLiveReviews();
  // The server (and a visitor without JavaScript) gets no state at all: a spinner that never
  // stops would be untrue. The static paragraph beside the island links to the profile instead.
  if (!hydrated) return null;
  if (isPending) {
    return (
      <p className="reviews-status" role="status">
        <span className="spinner" aria-hidden="true" />
        {text.loading}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="reviews-message" role="status">
        <p>{text.error}</p>
        <p>{text.hint}</p>
      </div>
    );
  }
  if (data.reviews.length === 0) {
    return (
      <p className="reviews-message" role="status">
        {text.empty}
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
