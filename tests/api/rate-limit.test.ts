// The submission rate limit from more than one side: it counts per client address
// (two real loopback source addresses, 127.0.0.2 and 127.0.0.3, not a header), across both forms,
// starts again after the window, and a visitor without JavaScript who posts the form once too
// often gets a page with a way back, not a JSON error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const WINDOW_MS = 600_000;

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** Starts the real app on 127.0.0.1 and returns a poster that sends from a chosen source address. */
async function limitedApi(max: number) {
  const api = startApi({ rateLimit: { max, windowMs: WINDOW_MS } });
  const server = http.createServer(api.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  const { port } = server.address() as AddressInfo;

  function post(from: string, path: string, body: string, type: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path, method: 'POST', localAddress: from, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  const json = 'application/json';
  return {
    store: api.store,
    contact: (from: string) => post(from, '/api/contact', JSON.stringify(validMessage()), json),
    application: (from: string) => post(from, '/api/employee-application', JSON.stringify(validApplication()), json),
    contactForm: (from: string) =>
      post(from, '/api/contact', new URLSearchParams({ ...(validMessage() as Record<string, string>), website: '' }).toString(), 'application/x-www-form-urlencoded'),
    applicationForm: (from: string) =>
      post(
        from,
        '/api/employee-application',
        new URLSearchParams({ ...(validApplication() as Record<string, string>), website: '' }).toString(),
        'application/x-www-form-urlencoded',
      ),
  };
}

const A = '127.0.0.2';
const B = '127.0.0.3';

afterEach(() => {
  vi.useRealTimers();
});

describe('submission rate limit', () => {
  it('counts each client address on its own', async () => {
    const api = await limitedApi(2);
    expect((await api.contact(A)).status).toBe(201);
    expect((await api.contact(A)).status).toBe(201);
    const refused = await api.contact(A);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, message: expect.stringContaining('Too many submissions') });
    // another visitor is not held back by the first one's submissions
    expect((await api.contact(B)).status).toBe(201);
    expect((await api.contact(B)).status).toBe(201);
    expect((await api.contact(B)).status).toBe(429);
    expect(await api.store.count('messages')).toBe(4);
  });

  it('shares one count across both forms', async () => {
    const api = await limitedApi(2);
    expect((await api.application(A)).status).toBe(201);
    expect((await api.contact(A)).status).toBe(201);
    expect((await api.application(A)).status).toBe(429);
    expect((await api.contact(A)).status).toBe(429);
    expect((await api.store.count('applications')) + (await api.store.count('messages'))).toBe(2);
  });

  it('lets the address send again once the window has passed, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const api = await limitedApi(1);
    expect((await api.contact(A)).status).toBe(201);
    expect((await api.contact(A)).status).toBe(429);
    vi.setSystemTime(start + WINDOW_MS - 1_000);
    expect((await api.contact(A)).status).toBe(429);
    vi.setSystemTime(start + WINDOW_MS + 1_000);
    expect((await api.contact(A)).status).toBe(201);
    expect((await api.contact(A)).status).toBe(429);
    expect(await api.store.count('messages')).toBe(2);
  });

  it.each([
    ['contact', 'contactForm', '/contact/'],
    ['careers', 'applicationForm', '/careers/#apply'],
  ] as const)('answers a %s form post over the limit with a page leading back to the form', async (_name, form, formPath) => {
    const api = await limitedApi(1);
    const first = await api[form](A);
    expect(first.status).toBe(303);
    const refused = await api[form](A);
    expect(refused.status).toBe(429);
    expect(refused.type).toMatch(/^text\/html/);
    expect(refused.body).toContain('<h1>Please wait a few minutes</h1>');
    expect(refused.body).toContain('Too many submissions from your address.');
    expect(refused.body).toContain(`<a href="${formPath}">open the form again</a>`);
    expect(refused.body).not.toMatch(/<script/i);
    expect((await api.store.count('applications')) + (await api.store.count('messages'))).toBe(1);
  });
});
