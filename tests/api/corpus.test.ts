// The standing bad-input corpus. fast-check throws generated bodies at both form
// endpoints, as JSON and as form posts, on the real app over real HTTP with a real SQLite file:
// wrong types, huge and deep values, unicode edge cases, reserved keys, arrays for strings, the
// honeypot, control characters, JSON in charsets other than UTF-8, more fields than a form
// post may have, idempotency keys (reused, malformed, in the server's derived-key format), and
// valid bodies mixed in. Every answer must be an acceptance or a clear 4xx, never a 5xx; the
// process still answers health at the end; the rows stored equal the acceptances (less the
// honeypot's, which answer as accepted but store nothing, by design, and the replays: an
// idempotency key sent again gets the first answer, marked Idempotent-Replayed, and a form post's
// own answers sent again are answered as the first was, unmarked, storing nothing); and no stored
// answer holds a control character other than tab and line breaks.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { FORM_PARAMETER_LIMIT } from '../../api/http/submission.ts';
import { DERIVED_KEY_PREFIX, REPLAYED_HEADER } from '../../api/http/idempotency.ts';
import { HONEYPOT_FIELD } from '../../shared/forms.ts';
import { testConfig } from '../helpers/api.ts';
import { cleanup } from '../helpers/cleanup.ts';
import { validApplication, validMessage } from '../helpers/api-fixtures.ts';

const RUNS = Number(process.env.CORPUS_RUNS ?? 1000);

const endpoints = [
  { path: '/api/contact', kind: 'messages' as const, valid: validMessage },
  { path: '/api/employee-application', kind: 'applications' as const, valid: validApplication },
];

type Entries = [string, unknown][];

const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Strings a visitor, a broken client or an attacker might send. */
const edgeString = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\u0000=HYPERLINK("http://x")', 'Quote\u001b[2J\u0007', 'x\ry', 'del\u007f', 'csi\u009b31m', 'Line one\r\nline two\tend', '\uD800', '\uDFFF', 'ok\uD83D', '\uDE00ok', '\u202Eevil\u202C', '\u200F\u200E', '😀👩‍👩‍👧', 'e\u0301', '\uFEFF', '\r\n\t', '=1+1', '<script>alert(1)</script>', 'true', 'null', '0'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
/** Long text, from just over a field's maximum to past the body limit. */
const longString = fc.tuple(fc.constantFrom('x', 'ж', '中', '😀', '\uD800'), fc.integer({ min: 1, max: 60_000 })).map(([c, n]) => c.repeat(n));

/** A value nested `depth` levels deep, in arrays or objects. */
const deepValue = fc.tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean()).map(([depth, inArrays]) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = inArrays ? [value] : { a: value };
  return value;
});

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: edgeString, weight: 4 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  { arbitrary: fc.array(edgeString, { maxLength: 4 }), weight: 2 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }), weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

/** A body as key/value pairs (so `__proto__` can be an own key), built around a valid one. */
function bodies(valid: () => Record<string, unknown>): fc.Arbitrary<Entries> {
  const fields = Object.keys(valid());
  // Visitors' answers differ: a number after the first field (a name) keeps valid bodies apart,
  // or a form post's same answers sent again would be one submission (a replay) every time.
  const validEntries = fc.nat().map((n) => Object.entries(valid()).map(([key, value], i): [string, unknown] => [key, i === 0 ? `${String(value)} ${n}` : value]));
  // Mostly absent, as from the islands; sometimes blank (a person), sometimes filled (a bot).
  const honeypot = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 8 },
    { arbitrary: fc.constantFrom<unknown>('', '   ', 'http://spam.example', 0, false, null, ['x']), weight: 2 },
  );
  const mutated = fc
    .record({
      base: validEntries,
      changes: fc.array(fc.tuple(fc.constantFrom(...fields), anyValue), { maxLength: 3 }),
      dropped: fc.subarray(fields, { maxLength: 2 }),
      extra: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...RESERVED_KEYS), fc.string({ maxLength: 12 })), anyValue), { maxLength: 2 }),
      honeypot,
    })
    .map(({ base, changes, dropped, extra, honeypot: trap }) => {
      const body = new Map(base.filter(([key]) => !dropped.includes(key)));
      for (const [key, value] of [...changes, ...extra]) body.set(key, value);
      if (trap !== undefined) body.set(HONEYPOT_FIELD, trap);
      return [...body.entries()];
    });
  const untouched = fc.tuple(validEntries, honeypot).map(([base, trap]): Entries => (trap === undefined ? base : [...base, [HONEYPOT_FIELD, trap]]));
  const random = fc.dictionary(fc.oneof(fc.constantFrom(...fields, ...RESERVED_KEYS), fc.string({ maxLength: 10 })), anyValue, { maxKeys: 8 }).map((o) => Object.entries(o));
  return fc.oneof({ arbitrary: untouched, weight: 3 }, { arbitrary: mutated, weight: 6 }, { arbitrary: random, weight: 2 });
}

