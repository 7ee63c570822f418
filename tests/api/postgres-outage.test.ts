// A PostgreSQL outage seen from outside (its retries are bounded): a real throwaway cluster of
// this file's own, stopped and started again under a running API. While it is down, posts get
// 503 with Retry-After (JSON for the islands, a page for a form post) and health says 503; once it
// is back the same API stores again, without a restart, and holds exactly the rows it
// acknowledged. A frozen server (every process stopped with SIGSTOP, answering nothing) still gets
// a health answer, 503, from a check that does not wait for it, and the checks share one probe.
import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { RETRY_AFTER_SECONDS } from '../../api/http/errors.ts';
import { startPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validMessage } from '../helpers/api-fixtures.ts';
import { waitFor } from '../helpers/wait.ts';
import { memoryLog } from '../helpers/memory-log.ts';

let server: TestPostgres;
beforeAll(async () => {
  server = await startPostgres({ fsync: false });
}, 120_000);
afterAll(() => server?.stop());

/** An API on a fresh database of this file's cluster; every health check probes. */
function apiOn(name: string, log?: ReturnType<typeof memoryLog>['log']) {
  const health = { ...loadConfig({}).health, probeEveryMs: 0 };
  return startApi({ databaseUrl: server.createDatabase(name), health, rateLimit: { max: 1000, windowMs: 600_000 } }, { log });
}

describe('the database stopped, then started again', () => {
  it('answers 503 with Retry-After while it is down, stores again once it is back, and keeps exactly what it acknowledged', { timeout: 120_000 }, async () => {
    const { app, store } = apiOn('outage');
    const before = await request(app).post('/api/contact').send(validMessage({ subject: 'Before the outage' }));
    expect(before.status).toBe(201);

    server.halt();
    try {
      const json = await request(app).post('/api/contact').send(validMessage({ subject: 'During the outage' }));
      expect(json.status).toBe(503);
      expect(json.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(json.body).toEqual({ success: false, message: expect.stringMatching(/could not save your answers just now/) });

      const form = await request(app).post('/api/contact').type('form').send(validMessage({ subject: 'A form post during the outage' }));
      expect(form.status).toBe(503);
      expect(form.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(form.headers['content-type']).toMatch(/^text\/html/);
      expect(form.text).toContain('href="/contact/"');

      const health = await request(app).get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.database).toEqual({ ok: false, writable: false, engine: 'postgres' });
    } finally {
      server.resume();
    }

    // The pool connects again by itself: no restart of the API.
    await waitFor(async () => (await request(app).get('/api/health')).status === 200, 30_000, 'health after the restart');
    const after = await request(app).post('/api/contact').send(validMessage({ subject: 'After the outage' }));
    expect(after.status).toBe(201);
    const stored = await store.list('messages');
    expect(stored.map((row) => [row.id, row.data.subject])).toEqual([
      [before.body.id, 'Before the outage'],
      [after.body.id, 'After the outage'],
    ]);
  });
});

describe('a frozen database', () => {
  /** The postmaster and every server process it started. */
  const serverProcesses = () => [server.pid(), ...execFileSync('pgrep', ['-P', String(server.pid())], { encoding: 'utf8' }).trim().split('\n').map(Number)];
  const signal = (name: 'STOP' | 'CONT', pids: number[]) =>
    pids.forEach((pid) => {
      try {
        process.kill(pid, `SIG${name}`);
      } catch (error) {
        // a backend whose connection the API dropped may have ended since
        if ((error as { code?: string }).code !== 'ESRCH') throw error;
      }
    });

  it('health answers 503 without waiting for it, and 200 again once it answers', { timeout: 30_000 }, async () => {
    const { app, store } = apiOn('frozen');
    expect((await request(app).get('/api/health')).status).toBe(200);
    const probes = vi.spyOn(store, 'check');
    const frozen = serverProcesses();
    signal('STOP', frozen);
    // thawed however the test ends, a time-out included, so the cluster can be stopped
    cleanup(() => signal('CONT', frozen));
    // The probe on the pooled connection waits for a server that never answers; the check must
    // answer anyway. (Were it to wait, this test would time out while the server is frozen.)
    // Checks arriving while a probe is out wait on that one rather than start their own.
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(app).get('/api/health')));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 503));
    expect(answers[0]!.body.database).toEqual({ ok: false, writable: false, engine: 'postgres' });
    expect(probes).toHaveBeenCalledTimes(1);
    signal('CONT', frozen);
    await waitFor(async () => (await request(app).get('/api/health')).status === 200, 30_000, 'health after the thaw');
  });
  // Posts meet the frozen server three times (the rate limit's count, the idempotency look-up,
  // the write), and none of them may wait for it: every answer is bounded by REQUEST_WAIT_MS
  // and RATE_LIMIT_WAIT_MS. The requests' own time-out is far above those and far below what a
  // post waited without them (the pool's 10 s connection time-out, or the whole freeze), so a
  // post that waits on the server fails here instead of passing late.
  it('answers every post at once: 503 with Retry-After for the ones to store, 400 for a bad one, and the rate limit logs that it did not count', { timeout: 60_000 }, async () => {
    const { lines, log } = memoryLog();
    const { app, store } = apiOn('frozen-posts', log);
    const warm = await Promise.all(Array.from({ length: 3 }, () => request(app).post('/api/contact').send(validMessage())));
    expect(warm.map((res) => res.status)).toEqual([201, 201, 201]);
    const frozen = serverProcesses();
    signal('STOP', frozen);
    cleanup(() => signal('CONT', frozen));
    const unanswered = 6_000;
    const posts = await Promise.all([
      request(app).post('/api/contact').set('Idempotency-Key', 'frozen-1').send(validMessage({ subject: 'With a key' })).timeout(unanswered),
      request(app).post('/api/contact').send(validMessage({ subject: 'Without a key' })).timeout(unanswered),
      request(app).post('/api/contact').type('form').send(validMessage({ subject: 'A form post' })).timeout(unanswered),
      ...Array.from({ length: 12 }, (_, i) => request(app).post('/api/contact').send(validMessage({ subject: `Burst ${i}` })).timeout(unanswered)),
    ]);
    expect(posts.map((res) => res.status)).toEqual(posts.map(() => 503));
    expect(posts.map((res) => res.headers['retry-after'])).toEqual(posts.map(() => String(RETRY_AFTER_SECONDS)));
    const invalid = await request(app).post('/api/contact').send(validMessage({ email: 'not an address' })).timeout(unanswered);
    expect(invalid.status).toBe(400);
    expect(lines.some((line) => line.msg === 'rate limit not counted: its store did not answer')).toBe(true);

    signal('CONT', frozen);
    await waitFor(async () => (await request(app).post('/api/contact').set('Idempotency-Key', 'after-thaw').send(validMessage({ subject: 'After the thaw' }))).status === 201, 30_000, 'a post stored after the thaw');
    const subjects = (await store.list('messages')).map((row) => row.data.subject);
    expect(subjects.filter((subject) => subject === 'After the thaw')).toHaveLength(1);
  });
});
