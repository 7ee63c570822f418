// A throwaway PostgreSQL cluster for tests and the benchmark, from Debian's server
// binaries: initdb in a temp folder, started by pg_ctl as the unprivileged `postgres` user (the
// server refuses to run as root) on a free loopback port, stopped and deleted afterwards.
// No vitest import here, so the benchmark can load it outside the test runner.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed server; installs `postgresql` with apt as root if none. */
export function postgresBin(): string {
  const find = () =>
    fs.existsSync(PG_ROOT)
      ? fs
          .readdirSync(PG_ROOT)
          .filter((version) => fs.existsSync(path.join(PG_ROOT, version, 'bin', 'initdb')))
          .sort((a, b) => Number(b) - Number(a))[0]
      : undefined;
  let version = find();
  if (!version) {
    if (process.getuid?.() !== 0) {
      throw new Error('PostgreSQL server binaries are missing. Install them as root: apt-get update && apt-get install -y postgresql');
    }
    console.log("PostgreSQL is missing: installing Debian's postgresql package (apt-get)...");
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
    version = find();
    if (!version) throw new Error(`apt-get finished but no initdb is under ${PG_ROOT}.`);
  }
  return path.join(PG_ROOT, version, 'bin');
}

/** A loopback port nobody listens on now: bound, then closed. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the maintenance database. */
  url: string;
  port: number;
  /** The server's main process (postmaster). */
  pid(): number;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): string;
  /** Runs one SQL command through psql as the superuser (synchronous; for test set-up). */
  psql(database: string, sql: string): string;
  /** Stops the server as a crash or a restart would (immediate shutdown), keeping its files. */
  halt(): void;
  /** Starts it again on the same files and port after halt(). */
  resume(): void;
  stop(): void;
}

export interface PostgresOptions {
  /** Off only for speed in tests; the benchmark keeps it on, as a real server would. */
  fsync?: boolean;
  maxConnections?: number;
  /**
   * Stop the server and delete its folder once this process is gone, however it ended. For runs
   * whose process is killed rather than closed: Stryker gives its test runner 2 s to close, then
   * SIGKILLs its process tree, and does the same on every mutant that times out, so the teardown
   * that calls stop() is cut short or never runs, and the server (a daemon since pg_ctl started
   * it) would keep running on a 1.6 GB folder in /tmp.
   */
  removeWhenProcessEnds?: boolean;
}

/**
 * A guard outside this process's tree (started through a shell that exits at once, in a session
 * of its own, so neither a tree kill nor Ctrl-C reaches it): it waits while `owner` lives and
 * `dir` exists, then runs `stop` and deletes `dir`. It ends by itself once stop() removed `dir`.
 */
function guardCluster(owner: number, dir: string, stop: string[]): void {
  const guard = [
    'owner=$1; dir=$2; shift 2',
    'while kill -0 "$owner" 2>/dev/null && [ -d "$dir" ]; do sleep 1; done',
    '[ -d "$dir" ] || exit 0',
    '"$@"',
    'rm -rf "$dir"',
  ].join('\n');
  execFileSync('sh', ['-c', 'setsid sh -c "$GUARD" guard "$@" </dev/null >/dev/null 2>&1 &', 'start-guard', String(owner), dir, ...stop], {
    env: { ...process.env, GUARD: guard },
    stdio: 'ignore',
  });
}

export async function startPostgres(options: PostgresOptions = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  // As root, every server command runs as the postgres user; otherwise as ourselves.
  const argv = (command: string, args: string[]) => (asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, command), ...args] : [path.join(bin, command), ...args]);
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = argv(command, args);
    return execFileSync(file!, rest, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const settings = [
    `-p ${port}`,
    `-h 127.0.0.1`,
    `-k ${dir}`,
    `-c fsync=${options.fsync === false ? 'off' : 'on'}`,
    `-c max_connections=${options.maxConnections ?? 200}`,
    '-c shared_buffers=64MB',
  ].join(' ');
  const stopArgs = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  if (options.removeWhenProcessEnds) guardCluster(process.pid, dir, argv('pg_ctl', stopArgs));
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  try {
    start();
  } catch (error) {
    const log = fs.existsSync(path.join(dir, 'server.log')) ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }
  const psql = (database: string, sql: string) =>
    execFileSync(path.join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], {
      encoding: 'utf8',
    });
  let stopped = false;
  let halted = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pid: () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    psql,
    createDatabase(name) {
      psql('postgres', `CREATE DATABASE "${name}"`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    halt() {
      run('pg_ctl', stopArgs);
      halted = true;
    },
    resume() {
      start();
      halted = false;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (!halted) run('pg_ctl', stopArgs);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A database name that stands for a test's SQLite path, so a test reopening "its file" reopens it. */
export function databaseNameFor(key: string): string {
  return `t_${createHash('sha1').update(key).digest('hex').slice(0, 20)}`;
}

/** Runs one SQL statement on its own connection (a session of its own, as another program's). */
export async function sqlOn<R extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}
