// data/blocks/contact-form.md: the contact form's labels, buttons and what it says when a message
// cannot be sent. The messages under a field that fails validation are the API's, shared with the
// form (shared/forms.ts).
import { group, inline, line } from './kinds.ts';

export const contactFormCopy = group({
  labels: group({ name: line(80), email: line(80), phone: line(80), subject: line(80), message: line(80) }),
  /** the spam trap's label: people never see it, a screen reader skips it */
  honeypot: line(80),
  submit: line(40),
  sending: line(40),
  failure: group({ title: line(120), kept: line(200), reachUs: inline(300) }),
});
