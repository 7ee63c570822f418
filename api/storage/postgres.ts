// PostgreSQL, selected by DATABASE_URL (issue 17): for hosts whose disk is wiped on deploy and for
// several instances behind one address. synchronous_commit is set on for every connection, so a
// submission is acknowledged only after its commit is flushed to the server's WAL. A row and its
// notification go in one statement (one implicit transaction), shared by the other submissions
// of the same event-loop turn.
import pg from 'pg';
import { OUTBOX_COLUMNS, outboxValues, withoutNulls, type WithNulls } from './outbox-table.ts';
import { migratePostgres } from './postgres-migrations.ts';
import { postgresRateLimitStore } from './postgres-rate-limit.ts';
import { SUBMISSION_TABLES } from './submission-tables.ts';
import { REQUEST_WAIT_MS, START_UP_RETRY_BUDGET_MS, UNIQUE_VIOLATION, withinWait, withRetry } from './postgres-retry.ts';
import { DatabaseUnavailableError, type Notification, type OutboxEntry, type PendingNotification, type Received, type SubmissionKind, type SubmissionStore, type Submissions } from './types.ts';

export interface PostgresOptions {
  poolMax: number;
  statementTimeoutMs: number;
  /** how long the first connection is tried before the store reports the server unreachable
   * (DATABASE_STARTUP_WAIT_MS; START_UP_RETRY_BUDGET_MS unless given) */
  startUpWaitMs?: number;
  /** how long a post waits on one statement before it is refused as an outage (DATABASE_REQUEST_WAIT_MS; REQUEST_WAIT_MS unless given) */
  requestWaitMs?: number;
  /** Told about connections lost while idle; the pool replaces them. */
  onConnectionError?: (error: Error) => void;
}

export interface PostgresStore extends SubmissionStore {
  /** Inserts the rows whose id is not there yet; returns how many were new. */
  copyIn<K extends SubmissionKind>(kind: K, rows: Received<Submissions[K]>[]): Promise<number>;
  /** Adds the unsent notifications of submissions that have none here yet; returns how many. */
  copyOutbox(entries: PendingNotification[]): Promise<number>;
}

/** A table spec seen field by field; the typed specs are submission-tables.ts's. */
type AnySpec = { name: string; columns: Record<string, string> };
const TABLES = SUBMISSION_TABLES as unknown as Record<SubmissionKind, AnySpec>;

/** INSERT column list and placeholders for one submission table, from its shared column map. */
function insertSql(spec: AnySpec) {
  const fields = Object.keys(spec.columns);
  const columns = ['id', 'received_at', 'idempotency_key', 'request_fingerprint', ...fields.map((f) => spec.columns[f])];
  return {
    columns: columns.join(', '),
    sql: `INSERT INTO ${spec.name} (${columns.join(', ')}) VALUES ${placeholders(1, columns.length, 1)}`,
    values: ({ id, receivedAt, data, idempotency }: Received<object>) => [
      id,
      receivedAt,
      idempotency?.key ?? null,
      idempotency?.fingerprint ?? null,
      ...fields.map((f) => (data as Record<string, unknown>)[f] ?? null),
    ],
  };
}

/** `($1, $2), ($3, $4)`: `rows` tuples of `width` parameters. */
function placeholders(rows: number, width: number, first: number): string {
  return Array.from({ length: rows }, (_r, row) => `(${Array.from({ length: width }, (_c, col) => `$${first + row * width + col}`).join(', ')})`).join(', ');
}

/** submission_id, the six columns above, next_attempt_at. */
const OUTBOX_WIDTH = 8;
// 200 applications with their notifications use 5,200 of PostgreSQL's 65,535 parameters.
const MAX_BATCH = 200;
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

