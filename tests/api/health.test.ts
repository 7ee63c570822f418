// GET /api/health cannot be turned against the site: a flood of checks costs at most one
// database probe per interval in a process (the others reuse its result), and the checks have a
// rate limit of their own, apart from the forms' budget. Real HTTP on a real SQLite file; the
// probes are counted by a spy that lets each call through to the store.
import Database from 'better-sqlite3';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig, type ApiConfig } from '../../api/config.ts';
import { HEALTH_RATE_LIMITED } from '../../api/http/rate-limit.ts';
import { startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validMessage } from '../helpers/api-fixtures.ts';

const DEFAULTS = loadConfig({}).health;
const withHealth = (health: Partial<ApiConfig['health']>, overrides: Partial<ApiConfig> = {}) => startApi({ ...overrides, health: { ...DEFAULTS, ...health } });

describe('the database probe', () => {
  it('runs once for a flood of checks; checks until the next probe answer from it, even with the database locked meanwhile', async () => {
    const { app, store, config } = withHealth({ probeEveryMs: 600_000 });
    const probes = vi.spyOn(store, 'probeWrite');
    const answers = await Promise.all(Array.from({ length: 40 }, () => request(app).get('/api/health')));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(answers[39]!.body.database).toMatchObject({ ok: true, writable: true });
    expect(probes).toHaveBeenCalledTimes(1);

    // Another process takes the write lock: a probe now would wait out SQLite's 5-second busy
    // timeout with the whole process stalled. Within the interval no check probes.
    const other = new Database(config.dbPath);
    other.prepare('BEGIN IMMEDIATE').run();
    cleanup(() => {
      other.prepare('ROLLBACK').run();
      other.close();
    });
    expect((await request(app).get('/api/health')).status).toBe(200);
    expect(probes).toHaveBeenCalledTimes(1);
  });

  it('runs again once the interval has passed', async () => {
    const { app, store } = withHealth({ probeEveryMs: 100 });
    const probes = vi.spyOn(store, 'probeWrite');
    expect((await request(app).get('/api/health')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await request(app).get('/api/health')).status).toBe(200);
    expect(probes).toHaveBeenCalledTimes(2);
  });

  it('by default runs at most every 2 s, an answer waits at most 0.8 s for it, and a refused check waits 1 s for its 429', () => {
    expect(DEFAULTS).toEqual({ probeEveryMs: 2000, answerWithinMs: 800, rateLimit: { max: 120, windowMs: 60_000, refusalDelayMs: 1000 } });
  });
});

describe('the rate limit of health checks', () => {
  it('lets a load balancer poll twice a second from one address; the next check in that minute is a 429', async () => {
    const { app } = withHealth({});
    for (let i = 0; i < 120; i++) expect((await request(app).get('/api/health')).status).toBe(200);
    const refused = await request(app).get('/api/health');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: HEALTH_RATE_LIMITED });
    expect(refused.headers.ratelimit).toMatch(/r=0/);
  });

  it('answers a refused check late, so a flood waits on its own answers; other addresses are answered meanwhile', async () => {
    const { app } = withHealth({ rateLimit: { max: 1, windowMs: 60_000, refusalDelayMs: 3000 } }, { trustProxy: 1 });
    const check = (ip: string) => request(app).get('/api/health').set('X-Forwarded-For', ip);
    expect((await check('203.0.113.1')).status).toBe(200);
    const order: string[] = [];
    const refused = check('203.0.113.1').then((res) => order.push(`refused ${res.status}`));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the refused check is in
    const other = check('203.0.113.2').then((res) => order.push(`other ${res.status}`));
    await Promise.all([refused, other]);
    expect(order).toEqual(['other 200', 'refused 429']);
  });

  it('counts per address, apart from the forms: checks spend no submission budget, posts spend no check budget', async () => {
    const { app } = withHealth({ rateLimit: { max: 2, windowMs: 60_000, refusalDelayMs: 0 } }, { trustProxy: 1, rateLimit: { max: 1, windowMs: 600_000 } });
    const check = (ip: string) => request(app).get('/api/health').set('X-Forwarded-For', ip);
    expect((await check('203.0.113.1')).status).toBe(200);
    expect((await check('203.0.113.1')).status).toBe(200);
    expect((await check('203.0.113.1:4000')).status).toBe(429);
    expect((await check('203.0.113.2')).status).toBe(200);
    expect((await request(app).post('/api/contact').set('X-Forwarded-For', '203.0.113.2').send(validMessage())).status).toBe(201);
    expect((await check('203.0.113.2')).status).toBe(200);
  });
});
