// The SQLite store (api/storage/sqlite.ts, sqlite-table.ts, sqlite-outbox.ts, migrations.ts) on
// real files, for what storage.test.ts leaves open: writes queued in one turn share a commit yet
// fail alone; close() still lands writes queued this turn and may be called twice; a writer waits
// out another process's brief lock; the owner's export opens only an existing file; every field and
// its type comes back as stored; a version-1 database is carried to the newest schema keeping its
// rows.
// These close gaps the mutation run found.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../api/storage/migrations.ts';
import { describeStore, openStore } from '../../api/storage/open.ts';
import { openSqliteStore } from '../../api/storage/sqlite.ts';
import { contactSchema } from '../../shared/forms.ts';
import { expectApplicationsStoredAsGiven } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validMessage } from '../helpers/api-fixtures.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

const AT = '2026-03-01T09:30:00.000Z';
const message = (id: string) => ({ id, receivedAt: AT, data: contactSchema.parse(validMessage()) });
const NOTE = { to: 'owner@example.com', replyTo: 'casey@example.com', subject: 'New message', text: 'text', html: '<p>html</p>', messageId: '<m@example.com>' };

function open(file = path.join(tempDirRemovedAfterTest(), 'site.db')) {
  const store = openSqliteStore(file);
  cleanup(() => store.close());
  return { store, file };
}

describe('writes in one turn share a commit', () => {
  it('each settles on its own: a failing write rolls back alone, the others are stored', async () => {
    const { store } = open();
    await store.saveMessage(message('taken'));
    const results = await Promise.allSettled([store.saveMessage(message('a')), store.saveMessage(message('taken')), store.saveMessage(message('b'), NOTE)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await store.list('messages')).map((row) => row.id)).toEqual(['taken', 'a', 'b']);
    expect((await store.check()).pendingNotifications).toBe(1);
  });

  it('close() lands the writes queued this very turn, and a second close() is harmless', async () => {
    const { file } = open();
    const store = openSqliteStore(file);
    const saved = store.saveMessage(message('late'), NOTE);
    await store.close();
    await saved;
    await store.close();
    const again = openSqliteStore(file, { mustExist: true });
    cleanup(() => again.close());
    expect((await again.list('messages')).map((row) => row.id)).toEqual(['late']);
    expect(again.unsentNotifications()).toHaveLength(1);
  });
});

describe('after close()', () => {
  it('a write is refused, not left waiting forever or lost without a word', { timeout: 10_000 }, async () => {
    const { file } = open();
    const store = openSqliteStore(file);
    await store.close();
    await expect(store.saveMessage(message('too-late'))).rejects.toThrow(/not open/);
  });
});

describe('which store', () => {
  it('without DATABASE_URL: the SQLite file, named by its path', async () => {
    const dbPath = path.join(tempDirRemovedAfterTest(), 'site.db');
    const store = openStore({ dbPath, databaseUrl: undefined, postgres: { poolMax: 1, statementTimeoutMs: 1000 } });
    cleanup(() => store.close());
    expect(store.engine).toBe('sqlite');
    expect(fs.existsSync(dbPath)).toBe(true);
    expect(describeStore({ dbPath, databaseUrl: undefined })).toBe(dbPath);
  });
});

