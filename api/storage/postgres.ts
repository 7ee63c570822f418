// PostgreSQL, selected by DATABASE_URL: for hosts whose disk is wiped on deploy and for several
// instances behind one address (docs/deployment.md). A submission is acknowledged only after its
// commit is flushed to the server's WAL. The store is put together from named parts: the
// connection (pool, time-outs, migrations: postgres-connection.ts), storing a post
// (postgres-group-commit.ts), the statements of each table (postgres-submissions.ts,
// postgres-outbox.ts, postgres-rate-limit.ts), health and close below.
import { connectPostgres, type ConnectionOptions, type PostgresConnection } from './postgres-connection.ts';
import { groupCommit } from './postgres-group-commit.ts';
import { copyOutbox, postgresOutbox } from './postgres-outbox.ts';
import { postgresRateLimitStore } from './postgres-rate-limit.ts';
import { withinWait } from './postgres-retry.ts';
import { copyIn, submissionStatements } from './postgres-submissions.ts';
import type { PendingNotification, Received, SubmissionKind, SubmissionStore, Submissions } from './types.ts';

export type PostgresOptions = ConnectionOptions;

export interface PostgresStore extends SubmissionStore {
  /** Inserts the rows whose id is not there yet; returns how many were new. */
  copyIn<K extends SubmissionKind>(kind: K, rows: Received<Submissions[K]>[]): Promise<number>;
  /** Adds the unsent notifications of submissions that have none here yet; returns how many. */
  copyOutbox(entries: PendingNotification[]): Promise<number>;
}

export function openPostgresStore(url: string, options: PostgresOptions): PostgresStore {
  const db = connectPostgres(url, options);
  const save = groupCommit(db);
  const rateLimits = postgresRateLimitStore(db.requestQuery, db.query);
  return {
    engine: 'postgres',
    ready: db.ready,
    saveApplication: (submission, notification) => withinWait(save('applications', submission, notification), db.requestWaitMs),
    saveMessage: (submission, notification) => withinWait(save('messages', submission, notification), db.requestWaitMs),
    ...submissionStatements(db),
    ...healthStatements(db),
    outbox: postgresOutbox(db),
    rateLimitStore: () => rateLimits,
    copyIn: (kind, rows) => copyIn(db, kind, rows),
    copyOutbox: (entries) => copyOutbox(db, entries),
    async close() {
      rateLimits.stop();
      await db.close();
    },
  };
}

function healthStatements({ query, schemaVersion }: PostgresConnection): Pick<SubmissionStore, 'probeWrite' | 'check'> {
  return {
    // Health and start-up ask whether a submission would be stored. A replica in recovery or a
    // read-only default transaction accepts reads and refuses every insert.
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
        schemaVersion: schemaVersion(),
        durability: `synchronous_commit=${row?.synchronous_commit} fsync=${row?.fsync}`,
        pendingNotifications: row?.pending ?? 0,
      };
    },
  };
}
