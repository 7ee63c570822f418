// The PostgreSQL store's writes (api/storage/postgres.ts): the writes of one turn grouped into one
// statement per table, each settling on its own; durability and the health check; what comes back;
// the outbox of notifications; and copying in (`site submissions migrate`). Real server (the
// `postgres` project's throwaway cluster), real pool, real API where it matters, no mocks.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { applicationSchema, contactSchema } from '../../shared/forms.ts';
import { expectApplicationsStoredAsGiven, freshPostgresDatabase, openFreshPostgresStore, startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { sqlOn as sql } from '../helpers/postgres.ts';

const AT = '2026-03-01T09:30:00.000Z';
const message = (id: string, receivedAt = AT) => ({ id, receivedAt, data: contactSchema.parse(validMessage()) });
const NOTE = { to: 'owner@example.com', replyTo: 'casey@example.com', subject: 'New message', text: 'text', html: '<p>html</p>', messageId: '<m@example.com>' };
const application = (id: string) => ({ id, receivedAt: AT, data: applicationSchema.parse(validApplication()) });

/** Ends every connection the API holds to `url`'s database, as a server restart or a DBA would. */
const cutApiConnections = (url: string) =>
  sql<{ ended: boolean }>(url, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");

/** Sets a default for every new session of `url`'s database, as a host's configuration would. */
const databaseDefault = (url: string, setting: string, value: string) =>
  sql(url, `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET ${setting} = ${value}', current_database()); END $$`);

describe('writes in one turn share a statement', () => {
  // Rows written by one statement share its transaction id (xmin): the number of distinct xmins is
  // the number of statements. A broken batch statement would still store every row, one by one
  // after the batch failed, so only this tells a group commit from none.
  it('stores the writes of one turn in one statement per table, at most 200 rows each, each notification with its row', async () => {
    const { url, store } = openFreshPostgresStore();
    await store.ready();
    const messages = Array.from({ length: 450 }, (_v, i) => `m${String(i).padStart(3, '0')}`);
    // an application first, so a batch that mixed the tables would start with the wrong one
    await Promise.all([
      store.saveApplication(application('app-1'), NOTE),
      ...messages.map((id) => store.saveMessage(message(id), { ...NOTE, messageId: `<${id}@example.com>` })),
      store.saveApplication(application('app-2')),
    ]);
    const statements = (table: string) =>
      sql<{ n: number }>(url, `SELECT count(*)::int AS n FROM ${table} GROUP BY xmin::text ORDER BY n DESC`).then((rows) => rows.map((row) => row.n));
    expect(await statements('messages')).toEqual([200, 200, 50]);
    expect(await statements('applications')).toEqual([2]);
    const apart = await sql(
      url,
      `SELECT o.submission_id FROM outbox o
       LEFT JOIN (SELECT id, xmin::text AS tx FROM messages UNION ALL SELECT id, xmin::text FROM applications) s ON s.id = o.submission_id
       WHERE s.tx IS DISTINCT FROM o.xmin::text`,
    );
    expect(apart).toEqual([]);
    expect((await store.check()).pendingNotifications).toBe(451);
  });

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

  it('names the engine when the database cannot store', async () => {
    const url = freshPostgresDatabase();
    const { app, store } = startApi({ databaseUrl: url });
    await store.ready();
    await sql(url, "DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET default_transaction_read_only = on', current_database()); END $$");
    await cutApiConnections(url); // the pool reconnects with the new default
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.database).toEqual({ ok: false, writable: false, engine: 'postgres' });
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

  // The server returns an UPDATE's rows in whatever order its plan met them (with this plan, the
  // hash order of the claimed ids); the worker is promised the oldest first.
  it('hands out claimed notifications oldest first (by id), whatever order the server returns them in', async () => {
    const { store } = openFreshPostgresStore();
    const ids = Array.from({ length: 24 }, (_v, i) => `n${String(i).padStart(2, '0')}`);
    for (const id of ids) await store.saveMessage(message(id), { ...NOTE, messageId: `<${id}@example.com>` });
    const claimed = await store.outbox.claim(Date.now() + 1000, ids.length, 60_000);
    expect(claimed.map((entry) => entry.messageId)).toEqual(ids.map((id) => `<${id}@example.com>`));
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

  it('commits: the rows are there for every other session as soon as the copy returns', async () => {
    const { url, store } = openFreshPostgresStore({ poolMax: 1 });
    expect(await store.copyIn('messages', [message('one'), message('two')])).toBe(2);
    expect(await sql(url, 'SELECT id FROM messages ORDER BY id')).toEqual([{ id: 'one' }, { id: 'two' }]);
    const pending = { ...NOTE, submissionId: 'one', attempts: 0, nextAttemptAt: 0 };
    expect(await store.copyOutbox([pending])).toBe(1);
    expect(await sql(url, 'SELECT submission_id FROM outbox')).toEqual([{ submission_id: 'one' }]);
  });
});
