// The PostgreSQL engine, beside the suites that run on both engines: durable settings,
// migrations safe when instances start together and refusing a newer schema, a row and its
// notification stored together, lost connections retried without losing an acknowledged row,
// the outbox lease, the shared rate limit, and the export and migrate commands.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { openPostgresStore } from '../../api/storage/postgres.ts';
import { PG_MIGRATIONS } from '../../api/storage/postgres-migrations.ts';
import { openSqliteStore } from '../../api/storage/sqlite.ts';
import { applicationSchema } from '../../shared/forms.ts';
import { runSite } from '../helpers/cli.ts';
import { sqlOn as sql } from '../helpers/postgres.ts';
import { freshPostgresDatabase, startApi, testConfig } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const POOL = { poolMax: 4, statementTimeoutMs: 5000 };
const LATEST = PG_MIGRATIONS.at(-1)?.version;

function openStore(url: string) {
  const store = openPostgresStore(url, POOL);
  cleanup(() => store.close());
  return store;
}


const application = (id: string) => ({ id, receivedAt: new Date().toISOString(), data: applicationSchema.parse(validApplication()) });
const notification = { to: 'owner@example.com', subject: 'New application', text: 't', html: '<p>h</p>' };

describe('PostgreSQL store', () => {
  it('migrates to the newest version with synchronous_commit on', async () => {
    const url = freshPostgresDatabase();
    const store = openStore(url);
    expect(await store.check()).toEqual({
      engine: 'postgres',
      schemaVersion: LATEST,
      durability: expect.stringMatching(/^synchronous_commit=on /),
      pendingNotifications: 0,
    });
    expect(await sql(url, 'SELECT version FROM schema_migrations ORDER BY version')).toEqual(PG_MIGRATIONS.map(({ version }) => ({ version })));
  });

  it('migrates once when several instances start together (advisory lock)', async () => {
    const url = freshPostgresDatabase();
    const stores = Array.from({ length: 4 }, () => openStore(url));
    await Promise.all(stores.map((store) => store.ready()));
    expect(await sql(url, 'SELECT count(*)::int AS n FROM schema_migrations')).toEqual([{ n: PG_MIGRATIONS.length }]);
    await stores[0]?.saveApplication(application('a'));
    expect(await stores[3]?.count('applications')).toBe(1);
  });

  it('refuses a database migrated by a newer program, and `site api` exits with the reason', async () => {
    const url = freshPostgresDatabase();
    await openStore(url).ready();
    await sql(url, "INSERT INTO schema_migrations (version, name) VALUES (99, 'from the future')");
    await expect(openStore(url).ready()).rejects.toThrow(/schema version 99, newer than this program knows/);
    const started = await runSite(['api', '--port', '0'], { env: { DATABASE_URL: url, SITE_DB: '', LOG_LEVEL: 'silent' } });
    expect(started.code).toBe(1);
    expect(started.stderr).toMatch(/schema version 99, newer than this program knows \(\d+\)\. Run a newer version/);
  });

  it('keeps rows in arrival order, and stores neither the row nor its notification when one fails', async () => {
    const store = openStore(freshPostgresDatabase());
    for (const id of ['a', 'b', 'c']) await store.saveApplication(application(id), { ...notification, messageId: `<${id}@example.com>` });
    const rows = await store.list('applications');
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(rows[0]?.data).toEqual(applicationSchema.parse(validApplication()));
    await expect(store.saveApplication(application('x'), { ...notification, subject: null as never })).rejects.toThrow();
    expect(await store.count('applications')).toBe(3);
    expect((await store.check()).pendingNotifications).toBe(3);
  });

  it('retries a write whose connection is cut, and acknowledges only stored rows', async () => {
    const url = freshPostgresDatabase();
    const { app, store } = startApi({ databaseUrl: url, postgres: { poolMax: 8, statementTimeoutMs: 5000 } });
    await store.ready();
    let cutting = true;
    let cuts = 0;
    // Another session ends every connection of the API, again and again, while posts arrive.
    const cutter = (async () => {
      while (cutting) {
        const rows = await sql<{ ended: boolean }>(url, "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'site-api' AND datname = current_database()");
        cuts += rows.length;
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_v, i) => request(app).post('/api/employee-application').send(validApplication({ whyJoin: `Applicant number ${i} in the cut test` }))),
    );
    cutting = false;
    await cutter;
    expect(cuts).toBeGreaterThan(0);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    const stored = await store.list('applications');
    expect(stored.map((row) => row.id).sort()).toEqual(answers.map((res) => res.body.id as string).sort());
  });

  it('leases each due notification to one claimant until the lease ends', async () => {
    const store = openStore(freshPostgresDatabase());
    for (const id of ['a', 'b', 'c', 'd']) await store.saveApplication(application(id), notification);
    const now = Date.now() + 1000;
    const [first, second] = await Promise.all([store.outbox.claim(now, 2, 60_000), store.outbox.claim(now, 2, 60_000)]);
    const claimed = [...(first ?? []), ...(second ?? [])].map((entry) => entry.id);
    expect(new Set(claimed).size).toBe(4);
    expect(await store.outbox.claim(now, 10, 60_000)).toEqual([]);
    // Nobody marked them: once the lease has passed they are due again, for whoever asks.
    expect(await store.outbox.claim(now + 60_001, 10, 60_000)).toHaveLength(4);
    const [one] = await store.outbox.claim(now + 200_000, 1, 60_000);
    await store.outbox.markSent(one?.id ?? 0, now);
    expect((await store.check()).pendingNotifications).toBe(3);
  });

  it('counts the rate limit across two apps on one database', async () => {
    const url = freshPostgresDatabase();
    const limit = { rateLimit: { max: 5, windowMs: 600_000 } };
    const a = startApi({ ...limit, databaseUrl: url });
    const b = startApi({ ...limit, databaseUrl: url });
    for (let i = 0; i < 5; i++) await request(i % 2 ? a.app : b.app).post('/api/contact').send(validMessage()).expect(201);
    expect((await request(a.app).post('/api/contact').send(validMessage())).status).toBe(429);
    expect((await request(b.app).post('/api/employee-application').send(validApplication())).status).toBe(429);
    expect(await a.store.count('messages')).toBe(5);
  });

  it('lets exactly RATE_LIMIT_MAX of a burst through when the posts arrive together', async () => {
    const url = freshPostgresDatabase();
    const limit = { rateLimit: { max: 5, windowMs: 600_000 } };
    const a = startApi({ ...limit, databaseUrl: url });
    const b = startApi({ ...limit, databaseUrl: url });
    const answers = await Promise.all(Array.from({ length: 12 }, (_v, i) => request(i % 2 ? a.app : b.app).post('/api/contact').send(validMessage())));
    expect(answers.map((res) => res.status).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await a.store.count('messages')).toBe(5);
  });
});

