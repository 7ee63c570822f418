// Receiving a contact message: stored like an application (docs/decisions.md#contact-messages-are-stored:
// a lost lead is lost data), e-mailed when notification is on.
import type { ContactMessage } from '../../shared/forms.ts';
import { buildNotification } from '../notify/email.ts';
import type { SubmissionStore } from '../storage/types.ts';
import { submissionService, type NotifyOptions } from '../submissions.ts';

// The thank-you page promises a reply within 24 hours (docs/requirements.md#thank-you-page).
export const MESSAGE_RECEIVED = "Thank you for your message. We'll get back to you within 24 hours.";

export function messageEmail(m: ContactMessage, to: string) {
  return buildNotification({
    to,
    replyTo: m.email,
    subject: `Website message: ${m.subject}`,
    heading: 'New message from the website contact form',
    rows: [
      ['Name', m.name],
      ['E-mail', m.email],
      ['Phone', m.phone],
      ['Subject', m.subject],
      ['Message', m.message],
    ],
  });
}

export function messageService(store: SubmissionStore, notify?: NotifyOptions) {
  return submissionService<ContactMessage>((s, n) => store.saveMessage(s, n), (key) => store.findByIdempotencyKey('messages', key), messageEmail, notify);
}
