// The rate limit's counts in PostgreSQL (issue 17, "several instances, one truth"): every
// instance behind one address counts a client's posts in the same row, so the sixth post inside
// the window is refused whichever instance gets it. One atomic upsert per hit, timed by the
// database's clock so instances with skewed clocks still agree on the window.
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { Pool } from 'pg';

export function postgresRateLimitStore(pool: Pool, whenReady: () => Promise<void>): Store & { stop(): void } {
  let windowMs = 60_000;
  let sweeper: NodeJS.Timeout | undefined;

  return {
    // The counts are in the database, not in this process.
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
      // Rows of clients whose window ended long ago are only dead weight.
      sweeper = setInterval(() => {
        pool.query('DELETE FROM rate_limit_hits WHERE reset_at < now()').catch(() => {});
      }, windowMs);
      sweeper.unref();
    },
    async increment(key: string): Promise<ClientRateLimitInfo> {
      await whenReady();
      const { rows } = await pool.query<{ hits: number; reset_at: Date }>(
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
      await pool.query('UPDATE rate_limit_hits SET hits = greatest(hits - 1, 0) WHERE key = $1', [key]);
    },
    async resetKey(key: string) {
      await pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [key]);
    },
    stop() {
      clearInterval(sweeper);
    },
  };
}
