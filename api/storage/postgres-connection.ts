// What every statement of the PostgreSQL store goes through: the pool, the migrations run once
// the server answers, and the three ways a statement is sent (waited on by a visitor's post,
// in the background, or several in one transaction). Each waits for the migrations, and a
// lost connection is retried (postgres-retry.ts).
import type pg from 'pg';
import { migratePostgres } from './postgres-migrations.ts';
import { checkout, createPool, type HeldClient, type PoolOptions } from './postgres-pool.ts';
import { REQUEST_WAIT_MS, START_UP_RETRY_BUDGET_MS, withinWait, withRetry } from './postgres-retry.ts';
import { DatabaseUnavailableError } from './types.ts';

export interface ConnectionOptions extends PoolOptions {
  /** how long the first connection is tried before the store reports the server unreachable
   * (DATABASE_STARTUP_WAIT_MS; START_UP_RETRY_BUDGET_MS unless given) */
  startUpWaitMs?: number;
  /** how long a post waits on one statement before it is refused as an outage (DATABASE_REQUEST_WAIT_MS; REQUEST_WAIT_MS unless given) */
  requestWaitMs?: number;
}

/** The store's query function: waits for the migrations and retries after a lost connection. */
export type Query = <R extends pg.QueryResultRow>(sql: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;

export interface PostgresConnection {
  pool: pg.Pool;
  /** Resolves once migrated; rejects when the server never answered, the schema is newer, or the store is closed. */
  ready(): Promise<void>;
  /** The schema version the migrations left (0 until they ran). */
  schemaVersion(): number;
  /** A statement in the background: the outbox, the sweeper, the owner's commands. */
  query: Query;
  /**
   * A statement a visitor's post waits on: answered within requestWaitMs or refused as an
   * outage (503), and its connection dropped when the server does not reply in that time.
   */
  requestQuery: Query;
  /** `sql` with `values`, its reply awaited requestWaitMs at most. */
  waitedOn(sql: string, values: unknown[]): pg.QueryConfig;
  requestWaitMs: number;
  /** One statement per item in one transaction (one WAL flush); returns the rows they wrote. */
  inTransaction<T>(items: T[], write: (client: pg.PoolClient, item: T) => Promise<pg.QueryResult>): Promise<number>;
  /** Refuses new statements at once, then ends the pool once the migrations settled; again, does nothing. */
  close(): Promise<void>;
}

export function connectPostgres(url: string, options: ConnectionOptions): PostgresConnection {
  const pool = createPool(url, options);
  const hold = () => checkout(pool, options.onConnectionError);
  let closed = false;
  let schemaVersion = 0;
  const migrated = migrateOnStart(url, hold, options.startUpWaitMs ?? START_UP_RETRY_BUDGET_MS).then((version) => {
    schemaVersion = version;
  });
  migrated.catch(() => {}); // reported through ready() and every method that waits for it
  const ready = async () => {
    if (closed) throw new Error('The PostgreSQL store is closed.');
    await migrated;
  };
  const requestWaitMs = options.requestWaitMs ?? REQUEST_WAIT_MS;
  // node-postgres's types lack query_timeout
  const waitedOn = (text: string, values: unknown[]) => ({ text, values, query_timeout: requestWaitMs }) as pg.QueryConfig;
  return {
    pool,
    ready,
    schemaVersion: () => schemaVersion,
    query: async (sql, values = []) => {
      await ready();
      return withRetry(() => pool.query(sql, values));
    },
    requestQuery: (sql, values = []) => withinWait(ready().then(() => withRetry(() => pool.query(waitedOn(sql, values)))), requestWaitMs),
    waitedOn,
    requestWaitMs,
    inTransaction: async (items, write) => {
      await ready();
      return inTransaction(await hold(), items, write);
    },
    async close() {
      if (closed) return;
      closed = true;
      await migrated.catch(() => {});
      await pool.end();
    },
  };
}

/**
 * Migrates on the first connection that answers, trying for `waitMs`; resolves with the schema
 * version. A server that never answered is reported by its address, without the password.
 */
async function migrateOnStart(url: string, hold: () => Promise<HeldClient>, waitMs: number): Promise<number> {
  try {
    return await withRetry(async () => {
      const client = await hold();
      try {
        return await migratePostgres(client);
      } finally {
        client.done();
      }
    }, waitMs);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    const { host, pathname } = new URL(url);
    throw new Error(`PostgreSQL at ${host}${pathname} did not answer (${(error.cause as Error).message}). Check DATABASE_URL and that the server is running.`, {
      cause: error.cause,
    });
  }
}

async function inTransaction<T>(client: HeldClient, items: T[], write: (client: pg.PoolClient, item: T) => Promise<pg.QueryResult>): Promise<number> {
  try {
    await client.query('BEGIN');
    let written = 0;
    for (const item of items) written += (await write(client, item)).rowCount ?? 0;
    await client.query('COMMIT');
    return written;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.done();
  }
}
