// Versioned schema migrations, run at start-up (docs/decisions.md#storage-behind-an-interface).
// The version lives in SQLite's user_version; each step runs in its own transaction, so a crash
// mid-migration leaves the previous version intact. Append new steps; never edit an old one.
import type { Database } from 'better-sqlite3';

export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'applications, messages and the notification outbox',
    sql: `
      CREATE TABLE applications (
        id TEXT PRIMARY KEY,
        received_at TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        address TEXT NOT NULL,
        city TEXT NOT NULL,
        state TEXT NOT NULL,
        zip_code TEXT NOT NULL,
        experience TEXT NOT NULL,
        previous_cleaning TEXT,
        availability TEXT NOT NULL,
        transportation INTEGER NOT NULL CHECK (transportation IN (0, 1)),
        background_check INTEGER NOT NULL CHECK (background_check IN (0, 1)),
        job_references TEXT,
        why_join TEXT NOT NULL,
        additional_info TEXT
      ) STRICT;
      CREATE TABLE messages (
        id TEXT PRIMARY KEY,
        received_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        subject TEXT NOT NULL,
        message TEXT NOT NULL
      ) STRICT;
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        submission_id TEXT NOT NULL,
        to_address TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body_text TEXT NOT NULL,
        body_html TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        sent_at INTEGER,
        last_error TEXT
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
  {
    version: 2,
    name: 'a stored Message-ID per notification, the same on every attempt',
    sql: `ALTER TABLE outbox ADD COLUMN message_id TEXT;`,
  },
  {
    version: 3,
    name: 'the idempotency key of each submission, unique per table, and the fingerprint of its answers',
    sql: `
      ALTER TABLE applications ADD COLUMN idempotency_key TEXT;
      ALTER TABLE applications ADD COLUMN request_fingerprint TEXT;
      CREATE UNIQUE INDEX applications_idempotency_key ON applications (idempotency_key);
      ALTER TABLE messages ADD COLUMN idempotency_key TEXT;
      ALTER TABLE messages ADD COLUMN request_fingerprint TEXT;
      CREATE UNIQUE INDEX messages_idempotency_key ON messages (idempotency_key);
    `,
  },
  {
    version: 4,
    // A trade-neutral name for the application's free answer about earlier work; a rename keeps
    // every stored answer where it was (docs/deployment.md lists the old export column).
    name: 'previous_cleaning renamed previous_experience',
    sql: `ALTER TABLE applications RENAME COLUMN previous_cleaning TO previous_experience;`,
  },
];

/** Refusing to start: a newer program migrated this database, and this one would misread it. */
export class NewerSchemaError extends Error {
  constructor(found: number, known: number) {
    super(`The database is at schema version ${found}, newer than this program knows (${known}). Run a newer version of the site.`);
    this.name = 'NewerSchemaError';
  }
}

/** Brings the database up to the newest version; returns the version it ends at. */
export function migrate(db: Database): number {
  let current = db.pragma('user_version', { simple: true }) as number;
  const latest = MIGRATIONS.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new NewerSchemaError(current, latest);
  }
  for (const step of MIGRATIONS) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    })();
    current = step.version;
  }
  return current;
}
