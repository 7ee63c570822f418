// The PostgreSQL store's promises that the mutation run of api/storage/postgres.ts found
// untested: each test here failed with a bug planted by hand that every other test let through.
// Real server (the `postgres` project's throwaway cluster), real pool, no mocks.
import net from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { NewerSchemaError } from '../../api/storage/migrations.ts';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { applicationSchema, contactSchema } from '../../shared/forms.ts';
import { freePort, sqlOn as sql } from '../helpers/postgres.ts';
import { freshPostgresDatabase, openFreshPostgresStore, startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const AT = '2026-03-01T09:30:00.000Z';
const message = (id: string) => ({ id, receivedAt: AT, data: contactSchema.parse(validMessage()) });
const application = (id: string) => ({ id, receivedAt: AT, data: applicationSchema.parse(validApplication()) });
const NOTE = { to: 'owner@example.com', subject: 'New submission', text: 'text', html: '<p>html</p>' };

/** The API's connections to `url`'s database, ended as a server restart or a DBA would end them. */
const cutApiConnections = (url: string) =>
  sql<{ ended: boolean }>(url, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");

describe('group commit', () => {
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
});

describe('opening', () => {
  it('passes on a refusal that is not a lost connection as it is, not as a server that did not answer', async () => {
    const { url, store } = openFreshPostgresStore();
    await store.ready();
    await sql(url, "INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')");
    const newer = openPostgresStore(url, { poolMax: 1, statementTimeoutMs: 5000 });
    cleanup(() => newer.close());
    const error = await newer.ready().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NewerSchemaError);
    expect((error as Error).message).not.toContain('did not answer');
  });

  it('keeps the connection error as the cause of "did not answer"', async () => {
    const port = await freePort();
    const store = openPostgresStore(`postgres://postgres@127.0.0.1:${port}/site`, { poolMax: 1, statementTimeoutMs: 1000, startUpWaitMs: 300 });
    cleanup(() => store.close());
    const error = (await store.ready().catch((reason: unknown) => reason)) as Error;
    expect(error.message).toMatch(/did not answer/);
    expect(error.cause).toMatchObject({ code: 'ECONNREFUSED', port });
  });
});

/**
 * Cuts the store's one connection while a copy waits on it inside its transaction (another session
 * holds a lock on the table); returns how the copy ended.
 */
async function cutWhileHeld(url: string, store: ReturnType<typeof openPostgresStore>): Promise<string> {
  await store.ready();
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  cleanup(() => locker.end());
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE messages IN ACCESS EXCLUSIVE MODE');
  const copying = store.copyIn('messages', [message('held')]).then(
    () => 'stored',
    (error: Error) => error.message,
  );
  await vi.waitFor(async () =>
    expect(await sql(url, "SELECT wait_event_type FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()")).toEqual([
      { wait_event_type: 'Lock' },
    ]),
  );
  expect(await cutApiConnections(url)).toEqual([{ ended: true }]);
  const outcome = await copying;
  await locker.query('ROLLBACK');
  return outcome;
}

describe('a connection cut while the store holds it', () => {
  it('fails the write it was doing, is reported once, and is replaced', async () => {
    const onConnectionError = vi.fn();
    const { url, store } = openFreshPostgresStore({ poolMax: 1, onConnectionError });
    expect(await cutWhileHeld(url, store)).toMatch(/terminating connection due to administrator command/);
    expect(onConnectionError).toHaveBeenCalledTimes(1);
    expect(onConnectionError.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    expect(await store.count('messages')).toBe(0);
    await store.saveMessage(message('after'));
    expect(await store.count('messages')).toBe(1);
  });

  it('with nobody to tell (`site submissions migrate`), fails the write and crashes nothing', async () => {
    const uncaught: unknown[] = [];
    const catchUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', catchUncaught);
    cleanup(() => process.off('uncaughtException', catchUncaught));
    const { url, store } = openFreshPostgresStore({ poolMax: 1 });
    expect(await cutWhileHeld(url, store)).toMatch(/terminating connection due to administrator command/);
    await new Promise((resolve) => setImmediate(resolve));
    expect(uncaught).toEqual([]);
    expect(await store.count('messages')).toBe(0);
  });

  it('once given back to the pool, is reported once when cut while idle', async () => {
    const onConnectionError = vi.fn();
    const { url, store } = openFreshPostgresStore({ poolMax: 1, onConnectionError });
    // the migration and the copy each check the one connection out and give it back
    await store.ready();
    expect(await store.copyIn('messages', [message('copied')])).toBe(1);
    expect(await cutApiConnections(url)).toEqual([{ ended: true }]);
    await vi.waitFor(() => expect(onConnectionError).toHaveBeenCalled());
    expect(onConnectionError).toHaveBeenCalledTimes(1);
    expect(onConnectionError.mock.calls[0]?.[0]).toMatchObject({ message: expect.stringMatching(/terminating connection due to administrator command/) });
    expect(await store.count('messages')).toBe(1);
  });
});

/**
 * A TCP proxy in front of the test cluster that cuts the next connections to send an INSERT:
 * before the statement reaches the server (`cutBefore`), or after the server committed it and
 * just before the client hears so (`cutAfterCommit`: the server's ReadyForQuery after an INSERT's
 * CommandComplete is held back and the connection closed). It reads the server's protocol
 * messages (a type byte, then a 32-bit length that counts itself).
 */
async function insertCuttingProxy(url: string) {
  const target = new URL(url);
  const plan = { before: 0, afterCommit: 0, cuts: 0 };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    const cut = () => {
      plan.cuts++;
      client.destroy();
      upstream.destroy();
    };
    let sent = '';
    client.on('data', (chunk: Buffer) => {
      sent = (sent + chunk.toString('latin1')).slice(-4096);
      if (plan.before > 0 && sent.includes('INSERT INTO')) {
        plan.before--;
        return cut();
      }
      upstream.write(chunk);
    });
    let received = Buffer.alloc(0);
    let inserted = false;
    upstream.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      while (received.length >= 5 && received.length >= 1 + received.readUInt32BE(1)) {
        const size = 1 + received.readUInt32BE(1);
        const [type, body] = [String.fromCharCode(received[0]!), received.subarray(5, size)];
        if (type === 'C' && body.toString('latin1').startsWith('INSERT')) inserted = true;
        if (type === 'Z' && inserted && plan.afterCommit > 0) {
          plan.afterCommit--;
          return cut();
        }
        if (type === 'Z') inserted = false;
        client.write(received.subarray(0, size));
        received = received.subarray(size);
      }
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const proxied = new URL(url);
  proxied.port = String((server.address() as net.AddressInfo).port);
  return { url: proxied.href, plan };
}

describe('a write whose connection is cut', () => {
  /** Saves `id` with a notification through a proxy that cuts as `plan` says; returns the cuts made. */
  async function saveThroughCuts(plan: { before?: number; afterCommit?: number }, id: string) {
    const url = freshPostgresDatabase();
    const proxy = await insertCuttingProxy(url);
    const store = openPostgresStore(proxy.url, { poolMax: 2, statementTimeoutMs: 5000 });
    cleanup(() => store.close());
    await store.ready();
    Object.assign(proxy.plan, plan);
    await store.saveMessage(message(id), NOTE);
    return { url, cuts: proxy.plan.cuts };
  }

  it('after the server committed it is acknowledged, and stored once with its notification', async () => {
    const { url, cuts } = await saveThroughCuts({ afterCommit: 1 }, 'committed');
    expect(cuts).toBe(1);
    expect(await sql(url, 'SELECT id FROM messages')).toEqual([{ id: 'committed' }]);
    expect(await sql(url, 'SELECT submission_id FROM outbox')).toEqual([{ submission_id: 'committed' }]);
  });

  it('before it reached the server, again and again, is sent until stored', async () => {
    const { url, cuts } = await saveThroughCuts({ before: 3 }, 'resent');
    expect(cuts).toBe(3);
    expect(await sql(url, 'SELECT id FROM messages')).toEqual([{ id: 'resent' }]);
    expect(await sql(url, 'SELECT submission_id FROM outbox')).toEqual([{ submission_id: 'resent' }]);
  });
});

describe('copying in', () => {
  it('commits: the rows are there for every other session as soon as the copy returns', async () => {
    const { url, store } = openFreshPostgresStore({ poolMax: 1 });
    expect(await store.copyIn('messages', [message('one'), message('two')])).toBe(2);
    expect(await sql(url, 'SELECT id FROM messages ORDER BY id')).toEqual([{ id: 'one' }, { id: 'two' }]);
    const pending = { ...NOTE, submissionId: 'one', attempts: 0, nextAttemptAt: 0 };
    expect(await store.copyOutbox([pending])).toBe(1);
    expect(await sql(url, 'SELECT submission_id FROM outbox')).toEqual([{ submission_id: 'one' }]);
  });
});

describe('the outbox', () => {
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

describe('health', () => {
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
