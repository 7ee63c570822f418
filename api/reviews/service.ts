// The review cache (docs/decisions.md#reviews-never-wait): stale-while-revalidate. A fresh copy (younger than
// `cacheMs`) is served from memory; an older one is served at once while one background refresh
// asks the source. Before any copy exists, the snapshot (data/reviews.json) is served while the
// first refresh runs, so no visitor waits on the upstream when there is anything to show. Only
// with no copy and no snapshot does a caller wait, on the one refresh in flight. A failed refresh
// is remembered: the source is not asked again until a back-off (doubling from `retry.baseMs` up
// to `retry.maxMs`) has passed, so a dead upstream costs one call per back-off, not one per visit.
import type { ReviewSource } from './sources.ts';
import type { LiveReviews } from '../../shared/reviews.ts';

export interface CachedReviews {
  summary: LiveReviews;
  /** The answer, serialized once per fetch: the hot path only copies it out. */
  body: Buffer;
  fetchedAt: number;
  /** True when this copy is older than the cache time (a refresh is due or running). */
  stale: boolean;
}

export const REVIEWS_LOADED = 'Reviews loaded';

export interface ReviewsCacheOptions {
  cacheMs: number;
  /** Served before the source has ever answered (the snapshot, when the source is live). */
  fallback?: ReviewSource;
  retry: { baseMs: number; maxMs: number };
  onError(error: unknown): void;
}

const copyOf = (summary: LiveReviews, fetchedAt: number): CachedReviews => ({
  summary,
  body: Buffer.from(JSON.stringify({ success: true, message: REVIEWS_LOADED, data: summary })),
  fetchedAt,
  stale: false,
});

export function reviewsService(source: ReviewSource, options: ReviewsCacheOptions) {
  let cached: CachedReviews | undefined;
  let inFlight: Promise<void> | undefined;
  let failures = 0;
  let retryAt = 0;
  let lastError: unknown;
  // Read once, up front: serving it never touches the disk or the network again.
  const fallback: Promise<CachedReviews | undefined> = options.fallback
    ? options.fallback().then(
        (summary) => ({ ...copyOf(summary, 0), stale: true }),
        (error: unknown) => {
          options.onError(error);
          return undefined;
        },
      )
    : Promise.resolve(undefined);

  /** Starts the one refresh (unless one is running or the back-off has not passed). */
  function refresh(): Promise<void> {
    if (inFlight) return inFlight;
    if (Date.now() < retryAt) return Promise.resolve();
    inFlight = source()
      .then(
        (summary) => {
          cached = copyOf(summary, Date.now());
          failures = 0;
          retryAt = 0;
        },
        (error: unknown) => {
          lastError = error;
          failures += 1;
          retryAt = Date.now() + Math.min(options.retry.baseMs * 2 ** (failures - 1), options.retry.maxMs);
          options.onError(error);
        },
      )
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  /** Resolves with reviews, or rejects when the source fails and there is nothing to serve. */
  async function getReviews(): Promise<CachedReviews> {
    if (cached && Date.now() - cached.fetchedAt < options.cacheMs) return cached;
    const refreshing = refresh();
    if (cached) return { ...cached, stale: true };
    const snapshot = await fallback;
    if (snapshot) return snapshot;
    await refreshing;
    if (cached) return cached;
    throw lastError ?? new Error('no reviews yet');
  }

  return Object.assign(getReviews, {
    /** Starts the first refresh now, so the live copy is usually there before the first visit. */
    warm: () => void refresh(),
  });
}
