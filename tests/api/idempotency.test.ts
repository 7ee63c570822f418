// A repeated post stores one row and gets the first answer again (api/http/idempotency.ts), on
// both engines: the Idempotency-Key header for JSON, a key in a form post's hidden field, and for
// the static page's own form (which has no key to give) the same answers within the window. A
// key reused with other answers is a 422; a malformed key a 400; two posts racing with one key
// still store one row; and the key survives the server being killed.
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DERIVED_KEY_PREFIX, DERIVED_KEY_WINDOW_MS, derivedKeys, fingerprint, forgetDerivedKeys, KEY_REUSED, REPLAYED_HEADER } from '../../api/http/idempotency.ts';
import { memoryLog } from '../helpers/memory-log.ts';
import { contactSchema, IDEMPOTENCY_FIELD } from '../../shared/forms.ts';
import { spawnServer, validApplication, validMessage } from '../helpers/api-fixtures.ts';
import { startApi, testConfig } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';

const FORMS = [
  { path: '/api/contact', kind: 'messages' as const, valid: validMessage, successPath: '/thank-you/', formPath: '/contact/' },
  { path: '/api/employee-application', kind: 'applications' as const, valid: validApplication, successPath: '/careers/application-received/', formPath: '/careers/#apply' },
];

const encode = (values: Record<string, unknown>) => new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();

afterEach(() => {
  vi.useRealTimers();
});

describe('Idempotency-Key on JSON posts', () => {
  it.each(FORMS)('$path: the same key and answers store one row and get the first answer again', async ({ path, kind, valid }) => {
    const { app, store } = startApi();
    const first = await request(app).post(path).set('Idempotency-Key', 'fill-1').send(valid());
    expect(first.status).toBe(201);
    expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    // the draft's own spelling: a structured-field string in quotes
    for (const key of ['fill-1', '"fill-1"']) {
      const again = await request(app).post(path).set('Idempotency-Key', key).send(valid());
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    }
    expect(await store.count(kind)).toBe(1);
    // another key is another submission
    await request(app).post(path).set('Idempotency-Key', 'fill-2').send(valid()).expect(201);
    expect(await store.count(kind)).toBe(2);
  });

  it.each(FORMS)('$path: the same key with other answers is a 422, and nothing more is stored', async ({ path, kind, valid }) => {
    const { app, store } = startApi();
    await request(app).post(path).set('Idempotency-Key', 'fill-1').send(valid()).expect(201);
    const other = { ...valid(), email: 'someone.else@example.com' };
    const reused = await request(app).post(path).set('Idempotency-Key', 'fill-1').send(other);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({ success: false, message: KEY_REUSED });
    // a form post carrying the key in its hidden field gets the refusal as a page
    const page = await request(app)
      .post(path)
      .type('form')
      .send(encode({ ...other, [IDEMPOTENCY_FIELD]: 'fill-1' }));
    expect(page.status).toBe(422);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<h1>This form was already sent with other answers</h1>');
    expect(await store.count(kind)).toBe(1);
  });

  it('keys are per endpoint: one key on the contact form and on an application stores both', async () => {
    const { app, store } = startApi();
    await request(app).post('/api/contact').set('Idempotency-Key', 'shared').send(validMessage()).expect(201);
    await request(app).post('/api/employee-application').set('Idempotency-Key', 'shared').send(validApplication()).expect(201);
    expect([await store.count('messages'), await store.count('applications')]).toEqual([1, 1]);
  });

  it.each(['', 'has a space', 'x'.repeat(256), 'ключ'])('a malformed key (%j) is a 400 naming the header, and nothing is stored', async (key) => {
    const { app, store } = startApi();
    // a header carries bytes: the key's UTF-8, as a client would send it
    const res = await request(app).post('/api/contact').set('Idempotency-Key', Buffer.from(key).toString('latin1')).send(validMessage());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ 'Idempotency-Key': expect.stringMatching(/visible ASCII/) });
    expect(await store.count('messages')).toBe(0);
  });

  it('posts racing with one key store one row, and every one of them answers with its id', async () => {
    const { app, store } = startApi();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(app).post('/api/contact').set('Idempotency-Key', 'race').send(validMessage())));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    const [row] = await store.list('messages');
    expect(new Set(answers.map((res) => res.body.id))).toEqual(new Set([row?.id]));
    expect(await store.count('messages')).toBe(1);
  });
});

