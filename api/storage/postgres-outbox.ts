// The outbox in PostgreSQL (outbox-table.ts says what it holds), shared by every instance on the
// database: the worker's leases on due notifications, and the copy of a SQLite file's unsent ones.
import { OUTBOX_COLUMNS, outboxValues, withoutNulls, type WithNulls } from './outbox-table.ts';
import type { PostgresConnection } from './postgres-connection.ts';
import type { Outbox, OutboxEntry, PendingNotification } from './types.ts';

export function postgresOutbox({ query }: PostgresConnection): Outbox {
  return {
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
  };
}

/** Adds the unsent notifications of submissions that have none here yet, in one transaction; returns how many. */
export function copyOutbox(db: PostgresConnection, entries: PendingNotification[]): Promise<number> {
  return db.inTransaction(entries, (client, e) =>
    client.query(
      `INSERT INTO outbox (submission_id, ${OUTBOX_COLUMNS}, attempts, next_attempt_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
       WHERE NOT EXISTS (SELECT 1 FROM outbox WHERE submission_id = $1)`,
      [e.submissionId, ...outboxValues(e), e.attempts, e.nextAttemptAt],
    ),
  );
}
