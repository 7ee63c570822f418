// The server-side commands of docs/decisions.md#the-command-line-contract: `serve`, `api`,
// `submissions export` and `submissions migrate`. Each parses its options and calls one function; a configuration mistake
// prints a readable list and exits 1, without a stack trace.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { applicationSchema, contactSchema } from '../shared/forms.ts';
import { createApp, type Api } from './app.ts';
import { ConfigError, loadConfig, type ApiConfig, type ConfigFlags } from './config.ts';
import { formatSubmissions, type ExportFormat } from './export.ts';
import { closeOnSignals, listen } from './server.ts';
import { describeStore, openStore } from './storage/open.ts';
import { openPostgresStore } from './storage/postgres.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import { SUBMISSION_KINDS, type SubmissionKind, type SubmissionStore } from './storage/types.ts';
import { portOption } from '../shared/port-option.ts';
import { BUILT_APPLICATION_FORM_COPY, BUILT_REVIEWS_SNAPSHOT } from '../shared/reviews.ts';

export { portOption };

const DEFAULT_HOST = '127.0.0.1';


function fail(error: unknown): number {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof Error) console.error(`✖ ${error.message}`);
  else console.error(error);
  return 1;
}

/**
 * An API that cannot store would answer every submission with 500 while health said ok.
 * Better not to start, with a message saying why and what to do (docs/decisions.md#health-means-writable).
 */
/** SQLite's own words for "this file cannot be written": a read-only file or folder, a full disk. */
const SQLITE_WRITE_FAILURE = /^SQLITE_(READONLY|CANTOPEN|IOERR|FULL|PERM)/;

function cannotWrite(config: ApiConfig, error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `The database ${describeStore(config)} cannot be written (${reason}). Submissions would be lost, so the API is not starting. ` +
      'Free disk space or fix the permissions of the file and its folder, or point SITE_DB (or --db) at a writable place (with DATABASE_URL: a server that accepts writes).',
  );
}

async function openWritableApi(config: ApiConfig, siteDir?: string): Promise<Api> {
  let api: Api;
  try {
    // SQLite opens and migrates here, synchronously: a file it cannot write fails now.
    api = createApp(config, { siteDir });
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code;
    throw typeof code === 'string' && SQLITE_WRITE_FAILURE.test(code) ? cannotWrite(config, error) : error;
  }
  try {
    // Migrated (or refused: a newer schema, no database server) before the first request.
    await api.store.ready();
  } catch (error) {
    await api.close().catch(() => undefined);
    throw error;
  }
  try {
    await api.store.probeWrite?.();
    return api;
  } catch (error) {
    await api.close().catch(() => undefined);
    throw cannotWrite(config, error);
  }
}

/** The application choices a server accepts: --data's, else those of the form a built site shows
 * (its recorded copy file), else this project's data/. */
function applicationFormFor(flags: ConfigFlags, siteDir?: string): ConfigFlags {
  const recorded = siteDir ? path.join(siteDir, BUILT_APPLICATION_FORM_COPY) : undefined;
  return !flags.data && recorded && fs.existsSync(recorded) ? { ...flags, applicationFormCopy: recorded } : flags;
}

/**
 * The reviews snapshot a server uses, and the line that says so: --data's, else the one a built
 * site records of the data it was built from, else this project's data/reviews.json.
 */
function reviewsSnapshotFor(flags: ConfigFlags, siteDir?: string): { flags: ConfigFlags; says: (file: string) => string } {
  if (flags.data) return { flags, says: (file) => `Reviews snapshot: ${file} (--data)` };
  const recorded = siteDir ? path.join(siteDir, BUILT_REVIEWS_SNAPSHOT) : undefined;
  if (recorded && fs.existsSync(recorded)) {
    return { flags: { ...flags, reviewsSnapshot: recorded }, says: (file) => `Reviews snapshot: ${file} (recorded by the build of this site)` };
  }
  if (siteDir) {
    return {
      flags,
      says: (file) => `Reviews snapshot: ${file}, this project's: ${siteDir} records none (built by an older version); build it again, or pass --data with the folder it was built from`,
    };
  }
  return { flags, says: (file) => `Reviews snapshot: ${file}` };
}

