// Receiving a form submission, the same for both forms: give it an id and a time, build the
// notification e-mail when notification is on, store both in one commit, then wake the outbox
// worker. Resolves only after the commit (issue 4: acknowledged only once stored).
import { randomUUID } from 'node:crypto';
import type { Notification, Received } from './storage/types.ts';

export interface NotifyOptions {
  to: string;
  /** Called after each commit so the outbox worker sends without waiting for its next poll. */
  onQueued(): void;
}

/** One Message-ID per submission, in the business's own mail domain (RFC 5322 section 3.6.4). */
function messageId(submissionId: string, to: string): string {
  return `<${submissionId}@${to.slice(to.lastIndexOf('@') + 1)}>`;
}

export function submissionService<T>(
  save: (submission: Received<T>, notification?: Notification) => Promise<void>,
  email: (data: T, to: string) => Notification,
  notify?: NotifyOptions,
) {
  return async function submit(data: T): Promise<{ id: string }> {
    const id = randomUUID();
    await save({ id, receivedAt: new Date().toISOString(), data }, notify && { ...email(data, notify.to), messageId: messageId(id, notify.to) });
    notify?.onQueued();
    return { id };
  };
}
