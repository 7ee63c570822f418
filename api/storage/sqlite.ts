// The default engine: one SQLite file. WAL with synchronous=FULL means a commit is on
// disk before better-sqlite3 returns, so a submission is acknowledged only after its row is
// durable and a SIGKILL at any moment leaves either the whole row or none of it.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';
import { sqliteOutbox, type SqliteOutbox } from './sqlite-outbox.ts';
import { createTable, type Table } from './sqlite-table.ts';
import { SUBMISSION_TABLES } from './submission-tables.ts';
import { SQLITE_LOCK_WAIT_MS, type Notification, type PendingNotification, type Received, type SubmissionKind, type SubmissionStore, type Submissions } from './types.ts';

export interface SqliteStore extends SubmissionStore {
  /** Notifications not sent yet, for `site submissions migrate` to carry over. */
  unsentNotifications(): PendingNotification[];
}

export interface SqliteOptions {
  /** Open only a file that is there already (the owner's commands), instead of creating it. */
  mustExist?: boolean;
  lockWaitMs?: number;
}

export function openSqliteStore(file: string, options: SqliteOptions = {}): SqliteStore {
  const db = openSqliteFile(file, options);
  const schemaVersion = migrate(db);
  const tables = { applications: createTable(db, SUBMISSION_TABLES.applications), messages: createTable(db, SUBMISSION_TABLES.messages) };
  const outbox = sqliteOutbox(db);
  const commit = groupCommit(db);
  const saveApplication = withNotification(db, tables.applications, outbox);
  const saveMessage = withNotification(db, tables.messages, outbox);
  return {
    engine: 'sqlite',
    // Migrated above, synchronously: a newer schema has already thrown.
    ready: async () => {},
    saveApplication: (submission, notification) => commit(() => saveApplication(submission, notification)),
    saveMessage: (submission, notification) => commit(() => saveMessage(submission, notification)),
    ...submissionMethods(tables),
    ...healthMethods(db, schemaVersion, outbox),
    outbox: outbox.outbox,
    // One SQLite file is one server process: express-rate-limit's memory store counts for it.
    rateLimitStore: () => undefined,
    unsentNotifications: outbox.unsent,
    async close() {
      if (!db.open) return;
      commit.flush(); // writes queued this very turn still land
      db.close();
    },
  };
}

/** The file in WAL mode with synchronous=FULL: durable once a commit returns. */
function openSqliteFile(file: string, options: SqliteOptions): Database.Database {
  if (file !== ':memory:' && !options.mustExist) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { fileMustExist: options.mustExist ?? false });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  // Another process (the export command, a second server) may hold the write lock briefly.
  db.pragma(`busy_timeout = ${options.lockWaitMs ?? SQLITE_LOCK_WAIT_MS}`);
  return db;
}

/** The row and its e-mail in one transaction: both are stored or neither is. */
function withNotification<T>(db: Database.Database, table: Table<T>, outbox: SqliteOutbox) {
  return db.transaction((submission: Received<T>, notification?: Notification) => {
    table.insert(submission);
    if (notification) outbox.add(submission.id, notification, Date.now());
  });
}

type SubmissionMethods = Pick<SubmissionStore, 'list' | 'count' | 'findByIdempotencyKey' | 'forgetKeys'>;

function submissionMethods(tables: { [K in SubmissionKind]: Table<Submissions[K]> }): SubmissionMethods {
  return {
    async list(kind) {
      return tables[kind].list() as never;
    },
    async count(kind) {
      return tables[kind].count();
    },
    async findByIdempotencyKey(kind, key) {
      return tables[kind].findByIdempotencyKey(key);
    },
    async forgetKeys(kind, prefix, before) {
      return tables[kind].forgetKeys(prefix, before);
    },
  };
}

function healthMethods(db: Database.Database, schemaVersion: number, outbox: SqliteOutbox): Pick<SubmissionStore, 'probeWrite' | 'check'> {
  return {
    async probeWrite() {
      // Rewriting user_version with its own value is a real committed write (page 1 goes to the
      // WAL and is synced) that changes nothing: it fails exactly when a submission would.
      db.pragma(`user_version = ${schemaVersion}`);
    },
    async check() {
      const synchronous = ['off', 'normal', 'full', 'extra'][db.pragma('synchronous', { simple: true }) as number];
      return {
        engine: 'sqlite',
        schemaVersion,
        durability: `journal_mode=${String(db.pragma('journal_mode', { simple: true }))} synchronous=${synchronous}`,
        pendingNotifications: outbox.pending(),
      };
    },
  };
}

/**
 * Group commit: writes asked for during one turn of the event loop share one transaction, so
 * one fsync covers them all instead of one each. Each write still runs in its own savepoint
 * (better-sqlite3 nests transactions that way), so a failing write rolls back alone, and every
 * promise settles only after the shared COMMIT returned: still "acknowledged only after its row
 * is committed", at a fraction of the disk flushes under load.
 */
function groupCommit(db: Database.Database) {
  let queue: { write(): void; resolve(): void; reject(error: unknown): void }[] = [];
  const flush = () => {
    const batch = queue;
    if (batch.length === 0) return;
    queue = [];
    const failures = new Map<number, unknown>();
    try {
      db.transaction(() => {
        batch.forEach((item, index) => {
          try {
            item.write();
          } catch (error) {
            failures.set(index, error);
          }
        });
      })();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => (failures.has(index) ? item.reject(failures.get(index)) : item.resolve()));
  };
  const enqueue = (write: () => void) =>
    new Promise<void>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ write, resolve, reject });
    });
  return Object.assign(enqueue, { flush });
}
