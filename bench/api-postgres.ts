// The PostgreSQL half of `npm run bench:api`: a throwaway cluster with fsync and
// synchronous_commit on (durable, as a managed server is), one `site api` on DATABASE_URL, and
// the same application load as the SQLite run, then 201 answers against rows stored.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from '../tests/helpers/api-fixtures.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { withCpu } from './cpu.ts';

export interface EngineFigures {
  engine: string;
  result: autocannon.Result;
  created: number;
  stored: number;
  /** CPU milliseconds the API process and the database server spent on the load. */
  serverCpuMs: number;
}

export type Load = (url: string) => Promise<autocannon.Result>;

export async function benchPostgresApplications(load: Load, env: NodeJS.ProcessEnv): Promise<EngineFigures> {
  const cluster = await startPostgres({ fsync: true });
  try {
    const databaseUrl = cluster.createDatabase('bench');
    const server = await spawnServer(['api', '--port', '0'], { ...env, DATABASE_URL: databaseUrl, SITE_DB: '' });
    try {
      console.log(`PostgreSQL: site api at ${server.url}, cluster on port ${cluster.port} (fsync on, synchronous_commit on)`);
      const { value: measured, cpuMs: apiCpuMs } = await withCpu([server.process.pid ?? 0], () => withCpu([cluster.pid()], () => load(server.url)));
      const { value: result, cpuMs: databaseCpuMs } = measured;
      const serverCpuMs = apiCpuMs + databaseCpuMs;
      console.log(`PostgreSQL CPU per application: API process ${(apiCpuMs / Math.max(1, result.requests.total)).toFixed(2)} ms, database server ${(databaseCpuMs / Math.max(1, result.requests.total)).toFixed(2)} ms`);
      const created = result.statusCodeStats?.['201']?.count ?? 0;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM applications')).rows[0]?.n ?? 0;
      await client.end();
      return { engine: 'postgres', result, created, stored, serverCpuMs };
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    cluster.stop();
  }
}
