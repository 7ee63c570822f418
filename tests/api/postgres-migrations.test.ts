// PostgreSQL's schema migrations (api/storage/postgres-migrations.ts) driven directly on
// the `postgres` project's real cluster. Found by mutation testing: nothing failed a
// step, so its rollback never ran, and nothing read what a step records. A step and its record
// are one transaction: a failure leaves neither, frees the lock and the connection, and the next
// start migrates cleanly instead of meeting "already exists".
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migratePostgres, PG_MIGRATIONS } from '../../api/storage/postgres-migrations.ts';
import { sqlOn as sql } from '../helpers/postgres.ts';
import { freshPostgresDatabase } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';

const LATEST = PG_MIGRATIONS.at(-1)!.version;

/** An empty database, with `setup` run in it first, and a connection from a real pool. */
async function database(setup?: string) {
  const url = freshPostgresDatabase();
  if (setup) await sql(url, setup);
  const pool = new pg.Pool({ connectionString: url, max: 2, statement_timeout: 5000 });
  cleanup(() => pool.end());
  const client = await pool.connect();
  cleanup(() => client.release());
  return { url, pool, client };
}

const tableExists = async (url: string, table: string) => (await sql(url, `SELECT to_regclass('${table}') IS NOT NULL AS found`))[0]?.found;

describe('PostgreSQL schema migrations', () => {
  it('records every step by its version and name, and finds nothing to do the second time', async () => {
    const { url, client } = await database();
    expect(await migratePostgres(client)).toBe(LATEST);
    const recorded = () => sql(url, 'SELECT version, name FROM schema_migrations ORDER BY version');
    expect(await recorded()).toEqual(PG_MIGRATIONS.map(({ version, name }) => ({ version, name })));
    expect(await migratePostgres(client)).toBe(LATEST);
    expect(await recorded()).toHaveLength(PG_MIGRATIONS.length);
  });

  it('carries an answer stored under previous_cleaning (version 2) to previous_experience, once', async () => {
    const older = PG_MIGRATIONS.filter((m) => m.version <= 2);
    const { url, client } = await database(
      [
        ...older.map((m) => m.sql),
        'CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
        ...older.map((m) => `INSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${m.name}')`),
        `INSERT INTO applications (id, received_at, first_name, last_name, email, phone, address, city, state, zip_code, experience, previous_cleaning, availability, transportation, background_check, why_join)
         VALUES ('old', now(), 'Casey', 'Morgan', 'casey@example.com', '248-555-0199', '1 Main St', 'Milford', 'MI', '48381', 'none', 'Two years at a hotel', 'flexible', true, false, 'I like the work')`,
      ].join(';\n'),
    );
    const columns = () => sql(url, "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'applications' AND column_name LIKE 'previous%'");
    expect(await columns()).toEqual([{ name: 'previous_cleaning' }]);
    expect(await migratePostgres(client)).toBe(LATEST);
    expect(await migratePostgres(client)).toBe(LATEST);
    expect(await columns()).toEqual([{ name: 'previous_experience' }]);
    expect(await sql(url, 'SELECT id, previous_experience FROM applications')).toEqual([{ id: 'old', previous_experience: 'Two years at a hotel' }]);
  });

  it('undoes a step that fails part way, passes its error on, and frees the lock and the connection', async () => {
    // step 1 creates `applications`, then meets this `messages` and fails
    const { url, pool, client } = await database('CREATE TABLE messages (note text)');
    await expect(migratePostgres(client)).rejects.toThrow('relation "messages" already exists');
    expect(await tableExists(url, 'applications')).toBe(false);
    expect(await sql(url, 'SELECT count(*)::int AS n FROM schema_migrations')).toEqual([{ n: 0 }]);
    // the connection is back out of the failed transaction
    expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);

    // once the stray table is gone, another instance migrates: the lock was let go (it would
    // wait for it until the statement timeout otherwise)
    await sql(url, 'DROP TABLE messages');
    const other = await pool.connect();
    cleanup(() => other.release());
    expect(await migratePostgres(other)).toBe(LATEST);
  });

  it("undoes a step whose record cannot be written, so the next start does not meet the step's tables", async () => {
    const { url, client } = await database(
      'CREATE TABLE schema_migrations (version integer PRIMARY KEY CHECK (version < 0), name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await expect(migratePostgres(client)).rejects.toThrow(/violates check constraint/);
    expect(await tableExists(url, 'applications')).toBe(false);
    expect(await tableExists(url, 'outbox')).toBe(false);
  });
});
