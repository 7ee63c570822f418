// The PostgreSQL engine's rules that postgres-storage.test.ts leaves to chance, found by mutation
// testing: each test here failed with a planted bug that every other test let through.
// Real server (the `postgres` project's throwaway cluster), real pool, real API where it matters.
import type { Options } from 'express-rate-limit';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/app.ts';
import { openStore } from '../../api/storage/open.ts';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { START_UP_RETRY_BUDGET_MS } from '../../api/storage/postgres-retry.ts';
import { applicationSchema, contactSchema } from '../../shared/forms.ts';
import { expectApplicationsStoredAsGiven, freshPostgresDatabase, openFreshPostgresStore, testConfig } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { memoryLog } from '../helpers/memory-log.ts';
import { freePort, sqlOn as sql } from '../helpers/postgres.ts';


/** Ends every connection the API holds to `url`'s database, as a server restart or a DBA would. */
const cutApiConnections = (url: string) =>
  sql<{ ended: boolean }>(url, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");

describe('a lost PostgreSQL connection', () => {
  it('is logged as a warning naming the reason, and the API keeps working', async () => {
    const url = freshPostgresDatabase();
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
    const url = freshPostgresDatabase();
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
    const url = freshPostgresDatabase();
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

const AT = '2026-03-01T09:30:00.000Z';
const message = (id: string, receivedAt = AT) => ({ id, receivedAt, data: contactSchema.parse(validMessage()) });
const NOTE = { to: 'owner@example.com', replyTo: 'casey@example.com', subject: 'New message', text: 'text', html: '<p>html</p>', messageId: '<m@example.com>' };

/** Sets a default for every new session of `url`'s database, as a host's configuration would. */
const databaseDefault = (url: string, setting: string, value: string) =>
  sql(url, `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET ${setting} = ${value}', current_database()); END $$`);

describe('durability and health', () => {
  it('commits with synchronous_commit on even where the server default is off', async () => {
    const url = freshPostgresDatabase();
    await databaseDefault(url, 'synchronous_commit', 'off');
    expect(await sql(url, 'SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'off' }]);
    const store = openPostgresStore(url, { poolMax: 2, statementTimeoutMs: 5000 });
    cleanup(() => store.close());
    expect((await store.check()).durability).toMatch(/^synchronous_commit=on fsync=(on|off)$/);
  });

  it('counts unsent notifications only, and probes a real write', async () => {
    const { store } = openFreshPostgresStore();
    await store.saveMessage(message('a'), NOTE);
    await store.saveMessage(message('b'), NOTE);
    await store.saveMessage(message('c'));
    await expect(store.probeWrite!()).resolves.toBeUndefined();
    const [first] = await store.outbox.claim(Date.now() + 1000, 1, 60_000);
    await store.outbox.markSent(first!.id, Date.now());
    expect(await store.check()).toMatchObject({ engine: 'postgres', pendingNotifications: 1 });
  });

  it('says a read-only database cannot store, while reads still work', async () => {
    const { url, store } = openFreshPostgresStore();
    await store.ready();
    await databaseDefault(url, 'default_transaction_read_only', 'on');
    await cutApiConnections(url); // the pool reconnects with the new default
    expect(await store.count('messages')).toBe(0);
    await expect(store.probeWrite!()).rejects.toThrow('the PostgreSQL server accepts only reads (a replica, or default_transaction_read_only=on)');
    await expect(store.saveMessage(message('refused'))).rejects.toThrow(/read-only transaction/);
  });
});

describe('opening and closing', () => {
  it('names the server and what to check when nothing answers', async () => {
    const port = await freePort();
    const started = Date.now();
    // a short start-up wait (DATABASE_STARTUP_WAIT_MS), given up on before the default one
    const store = openPostgresStore(`postgres://postgres:secret@127.0.0.1:${port}/site`, { poolMax: 1, statementTimeoutMs: 1000, startUpWaitMs: 300 });
    cleanup(() => store.close());
    const reason = `PostgreSQL at 127.0.0.1:${port}/site did not answer (connect ECONNREFUSED 127.0.0.1:${port}). Check DATABASE_URL and that the server is running.`;
    await expect(store.ready()).rejects.toThrow(reason);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(START_UP_RETRY_BUDGET_MS);
    await expect(store.count('messages')).rejects.toThrow(reason);
    await expect(store.saveMessage(message('lost'))).rejects.toThrow(reason);
  });

  it('refuses every call once closed, and a second close is harmless', async () => {
    const { store } = openFreshPostgresStore();
    await store.saveMessage(message('kept'));
    await store.close();
    await store.close();
    await expect(store.ready()).rejects.toThrow('The PostgreSQL store is closed.');
    await expect(store.count('messages')).rejects.toThrow('The PostgreSQL store is closed.');
  });
});

describe('writes in one turn share a statement', () => {
  it('each settles on its own: a failing write is refused alone, the others are stored with their notifications', async () => {
    const { store } = openFreshPostgresStore();
    await store.saveMessage(message('taken'));
    const results = await Promise.allSettled([
      store.saveMessage(message('a')),
      store.saveMessage(message('taken'), NOTE),
      store.saveMessage(message('b'), NOTE),
      store.saveApplication({ id: 'app', receivedAt: AT, data: applicationSchema.parse(validApplication()) }, NOTE),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((await store.list('messages')).map((row) => row.id)).toEqual(['taken', 'a', 'b']);
    expect((await store.list('applications')).map((row) => row.id)).toEqual(['app']);
    expect((await store.check()).pendingNotifications).toBe(2);
  });

  it('a burst larger than one statement takes is stored whole', async () => {
    // 450 rows at once take longer than a post may wait on a machine busy with other tests
    const { store } = openFreshPostgresStore({ requestWaitMs: 30_000 });
    const ids = Array.from({ length: 450 }, (_v, i) => `m${String(i).padStart(3, '0')}`);
    await Promise.all(ids.map((id) => store.saveMessage(message(id), { ...NOTE, messageId: `<${id}@example.com>` })));
    expect(await store.count('messages')).toBe(450);
    expect((await store.list('messages')).map((row) => row.id).sort()).toEqual(ids);
    expect((await store.check()).pendingNotifications).toBe(450);
  });
});

describe('what comes back is what was stored', () => {
  it('every field of an application, booleans as booleans, optional answers absent when not given, by arrival time', async () => {
    const { store } = openFreshPostgresStore();
    await expectApplicationsStoredAsGiven(store);
  });
});

describe('the outbox', () => {
  it('claims due notifications in order, records a failure, and gives released ones back', async () => {
    const { url, store } = openFreshPostgresStore();
    for (const id of ['a', 'b', 'c']) await store.saveMessage(message(id), { ...NOTE, messageId: `<${id}@example.com>` });
    const now = Date.now() + 1000;
    const claimed = await store.outbox.claim(now, 3, 60_000);
    expect(claimed.map((entry) => entry.messageId)).toEqual(['<a@example.com>', '<b@example.com>', '<c@example.com>']);
    expect(claimed[0]).toEqual({ id: claimed[0]!.id, attempts: 0, to: NOTE.to, replyTo: NOTE.replyTo, subject: NOTE.subject, text: NOTE.text, html: NOTE.html, messageId: '<a@example.com>' });
    const [a, b, c] = claimed;
    await store.outbox.markFailed(a!.id, `550 ${'x'.repeat(1200)}`, now + 5000);
    await store.outbox.markSent(b!.id, now);
    await store.outbox.release([b!.id, c!.id], now);
    // c is due again at once; b was sent and stays sent; a waits for its next attempt
    expect((await store.outbox.claim(now, 10, 60_000)).map((entry) => entry.id)).toEqual([c!.id]);
    const [retried] = await store.outbox.claim(now + 5000, 10, 60_000);
    expect(retried).toMatchObject({ id: a!.id, attempts: 1 });
    const [row] = await sql<{ last_error: string; attempts: number }>(url, 'SELECT last_error, attempts FROM outbox WHERE id = $1', [a!.id]);
    expect(row).toEqual({ last_error: `550 ${'x'.repeat(996)}`, attempts: 1 });
    const [sent] = await sql<{ attempts: number; sent: boolean }>(url, 'SELECT attempts, sent_at IS NOT NULL AS sent FROM outbox WHERE id = $1', [b!.id]);
    expect(sent).toEqual({ attempts: 1, sent: true });
  });
});

describe('copying in (`site submissions migrate`)', () => {
  it('adds only rows and notifications not there yet, and counts them', async () => {
    const { store } = openFreshPostgresStore();
    const rows = [message('one'), message('two', '2026-03-01T09:31:00.000Z')];
    expect(await store.copyIn('messages', rows)).toBe(2);
    expect(await store.copyIn('messages', [...rows, message('three', '2026-03-01T09:32:00.000Z')])).toBe(1);
    expect((await store.list('messages')).map((row) => row.id)).toEqual(['one', 'two', 'three']);
    const pending = { ...NOTE, submissionId: 'one', attempts: 2, nextAttemptAt: 1234 };
    expect(await store.copyOutbox([pending, { ...pending, submissionId: 'two' }])).toBe(2);
    expect(await store.copyOutbox([pending])).toBe(0);
    const claimed = await store.outbox.claim(2000, 10, 1000);
    expect(claimed.map((entry) => [entry.messageId, entry.attempts])).toEqual([
      [NOTE.messageId, 2],
      [NOTE.messageId, 2],
    ]);
  });

  it('copies nothing when one row fails', async () => {
    const { store } = openFreshPostgresStore();
    const broken = { ...message('broken'), data: { ...message('broken').data, name: null as never } };
    await expect(store.copyIn('messages', [message('fine'), broken])).rejects.toThrow(/null value/);
    expect(await store.count('messages')).toBe(0);
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