/** What the honeypot step does with this body: an unblank hidden field means "answer, store nothing". */
function honeypotFilled(entries: Entries, form: boolean): boolean {
  const found = entries.find(([key]) => key === HONEYPOT_FIELD);
  if (!found) return false;
  const value = form ? formValue(found[1]) : found[1];
  return typeof value !== 'string' || value.trim() !== '';
}

/** How a value travels in a form post: arrays as repeated keys, everything else as its text. */
function formValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.length === 0 ? [] : value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? ''));
  if (value !== null && typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}
/** What the server reads back for a form value: one string, or an array for a repeated key. */
function formValue(value: unknown): unknown {
  const values = formValues(value);
  return values.length === 1 ? values[0] : values;
}

/** Percent-encoded bytes URLSearchParams would never write: invalid UTF-8, NUL, an RTL override, a broken escape. */
const RAW_FORM_VALUES = ['Casey%ED%A0%80', '%FF%FE%FD', 'a%00b', 'Casey%1B%5B2J', 'Case%C2%9By', '%E2%80%AEevil', 'broken%', '%zz%', '%F0%9F%98%80'];

/** A body and how it is sent: mostly as its encoding says, sometimes with a raw form value or a wrong Content-Type. */
interface Sent {
  entries: Entries;
  /** form posts: one field (never the honeypot) sent as these raw bytes instead */
  raw?: [string, string];
  /** instead of the encoding's own Content-Type */
  contentType?: string;
  /** the Idempotency-Key header: a few keys, so some come back with the same or other answers */
  key?: string;
  /** this many extra fields, to pass a form post's parameter limit */
  crowd?: number;
}

function sent(valid: () => Record<string, unknown>): fc.Arbitrary<Sent> {
  const fields = Object.keys(valid());
  return fc.record(
    {
      entries: bodies(valid),
      raw: fc.oneof({ arbitrary: fc.constant(undefined), weight: 9 }, { arbitrary: fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...RAW_FORM_VALUES)), weight: 1 }),
      contentType: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 19 },
        {
          arbitrary: fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
            'application/json; charset=utf-7',
            'application/json; charset=UTF-16',
          ),
          weight: 1,
        },
      ),
      key: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 12 },
        { arbitrary: fc.constantFrom('key-1', 'key-2', '"key-3"', 'a9f1c0de-3b7e-4e55-9b1a-6c2f0e8d4a71'), weight: 2 },
        // the server's own derived keys hold a space: no client may send one
        { arbitrary: fc.constantFrom('', 'has spaces', 'ключ', 'x'.repeat(256), `${DERIVED_KEY_PREFIX}2939 abc`, 'form:2939:abc'), weight: 1 },
      ),
      crowd: fc.oneof({ arbitrary: fc.constant(undefined), weight: 19 }, { arbitrary: fc.integer({ min: FORM_PARAMETER_LIMIT - 20, max: FORM_PARAMETER_LIMIT + 20 }), weight: 1 }),
    },
    { requiredKeys: ['entries'] },
  );
}

