// The PostgreSQL store's connections: one pool per store, every connection durable
// (synchronous_commit on, whatever the server's default: a commit waits for its WAL flush), with
// time-outs on connecting and on every reply, and TCP keep-alive, so a server that stops answering
// is noticed instead of waited on.
import pg from 'pg';

/** How long opening a connection may take (start-up tries again within DATABASE_STARTUP_WAIT_MS). */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * Beyond its statement_timeout, how long a statement's reply is waited for before its connection
 * is dropped: statement_timeout is the server's own clock, and a server that is frozen or cut off
 * never runs it out, so a background statement (the outbox, the sweeper) would hold its pooled
 * connection for the whole outage.
 */
const REPLY_MARGIN_MS = 2000;
/** TCP keep-alive on every connection: a server cut off by the network is noticed on an idle connection too. */
const KEEP_ALIVE_DELAY_MS = 10_000;

export interface PoolOptions {
  poolMax: number;
  statementTimeoutMs: number;
  /** Told about connections lost while idle; the pool replaces them. */
  onConnectionError?: (error: Error) => void;
}

/** A connection held across several statements; `done()` gives it back. */
export type HeldClient = pg.PoolClient & { done(): void };

export function createPool(url: string, options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + REPLY_MARGIN_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    application_name: 'site-api',
    options: '-c synchronous_commit=on',
  });
  // An idle connection dropped by the server would otherwise be an uncaught error.
  pool.on('error', (error) => options.onConnectionError?.(error));
  return pool;
}

/**
 * A connection held across several statements. The pool watches only idle connections; one
 * cut while held would raise an uncaught 'error' between statements, so it is watched here
 * (the next statement on it fails and is handled where it is awaited).
 */
export async function checkout(pool: pg.Pool, onConnectionError?: (error: Error) => void): Promise<HeldClient> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
    onConnectionError?.(error);
  };
  client.on('error', onError);
  return Object.assign(client, {
    done() {
      client.off('error', onError);
      client.release(broken); // a broken connection is discarded, not pooled
    },
  });
}
