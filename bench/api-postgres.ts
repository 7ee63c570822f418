// The PostgreSQL half of `npm run bench:api` (issue 17): a throwaway cluster with fsync and
// synchronous_commit on (durable, as a managed server is), one `site api` on DATABASE_URL, and
// the same application load as the SQLite run, then 201 answers against rows stored.
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnServer } from '../tests/api/fixtures.ts';
import { startPostgres } from '../tests/helpers/postgres.ts';

export interface EngineFigures {
  engine: string;
  result: autocannon.Result;
  created: number;
  stored: number;
}

export type Load = (url: string) => Promise<autocannon.Result>;

export async function benchPostgresApplications(load: Load, env: NodeJS.ProcessEnv): Promise<EngineFigures> {
  const cluster = await startPostgres({ fsync: true });
  try {
    const databaseUrl = cluster.createDatabase('bench');
    const server = await spawnServer(['api', '--port', '0'], { ...env, DATABASE_URL: databaseUrl, SITE_DB: '' });
    try {
      console.log(`PostgreSQL: site api at ${server.url}, cluster on port ${cluster.port} (fsync on, synchronous_commit on)`);
      const result = await load(server.url);
      const created = result.statusCodeStats?.['201']?.count ?? 0;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const stored = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM applications')).rows[0]?.n ?? 0;
      await client.end();
      return { engine: 'postgres', result, created, stored };
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    cluster.stop();
  }
}
