// The islands' data-loading defaults (spec part 1 section 7 'generic data-loading behaviour',
// section 8 first row, section 9 'data-loading defaults'), against a real HTTP server on loopback:
// the default query function, its error text, the opt-in null for 401, and a client that never
// retries, refetches or considers data stale.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient, getQueryFn } from '../../templates/islands/query.ts';

let base: string;
let server: http.Server;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.set(req.url ?? '/', (hits.get(req.url ?? '/') ?? 0) + 1);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/ok') res.writeHead(200, { 'content-type': 'application/json' }).end('{"answer":42}');
    else if (path === '/broken') res.writeHead(500, { 'content-type': 'text/plain' }).end('database is on fire');
    else if (path === '/empty') res.writeHead(503).end();
    else if (path === '/private') res.writeHead(401, { 'content-type': 'text/plain' }).end('sign in first');
    else res.writeHead(404).end('nothing here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const run = (on401: 'returnNull' | 'throw', path: string) => {
  const client = createQueryClient();
  return client.fetchQuery({ queryKey: [`${base}${path}`], queryFn: getQueryFn({ on401 }) });
};

describe('default query function', () => {
  it('GETs the first key element and parses the JSON', async () => {
    await expect(run('throw', '/ok')).resolves.toEqual({ answer: 42 });
  });

  it('turns a non-OK answer into "status: body text", or the status text when the body is empty', async () => {
    await expect(run('throw', '/broken')).rejects.toThrow(/^500: database is on fire$/);
    await expect(run('throw', '/empty')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('throws on 401 by default, and gives null to a caller who asks for it', async () => {
    await expect(run('throw', '/private')).rejects.toThrow(/^401: sign in first$/);
    await expect(run('returnNull', '/private')).resolves.toBeNull();
  });
});

describe('query client defaults', () => {
  it('never refetches on a timer or on focus, keeps data fresh forever and retries nothing', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('uses the default query function without one given, and asks the server exactly once', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [`${base}/broken?once`] })).rejects.toThrow('500: database is on fire');
    await expect(client.fetchQuery({ queryKey: [`${base}/ok?fresh`] })).resolves.toEqual({ answer: 42 });
    // a second read of fresh data is served from the cache
    await expect(client.fetchQuery({ queryKey: [`${base}/ok?fresh`] })).resolves.toEqual({ answer: 42 });
    expect(hits.get('/broken?once')).toBe(1);
    expect(hits.get('/ok?fresh')).toBe(1);
  });
});
