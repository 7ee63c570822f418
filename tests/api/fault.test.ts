// Faults against the real process (docs/decisions.md#stored-before-acknowledged): SIGKILL part
// way through a load of applications loses no acknowledged one and leaves no half-written row; SIGTERM lets requests in flight
// finish before the process exits.
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { spawnSiteApi, type SpawnedApi, validApplication } from '../helpers/api-fixtures.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { tempDirRemovedAfterTest } from '../helpers/data.ts';

/** `site api` as a child process, killed at the end of the test if still running. */
async function spawnApi(dbPath: string, env: NodeJS.ProcessEnv = {}): Promise<SpawnedApi> {
  const child = await spawnSiteApi(dbPath, { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000', ...env });
  cleanup(() => {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    return child.exited;
  });
  return child;
}

/**
 * Sends an application over a connection of its own and resolves once the whole request has left
 * for the server (handed to the kernel); `answer` then settles with what came back: the status
 * line, or "no answer" when the connection ended without one.
 */
async function requestInFlight(url: string, body: string): Promise<{ answer: Promise<string> }> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => {}); // a killed server resets the connection: 'close' follows
    socket.on('close', () => resolve(received ? received.split('\r\n')[0]! : 'no answer'));
  });
  const head = [
    'POST /api/employee-application HTTP/1.1',
    `Host: ${hostname}:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  await new Promise<void>((resolve, reject) => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`, (error) => (error ? reject(error) : resolve())));
  return { answer };
}

describe('crash safety', () => {
  it('keeps every acknowledged application through a SIGKILL under load, with an intact database', async () => {
    const dbPath = path.join(tempDirRemovedAfterTest(), 'site.db');
    const server = await spawnApi(dbPath);
    const acknowledged = new Map<string, string>(); // id -> marker sent in whyJoin
    let sent = 0;
    let frozen = false;
    let interrupted = 0; // requests the kill cut off: sent, never answered

    async function worker(): Promise<void> {
      while (!frozen) {
        const marker = `Application number ${sent++} for the crash test`;
        try {
          const res = await fetch(`${server.url}/api/employee-application`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(validApplication({ whyJoin: marker })),
          });
          if (res.status === 201) acknowledged.set(((await res.json()) as { id: string }).id, marker);
          else throw new Error(`unexpected status ${res.status}`);
        } catch (error) {
          if (!frozen) throw error;
          interrupted += 1;
        }
      }
    }
    const workers = Array.from({ length: 16 }, worker);
    while (acknowledged.size < 400) await new Promise((resolve) => setTimeout(resolve, 5));
    // The server is frozen (SIGSTOP) wherever it is in its load, part way through reading a request
    // or writing a row, and killed there. One more request reaches the frozen process first, so
    // the kill always lands on a request in flight. (Killed while running, the server could have
    // answered every request already when this process, on a loaded machine, was slow to look:
    // the test would then have covered a server at rest.)
    server.process.kill('SIGSTOP');
    frozen = true;
    const probe = await requestInFlight(server.url, JSON.stringify(validApplication({ whyJoin: `Application number ${sent++} for the crash test` })));
    server.process.kill('SIGKILL');
    await Promise.all(workers);
    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await probe.answer).toBe('no answer');

    // Restart on the same file: SQLite recovers the WAL; the API answers again.
    const restarted = await spawnApi(dbPath);
    const health = (await (await fetch(`${restarted.url}/api/health`)).json()) as { database: { ok: boolean } };
    expect(health.database.ok).toBe(true);
    restarted.process.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);

    const db = new Database(dbPath, { readonly: true });
    cleanup(() => db.close());
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = new Map(
      (db.prepare('SELECT id, why_join, first_name, zip_code FROM applications').all() as { id: string; why_join: string; first_name: string; zip_code: string }[]).map(
        (row) => [row.id, row],
      ),
    );
    for (const [id, marker] of acknowledged) {
      expect(rows.get(id), `acknowledged ${id} missing`).toEqual({ id, why_join: marker, first_name: 'Jordan', zip_code: '48381' });
    }
    // Rows committed in the instant before the kill but never answered may exist; nothing else:
    // every row is one of the requests sent, whole (its own marker and the fixed fields).
    const sentMarkers = new Set(Array.from({ length: sent }, (_, n) => `Application number ${n} for the crash test`));
    for (const row of rows.values()) {
      expect(sentMarkers.has(row.why_join), row.why_join).toBe(true);
      expect(row).toMatchObject({ first_name: 'Jordan', zip_code: '48381' });
    }
    expect(rows.size).toBeLessThanOrEqual(acknowledged.size + interrupted + 1);
  });

  it('finishes a request in flight on SIGTERM, then exits 0', async () => {
    // Reviews never keep a visitor waiting (docs/decisions.md#reviews-never-wait: the snapshot or
    // the cached copy is served at once), so the request in flight is an application whose body is still arriving.
    const server = await spawnApi(path.join(tempDirRemovedAfterTest(), 'site.db'));
    const body = JSON.stringify(validApplication());
    const { hostname, port } = new URL(server.url);
    const req = http.request({ hostname, port, path: '/api/employee-application', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    req.end(body.slice(20));
    const res = await answered;
    expect(res.status).toBe(201);
    expect(JSON.parse(res.text)).toMatchObject({ success: true });
    expect((await server.exited).code).toBe(0);
    // And it no longer accepts connections.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
