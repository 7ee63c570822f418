// A form island's submission through the page's query client (runtime.tsx): useMutation posts the
// schema-checked values with the honeypot's value as typed (shared/forms.ts), one request per press
// of the button (no retry, query-client.ts). Pressing it again after a failure with the same answers
// reuses the first post's Idempotency-Key (submit-form.ts), so an answer that was stored although
// its reply was lost is not stored twice.
import type { RefObject } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HONEYPOT_FIELD } from '../../shared/forms.ts';
import { honeypotValue, submitForm, type SubmitOutcome } from './submit-form.ts';

export function useSubmission(action: string, form: RefObject<HTMLFormElement | null>) {
  return useMutation({
    mutationFn: (values: object) => submitForm(action, { ...values, [HONEYPOT_FIELD]: honeypotValue(form.current, HONEYPOT_FIELD) }),
  });
}

/** The server's messages for the form's own fields, to set under them; a message about any other
 * field (an unknown one) is left to the form's general failure. */
export function serverFieldErrors<Name extends string>(outcome: SubmitOutcome, fields: readonly Name[]): [Name, string][] {
  if (outcome.ok || outcome.network) return [];
  return Object.entries(outcome.errors ?? {}).filter((entry): entry is [Name, string] => (fields as readonly string[]).includes(entry[0]));
}
