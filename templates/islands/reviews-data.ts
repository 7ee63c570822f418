// The live reviews as React state for the review islands (the request itself, shared with the
// plain DOM summary of /reviews/, is in reviews-request.ts). The page's one answer is fetched once,
// never refetched, never retried (spec part 1 section 9), and every island reading it sees the same
// state. A small store over the shared promise rather than a query library: a query cache would
// add about 12 KB gzipped to each page with a review island, for a single GET.
import { useSyncExternalStore } from 'react';
import { pageReviews, type LiveReviews } from './reviews-request.ts';

export type { LiveReview, LiveReviews } from './reviews-request.ts';

export type LiveReviewsState =
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: false; data: LiveReviews }
  | { isPending: false; isError: true; data: undefined };

const PENDING: LiveReviewsState = { isPending: true, isError: false, data: undefined };

let current: LiveReviewsState = PENDING;
let started = false;
const listeners = new Set<() => void>();

function settle(next: LiveReviewsState): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    pageReviews().then(
      (data) => settle({ isPending: false, isError: false, data }),
      () => settle({ isPending: false, isError: true, data: undefined }),
    );
  }
  return () => listeners.delete(listener);
}

/** The page's reviews: pending until the one request answers, then its data or the error. */
export function useLiveReviews(): LiveReviewsState {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => PENDING,
  );
}

const never = () => () => {};

/**
 * False on the server and during hydration, true from the next render on. The islands render
 * exactly the server HTML until then (no hydration mismatch even when the answer is already
 * known), and only afterwards show loading or the fetched reviews.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