function encode({ entries: given, raw, crowd = 0 }: Sent, form: boolean): string {
  const entries: Entries = [...given, ...Array.from({ length: crowd }, (_e, i): [string, unknown] => [`extra${i}`, 'x'])];
  if (form) {
    const params = new URLSearchParams();
    for (const [key, value] of entries) if (key !== raw?.[0]) for (const v of formValues(value)) params.append(key, v);
    const text = params.toString();
    return raw ? `${text}${text ? '&' : ''}${encodeURIComponent(raw[0])}=${raw[1]}` : text;
  }
  // JSON.stringify escapes lone surrogates (`"\ud800"`), as a careless client's JSON would carry them.
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

async function listen(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('bad-input corpus', () => {
  for (const { path, kind, valid } of endpoints) {
    for (const form of [false, true]) {
      const encoding = form ? 'form-encoded' : 'JSON';
      it(`${path}, ${encoding}: ${RUNS} generated bodies each get an acceptance or a clear 4xx, and stored rows equal acceptances`, async () => {
        // The limiter would refuse the corpus after a few posts; it has its own tests.
        const api = createApp(testConfig({}, { RATE_LIMIT_MAX: '1000000' }));
        cleanup(() => api.close());
        const base = await listen(api.app);
        const tally = { accepted: 0, trapped: 0, replayed: 0, refused: new Map<number, number>() };
        let stored = 0;

        await fc.assert(
          fc.asyncProperty(sent(valid), async (body) => {
            const { entries } = body;
            const res = await fetch(base + path, {
              method: 'POST',
              headers: {
                'Content-Type': body.contentType ?? (form ? 'application/x-www-form-urlencoded' : 'application/json'),
                // a header carries bytes: the key's UTF-8
                ...(body.key !== undefined && { 'Idempotency-Key': Buffer.from(body.key).toString('latin1') }),
              },
              body: encode(body, form),
              redirect: 'manual',
            });
            const text = await res.text();
            const accepted = res.status === (form ? 303 : 201);
            if (accepted) {
              tally.accepted += 1;
              const added = (await api.store.count(kind)) - stored;
              stored += added;
              if (res.headers.get(REPLAYED_HEADER) === 'true' || honeypotFilled(entries, form)) {
                expect(added).toBe(0);
                if (honeypotFilled(entries, form)) tally.trapped += 1;
                else tally.replayed += 1;
              } else if (added === 0) {
                // only a form post's own answers sent again are recognised without a key, and
                // answered as the first was
                expect(form && body.key === undefined, `an acceptance that stored nothing: ${text.slice(0, 300)}`).toBe(true);
                tally.replayed += 1;
              } else expect(added).toBe(1);
              return;
            }
            expect([400, 413, 415, 422, 429], `status ${res.status}: ${text.slice(0, 300)}`).toContain(res.status);
            tally.refused.set(res.status, (tally.refused.get(res.status) ?? 0) + 1);
            // A browser's form post gets a page naming the problem (and each field, for a 400).
            const page = res.headers.get('content-type')?.startsWith('text/html') ?? false;
            if (form && !body.contentType) expect(page).toBe(true);
            if (page) {
              expect(text).toMatch(/<h1>[^<]+<\/h1>/);
              if (res.status === 400) expect(text).toMatch(/<li>[^<]+<\/li>/);
              return;
            }
            const answer = JSON.parse(text) as { success: boolean; message: string; errors?: Record<string, unknown> };
            expect(answer.success).toBe(false);
            expect(answer.message).toMatch(/\w/);
            if (res.status === 400) {
              const messages = Object.values(answer.errors ?? {});
              expect(messages.length, text.slice(0, 300)).toBeGreaterThan(0);
              for (const message of messages) expect(message).toMatch(/\w/);
            }
          }),
          { numRuns: RUNS },
        );

        const health = await fetch(`${base}/api/health`);
        expect(health.status).toBe(200);
        expect(await api.store.count(kind)).toBe(tally.accepted - tally.trapped - tally.replayed);
        for (const row of await api.store.list(kind)) {
          for (const [field, value] of Object.entries(row.data)) {
            if (typeof value === 'string') expect(value, field).not.toMatch(/(?![\t\n\r])\p{Cc}/u);
          }
        }
        // The corpus must exercise both sides: some bodies stored, many refused.
        expect(tally.accepted - tally.trapped - tally.replayed).toBeGreaterThan(RUNS / 20);
        expect(tally.refused.get(400) ?? 0).toBeGreaterThan(RUNS / 5);
        console.log(`${path} ${encoding}: ${RUNS} bodies; ${tally.accepted} accepted (${tally.trapped} by the honeypot and ${tally.replayed} replays, not stored); refused ${JSON.stringify(Object.fromEntries(tally.refused))}`);
      });
    }
  }
});
