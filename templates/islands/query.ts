// Data loading for the islands through @tanstack/react-query, with the defaults of spec part 1
// section 9 ("no automatic refetch interval and no refetch on window focus") and section 7
// ("generic data-loading behaviour"): data never goes stale, nothing is retried, and the default
// query function GETs the first element of the query key with credentials. One client per page
// (a module singleton in the browser), so islands asking for the same key share one request.
import { createElement, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type QueryFunction } from '@tanstack/react-query';

/** Spec part 1 section 8: "the status code, a colon, then the response body text (or the status
 * text if the body is empty)". */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the key's first element, cookies included, parse JSON. A 401
 * throws like any other failure unless the caller opts into `null` (spec part 1 section 7). */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The page's client. The server render gets a fresh one each time: it never fetches (queries
 * start in the browser), and no state may leak from one page's render into the next. */
export function pageQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/** Wraps one island's tree in the page's client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(pageQueryClient);
  return createElement(QueryClientProvider, { client }, children);
}
