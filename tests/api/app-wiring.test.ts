// How createApp (api/app.ts) wires the API together, from outside, through real HTTP: headers it
// promises on every answer, GET /api/health both when a submission could be written and when it
// could not (another process holding the SQLite write lock), the owner's e-mail sent at once
// from and to NOTIFY_TO, what it logs, and close() releasing the database. These close gaps
// the mutation run found in app.ts.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SQLITE_LOCK_WAIT_MS } from '../../api/storage/types.ts';
import { memoryLog } from '../helpers/memory-log.ts';
import { FRESH_DATABASE, fakePlaces, healthProbedEachTime, smtpSink, startApi, TEST_ENGINE } from '../helpers/api.ts';
import { validMessage } from '../helpers/api-fixtures.ts';
import { waitFor } from '../helpers/wait.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

const OWNER = 'owner@cleaning.example';

describe('headers on every answer', () => {
  it('no ETag on the JSON answers (nothing to revalidate; hashing each body only costs time)', async () => {
    const { app } = startApi();
    for (const path of ['/api/health', '/api/google-reviews']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('no X-Powered-By, outside /api too, where helmet does not run', async () => {
    const { app } = startApi();
    const res = await request(app).get('/elsewhere');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('serving a built site (site serve)', () => {
  it("leaves the pages' Content Security Policy to the generator: without a _headers rule, helmet adds none", async () => {
    const siteDir = tempDirRemovedAfterTest();
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><h1>Home</h1></body></html>');
    const { app } = startApi({}, { siteDir });
    const home = await request(app).get('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<h1>Home</h1>');
    expect(home.headers['content-security-policy']).toBeUndefined();
    expect(home.headers['cross-origin-opener-policy']).toBeUndefined();
    // the rest of helmet's headers still apply to pages
    expect(home.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/health', () => {
  it('says the database is writable, with whole seconds of uptime; other methods are 405 naming GET and HEAD', async () => {
    const { app } = startApi();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.database).toEqual({ ok: true, writable: true, ...FRESH_DATABASE });
    expect(Number.isInteger(res.body.process.uptimeSeconds)).toBe(true);
    expect(res.body.process.rssBytes).toBeGreaterThan(0);
    const wrong = await request(app).delete('/api/health');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
  });

  it.runIf(TEST_ENGINE === 'sqlite')(
    'answers 503 and logs why while another process holds the write lock, though reads still work',
    { timeout: 30_000 },
    async () => {
      const { log, lines } = memoryLog();
      // a short lock wait (SITE_DB_LOCK_WAIT_MS): the default's 5 s would be one core idle here
      const { app, config } = startApi({ ...healthProbedEachTime(), sqliteLockWaitMs: 300 }, { log });
      // A second connection (as `site submissions export` or a stuck process would be) takes the
      // write lock and keeps it past the store's lock wait.
      const other = new Database(config.dbPath);
      other.prepare('BEGIN IMMEDIATE').run();
      try {
        const started = Date.now();
        const res = await request(app).get('/api/health');
        expect(Date.now() - started, 'gave up before the default wait: the lock wait given was used').toBeLessThan(SQLITE_LOCK_WAIT_MS);
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          success: false,
          status: 'error',
          process: { uptimeSeconds: expect.any(Number), rssBytes: expect.any(Number) },
          database: { ok: false, writable: false, engine: 'sqlite' },
        });
        // the log says what failed (SQLite's own words), so the owner can act on it
        expect(lines).toContainEqual(
          expect.objectContaining({ level: 50, msg: 'health check: database failed', err: expect.objectContaining({ message: expect.stringMatching(/locked|busy/i) }) }),
        );
      } finally {
        other.prepare('ROLLBACK').run();
        other.close();
      }
      expect((await request(app).get('/api/health')).status).toBe(200);
    },
  );
});

describe('the owner is told at once', () => {
  it('a submission is e-mailed right away, long before the next poll, from and to NOTIFY_TO', async () => {
    const smtp = await smtpSink();
    // The worker polls only every 10 minutes here: the mail can only come from the kick that
    // storing a submission gives it.
    const { app } = startApi({ notify: { smtpUrl: smtp.url, to: OWNER }, outbox: { pollMs: 600_000, baseDelayMs: 50, maxDelayMs: 200 } });
    // the first poll runs as the worker starts; let it find nothing first
    await new Promise((resolve) => setTimeout(resolve, 200));
    await request(app).post('/api/contact').send(validMessage()).expect(201);
    await waitFor(() => smtp.mails.length > 0, 10_000, 'the e-mail');
    expect(smtp.mails[0]).toMatchObject({ from: OWNER, to: [OWNER] });
  });
});

describe('logs', () => {
  it('a failing review source is logged as a warning with its reason', async () => {
    const places = await fakePlaces((_req, res) => {
      res.writeHead(500).end('upstream broke');
    });
    const { log, lines } = memoryLog();
    startApi({ places: { apiKey: 'k', placeId: 'p', baseUrl: places.url, timeoutMs: 5000, maxBytes: 1 << 20 } }, { log });
    const warning = await waitFor(() => lines.find((line) => line.msg === 'review source failed'), 10_000, 'the warning');
    expect(warning).toMatchObject({ level: 40, reason: expect.stringMatching(/\S/) });
  });
});

describe('close()', () => {
  it('closes the database', async () => {
    const api = startApi();
    await api.close();
    await expect(api.store.count('messages')).rejects.toThrow();
  });
});
