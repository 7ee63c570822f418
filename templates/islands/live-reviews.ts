// The live reviews as a query for the React review islands (the request itself, shared with the
// plain DOM summary of /reviews/, is in reviews-request.ts). One key for the whole page, in the
// page's one client (runtime.tsx): every review island reads the same answer, fetched once, never
// refetched, never retried (query-client.ts).
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageReviews, REVIEWS_PATH } from './reviews-request.ts';

export function useLiveReviews() {
  return useQuery({ queryKey: [REVIEWS_PATH], queryFn: pageReviews });
}

const never = () => () => {};

/**
 * False on the server and during hydration, true from the next render on. The islands render
 * exactly the server HTML until then (no hydration mismatch when a second island finds the answer
 * already in the page's cache), and only afterwards show loading or the fetched reviews.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
