// Choosing the engine (docs/decisions.md#postgresql-for-several-instances): DATABASE_URL selects
// PostgreSQL, --db a SQLite file, and a mistake stops the start with a message saying what to fix.
// No database server needed here.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { describeStore } from '../../api/storage/open.ts';
import { START_UP_RETRY_BUDGET_MS } from '../../api/storage/postgres-retry.ts';
import { runSite } from '../helpers/cli.ts';

const URL_WITH_PASSWORD = 'postgres://site:secret@db.example.com:5432/site?sslmode=require';

describe('database configuration', () => {
  it('selects PostgreSQL by DATABASE_URL, with pool size, statement timeout, start-up wait and outbox lease', () => {
    const config = loadConfig({ DATABASE_URL: URL_WITH_PASSWORD, DATABASE_POOL_MAX: '4', DATABASE_STATEMENT_TIMEOUT_MS: '2500', DATABASE_STARTUP_WAIT_MS: '30000', OUTBOX_LEASE_MS: '30000' });
    expect(config).toMatchObject({ databaseUrl: URL_WITH_PASSWORD, postgres: { poolMax: 4, statementTimeoutMs: 2500, startUpWaitMs: 30_000 }, outbox: { leaseMs: 30_000 } });
    expect(describeStore(config)).toBe('PostgreSQL db.example.com:5432/site');
  });

  it('keeps SQLite without DATABASE_URL, and --db wins over DATABASE_URL', () => {
    expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, dbPath: 'var/site.db', sqliteLockWaitMs: 5000, postgres: { poolMax: 10, statementTimeoutMs: 10_000, startUpWaitMs: 6350 } });
    expect(loadConfig({ SITE_DB_LOCK_WAIT_MS: '20000' })).toMatchObject({ sqliteLockWaitMs: 20_000 });
    expect(loadConfig({ DATABASE_URL: URL_WITH_PASSWORD }, { db: 'here.db' })).toMatchObject({ databaseUrl: undefined, dbPath: 'here.db' });
  });

  it('names each mistake', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.example.com/site' })).toThrow('DATABASE_URL: expected a postgres:// URL (got "mysql://db.example.com/site")');
    expect(() => loadConfig({ DATABASE_URL: URL_WITH_PASSWORD, SITE_DB: 'site.db' })).toThrow(/set SITE_DB \(SQLite\) or DATABASE_URL \(PostgreSQL\), not both/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX: expected a whole number from 1 to 200/);
    expect(() => loadConfig({ DATABASE_STARTUP_WAIT_MS: 'soon' })).toThrow(/DATABASE_STARTUP_WAIT_MS: expected a whole number/);
    expect(() => loadConfig({ SITE_DB_LOCK_WAIT_MS: '-1' })).toThrow(/SITE_DB_LOCK_WAIT_MS: expected a whole number from 0 to 600000/);
  });

  it('stops `site api` with a readable message when PostgreSQL does not answer', async () => {
    // A port with nobody listening: bound, then closed.
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    // a short start-up wait: the default's 6.35 s would be one core idle for this test
    const started = Date.now();
    const result = await runSite(['api', '--port', '0'], {
      env: { DATABASE_URL: `postgres://site:secret@127.0.0.1:${port}/site`, SITE_DB: '', LOG_LEVEL: 'silent', DATABASE_STARTUP_WAIT_MS: '300' },
    });
    expect(Date.now() - started, 'gave up before the default wait: DATABASE_STARTUP_WAIT_MS was read').toBeLessThan(START_UP_RETRY_BUDGET_MS);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`PostgreSQL at 127.0.0.1:${port}/site did not answer`);
    expect(result.stderr).toContain('Check DATABASE_URL');
    expect(result.stderr).not.toContain('secret');
  });
});
