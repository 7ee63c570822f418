// The live reviews every review island reads: GET /api/google-reviews, answered as
// {success, message, data: {reviews, rating, total_ratings}} (docs/requirements.md#calls-to-the-api, api/reviews/).
// Free of React, so the /reviews/ summary (a plain DOM island) can use it without loading React.
/* eslint-disable no-restricted-syntax -- its messages go to the console for developers; a visitor sees the islands' fallback words, which come from data */
import type { LiveReviews } from '../../shared/reviews.ts';

export type { LiveReview, LiveReviews } from '../../shared/reviews.ts';

export const REVIEWS_PATH = '/api/google-reviews';

interface ReviewsAnswer {
  success?: boolean;
  message?: string;
  data?: LiveReviews;
}

/**
 * The reviews, or a rejection whose message is the one docs/requirements.md#home-reviews names:
 * 'Failed to fetch reviews: {status}' for a non-OK status, the server's message (or 'Failed to
 * fetch reviews') for success false. It is logged, never shown; as a warning, not an error,
 * because the page handles it completely with the fallback.
 */
export async function fetchReviews(): Promise<LiveReviews> {
  const fail = (message: string, cause?: unknown): never => {
    console.warn(message);
    throw new Error(message, { cause });
  };
  let response: Response;
  try {
    response = await fetch(REVIEWS_PATH, { credentials: 'include' });
  } catch (error) {
    // no answer at all (offline, server down): the same fallback
    return fail('Failed to fetch reviews', error);
  }
  if (!response.ok) return fail(`Failed to fetch reviews: ${response.status}`);
  const answer = (await response.json().catch(() => ({}))) as ReviewsAnswer;
  if (!answer.success || !answer.data) return fail(answer.message || 'Failed to fetch reviews');
  return answer.data;
}

let pageRequest: Promise<LiveReviews> | undefined;

/**
 * The page's one request: every island that asks gets the same answer (the client never
 * refetches, query-client.ts), so the /reviews/ summary and list, which start at different moments and
 * one of them without React, cost one GET between them.
 */
export function pageReviews(): Promise<LiveReviews> {
  return (pageRequest ??= fetchReviews());
}