export function openPostgresStore(url: string, options: PostgresOptions): PostgresStore {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + REPLY_MARGIN_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    application_name: 'site-api',
    // Durable by default (issue 17): whatever the server's default, a commit waits for its WAL flush.
    options: '-c synchronous_commit=on',
  });
  // An idle connection dropped by the server would otherwise be an uncaught error.
  pool.on('error', (error) => options.onConnectionError?.(error));

  /**
   * A connection held across several statements. The pool watches only idle connections; one
   * cut while held would raise an uncaught 'error' between statements, so it is watched here
   * (the next statement on it fails and is handled where it is awaited).
   */
  async function checkout(): Promise<pg.PoolClient & { done(): void }> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
      options.onConnectionError?.(error);
    };
    client.on('error', onError);
    return Object.assign(client, {
      done() {
        client.off('error', onError);
        client.release(broken); // a broken connection is discarded, not pooled
      },
    });
  }

  let closed = false;
  let schemaVersion = 0;
  const migrated = withRetry(async () => {
    const client = await checkout();
    try {
      schemaVersion = await migratePostgres(client);
    } finally {
      client.done();
    }
  }, options.startUpWaitMs ?? START_UP_RETRY_BUDGET_MS).catch((error: unknown) => {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    const { host, pathname } = new URL(url);
    throw new Error(`PostgreSQL at ${host}${pathname} did not answer (${(error.cause as Error).message}). Check DATABASE_URL and that the server is running.`, {
      cause: error.cause,
    });
  });
  migrated.catch(() => {}); // reported through ready() and every method that waits for it
  const ready = async () => {
    if (closed) throw new Error('The PostgreSQL store is closed.');
    await migrated;
  };
  const query = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
    await ready();
    return withRetry(() => pool.query<R>(sql, values));
  };
  /**
   * A statement a visitor's post waits on: answered within requestWaitMs or refused as an
   * outage (503), and its connection dropped when the server does not reply in that time.
   */
  const requestWaitMs = options.requestWaitMs ?? REQUEST_WAIT_MS;
  /** A statement a post waits on, its reply awaited requestWaitMs at most (node-postgres's types lack query_timeout). */
  const waitedOn = (text: string, values: unknown[]) => ({ text, values, query_timeout: requestWaitMs }) as pg.QueryConfig;
  const requestQuery = <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
    withinWait<pg.QueryResult<R>>(
      ready().then(() => withRetry(() => pool.query<R>(waitedOn(sql, values)))),
      requestWaitMs,
    );

  const inserts = { applications: insertSql(TABLES.applications), messages: insertSql(TABLES.messages) };

  /**
   * Group commit, as the SQLite store does: the submissions of one turn of the event loop go in
   * one statement (one round trip, one WAL flush), resolving only after it committed. Should the
   * batch fail for any reason but a lost connection, each row is tried alone, so one bad row
   * fails only its own request.
   */
  interface Write {
    kind: SubmissionKind;
    submission: Received<object>;
    notification?: Notification;
    resolve(): void;
    reject(error: unknown): void;
  }
  let queue: Write[] = [];
  function save(kind: SubmissionKind, submission: Received<object>, notification?: Notification): Promise<void> {
    return new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ kind, submission, notification, resolve, reject });
    });
  }
  async function flush() {
    const batch = queue;
    queue = [];
    try {
      await ready();
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    const chunks = (['applications', 'messages'] as const).flatMap((kind) => {
      const writes = batch.filter((write) => write.kind === kind);
      return Array.from({ length: Math.ceil(writes.length / MAX_BATCH) }, (_c, i) => writes.slice(i * MAX_BATCH, (i + 1) * MAX_BATCH));
    });
    await Promise.all(chunks.map(writeTogether));
  }
  async function writeTogether(writes: Write[]): Promise<void> {
    try {
      await insertTogether(writes);
      for (const write of writes) write.resolve();
    } catch (error) {
      if (writes.length === 1) return writes[0]?.reject(error);
      await Promise.all(writes.map((write) => writeTogether([write])));
    }
  }
  function insertTogether(writes: Write[]): Promise<void> {
    const first = writes[0];
    if (!first) return Promise.resolve();
    const spec = TABLES[first.kind];
    const insert = inserts[first.kind];
    const rows = writes.map((write) => insert.values(write.submission));
    const width = rows[0]?.length ?? 0;
    const rowsSql = `INSERT INTO ${spec.name} (${insert.columns}) VALUES ${placeholders(rows.length, width, 1)}`;
    const now = Date.now();
    const mails = writes.flatMap(({ submission, notification }) => (notification ? [[submission.id, ...outboxValues(notification), now]] : []));
    const sql =
      mails.length === 0
        ? rowsSql
        : `WITH stored AS (${rowsSql}) INSERT INTO outbox (submission_id, ${OUTBOX_COLUMNS}, next_attempt_at)
           VALUES ${placeholders(mails.length, OUTBOX_WIDTH, rows.length * width + 1)}`;
    const values = [...rows.flat(), ...mails.flat()];
    return withRetry(async (attempt) => {
      try {
        await pool.query(waitedOn(sql, values));
      } catch (error) {
        // The connection broke after the server committed but before we heard: the retry meets
        // our own rows (same ids), so the first try is stored, notifications and all (one
        // statement is one transaction). Only our own: another post holding the same
        // idempotency key also meets a unique index, and its row is not ours to acknowledge.
        if (attempt > 0 && (error as { code?: string }).code === UNIQUE_VIOLATION && (await isStored(spec.name, first.submission.id))) return;
        throw error;
      }
    });
  }

  async function isStored(table: string, id: string): Promise<boolean> {
    const { rowCount } = await pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
    return rowCount === 1;
  }

  async function list<K extends SubmissionKind>(kind: K): Promise<Received<Submissions[K]>[]> {
    const spec = TABLES[kind];
    const fields = Object.keys(spec.columns);
    const { rows } = await query<Record<string, unknown>>(
      `SELECT id, received_at, ${fields.map((f) => `${spec.columns[f]} AS "${f}"`).join(', ')}
       FROM ${spec.name} ORDER BY received_at, seq`,
    );
    return rows.map(({ id, received_at, ...row }) => {
      const data: Record<string, unknown> = {};
      for (const field of fields) if (row[field] !== null) data[field] = row[field];
      return { id: String(id), receivedAt: (received_at as Date).toISOString(), data: data as Submissions[K] };
    });
  }

  /** One statement per item in one transaction (one WAL flush); returns the rows they wrote. */
  async function inTransaction<T>(items: T[], write: (client: pg.PoolClient, item: T) => Promise<pg.QueryResult>) {
    await ready();
    const client = await checkout();
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

  const rateLimits = postgresRateLimitStore(requestQuery, query);

  return {
    engine: 'postgres',
    ready,
    saveApplication: (submission, notification) => withinWait(save('applications', submission, notification), requestWaitMs),
    saveMessage: (submission, notification) => withinWait(save('messages', submission, notification), requestWaitMs),
    list,
    async findByIdempotencyKey(kind, key) {
      const { rows } = await requestQuery<{ id: string; fingerprint: string }>(
        `SELECT id, request_fingerprint AS fingerprint FROM ${TABLES[kind].name} WHERE idempotency_key = $1`,
        [key],
      );
      return rows[0];
    },
    async forgetKeys(kind, prefix, before) {
      const { rowCount } = await query(
        `UPDATE ${TABLES[kind].name} SET idempotency_key = NULL, request_fingerprint = NULL
         WHERE starts_with(idempotency_key, $1) AND received_at < $2`,
        [prefix, before],
      );
      return rowCount ?? 0;
    },
    async count(kind) {
      const { rows } = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLES[kind].name}`);
      return rows[0]?.n ?? 0;
    },
    // Issue 16: health and start-up ask whether a submission would be stored. A replica in
    // recovery or a read-only default transaction accepts reads and refuses every insert.
    async probeWrite() {
      const { rows } = await query<{ writable: boolean }>(
        `SELECT NOT pg_is_in_recovery() AND current_setting('default_transaction_read_only') = 'off' AS writable`,
      );
      if (!rows[0]?.writable) throw new Error('the PostgreSQL server accepts only reads (a replica, or default_transaction_read_only=on)');
    },
    async check() {
      const { rows } = await query<{ synchronous_commit: string; fsync: string; pending: number }>(
        `SELECT current_setting('synchronous_commit') AS synchronous_commit, current_setting('fsync') AS fsync,
                (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL) AS pending`,
      );
      const row = rows[0];
      return {
        engine: 'postgres',
        schemaVersion,
        durability: `synchronous_commit=${row?.synchronous_commit} fsync=${row?.fsync}`,
        pendingNotifications: row?.pending ?? 0,
      };
    },
    outbox: {
      // FOR UPDATE SKIP LOCKED: two instances claiming at once take different rows, and the lease
      // (next_attempt_at pushed forward) keeps them this instance's until it ends.
      async claim(now, limit, leaseMs) {
        const { rows } = await query<WithNulls<OutboxEntry>>(
          `UPDATE outbox SET next_attempt_at = $2 + $3
           WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $2
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING id, attempts, to_address AS "to", reply_to AS "replyTo", subject, body_text AS text,
                     body_html AS html, message_id AS "messageId"`,
          [limit, now, leaseMs],
        );
        return rows.sort((a, b) => a.id - b.id).map((row) => withoutNulls<OutboxEntry>(row));
      },
      async markSent(id, now) {
        await query('UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2', [now, id]);
      },
      async markFailed(id, error, nextAttemptAt) {
        await query('UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3', [
          error.slice(0, 1000),
          nextAttemptAt,
          id,
        ]);
      },
      async release(ids, now) {
        await query('UPDATE outbox SET next_attempt_at = $1 WHERE id = ANY($2::int[]) AND sent_at IS NULL', [now, ids]);
      },
    },
    rateLimitStore: () => rateLimits,
    async copyIn(kind, rows) {
      const insert = inserts[kind];
      return inTransaction(rows, (client, row) => client.query(`${insert.sql} ON CONFLICT (id) DO NOTHING`, insert.values(row)));
    },
    async copyOutbox(entries) {
      return inTransaction(entries, (client, e) =>
        client.query(
          `INSERT INTO outbox (submission_id, ${OUTBOX_COLUMNS}, attempts, next_attempt_at)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
           WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE submission_id = $1)`,
          [e.submissionId, ...outboxValues(e), e.attempts, e.nextAttemptAt],
        ),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      rateLimits.stop();
      await migrated.catch(() => {});
      await pool.end();
    },
  };
}
