// Versioned schema migrations for PostgreSQL, the counterpart of migrations.ts.
// Several instances may start at once against one database: a session advisory lock lets one
// migrate while the others wait, then find nothing left to do. Each step runs in its own
// transaction (PostgreSQL's DDL is transactional), recorded in schema_migrations. Append new
// steps; never edit an old one. Times in the outbox are epoch milliseconds, as in SQLite, so the
// worker reads both engines alike.
import type { PoolClient } from 'pg';
import { NewerSchemaError } from './migrations.ts';

export const PG_MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'applications, messages, the shared notification outbox and the rate-limit counts',
    sql: `
      CREATE TABLE applications (
        seq bigint GENERATED ALWAYS AS IDENTITY,
        id text PRIMARY KEY,
        received_at timestamptz NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        state text NOT NULL,
        zip_code text NOT NULL,
        experience text NOT NULL,
        previous_cleaning text,
        availability text NOT NULL,
        transportation boolean NOT NULL,
        background_check boolean NOT NULL,
        job_references text,
        why_join text NOT NULL,
        additional_info text
      );
      CREATE INDEX applications_arrival ON applications (received_at, seq);
      CREATE TABLE messages (
        seq bigint GENERATED ALWAYS AS IDENTITY,
        id text PRIMARY KEY,
        received_at timestamptz NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL
      );
      CREATE INDEX messages_arrival ON messages (received_at, seq);
      CREATE TABLE outbox (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        submission_id text NOT NULL,
        to_address text NOT NULL,
        reply_to text,
        subject text NOT NULL,
        body_text text NOT NULL,
        body_html text NOT NULL,
        message_id text,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at bigint NOT NULL,
        sent_at bigint,
        last_error text
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
      -- UNLOGGED: a count per client for a few minutes needs no WAL flush per request; a server
      -- crash empties it, which only forgives the clients of that moment.
      CREATE UNLOGGED TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'the idempotency key of each submission, unique per table, and the fingerprint of its answers',
    sql: `
      ALTER TABLE applications ADD COLUMN idempotency_key text, ADD COLUMN request_fingerprint text;
      CREATE UNIQUE INDEX applications_idempotency_key ON applications (idempotency_key);
      ALTER TABLE messages ADD COLUMN idempotency_key text, ADD COLUMN request_fingerprint text;
      CREATE UNIQUE INDEX messages_idempotency_key ON messages (idempotency_key);
    `,
  },
  {
    version: 3,
    // The counterpart of SQLite's step 4 (migrations.ts): a trade-neutral column name.
    name: 'previous_cleaning renamed previous_experience',
    sql: `ALTER TABLE applications RENAME COLUMN previous_cleaning TO previous_experience;`,
  },
];

// Any constant shared by every instance of this program; hashtext keeps it readable.
const LOCK = `hashtext('site api: schema migrations')`;

/** Brings the database up to the newest version under the advisory lock; returns that version. */
export async function migratePostgres(client: PoolClient): Promise<number> {
  const latest = PG_MIGRATIONS.at(-1)?.version ?? 0;
  await client.query(`SELECT pg_advisory_lock(${LOCK})`);
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const found = await client.query<{ version: number }>('SELECT coalesce(max(version), 0) AS version FROM schema_migrations');
    let current = found.rows[0]?.version ?? 0;
    if (current > latest) throw new NewerSchemaError(current, latest);
    for (const step of PG_MIGRATIONS) {
      if (step.version <= current) continue;
      await client.query('BEGIN');
      try {
        await client.query(step.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      current = step.version;
    }
    return current;
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${LOCK})`);
  }
}
