// The rate limit's counts in PostgreSQL (issue 17, "several instances, one truth"): every
// instance behind one address counts a client's posts in the same row, so the sixth post inside
// the window is refused whichever instance gets it. One atomic upsert per hit, timed by the
// database's clock so instances with skewed clocks still agree on the window.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { QueryResult, QueryResultRow } from 'pg';

/** The store's query function: waits for the migrations and retries after a lost connection. */
type Query = <R extends QueryResultRow>(sql: string, values?: unknown[]) => Promise<QueryResult<R>>;

export function postgresRateLimitStore(query: Query): Store & { stop(): void } {
  let windowMs = 60_000;
  let sweeper: NodeJS.Timeout | undefined;

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
    async increment(key: string): Promise<ClientRateLimitInfo> {
      const { rows } = await query<{ hits: number; reset_at: Date }>(
        `INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
         VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
           reset_at = CASE WHEN r.reset_at <= now() THEN now() + $2 * interval '1 millisecond' ELSE r.reset_at END
         RETURNING hits, reset_at`,
        [key, windowMs],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { totalHits: row.hits, resetTime: row.reset_at };
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
