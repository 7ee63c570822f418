// The API under test in the test process: a config on a temporary SQLite file (or, in the
// `postgres` project, a fresh database of the test cluster), a built site for `site serve`, and
// real loopback peers (a fake Places API, an SMTP server). Every server binds 127.0.0.1 on a free
// port and is closed by the test that started it, through `cleanup`.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect, inject } from 'vitest';
import { createApp, type Api, type AppOptions } from '../../api/app.ts';
import { loadConfig, type ApiConfig } from '../../api/config.ts';
import { MIGRATIONS } from '../../api/storage/migrations.ts';
import { openPostgresStore, type PostgresOptions } from '../../api/storage/postgres.ts';
import { PG_MIGRATIONS } from '../../api/storage/postgres-migrations.ts';
import type { SubmissionStore } from '../../api/storage/types.ts';
import { applicationSchema } from '../../shared/forms.ts';
import { validApplication } from './api-fixtures.ts';
import { databaseNameFor, postgresBin } from './postgres.ts';
import { cleanup } from './cleanup.ts';
import { tempDirRemovedAfterTest } from './data.ts';


/**
 * Stores one application answering every optional question and one answering none, the later
 * arrival first, and checks what comes back: every field as stored (booleans as booleans),
 * optional answers absent rather than null, rows in order of arrival.
 */
export async function expectApplicationsStoredAsGiven(store: SubmissionStore): Promise<void> {
  const full = applicationSchema.parse(
    validApplication({ transportation: true, backgroundCheck: false, previousExperience: 'Hotel housekeeping', references: 'Ask Dana', additionalInfo: 'Weekends too' }),
  );
  const bare = applicationSchema.parse(validApplication({ backgroundCheck: true }));
  await store.saveApplication({ id: 'bare', receivedAt: '2026-03-01T09:31:00.000Z', data: bare });
  await store.saveApplication({ id: 'full', receivedAt: '2026-03-01T09:30:00.000Z', data: full });
  const rows = await store.list('applications');
  expect(rows).toEqual([
    { id: 'full', receivedAt: '2026-03-01T09:30:00.000Z', data: full },
    { id: 'bare', receivedAt: '2026-03-01T09:31:00.000Z', data: bare },
  ]);
  expect(rows[1]?.data).not.toHaveProperty('previousExperience');
  expect(await store.count('applications')).toBe(2);
}

/** The engine this run of the suite tests: the `postgres` project provides a server. */
export const TEST_ENGINE = inject('postgresUrl') ? 'postgres' : 'sqlite';

/** What GET /api/health says about a fresh database of this run's engine. */
export const FRESH_DATABASE =
  TEST_ENGINE === 'postgres'
    ? { engine: 'postgres', schemaVersion: PG_MIGRATIONS.at(-1)?.version, durability: 'synchronous_commit=on fsync=off', pendingNotifications: 0 }
    : { engine: 'sqlite', schemaVersion: MIGRATIONS.at(-1)?.version, durability: 'journal_mode=wal synchronous=full', pendingNotifications: 0 };

const createdDatabases = new Set<string>();
/** On PostgreSQL, the database standing for a SQLite path: created on first use, reused after. */
export function postgresDatabaseFor(dbPath: string): string {
  const server = new URL(inject('postgresUrl'));
  const name = databaseNameFor(dbPath);
  if (!createdDatabases.has(name)) {
    const pgBin = postgresBin();
    execFileSync(path.join(pgBin, 'createdb'), ['-h', server.hostname, '-p', server.port, '-U', 'postgres', name]);
    createdDatabases.add(name);
  }
  server.pathname = `/${name}`;
  return server.href;
}

/** A fresh, empty database on the test cluster (the `postgres` project's server). */
export function freshPostgresDatabase(): string {
  return postgresDatabaseFor(path.join(tempDirRemovedAfterTest(), 'fresh'));
}

/** A store on a fresh database of the test cluster, closed after the test; `url` is its database. */
export function openFreshPostgresStore(options: Partial<PostgresOptions> = {}) {
  const url = freshPostgresDatabase();
  const store = openPostgresStore(url, { poolMax: 4, statementTimeoutMs: 5000, ...options });
  cleanup(() => store.close());
  return { url, store };
}

/** A built site for `site serve` to serve: these files (path in the site, content) in a temporary
 * folder removed after the test. */
export function fixtureSite(files: Record<string, string | Buffer>): string {
  const dir = tempDirRemovedAfterTest();
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Config overrides for a test that watches health change: every check probes the database. */
export const healthProbedEachTime = (): Partial<ApiConfig> => ({ health: { ...loadConfig({}).health, probeEveryMs: 0 } });

export function testConfig(overrides: Partial<ApiConfig> = {}, env: NodeJS.ProcessEnv = {}): ApiConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000', ...env }, { db: path.join(tempDirRemovedAfterTest(), 'site.db') });
  const config = { ...base, ...overrides };
  // The same suites on PostgreSQL: each test's SQLite path names its own fresh database.
  // An explicit `databaseUrl: undefined` keeps SQLite (a test building a file to migrate, say).
  if (TEST_ENGINE === 'postgres' && !('databaseUrl' in overrides)) config.databaseUrl = postgresDatabaseFor(config.dbPath);
  return config;
}

export function startApi(overrides: Partial<ApiConfig> = {}, options: AppOptions = {}): Api & { config: ApiConfig } {
  const config = testConfig(overrides);
  const api = createApp(config, options);
  cleanup(() => api.close());
  return { ...api, config };
}

async function listenOnLoopback(server: http.Server | SMTPServer['server']): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** A fake Google Places API speaking Place Details JSON; `answer` decides each response. */
export async function fakePlaces(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    answer(req, res);
  });
  const port = await listenOnLoopback(server);
  cleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}`, requests };
}

export function placeDetails(overrides: Record<string, unknown> = {}) {
  return {
    status: 'OK',
    result: {
      rating: 4.8,
      user_ratings_total: 131,
      reviews: [
        {
          author_name: 'Alex P.',
          author_url: 'https://www.google.com/maps/contrib/1',
          profile_photo_url: 'https://lh3.googleusercontent.com/a/photo.png',
          rating: 5,
          relative_time_description: 'a week ago',
          text: 'Spotless kitchen, friendly crew.',
          time: 1790000000,
        },
      ],
      ...overrides,
    },
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `failFirst` rejects that many messages with a 451. */
export async function smtpSink(options: { failFirst?: number } = {}) {
  const mails: ReceivedMail[] = [];
  let failures = options.failFirst ?? 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client killed mid-session (a SIGKILLed instance) resets its connection; that is its problem.
  server.on('error', () => {});
  const port = await listenOnLoopback(server.server);
  cleanup(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, mails, attempts: () => attempts };
}
