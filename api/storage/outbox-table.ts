// The outbox table as both engines see it: notifications waiting to be e-mailed, each written in
// the same transaction as the submission it announces, so a crash can delay an e-mail but never
// lose it.
import type { Notification } from './types.ts';

/** The columns of a notification, in the order outboxValues gives them. */
export const OUTBOX_COLUMNS = 'to_address, reply_to, subject, body_text, body_html, message_id';

/** A notification's values for OUTBOX_COLUMNS; an absent header is NULL. */
export const outboxValues = (n: Notification) => [n.to, n.replyTo ?? null, n.subject, n.text, n.html, n.messageId ?? null];

/** SQL NULL for an optional header means the header is absent. */
export type WithNulls<E extends Notification> = Omit<E, 'replyTo' | 'messageId'> & { replyTo: string | null; messageId: string | null };
export function withoutNulls<E extends Notification>({ replyTo, messageId, ...entry }: WithNulls<E>): E {
  return { ...entry, ...(replyTo === null ? {} : { replyTo }), ...(messageId === null ? {} : { messageId }) } as E;
}
