// The API refuses to start when its database cannot be written, and
// GET /api/health probes a real write, answering 503 when a submission could not be stored.
// Permissions are tested with the real CLI run as the user running the tests. Root ignores file
// modes, so under root the database's folder is made read-only with a read-only bind mount, which
// binds root too; the child never runs as another user, who might not be able to read the
// checkout (a clone in a private folder). A full disk is a real tmpfs filled to the brim, which
// needs root to mount, so that part runs only there.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../api/storage/sqlite.ts';
import { healthProbedEachTime, startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validMessage } from '../helpers/api-fixtures.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';
import { userEnv } from '../helpers/cli.ts';

const SITE = path.resolve(import.meta.dirname, '../../bin/site.js');
const isRoot = process.getuid?.() === 0;

/** Runs `site api` until it exits or prints its address (then stops it). */
function startSiteApi(dbPath: string): Promise<{ code: number | null; stderr: string; listened: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SITE, 'api', '--port', '0', '--db', dbPath], {
      env: userEnv({ HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      stdio: ['ignore', 'ignore', 'pipe'],
      cwd: path.dirname(dbPath),
    });
    let stderr = '';
    let listened = false;
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!listened && /API at http/.test(stderr)) {
        listened = true;
        child.kill('SIGTERM');
      }
    });
    child.once('exit', (code) => resolve({ code, stderr, listened }));
  });
}

/** Makes a folder (and what it holds) unwritable for the child: file modes for a normal user, a
 * read-only bind mount of the folder onto itself for root, whom modes do not stop. */
function makeReadOnly(dir: string): void {
  if (isRoot) {
    execFileSync('mount', ['--bind', dir, dir]);
    execFileSync('mount', ['-o', 'remount,bind,ro', dir]);
    cleanup(() => execFileSync('umount', ['-l', dir]));
    return;
  }
  for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o444);
  fs.chmodSync(dir, 0o555);
  cleanup(() => fs.chmodSync(dir, 0o755));
}

/** A migrated database in a folder that neither the file nor the folder lets the child write. */
function readOnlyDatabase(): string {
  const dir = tempDirRemovedAfterTest();
  const db = path.join(dir, 'site.db');
  openSqliteStore(db).close();
  makeReadOnly(dir);
  return db;
}

describe('start-up refuses a database it cannot write', () => {
  it('a read-only database file: exit 1 with a message saying why and what to do', async () => {
    const db = readOnlyDatabase();
    const result = await startSiteApi(db);
    expect(result.listened).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The database ${db} cannot be written`);
    expect(result.stderr).toContain('point SITE_DB (or --db) at a writable place');
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('a folder where the database cannot be created: exit 1 with the same message', async () => {
    const dir = tempDirRemovedAfterTest();
    makeReadOnly(dir);
    const db = path.join(dir, 'new.db');
    const result = await startSiteApi(db);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The database ${db} cannot be written`);
  });

  it('a writable database still starts', async () => {
    const result = await startSiteApi(path.join(tempDirRemovedAfterTest(), 'site.db'));
    expect(result.listened).toBe(true);
  });
});

describe.skipIf(!isRoot)('a full disk (a real 1 MB tmpfs)', () => {
  function smallDisk(): string {
    const dir = tempDirRemovedAfterTest();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    cleanup(() => execFileSync('umount', ['-l', dir]));
    return dir;
  }
  function fill(dir: string): string {
    const filler = path.join(dir, 'filler');
    const fd = fs.openSync(filler, 'w');
    try {
      for (;;) fs.writeSync(fd, Buffer.alloc(4096, 1));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
    return filler;
  }

  it('health answers 503 writable:false while the disk is full, ok again once there is room', async () => {
    const disk = smallDisk();
    const { app, store } = startApi({ dbPath: path.join(disk, 'site.db'), ...healthProbedEachTime() });
    expect((await request(app).post('/api/contact').send(validMessage())).status).toBe(201);
    const healthy = await request(app).get('/api/health');
    expect(healthy.status).toBe(200);
    expect(healthy.body.database).toMatchObject({ ok: true, writable: true });

    const filler = fill(disk);
    const full = await request(app).get('/api/health');
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({ success: false, database: { ok: false, writable: false } });

    fs.rmSync(filler);
    expect((await request(app).get('/api/health')).status).toBe(200);
    expect((await request(app).post('/api/contact').send(validMessage())).status).toBe(201);
    expect(await store.count('messages')).toBe(2);
  });

  it('start-up on a full disk: exit 1 with the message', async () => {
    const disk = smallDisk();
    const db = path.join(disk, 'site.db');
    openSqliteStore(db).close();
    fill(disk);
    const result = await startSiteApi(db);
    expect(result.listened).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The database ${db} cannot be written`);
  });
});
