// The contact form (docs/requirements.md#contact-form; docs/decisions.md#contact-messages-are-stored),
// hydrated on first use.
// Without script the browser's own validation (required, type=email, minLength) guards a plain
// POST. Once live, react-hook-form checks the shared zod schema on submit and shows the form's
// messages under each field; a valid message goes to POST /api/contact, reports the ad
// pixel's 'Contact' event and opens /thank-you/. When the API fails, every value stays and the
// visitor is offered a call or a text instead: a lost lead is lost data. The words are
// data/blocks/contact-form.md's, passed in by the page; the message under a field that fails is
// the schema's, shared with the API (shared/forms.ts).
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, type ContactFormValues, type ContactMessage } from '../../shared/forms.ts';
import type { Filled } from '../../shared/model/copy/index.ts';
import type { ContactFormCopy } from '../../shared/model/copy/types.ts';
import { FormField } from '../components/FormField.tsx';
import { Prose } from '../components/Prose.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { trackContact } from './ad-pixel.ts';
import { serverFieldErrors, useSubmission } from './form-submission.ts';

export const CONTACT_ACTION = '/api/contact';
export const THANK_YOU_PATH = '/thank-you/';

export interface ContactFormProps {
  /** data/blocks/contact-form.md, filled */
  copy: Filled<ContactFormCopy>;
}

interface FieldSpec {
  name: keyof ContactFormValues;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** phone at least 10 characters, message at least 10 (docs/requirements.md#contact-form) */
  minLength?: number;
  multiline?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', minLength: 10 },
  { name: 'subject', autoComplete: 'off' },
  { name: 'message', autoComplete: 'off', minLength: 10, multiline: true },
];

const FIELD_NAMES = FIELDS.map((spec) => spec.name);

export function ContactForm({ copy }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // No defaultValues: react-hook-form then takes each field's value from the page, so whatever the
  // visitor typed before the island was live is kept.
  const { register, handleSubmit, setError, formState } = useForm<ContactFormValues, unknown, ContactMessage>({ resolver: zodResolver(contactSchema) });
  const { errors, isSubmitting } = formState;
  const submission = useSubmission(CONTACT_ACTION, formRef);

  // The server HTML keeps the browser's validation for visitors without script; once live, the
  // schema's messages take over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const onValid = async (values: ContactMessage) => {
    setFailure(null);
    const outcome = await submission.mutateAsync(values);
    if (outcome.ok) {
      trackContact(values.subject);
      window.location.assign(THANK_YOU_PATH);
      return;
    }
    for (const [field, message] of serverFieldErrors(outcome, FIELD_NAMES)) setError(field, { type: 'server', message });
    setFailure(!outcome.network && outcome.status === 429 && outcome.message ? outcome.message : copy.failure.title);
  };

  return (
    <form ref={formRef} className="contact-form" method="post" action={CONTACT_ACTION} onSubmit={handleSubmit(onValid)}>
      {FIELDS.map((field) => (
        <FormField key={field.name} id={`contact-${field.name}`} label={copy.labels[field.name]} error={errors[field.name]?.message}>
          {(control) => {
            const common = { ...control, ...register(field.name), required: true, autoComplete: field.autoComplete, minLength: field.minLength };
            return field.multiline ? <textarea rows={5} {...common} /> : <input type={field.type ?? 'text'} {...common} />;
          }}
        </FormField>
      ))}
      <HoneypotField idPrefix="contact" label={copy.honeypot} />
      {failure ? (
        <div className="form-alert form-alert-error" role="alert">
          <p>
            <strong>{failure}</strong> {copy.failure.kept}
          </p>
          <Prose as="p" html={copy.failure.reachUs} />
        </div>
      ) : null}
      <button type="submit" className="button button-large" disabled={isSubmitting}>
        {isSubmitting ? copy.sending : copy.submit}
      </button>
    </form>
  );
}
