// The islands' data client (@tanstack/react-query): the live reviews through useQuery, the form
// submissions through useMutation. The browser keeps one client per page (runtime.tsx, where the
// islands hydrate), so every review island on a page reads the same query and the page makes one
// request; the server render makes a fresh one per island, which never fetches.
import { QueryClient } from '@tanstack/react-query';

/** The page's one answer is never refetched and never retried, on focus, on reconnect or
 * otherwise: a failure shows the fallback at once, and a review list does not change under the
 * visitor's eyes. A form's
 * submission is not retried either: each press of its button sends one request, and a second
 * press of the same answers reuses the first one's Idempotency-Key (submit-form.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
