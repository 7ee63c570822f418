// The PostgreSQL engine's rules that postgres-storage.test.ts leaves to chance, found by mutation
// testing (issue 13): each test here failed with a planted bug that every other test let through.
// Real server (the `postgres` project's throwaway cluster), real pool, real API where it matters.
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/app.ts';
import { openStore } from '../../api/storage/open.ts';
import { cleanup, postgresDatabaseFor, tempDir, testConfig } from './helpers.ts';
import { memoryLog } from './memory-log.ts';
import { sqlOn as sql } from '../helpers/postgres.ts';

/** A fresh, empty database on the test cluster. */
function freshDatabase(): string {
  return postgresDatabaseFor(path.join(tempDir(), 'fresh'));
}


/** Ends every connection the API holds to `url`'s database, as a server restart or a DBA would. */
const cutApiConnections = (url: string) =>
  sql<{ ended: boolean }>(url, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");

describe('a lost PostgreSQL connection', () => {
  it('is logged as a warning naming the reason, and the API keeps working', async () => {
    const url = freshDatabase();
    const { log, lines } = memoryLog();
    const api = createApp(testConfig({ databaseUrl: url, postgres: { poolMax: 2, statementTimeoutMs: 5000 } }), { log });
    cleanup(() => api.close());
    await api.store.ready();
    await api.store.count('messages'); // leaves an idle connection in the pool
    expect(await cutApiConnections(url)).not.toEqual([]);
    await vi.waitFor(() => expect(lines.filter((line) => line.msg === 'PostgreSQL connection lost; the pool will reconnect')).not.toEqual([]));
    const warning = lines.find((line) => line.msg === 'PostgreSQL connection lost; the pool will reconnect');
    expect(warning).toMatchObject({ level: 40, reason: expect.stringMatching(/terminating connection due to administrator command/) });
    expect(await api.store.count('messages')).toBe(0);
  });


  it('with no logger to tell (`site submissions export`) is no crash: the next query reconnects', async () => {
    const uncaught: unknown[] = [];
    const catchUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', catchUncaught);
    cleanup(() => process.off('uncaughtException', catchUncaught));
    const url = freshDatabase();
    const store = openStore({ dbPath: 'unused.db', databaseUrl: url, postgres: { poolMax: 2, statementTimeoutMs: 5000 } });
    cleanup(() => store.close());
    await store.ready();
    await store.count('messages');
    expect(await cutApiConnections(url)).not.toEqual([]);
    await vi.waitFor(async () => expect(await cutApiConnections(url)).toEqual([]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.count('messages')).toBe(0);
    expect(uncaught).toEqual([]);
  });
});

describe('the pool', () => {
  it('opens at most DATABASE_POOL_MAX connections, however many queries wait', async () => {
    const url = freshDatabase();
    const store = openStore({ dbPath: 'unused.db', databaseUrl: url, postgres: { poolMax: 2, statementTimeoutMs: 5000 } });
    cleanup(() => store.close());
    await store.ready();
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.count('applications')));
    const [after] = await sql<{ n: number }>(url, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");
    expect(counts).toEqual(counts.map(() => 0));
    // idle connections stay pooled: every one opened is still there
    expect(after?.n).toBe(2);
  });
});
