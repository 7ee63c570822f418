// Idempotent submissions: a post whose answer never arrived (a dropped connection, a server
// killed after its commit) is sent again by the visitor or the island, and must find the row the
// first one stored and get the same answer, not store a second row. The key travels in the
// `Idempotency-Key` header (the IETF httpapi draft's name), which the islands send: one key per
// filled form, kept across retries of the same answers. It is stored with the row in the same
// commit (unique per table), so a retry finds it even after a restart. A key reused with
// different answers is a 422, as the draft suggests.
//
// A form post without JavaScript comes from a static page, which cannot hold a key unique to
// one visitor: any value baked into the HTML would be every visitor's key, and their different
// answers would all be refused with 422. Such a post may still carry a key in the hidden field
// IDEMPOTENCY_FIELD (a client able to make one), but the page's own form does not; the server
// then derives a key from the answers themselves within a time window. The answers include the
// visitor's name, e-mail address and phone number, so two people never send the same ones, and
// the same person sending the very same answers twice within minutes is the retry this guards
// against (the row is stored once; nothing they wrote is lost). No address or other
// client detail goes into the key, so nothing about the visitor is stored beyond their answers.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { IDEMPOTENCY_FIELD } from '../../shared/forms.ts';
import type { Idempotency } from '../storage/types.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Sent with a repeated answer, so a client can tell the retry found an earlier submission. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_REUSED =
  'This Idempotency-Key was already used for a submission with different answers; send a new submission with a new key.';
const KEY_FORMAT_MESSAGE = 'Must be 1 to 255 visible ASCII characters (a UUID, say)';

// Printable ASCII without space: what a UUID or any token fits in, and nothing a log or SQL
// text could be confused by.
const KEY = /^[\x21-\x7E]{1,255}$/;

/**
 * Derived keys: answers sent again within this long of the first are the same submission. The
 * window is a fixed slot of time and the one before it, so a retry is recognised between one
 * and two windows after the first post.
 */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

/**
 * The key the caller sent, from the header or (form posts) the hidden field, which is taken out
 * of the body so the form's schema never sees it. Undefined when none was sent; a malformed key
 * is a 400 naming where it came from.
 */
export function takeRequestedKey(req: Request, formPost: boolean): string | undefined {
  let key: unknown = req.get(IDEMPOTENCY_HEADER);
  let source = IDEMPOTENCY_HEADER;
  const body = req.body as Record<string, unknown> | undefined;
  if (formPost && body && typeof body === 'object' && IDEMPOTENCY_FIELD in body) {
    const field = body[IDEMPOTENCY_FIELD];
    delete body[IDEMPOTENCY_FIELD];
    // An empty hidden field is a form that had no key to give.
    if (key === undefined && field !== '') [key, source] = [field, IDEMPOTENCY_FIELD];
  }
  if (key === undefined) return undefined;
  // The draft writes the key as a structured-field string, in quotes; a bare token is as good.
  const text = typeof key === 'string' ? key.replace(/^"(.*)"$/, '$1') : '';
  if (!KEY.test(text)) throw new HttpError(400, `The ${source} is not a usable idempotency key.`, { [source]: KEY_FORMAT_MESSAGE });
  return text;
}

/** A hash of the validated answers, the same whatever the order or encoding they arrived in. */
export function fingerprint(input: object): string {
  const canonical = JSON.stringify(input, Object.keys(input).sort());
  return createHash('sha256').update(canonical).digest('base64url');
}

/** The keys a form post without one of its own may have been stored under: this slot's and the last. */
export function derivedKeys(answers: string, now: number): [current: string, previous: string] {
  const slot = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  const keyFor = (s: number) => `form:${s}:${createHash('sha256').update(`${s}\n${answers}`).digest('base64url')}`;
  return [keyFor(slot), keyFor(slot - 1)];
}

/** The key to store a submission under, and the keys an earlier copy of it may hold. */
export function idempotencyFor(requested: string | undefined, input: object, derive: boolean, now = Date.now()): { store?: Idempotency; lookUp: string[] } {
  const answers = fingerprint(input);
  if (requested !== undefined) return { store: { key: requested, fingerprint: answers }, lookUp: [requested] };
  if (!derive) return { lookUp: [] };
  const [current, previous] = derivedKeys(answers, now);
  return { store: { key: current, fingerprint: answers }, lookUp: [current, previous] };
}
