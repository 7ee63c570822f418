// Edges of the submission pipeline (api/http/submission.ts) and its rate limit
// (api/http/rate-limit.ts) that the other API files leave open, through the real app: the answer
// a JSON caller gets carries the stored row's id and our messages; the honeypot's rules for
// values that are not plain text; a form post's field names are taken literally (no nested
// parsing); every message at once when one answer has a broken character and another is wrong;
// the refusal pages' headings and the closed connection after an oversized body; the rate limit's
// standard headers and its IPv6 buckets (gaps the mutation run found); JSON only as
// UTF-8, and a form post with too many fields answered with the refusal page.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from '../../api/http/body-limit.ts';
import { FORM_PARAMETER_LIMIT, JSON_MUST_BE_UTF8 } from '../../api/http/submission.ts';
import { contactSchema } from '../../shared/forms.ts';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { memoryLog } from '../helpers/memory-log.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FORMS = [
  { path: '/api/contact', valid: validMessage, table: 'messages' as const, received: /^Thank you/ },
  { path: '/api/employee-application', valid: validApplication, table: 'applications' as const, received: /^Thank you/ },
];

describe('the answer to a stored submission', () => {
  it.each(FORMS)('$path: 201 with our message and the id of the row it stored', async ({ path, valid, table, received }) => {
    const { app, store } = startApi();
    const res = await request(app).post(path).send(valid());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(received), id: expect.stringMatching(UUID) });
    const [row] = await store.list(table);
    expect(row?.id).toBe(res.body.id);
  });

  it('a rejected JSON submission names the fix in its message', async () => {
    const { app } = startApi();
    const res = await request(app).post('/api/contact').send(validMessage({ name: '' }));
    expect(res.body).toEqual({ success: false, message: 'Please correct the highlighted fields and send the form again.', errors: { name: 'Full name is required' } });
  });

  it('JSON booleans are taken as sent (the form-post checkbox rule does not apply to JSON)', async () => {
    const { app, store } = startApi();
    await request(app).post('/api/employee-application').send(validApplication({ transportation: false, backgroundCheck: true })).expect(201);
    const [row] = await store.list('applications');
    expect(row?.data).toMatchObject({ transportation: false, backgroundCheck: true });
  });
});

describe('the honeypot', () => {
  it.each(FORMS)('$path: a bot gets the same answer as a person, a fresh id, and is logged, not stored', async ({ path, valid, table, received }) => {
    const { log, lines } = memoryLog();
    const { app, store } = startApi({}, { log });
    const res = await request(app).post(path).send(valid({ website: 'http://spam.example' } as Record<string, unknown>));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: expect.stringMatching(received), id: expect.stringMatching(UUID) });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'honeypot filled; submission dropped', path: path.replace(/^\/api/, '') }));
    expect(await store.count(table)).toBe(0);
  });

  it('a value that is not text (a number, even 0; false) counts as filled', async () => {
    const { app, store } = startApi();
    for (const website of [0, 7, false, null]) {
      const res = await request(app).post('/api/contact').send(validMessage({ website } as Record<string, unknown>));
      expect(res.status, `website: ${JSON.stringify(website)}`).toBe(201);
    }
    expect(await store.count('messages')).toBe(0);
  });

  it('white space only counts as empty: a person whose browser filled in spaces is stored', async () => {
    const { app, store } = startApi();
    expect((await request(app).post('/api/contact').send(validMessage({ website: '  \t ' } as Record<string, unknown>))).status).toBe(201);
    expect(await store.count('messages')).toBe(1);
    const [row] = await store.list('messages');
    expect(row?.data).toEqual(validMessage());
  });
});

describe('validation', () => {
  it('a broken character in one answer and a mistake in another: both messages at once', async () => {
    const { app, store } = startApi();
    const json = JSON.stringify(validMessage({ email: 'nope', message: 'A long enough answer PLACEHOLDER' })).replace('PLACEHOLDER', '\\ud800');
    const res = await request(app).post('/api/contact').set('Content-Type', 'application/json').send(json);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Valid email address is required',
      message: 'Contains a character that is not valid text; please retype this answer',
    });
    expect(await store.count('messages')).toBe(0);
  });

  it('a form post\'s field names are literal: "name[first]" is an unknown field, not a nested name', async () => {
    const { app, store } = startApi();
    const body = new URLSearchParams({ ...(validMessage() as Record<string, string>) });
    body.delete('name');
    body.set('name[first]', 'Casey');
    const res = await request(app).post('/api/contact').type('form').send(body.toString());
    expect(res.status).toBe(400);
    expect(res.text).toContain('<li>Full name is required</li><li>Unknown field</li>');
    expect(await store.count('messages')).toBe(0);
  });
});