describe('submissions commands on PostgreSQL', () => {
  it('exports from DATABASE_URL', async () => {
    const url = freshPostgresDatabase();
    const { app, close } = startApi({ databaseUrl: url });
    await request(app).post('/api/contact').send(validMessage()).expect(201);
    await close();
    const json = await runSite(['submissions', 'export', '--kind', 'messages', '--format', 'json'], { env: { DATABASE_URL: url, SITE_DB: '' } });
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toEqual([{ id: expect.any(String), receivedAt: expect.any(String), ...validMessage() }]);
  });

  it('migrates a SQLite file with its unsent notifications, and a second run copies nothing twice', async () => {
    const config = testConfig({ databaseUrl: undefined });
    const notify = { smtpUrl: 'smtp://127.0.0.1:9', to: 'owner@example.com' };
    // Notification on, mail server unreachable: the outbox keeps one unsent row per submission.
    const local = createApp({ ...config, notify, outbox: { pollMs: 3_600_000, baseDelayMs: 3_600_000, maxDelayMs: 3_600_000 } });
    await request(local.app).post('/api/employee-application').send(validApplication({ firstName: 'Rosa' })).expect(201);
    await request(local.app).post('/api/contact').send(validMessage()).expect(201);
    await request(local.app).post('/api/contact').send(validMessage({ name: 'Dana Lee' })).expect(201);
    await local.close();
    const source = openSqliteStore(config.dbPath, { mustExist: true });
    const expected = { applications: await source.list('applications'), messages: await source.list('messages'), unsent: source.unsentNotifications() };
    await source.close();
    expect(expected.unsent).toHaveLength(3);

    const url = freshPostgresDatabase();
    const first = await runSite(['submissions', 'migrate', '--from', `sqlite:${config.dbPath}`, '--to', url]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('applications: 1 in');
    expect(first.stdout).toContain('messages: 2 in');
    expect(first.stdout).toContain('unsent notifications: 3, 3 queued');

    const again = await runSite(['submissions', 'migrate', '--from', `sqlite:${config.dbPath}`], { env: { DATABASE_URL: url } });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/messages: 2 in .*, 0 copied, 2 already there/);
    expect(again.stdout).toContain('unsent notifications: 3, 0 queued, 3 already queued');

    const target = openStore(url);
    expect(await target.list('applications')).toEqual(expected.applications);
    expect(await target.list('messages')).toEqual(expected.messages);
    const queued = await target.outbox.claim(Date.now() + 7_200_000, 10, 1000);
    expect(queued.map(({ messageId, subject }) => ({ messageId, subject }))).toEqual(
      expected.unsent.map(({ messageId, subject }) => ({ messageId, subject })),
    );
  }, 180_000); // three runs of the real CLI, each compiling on start: slow on a busy machine

  it('explains a bad source or a missing target', async () => {
    expect(await runSite(['submissions', 'migrate', '--from', 'var/site.db', '--to', 'postgres://x@127.0.0.1/db'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--from: expected sqlite:FILE, got "var/site.db"'),
    });
    expect(await runSite(['submissions', 'migrate', '--from', 'sqlite:/nowhere/site.db'], { env: { DATABASE_URL: '' } })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--to: give the PostgreSQL URL'),
    });
  });
});
