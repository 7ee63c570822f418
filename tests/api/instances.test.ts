// Two `site api` processes on one PostgreSQL database, as an app host runs them behind one
// address (docs/decisions.md#postgresql-for-several-instances): 1,000 applications posted alternately to
// both, one instance SIGKILLed part way and restarted; a real SMTP server on loopback counts the
// notifications. Then the rate limit, counted across both processes.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedApi, validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { freshPostgresDatabase, smtpSink } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { waitFor } from '../helpers/wait.ts';

const OWNER = 'owner@example.com';
const TOTAL = 1000;

async function spawnInstance(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<SpawnedApi> {
  const child = await spawnServer(['api', '--port', '0'], { DATABASE_URL: databaseUrl, SITE_DB: '', LOG_LEVEL: 'warn', ...env });
  cleanup(() => {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    return child.exited;
  });
  return child;
}

function post(base: string, route: string, body: object) {
  return fetch(`${base}/api/${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

async function storedIds(databaseUrl: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; why_join: string }>('SELECT id, why_join FROM applications');
    return new Map(rows.map((row) => [row.id, row.why_join]));
  } finally {
    await client.end();
  }
}

const header = (raw: string, name: string) => new RegExp(`^${name}: *(.+)$`, 'mi').exec(raw)?.[1]?.trim();

describe('two instances on one PostgreSQL database', () => {
  it('loses no acknowledged application and notifies each once through a SIGKILL and restart', async () => {
    const databaseUrl = freshPostgresDatabase();
    const smtp = await smtpSink();
    const env = { SMTP_URL: smtp.url, NOTIFY_TO: OWNER, RATE_LIMIT_MAX: '1000000', OUTBOX_LEASE_MS: '3000' };
    const instances = [await spawnInstance(databaseUrl, env), await spawnInstance(databaseUrl, env)];
    const up = [true, true];

    const acknowledged = new Map<string, string>(); // id -> marker
    let next = 0;
    let failedAtKill = 0;
    async function client(): Promise<void> {
      while (next < TOTAL) {
        const n = next++;
        // Alternate; while one is down, the other takes its share, as a load balancer would.
        const target = up[n % 2] ? n % 2 : 1 - (n % 2);
        const marker = `Applicant number ${n} of the two-instance test`;
        try {
          const res = await post(instances[target]?.url ?? '', 'employee-application', validApplication({ whyJoin: marker }));
          expect(res.status).toBe(201);
          acknowledged.set(((await res.json()) as { id: string }).id, marker);
        } catch (error) {
          if (target !== 1 || up[1]) throw error;
          failedAtKill += 1; // in flight to the instance when it was killed: not acknowledged
        }
      }
    }
    const clients = Array.from({ length: 12 }, client);
    await waitFor(() => acknowledged.size >= 400, 60_000, '400 acknowledged applications');
    up[1] = false;
    instances[1]?.process.kill('SIGKILL');
    expect(await instances[1]?.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await waitFor(() => acknowledged.size >= 500, 60_000, 'applications to the survivor');
    instances[1] = await spawnInstance(databaseUrl, env);
    up[1] = true;
    await Promise.all(clients);

    // Every 201 is a stored row; a row without a 201 can only be one in flight at the kill.
    const stored = await storedIds(databaseUrl);
    for (const [id, marker] of acknowledged) expect(stored.get(id)).toBe(marker);
    expect(acknowledged.size + failedAtKill).toBe(TOTAL);
    expect(stored.size - acknowledged.size).toBeLessThanOrEqual(failedAtKill);

    // Every row notified, with its own stored Message-ID; a second copy only of a message that was
    // being sent at the kill, carrying the same Message-ID.
    await waitFor(() => new Set(smtp.mails.map((mail) => header(mail.raw, 'Message-ID'))).size >= stored.size, 120_000, 'a notification per row');
    const copies = new Map<string, number>();
    for (const mail of smtp.mails) {
      const id = header(mail.raw, 'Message-ID') ?? '';
      copies.set(id, (copies.get(id) ?? 0) + 1);
    }
    expect([...copies.keys()].sort()).toEqual([...stored.keys()].map((id) => `<${id}@example.com>`).sort());
    const repeated = [...copies.values()].filter((count) => count > 1);
    expect(repeated.length).toBeLessThanOrEqual(1);
    expect(smtp.mails.length).toBe(stored.size + repeated.reduce((sum, count) => sum + count - 1, 0));
  }, 300_000);

  it('counts the rate limit per client across both instances', async () => {
    const databaseUrl = freshPostgresDatabase();
    const env = { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '600000' };
    const [a, b] = [await spawnInstance(databaseUrl, env), await spawnInstance(databaseUrl, env)];
    for (let i = 0; i < 5; i++) expect((await post(i % 2 ? (a?.url ?? '') : (b?.url ?? ''), 'contact', validMessage())).status).toBe(201);
    expect((await post(a?.url ?? '', 'contact', validMessage())).status).toBe(429);
    expect((await post(b?.url ?? '', 'employee-application', validApplication())).status).toBe(429);
  });
});