describe('the store under the route', () => {
  it('lets one of two rows with one key in, in the same commit, and finds it by the key', async () => {
    const { store } = startApi();
    const data = contactSchema.parse(validMessage());
    const idempotency = { key: 'same-turn', fingerprint: 'f' };
    const receivedAt = new Date().toISOString();
    // both in one turn of the event loop: one group commit on either engine
    const outcomes = await Promise.allSettled([
      store.saveMessage({ id: 'first', receivedAt, data, idempotency }),
      store.saveMessage({ id: 'second', receivedAt, data, idempotency }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const stored = outcomes[0]?.status === 'fulfilled' ? 'first' : 'second';
    expect(await store.findByIdempotencyKey('messages', 'same-turn')).toEqual({ id: stored, fingerprint: 'f' });
    expect(await store.findByIdempotencyKey('applications', 'same-turn')).toBeUndefined();
    expect(await store.count('messages')).toBe(1);
  });
});

describe('form posts without JavaScript', () => {
  it.each(FORMS)('$path: the same answers again within the window are the same submission', async ({ path, kind, valid, successPath }) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { app, store } = startApi();
    const form = encode(valid());
    for (const offset of [0, 1_000, DERIVED_KEY_WINDOW_MS]) {
      vi.setSystemTime(start + offset);
      const res = await request(app).post(path).type('form').send(form);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(successPath);
      // a repeat found by a derived key is answered as a first post is: no replay to tell
      expect(res.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    }
    expect(await store.count(kind)).toBe(1);
    // other answers are another submission
    await request(app)
      .post(path)
      .type('form')
      .send(encode({ ...valid(), phone: '(248) 555-0100' }))
      .expect(303);
    expect(await store.count(kind)).toBe(2);
    // two windows on, the same answers are a new submission
    vi.setSystemTime(start + 2 * DERIVED_KEY_WINDOW_MS);
    await request(app).post(path).type('form').send(form).expect(303);
    expect(await store.count(kind)).toBe(3);
  });

  it.each(FORMS)('$path: two visitors sending the very same answers are two submissions, and neither hears of the other', async ({ path, kind, valid, successPath }) => {
    const { app, store } = startApi({ trustProxy: 1 });
    const form = encode(valid());
    for (const visitor of ['203.0.113.1', '198.51.100.2']) {
      const res = await request(app).post(path).set('X-Forwarded-For', visitor).type('form').send(form);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(successPath);
      expect(res.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    }
    expect(await store.count(kind)).toBe(2);
    // the first visitor's own repeat is still their first post
    await request(app).post(path).set('X-Forwarded-For', '203.0.113.1').type('form').send(form).expect(303);
    expect(await store.count(kind)).toBe(2);
  });

  it('a client cannot write or read under a derived key: the server\'s format is no key a client may send', async () => {
    const { app, store } = startApi({ trustProxy: 1 });
    const victim = validMessage({ subject: 'The victim\'s question' });
    // the derived key of the victim's coming post, as an attacker who guessed the answers and the address would compute it
    const [predicted] = derivedKeys(fingerprint(contactSchema.parse(victim)), '203.0.113.9', Date.now());
    expect(predicted.startsWith(DERIVED_KEY_PREFIX)).toBe(true);
    const planted = await request(app).post('/api/contact').set('Idempotency-Key', predicted).send(validMessage({ subject: 'Planted' }));
    expect(planted.status).toBe(400);
    // the old format, with the answers' hash, is just another client key
    const oldFormat = `form:${Math.floor(Date.now() / DERIVED_KEY_WINDOW_MS)}:${predicted.split(' ').at(-1)}`;
    expect((await request(app).post('/api/contact').set('Idempotency-Key', oldFormat).send(validMessage({ subject: 'Planted' }))).status).toBe(201);
    const posted = await request(app).post('/api/contact').set('X-Forwarded-For', '203.0.113.9').type('form').send(encode(victim));
    expect(posted.status).toBe(303);
    // and asking with the victim's answers under a client key finds nothing of theirs
    const probe = await request(app).post('/api/contact').set('Idempotency-Key', oldFormat).send(victim);
    expect(probe.status).toBe(422);
    expect((await store.list('messages')).map((row) => row.data.subject).sort()).toEqual(['Planted', 'The victim\'s question']);
  });

  it('forgets a derived key once its windows are over; a client\'s own key stays', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { app, store } = startApi({ trustProxy: 1 });
    await request(app).post('/api/contact').set('X-Forwarded-For', '203.0.113.5').type('form').send(encode(validMessage())).expect(303);
    await request(app).post('/api/contact').set('Idempotency-Key', 'kept-1').send(validMessage({ subject: 'With a key' })).expect(201);
    const [derived] = derivedKeys(fingerprint(contactSchema.parse(validMessage())), '203.0.113.5', start);
    const { log } = memoryLog();
    const sweeper = forgetDerivedKeys(store, log);
    sweeper.stop();
    const sweepNow = () => sweeper.sweep();
    vi.setSystemTime(start + DERIVED_KEY_WINDOW_MS);
    await sweepNow();
    expect(await store.findByIdempotencyKey('messages', derived)).toBeDefined();
    vi.setSystemTime(start + 2 * DERIVED_KEY_WINDOW_MS);
    await sweepNow();
    expect(await store.findByIdempotencyKey('messages', derived)).toBeUndefined();
    expect(await store.findByIdempotencyKey('messages', 'kept-1')).toBeDefined();
    expect(await store.count('messages')).toBe(2);
  });

  it('a key in the hidden field is the key: a JSON retry under it finds the form post\'s row', async () => {
    const { app, store } = startApi();
    await request(app)
      .post('/api/contact')
      .type('form')
      .send(encode({ ...validMessage(), [IDEMPOTENCY_FIELD]: 'hidden-1' }))
      .expect(303);
    const [row] = await store.list('messages');
    const retry = await request(app).post('/api/contact').set('Idempotency-Key', 'hidden-1').send(validMessage());
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(row?.id);
    expect(await store.count('messages')).toBe(1);
    // an empty hidden field is a form with no key: the answers make one
    await request(app)
      .post('/api/contact')
      .type('form')
      .send(encode({ ...validMessage({ subject: 'Another question' }), [IDEMPOTENCY_FIELD]: '' }))
      .expect(303);
    expect(await store.count('messages')).toBe(2);
  });

  it('a malformed key in the hidden field is a 400 page naming the field', async () => {
    const { app } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .type('form')
      .send(encode({ ...validMessage(), [IDEMPOTENCY_FIELD]: 'two words' }));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<li>Must be 1 to 255 visible ASCII characters/);
  });
});

describe('across a killed server', () => {
  it('a retry after SIGKILL finds the row its first post stored, and answers with its id', async () => {
    const config = testConfig();
    // `--db` would choose SQLite over DATABASE_URL: on PostgreSQL the URL alone names the database
    const database = config.databaseUrl ? [] : ['--db', config.dbPath];
    const env = { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000', SITE_DB: '', DATABASE_URL: config.databaseUrl ?? '' };
    const spawn = async () => {
      const child = await spawnServer(['api', '--port', '0', ...database], env);
      cleanup(() => {
        if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
        return child.exited;
      });
      return child;
    };
    const post = (url: string) =>
      fetch(`${url}/api/employee-application`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'before-the-crash' },
        body: JSON.stringify(validApplication()),
      });

    const first = await spawn();
    // the answer is "lost": the server dies right after it committed
    const lost = (await (await post(first.url)).json()) as { id: string };
    first.process.kill('SIGKILL');
    await first.exited;

    const second = await spawn();
    const retry = await post(second.url);
    expect(retry.status).toBe(201);
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(((await retry.json()) as { id: string }).id).toBe(lost.id);
    second.process.kill('SIGKILL');
    await second.exited;

    const { store } = startApi({ ...config });
    expect(await store.count('applications')).toBe(1);
  });
});
