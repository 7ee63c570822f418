// Behind a proxy each visitor has their own rate-limit bucket (TRUST_PROXY),
// junk that never reaches validation spends nobody's budget, and a browser's form post gets a
// page, not JSON, when it is refused before validation (413, 415, 429).
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor } from '../../api/http/body-limit.ts';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { applicationSchema, contactSchema } from '../../shared/forms.ts';
import { startApi } from '../helpers/api.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const limited = (max: number, trustProxy: false | number | string[] = false) => startApi({ rateLimit: { max, windowMs: 600_000 }, trustProxy });

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of proxy addresses and subnets', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback, fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'loopback', 'fd00::/8']);
  });

  for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '1.5']) {
    it(`refuses TRUST_PROXY=${bad} with a clear message`, () => {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: expected "off", a hop count/);
    });
  }

  // Express refuses these when the app is built; config must refuse them first, naming the
  // variable and the value, rather than start-up dying later without saying which setting it was.
  for (const [bad, why] of [
    ['0.0.0.0/0', /"0\.0\.0\.0\/0" trusts every address/],
    ['10.0.0.0/8, ::/0', /"::\/0" trusts every address/],
    ['10.0.0.0/8,garbage', /"garbage" is not an IP address or subnet/],
    ['fd00::/129', /"fd00::\/129" has no prefix length from 1 to 128/],
  ] as const) {
    it(`refuses TRUST_PROXY=${bad}, naming the variable, the value and the entry`, () => {
      const message = (() => {
        try {
          loadConfig({ TRUST_PROXY: bad });
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigError);
          return (error as Error).message;
        }
        return 'accepted';
      })();
      expect(message).toContain(`TRUST_PROXY: expected "off"`);
      expect(message).toContain(`(got "${bad}")`);
      expect(message).toMatch(why);
    });
  }

  it('every list it accepts, Express accepts too', () => {
    for (const good of ['10.0.0.0/8, 127.0.0.1,loopback, fd00::/8', '::1/128', '203.0.113.7, linklocal, uniquelocal']) {
      const { trustProxy } = loadConfig({ TRUST_PROXY: good });
      expect(() => express().set('trust proxy', trustProxy)).not.toThrow();
    }
    for (const good of ['1.2.3.4/1', '2001:db8::/32', '99']) {
      const { trustProxy } = loadConfig({ TRUST_PROXY: good, TRUST_PROXY_SCOPE: 'all' });
      expect(() => express().set('trust proxy', trustProxy)).not.toThrow();
    }
  });

  // Each of these starts an API whose rate limit a visitor escapes by sending X-Forwarded-For:
  // every address of theirs is trusted to name the next one.
  for (const [bad, why] of [
    ['::ffff:0:0/96', /"::ffff:0:0\/96" trusts every address/],
    ['0.0.0.0/1,128.0.0.0/1', /"0\.0\.0\.0\/1" reaches beyond a private or loopback network.*"128\.0\.0\.0\/1" reaches beyond/],
    ['99999', /99999 hops is more proxies than any chain .*at most 5.*TRUST_PROXY_SCOPE=all/],
    ['10.0.0.0/7', /"10\.0\.0\.0\/7" reaches beyond/],
    ['172.16.0.0/11', /"172\.16\.0\.0\/11" reaches beyond/],
    ['::ffff:10.0.0.0/103', /"::ffff:10\.0\.0\.0\/103" reaches beyond/],
    ['fc00::/6', /"fc00::\/6" reaches beyond/],
    ['2001:db8::/32', /set TRUST_PROXY_SCOPE=all to trust a public range on purpose/],
    ['6', /6 hops/],
  ] as const) {
    it(`refuses TRUST_PROXY=${bad}: it reaches past the private and loopback networks`, () => {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(why);
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(`(got "${bad}")`);
    });
  }

  it('trusts a proxy\'s single public address, and private subnets up to a whole private network', () => {
    for (const good of ['203.0.113.7', '2001:db8::7/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.4.0/24', '127.0.0.0/8', '169.254.0.0/16', '::ffff:10.0.0.0/104', 'fc00::/7', 'fe80::/10', '::1', '5']) {
      expect(() => loadConfig({ TRUST_PROXY: good }), good).not.toThrow();
    }
  });

  it('TRUST_PROXY_SCOPE=all trusts public ranges and long hop counts as written, but never every address', () => {
    expect(loadConfig({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1', TRUST_PROXY_SCOPE: 'all' }).trustProxy).toEqual(['0.0.0.0/1', '128.0.0.0/1']);
    expect(loadConfig({ TRUST_PROXY: '99999', TRUST_PROXY_SCOPE: 'all' }).trustProxy).toBe(99999);
    expect(() => loadConfig({ TRUST_PROXY: '::ffff:0:0/96', TRUST_PROXY_SCOPE: 'all' })).toThrow(/trusts every address/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8', TRUST_PROXY_SCOPE: 'yes' })).toThrow(/TRUST_PROXY_SCOPE: expected private or all \(got "yes"\)/);
  });
});

describe('rate limit behind a proxy', () => {
  it('with one trusted hop, each visitor named by X-Forwarded-For has their own bucket', async () => {
    const { app, store } = limited(2, 1);
    const post = (ip: string) => request(app).post('/api/contact').set('X-Forwarded-For', ip).send(validMessage());
    expect((await post('203.0.113.1')).status).toBe(201);
    expect((await post('203.0.113.1')).status).toBe(201);
    expect((await post('203.0.113.1')).status).toBe(429);
    expect((await post('203.0.113.2')).status).toBe(201);
    expect((await post('198.51.100.7')).status).toBe(201);
    expect(await store.count('messages')).toBe(4);
  });

  it('a visitor cannot pick a new address by prepending to X-Forwarded-For', async () => {
    const { app } = limited(2, 1);
    const post = (spoof: string) => request(app).post('/api/contact').set('X-Forwarded-For', `${spoof}, 203.0.113.9`).send(validMessage());
    expect((await post('1.1.1.1')).status).toBe(201);
    expect((await post('2.2.2.2')).status).toBe(201);
    expect((await post('3.3.3.3')).status).toBe(429);
  });

  it('one visitor whatever port or IPv6 spelling the proxy forwards their address with', async () => {
    const { app } = limited(2, 1);
    const post = (ip: string) => request(app).post('/api/contact').set('X-Forwarded-For', ip).send(validMessage());
    expect((await post('203.0.113.4:1000')).status).toBe(201);
    expect((await post('203.0.113.4:1001')).status).toBe(201);
    for (const same of ['203.0.113.4:1002', '203.0.113.4', '::ffff:203.0.113.4', '[::ffff:203.0.113.4]:80']) expect((await post(same)).status, same).toBe(429);

    expect((await post('[2001:db8::1]:443')).status).toBe(201);
    expect((await post('2001:DB8::1')).status).toBe(201);
    // the same household: one /56 of addresses, as one router hands out
    for (const same of ['2001:db8::1', '[2001:db8:0:ff::9]:8080']) expect((await post(same)).status, same).toBe(429);
    expect((await post('2001:db8:0:100::1')).status).toBe(201);
  });

  it('trusting a subnet list works the same', async () => {
    const { app } = limited(1, ['127.0.0.0/8', '::1']);
    const post = (ip: string) => request(app).post('/api/contact').set('X-Forwarded-For', ip).send(validMessage());
    expect((await post('203.0.113.1')).status).toBe(201);
    expect((await post('203.0.113.1')).status).toBe(429);
    expect((await post('203.0.113.2')).status).toBe(201);
  });

  it('with TRUST_PROXY off, X-Forwarded-For is ignored: a visitor cannot escape the limit with it', async () => {
    const { app } = limited(2);
    const post = (ip: string) => request(app).post('/api/contact').set('X-Forwarded-For', ip).send(validMessage());
    expect((await post('203.0.113.1')).status).toBe(201);
    expect((await post('203.0.113.2')).status).toBe(201);
    expect((await post('203.0.113.3')).status).toBe(429);
  });
});

describe('only requests that reach validation count', () => {
  it('415s, broken JSON and oversized bodies spend no budget; validation failures do', async () => {
    const { app, store } = limited(3);
    for (let i = 0; i < 10; i++) {
      expect((await request(app).post('/api/contact').set('Content-Type', 'text/plain').send('hello')).status).toBe(415);
      expect((await request(app).post('/api/contact').set('Content-Type', 'application/json').send('{"name":')).status).toBe(400);
    }
    const tooBig = await request(app).post('/api/contact').send(validMessage({ message: 'x'.repeat(bodyLimitFor(contactSchema)) }));
    expect(tooBig.status).toBe(413);
    expect((await request(app).post('/api/contact').send(validMessage({ email: 'nope' }))).status).toBe(400);
    expect((await request(app).post('/api/contact').send(validMessage())).status).toBe(201);
    expect((await request(app).post('/api/employee-application').send(validApplication())).status).toBe(201);
    const fourth = await request(app).post('/api/contact').send(validMessage());
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ success: false, message: expect.stringMatching(/Too many submissions/) });
    expect(await store.count('messages')).toBe(1);
  });
});

