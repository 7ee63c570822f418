// `npm run bench:api` (issue 4, "Tests and figures"): requests per second and p99 latency for
// GET /api/google-reviews (cached) and valid POST /api/employee-application, against the real
// `site api` process on loopback, then the count of 201 answers against rows stored.
// The server runs in its own process so it has one core and autocannon the other. The rate
// limit is raised through the environment, as an operator would; request logs stay on (info,
// to /dev/null) so their cost is in the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawnSiteApi, validApplication } from '../tests/api/fixtures.ts';
import { benchPostgresApplications, type EngineFigures } from './api-postgres.ts';
import { withCpu } from './cpu.ts';

const TARGETS = { reviews: 5000, applications: 1000 };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
const dbPath = path.join(dir, 'bench.db');

const SERVER_ENV = { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'info' };
const server = await spawnSiteApi(dbPath, SERVER_ENV);
const { url } = server;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const application = JSON.stringify(validApplication({ transportation: true }));

function line(name: string, result: autocannon.Result, target: number) {
  const rps = result.requests.average;
  const verdict = rps >= target ? 'meets' : 'BELOW';
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   ` +
      `(${result.requests.total} requests, ${result.errors} errors, ${result.non2xx} non-2xx; target ${target} req/s: ${verdict})`,
  );
  return rps >= target;
}

function applicationLoad(base: string) {
  return run({
    url: `${base}/api/employee-application`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: application,
    connections: 20,
    amount: 30_000,
  });
}

/** Issue 17: the same application load on PostgreSQL, then both engines side by side. */
async function bothEngines(sqlite: EngineFigures): Promise<boolean> {
  console.log('');
  const postgres = await benchPostgresApplications(applicationLoad, SERVER_ENV);
  console.log(`\nPOST /api/employee-application, durable, ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(1)}):`);
  console.log(
    `${'engine'.padEnd(10)} ${'apps/s'.padStart(7)} ${'p99 ms'.padStart(7)}  ${'201s'.padStart(6)} ${'rows'.padStart(6)}  ` +
      `${'server CPU ms/app'.padStart(17)}  ${'2 cores alone'.padStart(13)}  target ${TARGETS.applications}/s`,
  );
  let ok = true;
  for (const { engine, result, created, stored, serverCpuMs } of [sqlite, postgres]) {
    const rps = result.requests.average;
    const good = rps >= TARGETS.applications && created === stored && result.errors === 0;
    ok &&= good;
    // What the API and its database could do with the machine's cores to themselves: the load
    // generator and other people's work excluded (a shared machine lowers apps/s, not this).
    const perApp = serverCpuMs / Math.max(1, created);
    const alone = (os.cpus().length * 1000) / Math.max(perApp, 0.001);
    console.log(
      `${engine.padEnd(10)} ${rps.toFixed(0).padStart(7)} ${String(result.latency.p99).padStart(7)}  ${String(created).padStart(6)} ${String(stored).padStart(6)}  ` +
        `${perApp.toFixed(2).padStart(17)}  ${`${alone.toFixed(0)}/s`.padStart(13)}  ${good ? 'meets' : 'BELOW or MISMATCH'}`,
    );
  }
  return ok;
}

try {
  console.log(`site api at ${url}, database ${dbPath}, ${os.cpus().length} cores, Node ${process.version}\n`);
  // Warm-up: fills the review cache and lets the JIT settle.
  await run({ url: `${url}/api/google-reviews`, connections: 10, duration: 2 });
  const reviews = await run({ url: `${url}/api/google-reviews`, connections: 50, amount: 150_000 });
  const reviewsOk = line('GET  /api/google-reviews (cached)', reviews, TARGETS.reviews);

  const { value: applications, cpuMs: serverCpuMs } = await withCpu([server.process.pid ?? 0], () => applicationLoad(url));
  const applicationsOk = line('POST /api/employee-application', applications, TARGETS.applications);

  const created = applications.statusCodeStats?.['201']?.count ?? 0;
  const db = new Database(dbPath, { readonly: true });
  const stored = db.prepare('SELECT count(*) FROM applications').pluck().get() as number;
  db.close();
  const nothingLost = created === stored && applications.errors === 0;
  console.log(`\n201 answers: ${created}   rows stored: ${stored}   ${nothingLost ? 'match: nothing lost' : 'MISMATCH'}`);
  if (!reviewsOk || !applicationsOk || !nothingLost) process.exitCode = 1;
  server.process.kill('SIGTERM');
  await server.exited;
  if (!(await bothEngines({ engine: 'sqlite', result: applications, created, stored, serverCpuMs }))) process.exitCode = 1;
} finally {
  server.process.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dir, { recursive: true, force: true });
}
