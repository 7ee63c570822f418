// Which engine stores the submissions (docs/decisions.md#postgresql-for-several-instances): PostgreSQL when DATABASE_URL is set, otherwise
// the SQLite file as before. The only place that knows both; everything else sees SubmissionStore.
import type { Logger } from 'pino';
import { openPostgresStore, type PostgresOptions } from './postgres.ts';
import { openSqliteStore } from './sqlite.ts';
import type { SubmissionStore } from './types.ts';

/** Where the submissions are kept: the part of the API's configuration (config.ts) storage reads. */
export interface StoreConfig {
  /** the SQLite file, used when databaseUrl is unset */
  dbPath: string;
  sqliteLockWaitMs?: number;
  /** a postgres:// URL: PostgreSQL instead of the SQLite file */
  databaseUrl?: string;
  postgres: Omit<PostgresOptions, 'onConnectionError'>;
}

export function openStore(config: StoreConfig, log?: Logger): SubmissionStore {
  if (!config.databaseUrl) return openSqliteStore(config.dbPath, { lockWaitMs: config.sqliteLockWaitMs });
  return openPostgresStore(config.databaseUrl, {
    ...config.postgres,
    onConnectionError: (error) => log?.warn({ reason: error.message }, 'PostgreSQL connection lost; the pool will reconnect'),
  });
}

/** Where the submissions are, for people: a file path, or the server without its password. */
export function describeStore(config: Pick<StoreConfig, 'dbPath' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return config.dbPath;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `PostgreSQL ${url.host}${url.pathname}`;
}
