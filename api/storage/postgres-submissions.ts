// The submission tables in PostgreSQL (submission-tables.ts names their columns): the INSERT of
// each kind, reading them back in arrival order, the idempotency keys, and the copy of a SQLite
// file's rows. Storing a post is postgres-group-commit.ts's.
import type pg from 'pg';
import type { PostgresConnection } from './postgres-connection.ts';
import { SUBMISSION_TABLES } from './submission-tables.ts';
import type { Received, SubmissionKind, SubmissionStore, Submissions } from './types.ts';

/** A table spec seen field by field; the typed specs are submission-tables.ts's. */
type AnySpec = { name: string; columns: Record<string, string> };
export const TABLES = SUBMISSION_TABLES as unknown as Record<SubmissionKind, AnySpec>;

/** INSERT column list and placeholders for one submission table, from its shared column map. */
function insertSql(spec: AnySpec) {
  const fields = Object.keys(spec.columns);
  const columns = ['id', 'received_at', 'idempotency_key', 'request_fingerprint', ...fields.map((f) => spec.columns[f])];
  return {
    columns: columns.join(', '),
    sql: `INSERT INTO ${spec.name} (${columns.join(', ')}) VALUES ${placeholders(1, columns.length, 1)}`,
    values: ({ id, receivedAt, data, idempotency }: Received<object>) => [
      id,
      receivedAt,
      idempotency?.key ?? null,
      idempotency?.fingerprint ?? null,
      ...fields.map((f) => (data as Record<string, unknown>)[f] ?? null),
    ],
  };
}
export const INSERTS = { applications: insertSql(TABLES.applications), messages: insertSql(TABLES.messages) };

/** `($1, $2), ($3, $4)`: `rows` tuples of `width` parameters. */
export function placeholders(rows: number, width: number, first: number): string {
  return Array.from({ length: rows }, (_r, row) => `(${Array.from({ length: width }, (_c, col) => `$${first + row * width + col}`).join(', ')})`).join(', ');
}

type SubmissionStatements = Pick<SubmissionStore, 'list' | 'findByIdempotencyKey' | 'forgetKeys' | 'count'>;

export function submissionStatements({ query, requestQuery }: PostgresConnection): SubmissionStatements {
  return {
    list: (kind) => list(query, kind),
    async findByIdempotencyKey(kind, key) {
      const { rows } = await requestQuery<{ id: string; fingerprint: string }>(
        `SELECT id, request_fingerprint AS fingerprint FROM ${TABLES[kind].name} WHERE idempotency_key = $1`,
        [key],
      );
      return rows[0];
    },
    async forgetKeys(kind, prefix, before) {
      const { rowCount } = await query(
        `UPDATE ${TABLES[kind].name} SET idempotency_key = NULL, request_fingerprint = NULL
         WHERE starts_with(idempotency_key, $1) AND received_at < $2`,
        [prefix, before],
      );
      return rowCount ?? 0;
    },
    async count(kind) {
      const { rows } = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLES[kind].name}`);
      return rows[0]?.n ?? 0;
    },
  };
}

async function list<K extends SubmissionKind>(query: PostgresConnection['query'], kind: K): Promise<Received<Submissions[K]>[]> {
  const spec = TABLES[kind];
  const fields = Object.keys(spec.columns);
  const { rows } = await query<Record<string, unknown>>(
    `SELECT id, received_at, ${fields.map((f) => `${spec.columns[f]} AS "${f}"`).join(', ')}
     FROM ${spec.name} ORDER BY received_at, seq`,
  );
  return rows.map(({ id, received_at, ...row }) => {
    const data: Record<string, unknown> = {};
    for (const field of fields) if (row[field] !== null) data[field] = row[field];
    return { id: String(id), receivedAt: (received_at as Date).toISOString(), data: data as Submissions[K] };
  });
}

/** Inserts the rows whose id is not there yet, in one transaction; returns how many were new. */
export function copyIn<K extends SubmissionKind>(db: PostgresConnection, kind: K, rows: Received<Submissions[K]>[]): Promise<number> {
  const insert = INSERTS[kind];
  return db.inTransaction(rows, (client: pg.PoolClient, row) => client.query(`${insert.sql} ON CONFLICT (id) DO NOTHING`, insert.values(row)));
}
