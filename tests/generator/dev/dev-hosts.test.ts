// `site dev` answers only to its own names (DNS rebinding): a page on another site whose name
// is pointed at 127.0.0.1 must not read the dev server's pages, API or reload stream. The guard
// (generator/dev/dev.ts) in front of a real Express app over real HTTP; dev.test.ts checks the same
// on the running command.
import { networkInterfaces } from 'node:os';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ownHostsOnly } from '../../../generator/dev/dev.ts';

function guarded(listenHost: string) {
  const app = express();
  app.use(ownHostsOnly(listenHost));
  app.get('/{*path}', (_req, res) => res.send('page'));
  return (host: string) => request(app).get('/__dev/events').set('Host', host);
}

describe('the Host header site dev answers to', () => {
  it('localhost and the loopback addresses, with any port and in any case', async () => {
    const visit = guarded('127.0.0.1');
    for (const host of ['localhost:4173', 'LOCALHOST:4173', '127.0.0.1:4173', '127.0.0.1', '[::1]:4173', '[0:0:0:0:0:0:0:1]:4173']) {
      expect((await visit(host)).status, host).toBe(200);
    }
  });

  it('no other name: 403 saying which names it answers to', async () => {
    const visit = guarded('127.0.0.1');
    for (const host of ['evil.example:4173', 'localhost.evil.example', '127.0.0.2:4173', '192.168.1.20:4173', 'user@localhost', '']) {
      const res = await visit(host);
      expect(res.status, host).toBe(403);
      expect(res.text).toMatch(/answers only to localhost, 127\.0\.0\.1, \[::1\]/);
    }
  });

  it('the --host it was given, as a name or an address', async () => {
    expect((await guarded('devbox.local')('devbox.local:4173')).status).toBe(200);
    expect((await guarded('devbox.local')('other.local:4173')).status).toBe(403);
    expect((await guarded('192.168.1.20')('192.168.1.20:4173')).status).toBe(200);
    expect((await guarded('fd00::20')('[fd00::20]:4173')).status).toBe(200);
  });

  it("listening on every interface, this machine's own addresses, and still no other name", async () => {
    const visit = guarded('0.0.0.0');
    const own = Object.values(networkInterfaces()).flatMap((list) => list ?? []).map((entry) => (entry.family === 'IPv6' ? `[${entry.address}]` : entry.address));
    for (const address of own) expect((await visit(`${address}:4173`)).status, address).toBe(200);
    expect((await visit('evil.example:4173')).status).toBe(403);
  });
});
