// The islands' post (templates/islands/submit-form.ts) against the real API, through a loopback
// relay that can lose an answer: the API stores the submission and answers, the relay drops the
// connection instead of passing the answer on, as a flaky mobile network does. Sending the same
// answers again must not store them twice (the same Idempotency-Key goes with them), while other
// answers, or the next fill after a success, are new submissions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { submitForm } from '../../templates/islands/submit-form.ts';
import { startApi } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validMessage } from '../helpers/api-fixtures.ts';

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The API behind a relay; `loseNextAnswer()` makes the relay drop the next answer after the API gave it. */
async function flakyApi() {
  const api = startApi();
  const target = new URL(await listen(http.createServer(api.app)));
  let lose = false;
  const keys: (string | undefined)[] = [];
  const relay = http.createServer((req, res) => {
    keys.push(req.headers['idempotency-key'] as string | undefined);
    const forward = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      if (lose) {
        lose = false;
        answer.resume();
        answer.on('end', () => req.socket.destroy());
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  const url = `${await listen(relay)}/api/contact`;
  return { url, store: api.store, keys, loseNextAnswer: () => (lose = true) };
}

describe('submitForm: one submission per filled form', () => {
  it('sends the same answers again under the same key, so a lost answer does not store them twice', async () => {
    const api = await flakyApi();
    api.loseNextAnswer();
    expect(await submitForm(api.url, validMessage())).toEqual({ ok: false, network: true });
    expect(await api.store.count('messages')).toBe(1); // it did arrive
    const retry = await submitForm(api.url, validMessage());
    expect(retry.ok).toBe(true);
    expect(await api.store.count('messages')).toBe(1);
    expect(api.keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(api.keys[1]).toBe(api.keys[0]);

    // after a success, the same answers again are a new submission with a new key
    expect((await submitForm(api.url, validMessage())).ok).toBe(true);
    expect(api.keys[2]).not.toBe(api.keys[0]);
    expect(await api.store.count('messages')).toBe(2);
  });

  it('gives changed answers a new key: the first answers stay stored, the changed ones are stored too, no 422', async () => {
    const api = await flakyApi();
    api.loseNextAnswer();
    expect((await submitForm(api.url, validMessage({ subject: 'First try' }))).ok).toBe(false);
    const changed = await submitForm(api.url, validMessage({ subject: 'Second thoughts' }));
    expect(changed).toMatchObject({ ok: true });
    expect(api.keys[1]).not.toBe(api.keys[0]);
    expect((await api.store.list('messages')).map((row) => row.data.subject)).toEqual(['First try', 'Second thoughts']);
  });
});
