// The rate limit's counts in PostgreSQL (docs/decisions.md#postgresql-for-several-instances): every
// instance behind one address counts a client's posts in the same row, so the sixth post inside
// the window is refused whichever instance gets it. One atomic upsert per batch of hits, timed by the
// database's clock so instances with skewed clocks still agree on the window.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Query } from './postgres-connection.ts';
import { withinWait } from './postgres-retry.ts';

/**
 * How long a post waits for its count. A database that does not answer by then cannot store the
 * post either, so the count is skipped (the limiter lets the post through, logging why:
 * `passOnStoreError` in api/http/rate-limit.ts) and the post is refused by the store with 503,
 * instead of waiting here first. docs/deployment.md, "Durable", says so.
 */
export const RATE_LIMIT_WAIT_MS = 300;

/**
 * `countQuery` is the statement the posts wait on (bounded; see requestQuery in postgres-connection.ts),
 * `query` the one for the rest.
 */
export function postgresRateLimitStore(countQuery: Query, query: Query = countQuery): Store & { stop(): void } {
  let windowMs = 60_000;
  let sweeper: NodeJS.Timeout | undefined;
  const count = hitCounter(countQuery, () => windowMs);

  return {
    // The counts are in the database, not in this process.
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
      // Rows of clients whose window ended long ago are only dead weight.
      sweeper = setInterval(() => {
        query('DELETE FROM rate_limit_hits WHERE reset_at < now()').catch(() => {});
      }, windowMs);
      sweeper.unref();
    },
    increment(key: string): Promise<ClientRateLimitInfo> {
      return withinWait(count(key), RATE_LIMIT_WAIT_MS);
    },
    async decrement(key: string) {
      await query('UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
    },
    async resetKey(key: string) {
      await query('DELETE FROM rate_limit_hits WHERE key = $1', [key]);
    },
    stop() {
      clearInterval(sweeper);
    },
  };
}

/**
 * The hits of one event-loop turn are counted in one statement, each client's added at once
 * and handed out in arrival order: one round trip instead of one per request, and still
 * atomic across instances (a client's row is locked while its count moves).
 */
function hitCounter(countQuery: Query, windowMs: () => number): (key: string) => Promise<ClientRateLimitInfo> {
  let waiting = new Map<string, Waiter[]>();
  const countHits = () => {
    const batch = waiting;
    waiting = new Map();
    return countBatch(countQuery, batch, windowMs());
  };
  return (key) =>
    new Promise<ClientRateLimitInfo>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(countHits);
      const waiters = waiting.get(key) ?? [];
      waiters.push({ resolve, reject });
      waiting.set(key, waiters);
    });
}

type Waiter = { resolve(info: ClientRateLimitInfo): void; reject(error: unknown): void };

/** One upsert for a batch of hits; each waiter gets its own count, or the statement's error. */
async function countBatch(countQuery: Query, batch: Map<string, Waiter[]>, windowMs: number): Promise<void> {
  const keys = [...batch.keys()];
  try {
    const { rows } = await countQuery<{ key: string; hits: number; reset_at: Date }>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
       SELECT key, hits, now() + $3 * interval '1 millisecond' FROM unnest($1::text[], $2::int[]) AS batch(key, hits)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN excluded.hits ELSE r.hits + excluded.hits END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING key, hits, reset_at`,
      [keys, keys.map((key) => batch.get(key)?.length ?? 0), windowMs],
    );
    for (const row of rows) {
      const waiters = batch.get(row.key) ?? [];
      waiters.forEach((waiter, index) => waiter.resolve({ totalHits: row.hits - waiters.length + 1 + index, resetTime: row.reset_at }));
      batch.delete(row.key);
    }
    if (batch.size > 0) throw new Error('rate limit upsert returned no row for some clients');
  } catch (error) {
    for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
  }
}
