// The shared rate limit's store (api/storage/postgres-rate-limit.ts) on the `postgres` project's
// real cluster, driven directly so each statement it sends can be counted (found by
// mutation testing): the hits of one event-loop turn cost one round trip however many posts
// arrive, and stop() ends the sweeper, so a closed API sends nothing more to the database.
import type { Options } from 'express-rate-limit';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { postgresRateLimitStore } from '../../api/storage/postgres-rate-limit.ts';
import { freshPostgresDatabase } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';

/** A migrated, empty database and a query function over a real pool that notes every statement. */
async function countedQueries() {
  const url = freshPostgresDatabase();
  const store = openPostgresStore(url, { poolMax: 2, statementTimeoutMs: 5000 });
  cleanup(() => store.close());
  await store.ready();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  cleanup(() => pool.end());
  const statements: string[] = [];
  const query = <R extends pg.QueryResultRow>(sql: string, values?: unknown[]) => {
    statements.push(sql.trim().split(/\s+/)[0]!);
    return pool.query<R>(sql, values);
  };
  return { query, statements };
}

describe('the PostgreSQL rate-limit store', () => {
  it('counts every hit of one event-loop turn in a single statement', async () => {
    const { query, statements } = await countedQueries();
    const limits = postgresRateLimitStore(query);
    cleanup(() => limits.stop());
    limits.init!({ windowMs: 60_000 } as Options);
    const hits = await Promise.all([limits.increment('a'), limits.increment('b'), limits.increment('a'), limits.increment('c')]);
    expect(hits.map((info) => info.totalHits)).toEqual([1, 1, 2, 1]);
    expect(statements).toEqual(['INSERT']);
  });

  it('sweeps old rows once per window until stopped, and never after', async () => {
    const { query, statements } = await countedQueries();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    cleanup(() => vi.useRealTimers());
    const limits = postgresRateLimitStore(query);
    limits.init!({ windowMs: 1000 } as Options);
    vi.advanceTimersByTime(2000);
    expect(statements).toEqual(['DELETE', 'DELETE']);
    limits.stop();
    vi.advanceTimersByTime(10_000);
    expect(statements).toEqual(['DELETE', 'DELETE']);
  });
});
