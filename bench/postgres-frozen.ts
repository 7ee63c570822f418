// `npx tsx bench/postgres-frozen.ts [--freeze-seconds 30]`: a throwaway PostgreSQL cluster, one
// `site api` on it, then every server process stopped with SIGSTOP (a frozen or cut-off server,
// which answers nothing and closes nothing) for the freeze. During it, a post a second (JSON,
// with and without an Idempotency-Key, and a form post) and a health check a second; after SIGCONT,
// a post every 50 ms until one is stored. Prints the latency of both during the freeze (median,
// max, statuses) and the time from SIGCONT to the first 2xx.
import { execFileSync } from 'node:child_process';
import { startPostgres } from '../tests/helpers/postgres.ts';
import { spawnServer, validMessage } from '../tests/helpers/api-fixtures.ts';

const freezeSeconds = Number(process.argv[process.argv.indexOf('--freeze-seconds') + 1]) || 30;

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
}

async function timed(url: string, init?: RequestInit): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(120_000) });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const statuses = (answers: Answer[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} x ${status}`).join(', ');
};
const summary = (name: string, answers: Answer[]) =>
  console.log(
    `${name.padEnd(30)} ${String(answers.length).padStart(3)} answers: median ${median(answers.map((a) => a.ms)).toFixed(0)} ms, ` +
      `max ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms (${statuses(answers)}; Retry-After on ${answers.filter((a) => a.retryAfter).length})`,
  );

function post(base: string, i: number): Promise<Answer> {
  const body = validMessage({ subject: `Frozen ${i}`, email: `frozen-${i}@example.com` });
  const kind = i % 3;
  if (kind === 2) {
    return timed(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body as Record<string, string>).toString(),
    });
  }
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (kind === 0) headers['idempotency-key'] = `frozen-${i}-${Date.now()}`;
  return timed(`${base}/api/contact`, { method: 'POST', headers, body: JSON.stringify(body) });
}

const cluster = await startPostgres({ fsync: false });
const serverProcesses = () => [cluster.pid(), ...execFileSync('pgrep', ['-P', String(cluster.pid())], { encoding: 'utf8' }).trim().split('\n').map(Number)];
const signal = (name: 'SIGSTOP' | 'SIGCONT', pids: number[]) =>
  pids.forEach((pid) => {
    try {
      process.kill(pid, name);
    } catch {
      // a backend that ended since
    }
  });
let frozen: number[] = [];
try {
  const server = await spawnServer(['api', '--port', '0'], { DATABASE_URL: cluster.createDatabase('frozen'), SITE_DB: '', RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'error' });
  try {
    const base = server.url;
    for (let i = 0; i < 5; i++) if ((await post(base, -1 - i)).status >= 300 && i === 4) throw new Error('warm-up posts were not stored');
    console.log(`site api at ${base}; PostgreSQL frozen (SIGSTOP on the postmaster and its children) for ${freezeSeconds} s`);
    frozen = serverProcesses();
    signal('SIGSTOP', frozen);
    const frozenAt = performance.now();
    const posts: Promise<Answer>[] = [];
    const checks: Promise<Answer>[] = [];
    for (let i = 0; performance.now() - frozenAt < freezeSeconds * 1000 - 2500; i++) {
      posts.push(post(base, i));
      checks.push(timed(`${base}/api/health`));
      await sleep(1000);
    }
    const during = await Promise.all(posts);
    const health = await Promise.all(checks);
    await sleep(Math.max(0, freezeSeconds * 1000 - (performance.now() - frozenAt)));
    signal('SIGCONT', frozen);
    const thawedAt = performance.now();
    let first: Answer | undefined;
    let tries = 0;
    while (performance.now() - thawedAt < 60_000) {
      tries++;
      const answer = await post(base, 10_000 + tries);
      if (answer.status >= 200 && answer.status < 400) {
        first = answer;
        break;
      }
      await sleep(50);
    }
    summary('posts, PostgreSQL frozen', during);
    summary('health, PostgreSQL frozen', health);
    console.log(
      first
        ? `first stored post after SIGCONT: ${(performance.now() - thawedAt).toFixed(0)} ms after it (try ${tries}, status ${first.status})`
        : 'no post stored within 60 s of SIGCONT',
    );
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
  }
} finally {
  signal('SIGCONT', frozen);
  cluster.stop();
}
