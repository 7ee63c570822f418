// The server-side commands of DESIGN.md's command-line contract: `serve`, `api` and
// `submissions export`. Each parses its options and calls one function; a configuration mistake
// prints a readable list and exits 1, without a stack trace.
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { applicationSchema, contactSchema } from '../shared/forms.ts';
import { createApp, type Api } from './app.ts';
import { ConfigError, loadConfig, type ApiConfig, type ConfigFlags } from './config.ts';
import { formatSubmissions, type ExportFormat } from './export.ts';
import { closeOnSignals, listen } from './server.ts';
import { openSqliteStore } from './storage/sqlite.ts';
import { SUBMISSION_KINDS, type SubmissionKind } from './storage/types.ts';

const DEFAULT_HOST = '127.0.0.1';

function portOption(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: expected 0-65535, got "${value}"`);
  return port;
}

function fail(error: unknown): number {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof Error) console.error(`✖ ${error.message}`);
  else console.error(error);
  return 1;
}

/**
 * Issue 16: an API that cannot store answers every submission with 500 while health says ok.
 * Better not to start, with a message saying why and what to do.
 */
async function openWritableApi(config: ApiConfig, siteDir?: string): Promise<Api> {
  let api: Api | undefined;
  try {
    api = createApp(config, { siteDir });
    await api.store.probeWrite?.();
    return api;
  } catch (error) {
    await api?.close().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The database ${config.dbPath} cannot be written (${reason}). Submissions would be lost, so the API is not starting. ` +
        'Free disk space or fix the permissions of the file and its folder, or point SITE_DB (or --db) at a writable place.',
    );
  }
}

async function runServer(flags: ConfigFlags, defaults: { port: number }, siteDir?: string): Promise<number> {
  try {
    const config = loadConfig(process.env, flags);
    if (siteDir && !fs.existsSync(path.join(siteDir, 'index.html'))) {
      throw new Error(`${siteDir}/index.html not found. Build the site first with \`npx site generate\`.`);
    }
    const api = await openWritableApi(config, siteDir);
    const listening = await listen(api, config.port ?? defaults.port, config.host ?? DEFAULT_HOST);
    closeOnSignals(listening, api);
    api.log.info({ url: listening.url, db: config.dbPath, site: siteDir ?? null }, 'listening');
    console.error(`${siteDir ? 'Site and API' : 'API'} at ${listening.url}${siteDir ? '/' : '/api/'} (database ${config.dbPath})`);
    return 0;
  } catch (error) {
    return fail(error);
  }
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
    const { dbPath } = loadConfig(process.env, { db: options.db });
    if (!fs.existsSync(dbPath)) throw new Error(`No database at ${dbPath}: nothing has been received yet, or pass --db FILE.`);
    const store = openSqliteStore(dbPath, { mustExist: true });
    try {
      process.stdout.write(formatSubmissions(await store.list(kind), FIELDS[kind], options.format as ExportFormat));
    } finally {
      store.close();
    }
    return 0;
  } catch (error) {
    return fail(error);
  }
}

export function registerServerCommands(program: Command): void {
  program
    .command('serve')
    .description('Serve the built site with the API under /api, in one process.')
    .option('--dir <dir>', 'built site folder', 'dist')
    .option('--port <port>', 'port to listen on (default: PORT, else 4173)', portOption)
    .option('--host <host>', `address to listen on (default: HOST, else ${DEFAULT_HOST})`)
    .option('--db <file>', 'SQLite file for submissions (default: SITE_DB, else var/site.db)')
    .action(async (options: { dir: string; port?: number; host?: string; db?: string }) => {
      process.exitCode = await runServer({ db: options.db, port: options.port, host: options.host }, { port: 4173 }, options.dir);
    });

  program
    .command('api')
    .description('Run the API alone (reviews, job applications, contact messages).')
    .option('--port <port>', 'port to listen on (default: PORT, else 8787)', portOption)
    .option('--db <file>', 'SQLite file for submissions (default: SITE_DB, else var/site.db)')
    .action(async (options: { port?: number; db?: string }) => {
      process.exitCode = await runServer({ db: options.db, port: options.port }, { port: 8787 });
    });

  program
    .command('submissions')
    .description('Read what the forms received.')
    .command('export')
    .description('Print the received job applications or contact messages.')
    .option('--db <file>', 'SQLite file (default: SITE_DB, else var/site.db)')
    .option('--kind <kind>', 'applications or messages', 'applications')
    .option('--format <format>', 'csv or json', 'csv')
    .action(async (options: { db?: string; kind: string; format: string }) => {
      process.exitCode = await runExport(options);
    });
}
