// Storing a post in PostgreSQL, by group commit as the SQLite store does: the submissions of one
// turn of the event loop go in one statement (one round trip, one WAL flush), each row with its
// notification (one statement is one implicit transaction), resolving only after it committed.
// Should the batch fail for any reason but a lost connection, each row is tried alone, so one
// bad row fails only its own request.
import { OUTBOX_COLUMNS, outboxValues } from './outbox-table.ts';
import type { PostgresConnection } from './postgres-connection.ts';
import { UNIQUE_VIOLATION, withRetry } from './postgres-retry.ts';
import { INSERTS, placeholders, TABLES } from './postgres-submissions.ts';
import type { Notification, Received, SubmissionKind } from './types.ts';

/** submission_id, the six columns of OUTBOX_COLUMNS, next_attempt_at. */
const OUTBOX_WIDTH = 8;
// 200 applications with their notifications use 5,200 of PostgreSQL's 65,535 parameters.
const MAX_BATCH = 200;

interface Write {
  kind: SubmissionKind;
  submission: Received<object>;
  notification?: Notification;
  resolve(): void;
  reject(error: unknown): void;
}

/** The store's save: resolves once the row (and its notification) is committed. */
export function groupCommit(db: PostgresConnection) {
  let queue: Write[] = [];
  async function flush() {
    const batch = queue;
    queue = [];
    try {
      await db.ready();
    } catch (error) {
      for (const write of batch) write.reject(error);
      return;
    }
    await Promise.all(chunksOf(batch).map((writes) => writeTogether(db, writes)));
  }
  return function save(kind: SubmissionKind, submission: Received<object>, notification?: Notification): Promise<void> {
    return new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ kind, submission, notification, resolve, reject });
    });
  };
}

/** The writes of one batch, by table, at most MAX_BATCH to a statement. */
function chunksOf(batch: Write[]): Write[][] {
  return (['applications', 'messages'] as const).flatMap((kind) => {
    const writes = batch.filter((write) => write.kind === kind);
    return Array.from({ length: Math.ceil(writes.length / MAX_BATCH) }, (_c, i) => writes.slice(i * MAX_BATCH, (i + 1) * MAX_BATCH));
  });
}

async function writeTogether(db: PostgresConnection, writes: Write[]): Promise<void> {
  try {
    await insertTogether(db, writes);
    for (const write of writes) write.resolve();
  } catch (error) {
    if (writes.length === 1) return writes[0]?.reject(error);
    await Promise.all(writes.map((write) => writeTogether(db, [write])));
  }
}

function insertTogether(db: PostgresConnection, writes: Write[]): Promise<void> {
  const first = writes[0];
  if (!first) return Promise.resolve();
  const { sql, values } = rowsWithMails(writes, first.kind);
  const table = TABLES[first.kind].name;
  return withRetry(async (attempt) => {
    try {
      await db.pool.query(db.waitedOn(sql, values));
    } catch (error) {
      // The connection broke after the server committed but before we heard: the retry meets
      // our own rows (same ids), so the first try is stored, notifications and all (one
      // statement is one transaction). Only our own: another post holding the same
      // idempotency key also meets a unique index, and its row is not ours to acknowledge.
      if (attempt > 0 && (error as { code?: string }).code === UNIQUE_VIOLATION && (await isStored(db, table, first.submission.id))) return;
      throw error;
    }
  });
}

/** One statement for the rows of `kind` and their notifications: a CTE when there are any. */
function rowsWithMails(writes: Write[], kind: SubmissionKind): { sql: string; values: unknown[] } {
  const insert = INSERTS[kind];
  const rows = writes.map((write) => insert.values(write.submission));
  const width = rows[0]?.length ?? 0;
  const rowsSql = `INSERT INTO ${TABLES[kind].name} (${insert.columns}) VALUES ${placeholders(rows.length, width, 1)}`;
  const now = Date.now();
  const mails = writes.flatMap(({ submission, notification }) => (notification ? [[submission.id, ...outboxValues(notification), now]] : []));
  const sql =
    mails.length === 0
      ? rowsSql
      : `WITH stored AS (${rowsSql}) INSERT INTO outbox (submission_id, ${OUTBOX_COLUMNS}, next_attempt_at)
         VALUES ${placeholders(mails.length, OUTBOX_WIDTH, rows.length * width + 1)}`;
  return { sql, values: [...rows.flat(), ...mails.flat()] };
}

async function isStored(db: PostgresConnection, table: string, id: string): Promise<boolean> {
  const { rowCount } = await db.pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rowCount === 1;
}
