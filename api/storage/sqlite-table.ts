// One SQLite submission table seen through prepared statements. submission-tables.ts says only
// how each kind's fields map to columns; the SQL shape (insert, list in arrival order, count) is
// shared here instead of being written once per kind.
import type { Database } from 'better-sqlite3';
import type { TableSpec } from './submission-tables.ts';
import type { Received, StoredUnderKey } from './types.ts';

export interface Table<T> {
  insert(submission: Received<T>): void;
  list(): Received<T>[];
  count(): number;
  findByIdempotencyKey(key: string): StoredUnderKey | undefined;
  /** Clears the keys starting with `prefix` of rows received before `before`; returns how many. */
  forgetKeys(prefix: string, before: Date): number;
}

export function createTable<T extends object>(db: Database, { name: table, columns, booleans }: TableSpec<T>): Table<T> {
  const fields = Object.keys(columns) as (keyof T & string)[];
  const insert = db.prepare(
    `INSERT INTO ${table} (id, received_at, idempotency_key, request_fingerprint, ${fields.map((f) => columns[f]).join(', ')})
     VALUES (@id, @receivedAt, @idempotencyKey, @fingerprint, ${fields.map((f) => `@${f}`).join(', ')})`,
  );
  const selectByKey = db.prepare(`SELECT id, request_fingerprint AS fingerprint FROM ${table} WHERE idempotency_key = ?`);
  const selectAll = db.prepare(
    `SELECT id, received_at AS receivedAt, ${fields.map((f) => `${columns[f]} AS "${f}"`).join(', ')}
     FROM ${table} ORDER BY received_at, rowid`,
  );
  const countAll = db.prepare(`SELECT count(*) FROM ${table}`).pluck();
  // substr, not LIKE: a prefix holding % or _ means itself
  const clearKeys = db.prepare(
    `UPDATE ${table} SET idempotency_key = NULL, request_fingerprint = NULL
     WHERE substr(idempotency_key, 1, length(@prefix)) = @prefix AND received_at < @before`,
  );

  return {
    insert(submission) {
      insert.run(paramsOf(submission, fields));
    },
    list() {
      return (selectAll.all() as Record<string, unknown>[]).map((row) => receivedOf<T>(row, fields, booleans));
    },
    count() {
      return countAll.get() as number;
    },
    findByIdempotencyKey(key) {
      return selectByKey.get(key) as StoredUnderKey | undefined;
    },
    forgetKeys(prefix, before) {
      return clearKeys.run({ prefix, before: before.toISOString() }).changes;
    },
  };
}

/** A submission as the INSERT's named parameters. */
function paramsOf<T>({ id, receivedAt, data, idempotency }: Received<T>, fields: readonly (keyof T & string)[]): Record<string, unknown> {
  const params: Record<string, unknown> = { id, receivedAt, idempotencyKey: idempotency?.key ?? null, fingerprint: idempotency?.fingerprint ?? null };
  const values = data as Record<string, unknown>;
  // SQLite has no boolean and no undefined: store 0/1 and NULL.
  for (const field of fields) {
    const value = values[field];
    params[field] = typeof value === 'boolean' ? Number(value) : (value ?? null);
  }
  return params;
}

/** A row read back as the submission it stored. */
function receivedOf<T>({ id, receivedAt, ...row }: Record<string, unknown>, fields: readonly (keyof T & string)[], booleans: readonly string[]): Received<T> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const value = row[field];
    if (value === null) continue; // optional field not given
    data[field] = booleans.includes(field) ? value === 1 : value;
  }
  return { id: String(id), receivedAt: String(receivedAt), data: data as T };
}