describe('another process on the same file', () => {
  it('a write waits out a brief lock held by another process instead of failing', async () => {
    const { store, file } = open();
    // better-sqlite3 blocks this thread while it waits for the lock, so the lock is held, and let
    // go after a moment, by another process, as the export command or a second server would.
    const holder = spawn(
      process.execPath,
      ['-e', `const db = new (require('better-sqlite3'))(${JSON.stringify(file)}); db.prepare('BEGIN IMMEDIATE').run(); console.log('locked'); setTimeout(() => { db.prepare('COMMIT').run(); db.close(); }, 800);`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    cleanup(() => (holder.kill(), exited));
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    await store.saveMessage(message('patient'));
    expect(await store.count('messages')).toBe(1);
    expect(await exited).toBe(0);
  });

  it('opening with mustExist (the owner\'s export) refuses a missing file and creates nothing', () => {
    const dir = tempDirRemovedAfterTest();
    const file = path.join(dir, 'missing', 'site.db');
    expect(() => openSqliteStore(file, { mustExist: true })).toThrow();
    expect(fs.existsSync(path.dirname(file))).toBe(false);
  });
});

describe('what comes back is what was stored', () => {
  it('every field of an application, booleans as booleans, optional answers absent when not given', async () => {
    const { store } = open();
    await expectApplicationsStoredAsGiven(store);
  });

  it('rows come back by arrival time, not by the order they were written', async () => {
    const { store } = open();
    await store.saveMessage({ ...message('second'), receivedAt: '2026-03-01T10:00:00.000Z' });
    await store.saveMessage({ ...message('first'), receivedAt: '2026-03-01T09:00:00.000Z' });
    expect((await store.list('messages')).map((row) => row.id)).toEqual(['first', 'second']);
  });
});

describe('migrations', () => {
  it('a version-1 database is carried to the newest version, keeping its rows and outbox', async () => {
    const file = path.join(tempDirRemovedAfterTest(), 'site.db');
    const old = new Database(file);
    old.exec(MIGRATIONS[0]!.sql);
    old.pragma('user_version = 1');
    old.prepare("INSERT INTO messages VALUES ('old', ?, 'Casey Morgan', 'casey@example.com', '248-555-0199', 'Hi', 'An older message')").run(AT);
    old.prepare("INSERT INTO outbox (submission_id, to_address, subject, body_text, body_html, next_attempt_at) VALUES ('old', 'o@example.com', 's', 't', 'h', 0)").run();
    old.close();
    const { store } = open(file);
    expect((await store.check()).schemaVersion).toBe(MIGRATIONS.at(-1)?.version);
    expect((await store.list('messages')).map((row) => row.id)).toEqual(['old']);
    expect(store.unsentNotifications()).toHaveLength(1);
    const db = new Database(file, { readonly: true });
    cleanup(() => db.close());
    expect(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('outbox')).toContain('message_id');
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)?.version);
  });

  it('an answer stored under previous_cleaning (version 3) comes back as previousExperience, and reopening changes nothing', async () => {
    const file = path.join(tempDirRemovedAfterTest(), 'site.db');
    const old = new Database(file);
    for (const step of MIGRATIONS.filter((m) => m.version <= 3)) old.exec(step.sql);
    old.pragma('user_version = 3');
    old
      .prepare(
        `INSERT INTO applications (id, received_at, first_name, last_name, email, phone, address, city, state, zip_code, experience, previous_cleaning, availability, transportation, background_check, why_join)
         VALUES ('old', ?, 'Casey', 'Morgan', 'casey@example.com', '248-555-0199', '1 Main St', 'Milford', 'MI', '48381', 'none', 'Two years at a hotel', 'flexible', 1, 0, 'I like the work')`,
      )
      .run(AT);
    old.close();
    for (let opening = 0; opening < 2; opening++) {
      const { store } = open(file);
      expect((await store.list('applications')).map((row) => row.data)).toEqual([
        expect.objectContaining({ previousExperience: 'Two years at a hotel', transportation: true, backgroundCheck: false }),
      ]);
      store.close();
    }
    const db = new Database(file, { readonly: true });
    cleanup(() => db.close());
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('applications');
    expect(columns).toContain('previous_experience');
    expect(columns).not.toContain('previous_cleaning');
  });

  it('a database from a newer program is refused by name, with what to do', () => {
    const file = path.join(tempDirRemovedAfterTest(), 'site.db');
    const db = new Database(file);
    db.pragma(`user_version = ${(MIGRATIONS.at(-1)?.version ?? 0) + 1}`);
    db.close();
    let error: unknown;
    try {
      openSqliteStore(file);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('NewerSchemaError');
    expect((error as Error).message).toBe(
      `The database is at schema version ${(MIGRATIONS.at(-1)?.version ?? 0) + 1}, newer than this program knows (${MIGRATIONS.at(-1)?.version}). Run a newer version of the site.`,
    );
  });
});
