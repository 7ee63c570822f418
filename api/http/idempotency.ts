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
// then derives a key from the answers and the visitor's address (the rate limit's bucket) within
// a time window: the same person sending the very same answers twice within minutes is the retry
// this guards against, while two people who happen to send the same answers are two rows.
// A derived key holds a space, which no key a client sends may hold, so a client can neither
// ask for a derived key's row nor store under one first. A repeat found by a derived key is
// answered as a new post would be (no Idempotent-Replayed): it comes from the same address, but
// an address can be an office or a household, and the answer must not tell its people about one
// another's posts. The key is a hash, not the address, and the store forgets it once its windows
// are over (forgetDerivedKeys), as the rate limit forgets its counts: nothing about the visitor is
// kept beyond their answers.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { IDEMPOTENCY_FIELD } from '../../shared/forms.ts';
import type { Logger } from 'pino';
import type { Idempotency, SubmissionStore } from '../storage/types.ts';
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

/** What every derived key starts with: a space no client key may hold (KEY). */
export const DERIVED_KEY_PREFIX = 'form post ';

/**
 * The keys a form post without one of its own may have been stored under: this slot's and the
 * last, for these answers from this visitor (the rate limit's bucket of their address).
 */
export function derivedKeys(answers: string, visitor: string, now: number): [current: string, previous: string] {
  const slot = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  const keyFor = (s: number) => `${DERIVED_KEY_PREFIX}${s} ${createHash('sha256').update(`${s}\n${visitor}\n${answers}`).digest('base64url')}`;
  return [keyFor(slot), keyFor(slot - 1)];
}

/** Until when rows keep their derived keys: once both windows a retry is looked for in are over. */
export const derivedKeysKeptAfter = (now: number) => new Date((Math.floor(now / DERIVED_KEY_WINDOW_MS) - 1) * DERIVED_KEY_WINDOW_MS);

/**
 * The key to store a submission under, the keys an earlier copy of it may hold, and whether the
 * key is derived (a repeat is then answered as a first post). `visitor` is needed only to derive.
 */
export function idempotencyFor(
  requested: string | undefined,
  input: object,
  derive: false | { visitor: string },
  now = Date.now(),
): { store?: Idempotency; lookUp: string[]; derived: boolean } {
  const answers = fingerprint(input);
  if (requested !== undefined) return { store: { key: requested, fingerprint: answers }, lookUp: [requested], derived: false };
  if (!derive) return { lookUp: [], derived: false };
  const [current, previous] = derivedKeys(answers, derive.visitor, now);
  return { store: { key: current, fingerprint: answers }, lookUp: [current, previous], derived: true };
}

/**
 * Clears the derived keys whose windows are over, once the store is ready and once a window from
 * then on, until stopped: a failure (the database away) is logged and tried again at the next turn.
 */
export function forgetDerivedKeys(store: SubmissionStore, log: Logger): { sweep(): Promise<void>; stop(): void } {
  const sweep = async () => {
    const before = derivedKeysKeptAfter(Date.now());
    await Promise.all(
      (['applications', 'messages'] as const).map((kind) =>
        store.forgetKeys(kind, DERIVED_KEY_PREFIX, before).catch((error: unknown) => {
          log.warn({ reason: error instanceof Error ? error.message : String(error), kind }, 'derived idempotency keys not cleared');
        }),
      ),
    );
  };
  let stopped = false;
  // a store that never gets ready says why where it is opened
  store.ready().then(
    () => (stopped ? undefined : sweep()),
    () => {},
  );
  const timer = setInterval(() => void sweep(), DERIVED_KEY_WINDOW_MS);
  timer.unref();
  return {
    sweep,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
