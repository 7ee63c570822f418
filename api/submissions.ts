// Receiving a form submission, the same for both forms: give it an id and a time, build the
// notification e-mail when notification is on, store both in one commit, then wake the outbox
// worker. Resolves only after the commit (docs/decisions.md#stored-before-acknowledged).
import { randomUUID } from 'node:crypto';
import type { Idempotency, Notification, Received, StoredUnderKey } from './storage/types.ts';

export interface NotifyOptions {
  to: string;
  /** Called after each commit so the outbox worker sends without waiting for its next poll. */
  onQueued(): void;
}

/** One Message-ID per submission, in the business's own mail domain (RFC 5322 section 3.6.4). */
function messageId(submissionId: string, to: string): string {
  return `<${submissionId}@${to.slice(to.lastIndexOf('@') + 1)}>`;
}

export interface SubmissionService<T> {
  /** Stores the input (under its idempotency key, when given); resolves with its id once committed. */
  submit(data: T, idempotency?: Idempotency): Promise<{ id: string }>;
  /** The submission already stored under an idempotency key, if any. */
  stored(key: string): Promise<StoredUnderKey | undefined>;
}

export function submissionService<T>(
  save: (submission: Received<T>, notification?: Notification) => Promise<void>,
  stored: (key: string) => Promise<StoredUnderKey | undefined>,
  email: (data: T, to: string) => Notification,
  notify?: NotifyOptions,
): SubmissionService<T> {
  async function submit(data: T, idempotency?: Idempotency): Promise<{ id: string }> {
    const id = randomUUID();
    const received: Received<T> = { id, receivedAt: new Date().toISOString(), data, ...(idempotency && { idempotency }) };
    await save(received, notify && { ...email(data, notify.to), messageId: messageId(id, notify.to) });
    notify?.onQueued();
    return { id };
  }
  return { submit, stored };
}