async function runServer(given: ConfigFlags, defaults: { port: number }, siteDir?: string): Promise<number> {
  try {
    const { flags, says } = reviewsSnapshotFor(applicationFormFor(given, siteDir), siteDir);
    const config = loadConfig(process.env, flags);
    if (siteDir && !fs.existsSync(path.join(siteDir, 'index.html'))) {
      throw new Error(`${siteDir}/index.html not found. Build the site first with \`node bin/site.js generate\`.`);
    }
    const api = await openWritableApi(config, siteDir);
    const listening = await listen(api, config.port ?? defaults.port, config.host ?? DEFAULT_HOST);
    closeOnSignals(listening, api);
    const database = describeStore(config);
    api.log.info({ url: listening.url, db: database, site: siteDir ?? null }, 'listening');
    console.error(`${siteDir ? 'Site and API' : 'API'} at ${listening.url}${siteDir ? '/' : '/api/'} (database ${database})`);
    console.error(config.places ? `Reviews: live from Google Places; until it answers, ${says(config.reviewsSnapshotPath)}` : says(config.reviewsSnapshotPath));
    if (siteDir) console.error(`Open ${listening.url}/ in a browser; Ctrl+C stops the server.`);
    return 0;
  } catch (error) {
    return fail(error);
  }
}

/** `site serve` (and the second half of `site start`): the built site and the API in one process. */
export function runServe(options: { dir: string; port?: number; host?: string; db?: string; data?: string }): Promise<number> {
  return runServer({ db: options.db, port: options.port, host: options.host, data: options.data }, { port: 4173 }, options.dir);
}

const FIELDS: Record<SubmissionKind, readonly string[]> = {
  applications: Object.keys(applicationSchema.shape),
  messages: Object.keys(contactSchema.shape),
};

export async function runExport(options: { db?: string; kind: string; format: string }): Promise<number> {
  try {
    const kind = options.kind as SubmissionKind;
    if (!SUBMISSION_KINDS.includes(kind)) throw new Error(`--kind: expected applications or messages, got "${options.kind}"`);
    if (options.format !== 'csv' && options.format !== 'json') throw new Error(`--format: expected csv or json, got "${options.format}"`);
    const config = loadConfig(process.env, { db: options.db });
    // Whichever engine the API is configured with: DATABASE_URL, else the file.
    if (!config.databaseUrl && !fs.existsSync(config.dbPath)) {
      throw new Error(`No database at ${config.dbPath}: nothing has been received yet, or pass --db FILE.`);
    }
    const store = config.databaseUrl ? openStore(config) : openSqliteStore(config.dbPath, { mustExist: true, lockWaitMs: config.sqliteLockWaitMs });
    try {
      process.stdout.write(formatSubmissions(await store.list(kind), FIELDS[kind], options.format as ExportFormat));
    } finally {
      await store.close();
    }
    return 0;
  } catch (error) {
    return fail(error);
  }
}

/**
 * `site submissions migrate --from sqlite:FILE --to postgres://...`: copies every
 * application, message and unsent notification into PostgreSQL, keeping ids and times. Rows
 * already there are skipped, so it can run again (after a failure, or to catch up rows that
 * arrived meanwhile); it ends by checking that every source id is in the target.
 */