describe('form posts refused before validation get a page', () => {
  const expectPage = (res: request.Response, status: number, text: RegExp) => {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(text);
    expect(res.text).toContain('href="/contact/"');
  };

  it('429', async () => {
    const { app } = limited(1);
    expect((await request(app).post('/api/contact').type('form').send(validMessage())).status).toBe(303);
    expectPage(await request(app).post('/api/contact').type('form').send(validMessage()), 429, /Too many submissions/);
  });

  it('413, closing the connection rather than reading the rest of the body', async () => {
    const { app } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .set('Connection', 'keep-alive')
      .type('form')
      .send(validMessage({ message: 'x'.repeat(bodyLimitFor(contactSchema)) }));
    expectPage(res, 413, /shorten the longest answers/);
    expect(res.headers.connection).toBe('close');
  });

  it('415 (a form sent as multipart by a browser)', async () => {
    const { app } = startApi();
    const res = await request(app)
      .post('/api/contact')
      .set('Accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')
      .field('name', 'Casey');
    expectPage(res, 415, /Send the form as JSON/);
  });

  it('JSON callers still get JSON for the same refusals', async () => {
    const { app } = limited(1);
    const big = await request(app).post('/api/contact').send(validMessage({ message: 'x'.repeat(bodyLimitFor(contactSchema)) }));
    expect(big.status).toBe(413);
    expect(big.headers['content-type']).toMatch(/^application\/json/);
    const wrongType = await request(app).post('/api/contact').set('Content-Type', 'text/plain').send('x');
    expect(wrongType.status).toBe(415);
    expect(wrongType.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('body limits measured from the schema', () => {
  // Every answer at its maximum length in a three-byte script, sent the costliest way for each
  // encoding: JSON with every non-ASCII character escaped (`\u4e2d`) and form-encoded (`%E4%B8%AD`).
  const longest = (schema: typeof contactSchema | typeof applicationSchema, base: Record<string, unknown>) => {
    const lengths: Record<string, number> = { firstName: 100, lastName: 100, phone: 30, address: 200, city: 100, state: 50, zipCode: 10, previousExperience: 2000, references: 2000, whyJoin: 5000, additionalInfo: 5000, name: 100, subject: 200, message: 5000 };
    const body = { ...base };
    for (const field of Object.keys(schema.def.shape)) if (lengths[field]) body[field] = '中'.repeat(lengths[field]);
    return body;
  };
  const asciiJson = (body: Record<string, unknown>) => JSON.stringify(body).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

  it('a longest-possible application in a non-Latin script fits as JSON and as a form post', async () => {
    const { app, store } = startApi();
    const body = longest(applicationSchema, validApplication());
    expect((await request(app).post('/api/employee-application').set('Content-Type', 'application/json').send(asciiJson(body))).status).toBe(201);
    const form = await request(app).post('/api/employee-application').type('form').send(body);
    expect(form.status).toBe(303);
    expect(await store.count('applications')).toBe(2);
  });

  it('a longest-possible contact message in a non-Latin script fits', async () => {
    const { app, store } = startApi();
    const body = longest(contactSchema, validMessage());
    expect((await request(app).post('/api/contact').set('Content-Type', 'application/json').send(asciiJson(body))).status).toBe(201);
    expect((await request(app).post('/api/contact').type('form').send(body)).status).toBe(303);
    expect(await store.count('messages')).toBe(2);
  });
});
