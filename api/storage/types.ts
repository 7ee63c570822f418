// The storage boundary (issue 4, "Storage and notification"): routes and services see only this
// interface, so a second engine (PostgreSQL, say) can be added without touching them. Methods
// return promises although SQLite answers synchronously, because a networked engine would not.
import type { Application, ContactMessage } from '../../shared/forms.ts';

export interface Submissions {
  applications: Application;
  messages: ContactMessage;
}
export type SubmissionKind = keyof Submissions;
export const SUBMISSION_KINDS = ['applications', 'messages'] as const satisfies readonly SubmissionKind[];

/** A stored submission: the validated input plus the id and time the API gave it. */
export interface Received<T> {
  id: string;
  receivedAt: string;
  data: T;
}

/** An e-mail to the business, written to the outbox in the same transaction as its submission. */
export interface Notification {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface SubmissionStore {
  /** Resolves only once the row (and its notification, if any) is committed to disk. */
  saveApplication(submission: Received<Application>, notification?: Notification): Promise<void>;
  saveMessage(submission: Received<ContactMessage>, notification?: Notification): Promise<void>;
  list<K extends SubmissionKind>(kind: K): Promise<Received<Submissions[K]>[]>;
  count(kind: SubmissionKind): Promise<number>;
  /**
   * Commits a tiny write and resolves, or throws when the database cannot store (read-only file,
   * full disk, lost connection). Run at start-up and by GET /api/health (issue 16). Optional so
   * an engine without it still works; health then reports `writable: null` (unknown).
   */
  probeWrite?(): Promise<void>;
  /** Throws when the database cannot answer; used by GET /api/health. */
  check(): Promise<{ engine: string; schemaVersion: number; durability: string; pendingNotifications: number }>;
  close(): void;
}

export interface OutboxEntry extends Notification {
  id: number;
  attempts: number;
}

/** The outbox as the notification worker sees it. */
export interface Outbox {
  due(now: number, limit: number): Promise<OutboxEntry[]>;
  markSent(id: number, now: number): Promise<void>;
  markFailed(id: number, error: string, nextAttemptAt: number): Promise<void>;
}
