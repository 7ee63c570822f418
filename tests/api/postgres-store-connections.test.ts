// The PostgreSQL store (api/storage/postgres.ts) and its connections: opening (a server that does not
// answer, a schema from a newer version), closing, the pool's size, and a connection lost while idle,
// while held, or in the middle of a write. Real server (the `postgres` project's throwaway cluster),
// real pool, real API where it matters, no mocks.
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/app.ts';
import { NewerSchemaError } from '../../api/storage/migrations.ts';
import { openStore } from '../../api/storage/open.ts';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { START_UP_RETRY_BUDGET_MS } from '../../api/storage/postgres-retry.ts';
import { contactSchema } from '../../shared/forms.ts';
import { freshPostgresDatabase, openFreshPostgresStore, testConfig } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validMessage } from '../helpers/api-fixtures.ts';
import { memoryLog } from '../helpers/memory-log.ts';
import { freePort, sqlOn as sql } from '../helpers/postgres.ts';

const AT = '2026-03-01T09:30:00.000Z';
const message = (id: string, receivedAt = AT) => ({ id, receivedAt, data: contactSchema.parse(validMessage()) });
const NOTE = { to: 'owner@example.com', replyTo: 'casey@example.com', subject: 'New message', text: 'text', html: '<p>html</p>', messageId: '<m@example.com>' };

/** Ends every connection the API holds to `url`'s database, as a server restart or a DBA would. */
const cutApiConnections = (url: string) =>
  sql<{ ended: boolean }>(url, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");

describe('opening and closing', () => {
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
