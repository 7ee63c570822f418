// The SQLite engine: durable settings, versioned migrations, the storage interface,
// and `site submissions export` as the owner runs it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { formatSubmissions } from '../../api/export.ts';
import { applicationSchema, type ContactMessage } from '../../shared/forms.ts';
import { MIGRATIONS } from '../../api/storage/migrations.ts';
import { openSqliteStore } from '../../api/storage/sqlite.ts';
import { startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

const run = promisify(execFile);
const SITE = path.resolve('bin/site.js');

describe('SQLite store', () => {
  it('opens in WAL mode with full synchronous writes, at the newest schema version', async () => {
    const file = path.join(tempDirRemovedAfterTest(), 'nested', 'dir', 'site.db');
    const store = openSqliteStore(file);
    cleanup(() => store.close());
    expect(await store.check()).toMatchObject({
      engine: 'sqlite',
      schemaVersion: MIGRATIONS.at(-1)?.version,
      durability: 'journal_mode=wal synchronous=full',
    });
    const db = new Database(file, { readonly: true });
    cleanup(() => db.close());
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)?.version);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('runs migrations once: reopening keeps the data', async () => {
    const file = path.join(tempDirRemovedAfterTest(), 'site.db');
    const first = openSqliteStore(file);
    await first.saveMessage({ id: 'm1', receivedAt: '2026-01-01T00:00:00.000Z', data: validMessage() as never });
    first.close();
    const second = openSqliteStore(file);
    cleanup(() => second.close());
    expect(await second.count('messages')).toBe(1);
    expect((await second.check()).schemaVersion).toBe(MIGRATIONS.at(-1)?.version);
  });

  it('refuses a database from a newer version of the program', () => {
    const file = path.join(tempDirRemovedAfterTest(), 'site.db');
    const db = new Database(file);
    db.pragma('user_version = 99');
    db.close();
    expect(() => openSqliteStore(file)).toThrow(/schema version 99, newer than this program knows/);
  });

  it('lists in arrival order and rolls back the row when its outbox insert fails', async () => {
    const store = openSqliteStore(path.join(tempDirRemovedAfterTest(), 'site.db'));
    cleanup(() => store.close());
    for (const id of ['a', 'b', 'c']) {
      await store.saveApplication({ id, receivedAt: new Date().toISOString(), data: applicationSchema.parse(validApplication()) });
    }
    expect((await store.list('applications')).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    // A notification without its NOT NULL subject makes the outbox insert fail: nothing stays.
    await expect(
      store.saveMessage(
        { id: 'x', receivedAt: new Date().toISOString(), data: validMessage() as never },
        { to: 'o@example.com', subject: null as never, text: 't', html: 'h' },
      ),
    ).rejects.toThrow();
    expect(await store.count('messages')).toBe(0);
  });
});

describe('submissions export', () => {
  it('formats CSV with quoting and defuses spreadsheet formulas', () => {
    const csv = formatSubmissions(
      [{ id: '1', receivedAt: 't', data: { name: 'Casey "C" Morgan', message: '=HYPERLINK("http://x")', phone: 'a,b' } }],
      ['name', 'phone', 'message', 'subject'],
      'csv',
    );
    expect(csv).toBe('\uFEFFid,receivedAt,name,phone,message,subject\r\n1,t,"Casey ""C"" Morgan","a,b","\'=HYPERLINK(""http://x"")",\r\n');
  });

  it('prints applications as CSV and messages as JSON from the command line', async () => {
    const { app, config, close } = startApi();
    await request(app).post('/api/employee-application').send(validApplication({ firstName: 'Rosa' })).expect(201);
    await request(app).post('/api/contact').send(validMessage()).expect(201);
    await close();

    const csv = await run('node', [SITE, 'submissions', 'export', '--db', config.dbPath]);
    const [header, row, end] = csv.stdout.split('\r\n');
    expect(header).toBe(
      '\uFEFFid,receivedAt,firstName,lastName,email,phone,address,city,state,zipCode,experience,previousExperience,availability,transportation,backgroundCheck,references,whyJoin,additionalInfo',
    );
    expect(row).toMatch(/^[0-9a-f-]{36},\d{4}-.*,Rosa,Avery,jordan.avery@example.com,/);
    expect(end).toBe('');

    const json = await run('node', [SITE, 'submissions', 'export', '--db', config.dbPath, '--kind', 'messages', '--format', 'json']);
    expect(JSON.parse(json.stdout)).toEqual([{ id: expect.any(String), receivedAt: expect.any(String), ...validMessage() }]);
  });

  it('prints no control character a stored row holds, as CSV or as JSON', async () => {
    // Stored directly: the forms refuse these today, but older rows may hold them.
    const dbPath = path.join(tempDirRemovedAfterTest(), 'site.db');
    const store = openSqliteStore(dbPath);
    const data = { ...(validMessage() as ContactMessage), subject: 'Quote\u001b[2J\u0007\rNOW' };
    await store.saveMessage({ id: 'm-1', receivedAt: '2026-05-01T10:00:00.000Z', data });
    await store.close();
    for (const format of ['csv', 'json']) {
      const { stdout } = await run('node', [SITE, 'submissions', 'export', '--db', dbPath, '--kind', 'messages', '--format', format]);
      expect(stdout.replace(/\r\n/g, '\n'), format).not.toMatch(/(?![\t\n])\p{Cc}/u);
      expect(stdout, format).toContain('Quote[2JNOW');
    }
  });

  it('exits 1 with a readable message for a missing database or a bad option', async () => {
    const missing = path.join(tempDirRemovedAfterTest(), 'none.db');
    await expect(run('node', [SITE, 'submissions', 'export', '--db', missing])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No database at ${missing}`),
    });
    await expect(run('node', [SITE, 'submissions', 'export', '--db', missing, '--kind', 'quotes'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--kind: expected applications or messages'),
    });
  });
});
