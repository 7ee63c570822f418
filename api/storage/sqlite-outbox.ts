// The outbox in the SQLite file (outbox-table.ts says what it holds): adding a notification in
// its submission's transaction, and the leases the notification worker takes on it.
import type { Database } from 'better-sqlite3';
import { withoutNulls, type WithNulls } from './outbox-table.ts';
import type { Notification, Outbox, OutboxEntry, PendingNotification } from './types.ts';

export type SqliteOutbox = ReturnType<typeof sqliteOutbox>;

export function sqliteOutbox(db: Database) {
  const add = db.prepare(
    `INSERT INTO outbox (submission_id, to_address, reply_to, subject, body_text, body_html, message_id, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pending = db.prepare('SELECT count(*) FROM outbox WHERE sent_at IS NULL').pluck();
  const unsent = db.prepare(
    `SELECT submission_id AS submissionId, to_address AS "to", reply_to AS replyTo, subject, body_text AS text, body_html AS html,
            message_id AS messageId, attempts, next_attempt_at AS nextAttemptAt
     FROM outbox WHERE sent_at IS NULL ORDER BY id`,
  );
  return {
    outbox: workerOutbox(db),
    add(submissionId: string, n: Notification, now: number) {
      add.run(submissionId, n.to, n.replyTo ?? null, n.subject, n.text, n.html, n.messageId ?? null, now);
    },
    pending: () => pending.get() as number,
    unsent: () => (unsent.all() as WithNulls<PendingNotification>[]).map((row) => withoutNulls<PendingNotification>(row)),
  };
}

/** The outbox as the notification worker uses it: leases on due rows, then sent or failed. */
function workerOutbox(db: Database): Outbox {
  const due = db.prepare(
    `SELECT id, attempts, to_address AS "to", reply_to AS replyTo, subject, body_text AS text, body_html AS html, message_id AS messageId
     FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  // The lease is the next attempt time pushed forward: nobody else finds the row due until it
  // passes, and if this process dies the row simply falls due again.
  const lease = db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ?');
  const claim = db.transaction((now: number, limit: number, leaseMs: number) => {
    const rows = due.all(now, limit) as WithNulls<OutboxEntry>[];
    for (const row of rows) lease.run(now + leaseMs, row.id);
    return rows;
  });
  const sent = db.prepare('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');
  const release = db.prepare('UPDATE outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL');
  const releaseAll = db.transaction((ids: number[], now: number) => {
    for (const id of ids) release.run(now, id);
  });
  return {
    async claim(now, limit, leaseMs) {
      return claim.immediate(now, limit, leaseMs).map((row) => withoutNulls<OutboxEntry>(row));
    },
    async markSent(id, now) {
      sent.run(now, id);
    },
    async markFailed(id, error, nextAttemptAt) {
      failed.run(error.slice(0, 1000), nextAttemptAt, id);
    },
    async release(ids, now) {
      releaseAll(ids, now);
    },
  };
}
