// The review cache (issue 4): answers from memory for `cacheMs`; after that asks the source again,
// and when the source fails, keeps serving the last good answer. Concurrent requests share one
// upstream call, so an expired cache under load costs one request to Google, not hundreds.
import type { ReviewSource, ReviewSummary } from './sources.ts';

export interface CachedReviews {
  summary: ReviewSummary;
  /** The answer, serialized once per fetch: the hot path only copies it out. */
  body: Buffer;
  fetchedAt: number;
  /** True when the source just failed and this is the last good answer. */
  stale: boolean;
}

export const REVIEWS_LOADED = 'Reviews loaded';

export function reviewsService(source: ReviewSource, cacheMs: number, onError: (error: unknown) => void) {
  let cached: CachedReviews | undefined;
  let inFlight: Promise<CachedReviews> | undefined;

  async function refresh(): Promise<CachedReviews> {
    try {
      const summary = await source();
      const body = Buffer.from(JSON.stringify({ success: true, message: REVIEWS_LOADED, data: summary }));
      cached = { summary, body, fetchedAt: Date.now(), stale: false };
      return cached;
    } catch (error) {
      onError(error);
      if (cached) return { ...cached, stale: true };
      throw error;
    }
  }

  /** Resolves with reviews, or rejects when the source fails and nothing was ever cached. */
  return function getReviews(): Promise<CachedReviews> {
    if (cached && Date.now() - cached.fetchedAt < cacheMs) return Promise.resolve(cached);
    inFlight ??= refresh().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
