// The outbox table: notifications waiting to be e-mailed, written in the same transaction as the
// submission they announce, so a crash can delay an e-mail but never lose it (issue 4).
import type { Database } from 'better-sqlite3';
import type { Notification, Outbox, OutboxEntry } from '../storage/types.ts';

export function outboxRepository(db: Database) {
  const add = db.prepare(
    `INSERT INTO outbox (submission_id, to_address, reply_to, subject, body_text, body_html, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const due = db.prepare(
    `SELECT id, attempts, to_address AS "to", reply_to AS replyTo, subject, body_text AS text, body_html AS html
     FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
  );
  const sent = db.prepare('UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');
  const pending = db.prepare('SELECT count(*) FROM outbox WHERE sent_at IS NULL').pluck();

  const outbox: Outbox = {
    async due(now, limit) {
      return (due.all(now, limit) as (OutboxEntry & { replyTo: string | null })[]).map(({ replyTo, ...entry }) =>
        replyTo === null ? entry : { ...entry, replyTo },
      );
    },
    async markSent(id, now) {
      sent.run(now, id);
    },
    async markFailed(id, error, nextAttemptAt) {
      failed.run(error.slice(0, 1000), nextAttemptAt, id);
    },
  };
  return {
    outbox,
    add(submissionId: string, n: Notification, now: number) {
      add.run(submissionId, n.to, n.replyTo ?? null, n.subject, n.text, n.html, now);
    },
    pending: () => pending.get() as number,
  };
}
