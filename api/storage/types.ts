// The storage boundary (docs/decisions.md#storage-behind-an-interface): routes and services see
// only this interface, and two engines sit behind it: one SQLite file (the default) and
// PostgreSQL (DATABASE_URL). Methods return promises because a networked engine answers later.
import type { Store as RateLimitStore } from 'express-rate-limit';
import type { Application, ContactMessage } from '../../shared/forms.ts';

/**
 * The database did not answer through every retry: an outage, not a fault of the request. The
 * API answers 503 with Retry-After, and the store works again once the server is back.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database did not answer: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

export interface Submissions {
  applications: Application;
  messages: ContactMessage;
}
export type SubmissionKind = keyof Submissions;
export const SUBMISSION_KINDS = ['applications', 'messages'] as const satisfies readonly SubmissionKind[];

export type Engine = 'sqlite' | 'postgres';

/** SQLite: how long a write waits while another process (an export, a second server) holds the
 * file's lock, before it fails (SITE_DB_LOCK_WAIT_MS). */
export const SQLITE_LOCK_WAIT_MS = 5000;

/**
 * The idempotency key a submission was posted under (api/http/idempotency.ts), stored with its
 * row: unique per table, so a retry of the same post finds the row instead of adding another.
 */
export interface Idempotency {
  key: string;
  /** a hash of the validated answers, to tell a retry from a different submission reusing the key */
  fingerprint: string;
}

/** A stored submission: the validated input plus the id and time the API gave it. */
export interface Received<T> {
  id: string;
  receivedAt: string;
  data: T;
  /** given only when the post carried (or was given) an idempotency key; not read back by list() */
  idempotency?: Idempotency;
}

/** The row stored under an idempotency key: its id and the fingerprint of its answers. */
export interface StoredUnderKey {
  id: string;
  fingerprint: string;
}

/** An e-mail to the business, written to the outbox in the same transaction as its submission. */
export interface Notification {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Stored with the row and sent as the Message-ID header on every attempt, so the rare second
   * copy (an instance dying between the SMTP server's OK and marking the row sent) is the same
   * message to a mail client, which folds the two (docs/decisions.md#the-outbox).
   */
  messageId?: string;
}

/** An unsent notification with its delivery state, as `site submissions migrate` copies it. */
export interface PendingNotification extends Notification {
  submissionId: string;
  attempts: number;
  nextAttemptAt: number;
}

export interface StoreHealth {
  engine: Engine;
  schemaVersion: number;
  durability: string;
  pendingNotifications: number;
}

export interface SubmissionStore {
  readonly engine: Engine;
  /**
   * Resolves once the schema is migrated and the store can take writes; rejects with the reason
   * it cannot (a schema newer than this program, an unreachable server). Every other method
   * waits for it, so a caller may use the store at once.
   */
  ready(): Promise<void>;
  /** Resolves only once the row (and its notification, if any) is committed durably. */
  saveApplication(submission: Received<Application>, notification?: Notification): Promise<void>;
  saveMessage(submission: Received<ContactMessage>, notification?: Notification): Promise<void>;
  list<K extends SubmissionKind>(kind: K): Promise<Received<Submissions[K]>[]>;
  /** The row of `kind` stored under this idempotency key, if any (committed rows only). */
  findByIdempotencyKey(kind: SubmissionKind, key: string): Promise<StoredUnderKey | undefined>;
  count(kind: SubmissionKind): Promise<number>;
  /**
   * Clears the idempotency keys starting with `prefix` of rows of `kind` received before `before`
   * (the row stays; a retry can no longer find it by that key); returns how many.
   */
  forgetKeys(kind: SubmissionKind, prefix: string, before: Date): Promise<number>;
  /**
   * Commits a tiny write and resolves, or throws when the database cannot store (read-only file,
   * full disk, lost connection). Run at start-up and by GET /api/health. Optional so
   * an engine without it still works; health then reports `writable: null` (unknown).
   */
  probeWrite?(): Promise<void>;
  /** Throws when the database cannot answer; used by GET /api/health. */
  check(): Promise<StoreHealth>;
  /** The notification outbox, shared by every instance on the same database. */
  outbox: Outbox;
  /**
   * Where the rate limit counts hits: undefined keeps express-rate-limit's per-process memory
   * (one SQLite server is one process); PostgreSQL counts for every instance in one table.
   */
  rateLimitStore(): RateLimitStore | undefined;
  close(): Promise<void>;
}

export interface OutboxEntry extends Notification {
  id: number;
  attempts: number;
}

/** The outbox as the notification worker sees it. */
export interface Outbox {
  /**
   * Takes up to `limit` due notifications for this instance alone: each is leased until
   * now + leaseMs (no other instance gets it meanwhile) and becomes due again after that if this
   * instance dies before marking it sent or failed.
   */
  claim(now: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  markSent(id: number, now: number): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
  /** Gives claimed, unsent notifications back (due at `now`), as when the instance stops. */
  release(ids: number[], now: number): Promise<void>;
}