describe('refusal pages for form posts', () => {
  it('413: its own heading, and the connection is closed rather than the rest of the body read', async () => {
    const { app } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .type('form')
      .send(new URLSearchParams({ ...(validMessage() as Record<string, string>), message: 'x'.repeat(bodyLimitFor(contactSchema)) }).toString());
    expect(res.status).toBe(413);
    expect(res.text).toContain('<h1>Your answers are too long to send</h1>');
    expect(res.headers.connection).toBe('close');
  });

  it('415: its own heading', async () => {
    const { app } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .field('name', 'Casey');
    expect(res.status).toBe(415);
    expect(res.text).toContain('<h1>This form could not be read</h1>');
  });

  it('429: the body was read whole, so the connection stays open', async () => {
    const { app } = startApi({ rateLimit: { max: 1, windowMs: 600_000 } });
    const agent = request.agent(app);
    const form = new URLSearchParams(validMessage() as Record<string, string>).toString();
    expect((await agent.post('/api/contact').type('form').set('Connection', 'keep-alive').send(form)).status).toBe(303);
    const res = await agent.post('/api/contact').type('form').set('Connection', 'keep-alive').send(form);
    expect(res.status).toBe(429);
    expect(res.headers.connection).toBe('keep-alive');
  });

  it.each(['application/json', 'application/json, text/html', '*/*'])(
    'a caller that accepts JSON first (Accept: %s) gets JSON for the same refusal; only browsers preferring HTML get the page',
    async (accept) => {
      const { app } = startApi();
      const res = await request(app).post('/api/contact').set('Content-Type', 'text/plain').set('Accept', accept).send('x');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ success: false, message: 'Send the form as JSON (Content-Type: application/json) or as a form post.' });
    },
  );
});

describe('what a body must be before it is read', () => {
  it.each(['utf-7', 'UTF-16', 'utf-32', 'latin1', 'us-ascii', 'utf8'])('JSON declared %s is a 415 saying bodies must be UTF-8, and nothing is stored', async (charset) => {
    const { app, store } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .set('Content-Type', `application/json; charset=${charset}`)
      .send(JSON.stringify(validMessage({ subject: '+ADw-script+AD4-alert(1)+ADw-/script+AD4-' })));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: JSON_MUST_BE_UTF8 });
    expect(res.body.message).toMatch(/must be UTF-8/);
    expect(await store.count('messages')).toBe(0);
  });

  it.each(['utf-8', 'UTF-8', '"utf-8"'])('JSON declared %s is read', async (charset) => {
    const { app } = startApi();
    const res = await request(app).post('/api/contact').set('Content-Type', `application/json; charset=${charset}`).send(JSON.stringify(validMessage()));
    expect(res.status).toBe(201);
  });

  it('a form post with more fields than the parser reads gets the refusal page, and its connection stays open', async () => {
    const { app, store } = startApi();
    const body = new URLSearchParams(validMessage() as Record<string, string>);
    for (let i = 0; body.size <= FORM_PARAMETER_LIMIT; i++) body.append(`extra${i}`, 'x');
    const res = await request(app).post('/api/contact').type('form').set('Connection', 'keep-alive').send(body.toString());
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<h1>Your answers are too long to send</h1>');
    expect(res.text).toContain('far more fields than ours have');
    expect(res.text).toContain('<a href="/contact/">open the form again</a>');
    // it was read to its end, unlike a body over the size limit
    expect(res.headers.connection).toBe('keep-alive');
    expect(await store.count('messages')).toBe(0);
  });
});

describe('a failure of ours during a form post', () => {
  it('is a 500 whose log names the real cause (the refusal pages handle only the visitor\'s own faults)', async () => {
    const { log, lines } = memoryLog();
    const { app, store } = startApi({}, { log });
    await store.close();
    const res = await request(app).post('/api/contact').type('form').send(new URLSearchParams(validMessage() as Record<string, string>).toString());
    expect(res.status).toBe(500);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed', err: expect.objectContaining({ message: expect.stringMatching(/not open/) }) }));
  });
});

describe('the rate limit', () => {
  it('announces itself with the standard RateLimit headers only (draft 8), not the legacy X-RateLimit ones', async () => {
    const { app } = startApi({ rateLimit: { max: 5, windowMs: 600_000 } });
    const res = await request(app).post('/api/contact').send(validMessage());
    expect(res.status).toBe(201);
    expect(res.headers['ratelimit-policy']).toMatch(/q=5; w=600/);
    expect(res.headers.ratelimit).toMatch(/r=4/);
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('counts IPv6 visitors per /56: one household\'s addresses share a bucket, the neighbour\'s do not', async () => {
    const { app } = startApi({ rateLimit: { max: 1, windowMs: 600_000 }, trustProxy: 1 });
    const post = (ip: string) => request(app).post('/api/contact').set('X-Forwarded-For', ip).send(validMessage());
    expect((await post('2001:db8:0:100::1')).status).toBe(201);
    expect((await post('2001:db8:0:1ff:abcd::2')).status).toBe(429);
    expect((await post('2001:db8:0:200::1')).status).toBe(201);
  });
});
