// HTTP behaviour common to the API (docs/decisions.md#api-safety): JSON errors with the right status and no stack or
// HTML, helmet headers, CORS for configured origins only, the rate limit, the honeypot, health.
import request from 'supertest';
import { bodyLimitFor } from '../../api/http/body-limit.ts';
import { describe, expect, it } from 'vitest';
import { contactSchema, HONEYPOT_FIELD } from '../../shared/forms.ts';
import { FRESH_DATABASE, startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

function expectJsonError(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.message).toBe('string');
  expect(res.text).not.toMatch(/<html|\bat \w+ \(|node_modules/i);
}

describe('API errors', () => {
  it('answers malformed JSON with 400', async () => {
    const { app } = startApi();
    const res = await request(app).post('/api/contact').set('Content-Type', 'application/json').send('{"name": ');
    expectJsonError(res, 400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers a body that is neither JSON nor a form post with 415', async () => {
    const { app } = startApi();
    expectJsonError(await request(app).post('/api/contact').set('Content-Type', 'text/plain').send('name=Casey'), 415);
    expectJsonError(await request(app).post('/api/employee-application').set('Content-Type', 'multipart/form-data; boundary=x').send('hi'), 415);
  });

  it('answers a body over the measured limit with 413 and stores nothing', async () => {
    const { app, store } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .send(validMessage({ message: 'x'.repeat(bodyLimitFor(contactSchema) + 1) }));
    expectJsonError(res, 413);
    expect(await store.count('messages')).toBe(0);
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const { app } = startApi();
    const get = await request(app).get('/api/employee-application');
    expectJsonError(get, 405);
    expect(get.headers.allow).toBe('POST');
    const post = await request(app).post('/api/google-reviews').send({});
    expectJsonError(post, 405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expectJsonError(await request(app).delete('/api/health'), 405);
  });

  it('answers an unknown path with 404, inside and outside /api', async () => {
    const { app } = startApi();
    expectJsonError(await request(app).get('/api/nothing-here'), 404);
    expectJsonError(await request(app).post('/elsewhere').send({}), 404);
  });

  it('sends helmet security headers', async () => {
    const { app } = startApi();
    const res = await request(app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('allows only the configured origins', async () => {
    const { app } = startApi({ corsOrigins: ['https://www.example.com'] });
    const allowed = await request(app).get('/api/health').set('Origin', 'https://www.example.com');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.example.com');
    const other = await request(app).get('/api/health').set('Origin', 'https://evil.example.net');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await request(app)
      .options('/api/contact')
      .set('Origin', 'https://www.example.com')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // the islands' posts carry JSON and an Idempotency-Key
    expect(preflight.headers['access-control-allow-headers']?.split(/,\s*/)).toEqual(['Content-Type', 'Idempotency-Key']);
    const refused = await request(app)
      .options('/api/contact')
      .set('Origin', 'https://evil.example.net')
      .set('Access-Control-Request-Method', 'POST');
    expectJsonError(refused, 403);
  });
});

describe('rate limit', () => {
  it('allows RATE_LIMIT_MAX submissions per address across both forms, then 429 JSON', async () => {
    const { app, store } = startApi({ rateLimit: { max: 5, windowMs: 600_000 } });
    for (let i = 0; i < 3; i++) await request(app).post('/api/employee-application').send(validApplication()).expect(201);
    for (let i = 0; i < 2; i++) await request(app).post('/api/contact').send(validMessage()).expect(201);
    const sixth = await request(app).post('/api/contact').send(validMessage());
    expectJsonError(sixth, 429);
    expect(sixth.body.message).toMatch(/Too many submissions/);
    expectJsonError(await request(app).post('/api/employee-application').send(validApplication()), 429);
    expect((await store.count('applications')) + (await store.count('messages'))).toBe(5);
    // Reading is not limited.
    await request(app).get('/api/google-reviews').expect(200);
  });
});

describe('honeypot', () => {
  it('answers a filled honeypot like a success but stores nothing', async () => {
    const { app, store } = startApi();
    const bot = await request(app)
      .post('/api/employee-application')
      .send({ ...validApplication(), [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect(bot.body).toMatchObject({ success: true, id: expect.any(String) });
    const botMessage = await request(app).post('/api/contact').send({ ...validMessage(), [HONEYPOT_FIELD]: 'x' });
    expect(botMessage.status).toBe(201);
    expect(await store.count('applications')).toBe(0);
    expect(await store.count('messages')).toBe(0);
  });

  it('lets a person through with the hidden field left empty', async () => {
    const { app, store } = startApi();
    await request(app)
      .post('/api/contact')
      .send({ ...validMessage(), [HONEYPOT_FIELD]: '' })
      .expect(201);
    expect(await store.count('messages')).toBe(1);
  });
});

describe('GET /api/health', () => {
  it('reports the process and the database', async () => {
    const { app } = startApi();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      status: 'ok',
      process: { uptimeSeconds: expect.any(Number), rssBytes: expect.any(Number) },
      database: { ok: true, ...FRESH_DATABASE },
    });
  });

  it('answers 503 when the database is gone', async () => {
    const { app, store } = startApi();
    store.close();
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, database: { ok: false } });
  });
});
