// Browser side of the /reviews/ summary (ReviewsSummary.tsx has the markup and the why): a plain
// function for a 'dom' island, so this file must not import React, not even for JSX.
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { starClassName, starKinds, starsLabel } from '../components/star-kinds.ts';
import { readBrowserWords } from '../components/browser-words.ts';
import { pageReviews } from './reviews-request.ts';
import type { LiveReviewsText } from '../../shared/model/pages.ts';

/** The island's props, here rather than beside the markup (ReviewsSummary.tsx) so that this
 * browser module, which the markup imports, imports nothing back. */
export interface ReviewsSummaryProps {
  text: LiveReviewsText['page'];
  /** the figures the server HTML shows: the review snapshot's rating, and its total plus the testimonials */
  rating: number;
  total: number;
  /** how many static testimonials the page lists, added to the fetched total */
  testimonialCount: number;
}

type SummaryText = ReviewsSummaryProps['text'];

export const summaryValue = (text: SummaryText, rating: number) => fillIn(text.rating, { rating: rating.toFixed(1) });
export const summaryCount = (text: SummaryText, total: number) => fillIn(text.count, { total });

/** Shows the live average and count once they arrive; on failure the profile's figures, already
 * on the page, are the fallback (docs/requirements.md#home-reviews), and reviews-request.ts has logged why. */
export function mountReviewsSummary(root: HTMLElement, { text, testimonialCount }: ReviewsSummaryProps): void {
  pageReviews().then(
    ({ rating, total_ratings }) => {
      const stars = root.querySelector<HTMLElement>('.stars');
      stars?.setAttribute('aria-label', starsLabel(readBrowserWords().reviews.starsLabel, rating));
      const kinds = starKinds(rating);
      stars?.querySelectorAll('.star').forEach((star, i) => (star.className = starClassName(kinds[i] ?? 'empty')));
      root.querySelector('.rating-value')!.textContent = summaryValue(text, rating);
      root.querySelector('.rating-count')!.textContent = summaryCount(text, total_ratings + testimonialCount);
    },
    () => {},
  );
}
