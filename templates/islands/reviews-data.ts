// The live reviews both review islands read: GET /api/google-reviews, answered as
// {success, message, data: {reviews, rating, total_ratings}} (spec part 1 section 7, api/reviews/).
// One query key for the whole page, so the home section, or the reviews page's summary and list,
// cost one request between them (the client never refetches: query.ts).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Review, ReviewSummary } from '../../api/reviews/sources.ts';

export type { Review as LiveReview, ReviewSummary as LiveReviews };

export const REVIEWS_PATH = '/api/google-reviews';

interface ReviewsAnswer {
  success?: boolean;
  message?: string;
  data?: ReviewSummary;
}

/**
 * The reviews, or a rejection whose message is the one spec part 1 section 8 names: 'Failed to
 * fetch reviews: {status}' for a non-OK status, the server's message (or 'Failed to fetch
 * reviews') for success false. The spec logs it without showing it; we log it as a warning, not
 * an error, because the page handles it completely with the fallback (section 4).
 */
export async function fetchReviews({ signal }: { signal?: AbortSignal } = {}): Promise<ReviewSummary> {
  const fail = (message: string, cause?: unknown): never => {
    console.warn(message);
    throw new Error(message, { cause });
  };
  let response: Response;
  try {
    response = await fetch(REVIEWS_PATH, { credentials: 'include', signal });
  } catch (error) {
    // no answer at all (offline, server down): the same fallback
    return fail('Failed to fetch reviews', error);
  }
  if (!response.ok) return fail(`Failed to fetch reviews: ${response.status}`);
  const answer = (await response.json().catch(() => ({}))) as ReviewsAnswer;
  if (!answer.success || !answer.data) return fail(answer.message || 'Failed to fetch reviews');
  return answer.data;
}

export function useLiveReviews() {
  return useQuery({ queryKey: [REVIEWS_PATH], queryFn: fetchReviews });
}

const never = () => () => {};

/**
 * False on the server and during hydration, true from the next render on. The islands render
 * exactly the server HTML until then (no hydration mismatch even when the answer is already
 * cached), and only afterwards show loading or the fetched reviews.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