export async function runMigrate(options: { from: string; to?: string }): Promise<number> {
  try {
    const file = /^sqlite:(.+)$/.exec(options.from)?.[1];
    if (!file) throw new Error(`--from: expected sqlite:FILE, got "${options.from}"`);
    const to = options.to ?? process.env.DATABASE_URL;
    if (!to) throw new Error('--to: give the PostgreSQL URL (postgres://...), or set DATABASE_URL.');
    const config = loadConfig({ ...process.env, SITE_DB: '', DATABASE_URL: to });
    if (!fs.existsSync(file)) throw new Error(`No database at ${file}: check the path after sqlite:.`);
    const source = openSqliteStore(file, { mustExist: true });
    const target = openPostgresStore(to, config.postgres);
    try {
      await target.ready();
      for (const kind of SUBMISSION_KINDS) {
        const rows = await source.list(kind);
        const copied = await target.copyIn(kind, rows);
        await expectAllCopied(kind, rows, target);
        console.log(`${kind}: ${rows.length} in ${file}, ${copied} copied, ${rows.length - copied} already there`);
      }
      const pending = source.unsentNotifications();
      const queued = await target.copyOutbox(pending);
      console.log(`unsent notifications: ${pending.length}, ${queued} queued, ${pending.length - queued} already queued`);
      console.log(`Done: ${describeStore(config)} holds every row of ${file}. Point the API at it with DATABASE_URL.`);
    } finally {
      await source.close();
      await target.close();
    }
    return 0;
  } catch (error) {
    return fail(error);
  }
}

async function expectAllCopied(kind: SubmissionKind, rows: { id: string }[], target: SubmissionStore) {
  const there = new Set((await target.list(kind)).map((row) => row.id));
  const missing = rows.filter((row) => !there.has(row.id));
  if (missing.length > 0) throw new Error(`${missing.length} ${kind} did not reach the target (first: ${missing[0]?.id}). Nothing was removed from the source; run the command again.`);
}

export function registerServerCommands(program: Command): void {
  program
    .command('serve')
    .description('Serve the built site with the API under /api, in one process.')
    .option('--dir <dir>', 'built site folder', 'dist')
    .option('--port <port>', 'port to listen on (default: PORT, else 4173)', portOption)
    .option('--host <host>', `address to listen on (default: HOST, else ${DEFAULT_HOST})`)
    .option('--db <file>', 'SQLite file for submissions (default: DATABASE_URL for PostgreSQL, else SITE_DB, else var/site.db)')
    .option('--data <dir>', 'data folder whose reviews.json is the reviews snapshot and whose blocks/application-form.md lists the availability choices (default: the ones the build recorded in the built site, else data/ of this project)')
    .action(async (options: { dir: string; port?: number; host?: string; db?: string; data?: string }) => {
      process.exitCode = await runServe(options);
    });

  program
    .command('api')
    .description('Run the API alone (reviews, job applications, contact messages).')
    .option('--port <port>', 'port to listen on (default: PORT, else 8787)', portOption)
    .option('--db <file>', 'SQLite file for submissions (default: DATABASE_URL for PostgreSQL, else SITE_DB, else var/site.db)')
    .option('--data <dir>', 'data folder whose reviews.json is the reviews snapshot and whose blocks/application-form.md lists the availability choices (default: data/ of this project)')
    .action(async (options: { port?: number; db?: string; data?: string }) => {
      process.exitCode = await runServer({ db: options.db, port: options.port, data: options.data }, { port: 8787 });
    });

  const submissions = program.command('submissions').description('Read what the forms received, or move it to PostgreSQL.');
  submissions
    .command('export')
    .description('Print the received job applications or contact messages (from DATABASE_URL when set, else the SQLite file).')
    .option('--db <file>', 'SQLite file (default: SITE_DB, else var/site.db; DATABASE_URL reads PostgreSQL instead)')
    .option('--kind <kind>', 'applications or messages', 'applications')
    .option('--format <format>', 'csv or json', 'csv')
    .action(async (options: { db?: string; kind: string; format: string }) => {
      process.exitCode = await runExport(options);
    });
  submissions
    .command('migrate')
    .description('Copy every stored submission and unsent notification from a SQLite file into PostgreSQL (safe to run again).')
    .requiredOption('--from <source>', 'sqlite:FILE, the SQLite database to copy from')
    .option('--to <url>', 'postgres:// URL to copy into (default: DATABASE_URL)')
    .action(async (options: { from: string; to?: string }) => {
      process.exitCode = await runMigrate(options);
    });
}
