// The shared rate limit's store (api/storage/postgres-rate-limit.ts) on the `postgres` project's
// real cluster: driven directly so each statement it sends can be counted (the hits of one
// event-loop turn cost one round trip however many posts arrive, and stop() ends the sweeper, so a
// closed API sends nothing more to the database), and through the store's rateLimitStore() as the
// API uses it (windows per client, sweeping, refusing a hit it cannot count).
import type { Options } from 'express-rate-limit';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { postgresRateLimitStore } from '../../api/storage/postgres-rate-limit.ts';
import { freshPostgresDatabase, openFreshPostgresStore } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { sqlOn as sql } from '../helpers/postgres.ts';

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

describe('the shared rate limit', () => {
  it('counts each client apart, in arrival order, and starts a new window once one has passed', async () => {
    const { url, store } = openFreshPostgresStore();
    await store.ready();
    const limits = store.rateLimitStore()!;
    limits.init!({ windowMs: 400 } as Options);
    const first = await Promise.all([limits.increment('a'), limits.increment('b'), limits.increment('a'), limits.increment('a')]);
    expect(first.map((info) => info.totalHits)).toEqual([1, 1, 2, 3]);
    await limits.decrement('a');
    expect((await limits.increment('a')).totalHits).toBe(3);
    await limits.resetKey('b');
    expect((await limits.increment('b')).totalHits).toBe(1);
    const { resetTime } = await limits.increment('a');
    expect(resetTime).toBeInstanceOf(Date);
    // wait out the window by the database's clock
    await vi.waitFor(async () => expect(await sql(url, 'SELECT now() > $1::timestamptz AS over', [resetTime])).toEqual([{ over: true }]), { timeout: 10_000 });
    expect((await limits.increment('a')).totalHits).toBe(1);
  });

  it('never counts below zero, and sweeps out the rows of windows long over', async () => {
    const { url, store } = openFreshPostgresStore();
    await store.ready();
    const limits = store.rateLimitStore()!;
    limits.init!({ windowMs: 300 } as Options);
    await limits.increment('gone');
    await limits.decrement('gone');
    await limits.decrement('gone');
    expect(await sql(url, "SELECT hits FROM rate_limit_hits WHERE key = 'gone'")).toEqual([{ hits: 0 }]);
    await vi.waitFor(async () => expect(await sql(url, 'SELECT key FROM rate_limit_hits')).toEqual([]), { timeout: 10_000, interval: 100 });
  });

  it('refuses a hit it cannot count, so the post is answered instead of left hanging', async () => {
    const { store } = openFreshPostgresStore();
    await store.ready();
    const limits = store.rateLimitStore()!;
    limits.init!({ windowMs: 60_000 } as Options);
    await store.close();
    await expect(Promise.all([limits.increment('a'), limits.increment('b')])).rejects.toThrow('The PostgreSQL store is closed.');
  });

  // A key PostgreSQL stores as something else comes back under another name: pg sends a lone
  // UTF-16 surrogate as U+FFFD. Its hit must be refused (an error the route answers) and the other
  // clients of the same batch still counted, not the post left waiting forever.
  it('refuses a hit whose row the database returns under another key, and still counts the rest of the batch', async () => {
    const { store } = openFreshPostgresStore();
    await store.ready();
    const limits = store.rateLimitStore()!;
    limits.init!({ windowMs: 60_000 } as Options);
    const [plain, renamed] = await Promise.allSettled([limits.increment('a'), limits.increment('\uD800')]);
    expect(plain).toMatchObject({ status: 'fulfilled', value: { totalHits: 1 } });
    expect(renamed).toEqual({ status: 'rejected', reason: new Error('rate limit upsert returned no row for some clients') });
  }, 20_000);
});
