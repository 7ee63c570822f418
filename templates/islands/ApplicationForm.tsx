// The careers application (spec part 1 sections 3, 4, 5, 7 and 8), hydrated on first use. Without
// script the browser's own validation guards a plain POST. Once live, react-hook-form checks the
// shared zod schema and shows each message under its field; submitting disables the button
// ('Submitting Application...'); success shows the success toast and resets the form; any failure
// shows the 'Submission Failed' toast (the server's message, or the generic text, always the
// generic text on a network error) and keeps every value. The outcome also stays written above the
// button until the next submit: a toast leaves after its 5 s (spec part 1 section 9), and without
// that record a visitor who looked back later saw an emptied form after a success, or their
// values and no word after a failure (issue 16 item 7's "submit that does nothing").
// Field names, option values and labels come from shared/forms.ts, the module the API validates
// with, so the markup cannot drift from the schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  applicationSchema,
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  HONEYPOT_FIELD,
  type ApplicationForm as ApplicationValues,
} from '../../shared/forms.ts';
import { FormField } from '../components/FormField.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { honeypotValue, submitForm } from './submit-form.ts';
import { Toaster, type ToasterLabels } from './Toaster.tsx';
import { useToasts, type NewToast } from './toast-store.ts';

export const APPLICATION_ACTION = '/api/employee-application';

// spec part 1 section 8
export const APPLICATION_SUCCESS = {
  title: 'Application Submitted Successfully!',
  description: "Thank you for your interest in joining our team. We'll review your application and get back to you soon.",
};
export const APPLICATION_FAILURE_TITLE = 'Submission Failed';
export const APPLICATION_FAILURE_TEXT = 'There was an error submitting your application. Please try again or contact us directly.';

// TODO(words-from-data): from the careers page's copy file, with the form's other words
const TOASTER_LABELS: ToasterLabels = { notification: 'Notification', close: 'Close notification', region: 'Notifications ({hotkey})' };

type FieldName = keyof ApplicationValues;
const idOf = (name: string) => `application-${name}`;

interface TextSpec {
  name: FieldName;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** spec part 1 section 5: minimum lengths of the required text fields */
  minLength?: number;
  inputMode?: 'numeric';
}

const PERSONAL_FIELDS: TextSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', minLength: 2 },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', minLength: 2 },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', minLength: 10 },
  { name: 'address', label: 'Street address', autoComplete: 'address-line1', minLength: 5 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', minLength: 2 },
  { name: 'state', label: 'State', autoComplete: 'address-level1', minLength: 2 },
  { name: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code', minLength: 5, inputMode: 'numeric' },
];

interface TextAreaSpec {
  name: FieldName;
  label: string;
  hint?: string;
  minLength?: number;
  required?: boolean;
}

const EXPERIENCE_TEXT: TextAreaSpec = {
  name: 'previousCleaning',
  label: 'Previous cleaning work (optional)',
  hint: 'Companies, homes or buildings you have cleaned, and for how long.',
};

const ABOUT_FIELDS: TextAreaSpec[] = [
  { name: 'references', label: 'References (optional)', hint: 'Names and phone numbers of one or two people who can speak to your work.' },
  { name: 'whyJoin', label: 'Why do you want to join our team?', minLength: 10, required: true },
  { name: 'additionalInfo', label: 'Anything else we should know? (optional)' },
];

const FIELD_NAMES = new Set<string>(Object.keys(applicationSchema.shape));

export function ApplicationForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { toasts, show, dismiss } = useToasts();
  // the last submit's outcome, kept on the page after its toast has gone
  const [outcome, setOutcome] = useState<NewToast | null>(null);
  // No defaultValues: react-hook-form takes each field's value from the page, so whatever the
  // visitor typed before the island was live is kept; reset() restores the page's empty form.
  const { register, handleSubmit, reset, setError, formState } = useForm<ApplicationValues>({ resolver: zodResolver(applicationSchema) });
  const { errors, isSubmitting } = formState;
  const error = (name: FieldName) => errors[name]?.message;

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const report = (toast: NewToast) => {
    show(toast);
    setOutcome(toast);
  };

  const onValid = async (values: ApplicationValues) => {
    setOutcome(null);
    const answer = await submitForm(APPLICATION_ACTION, { ...values, [HONEYPOT_FIELD]: honeypotValue(formRef.current, HONEYPOT_FIELD) });
    if (answer.ok) {
      report({ ...APPLICATION_SUCCESS, variant: 'default' });
      reset();
      return;
    }
    if (!answer.network) {
      for (const [field, message] of Object.entries(answer.errors ?? {})) {
        if (FIELD_NAMES.has(field)) setError(field as FieldName, { message });
      }
    }
    const description = answer.network ? APPLICATION_FAILURE_TEXT : (answer.message ?? APPLICATION_FAILURE_TEXT);
    report({ title: APPLICATION_FAILURE_TITLE, description, variant: 'destructive' });
  };

  const textArea = (spec: TextAreaSpec) => (
    <FormField key={spec.name} id={idOf(spec.name)} label={spec.label} hint={spec.hint} error={error(spec.name)}>
      {(aria) => <textarea {...aria} {...register(spec.name)} rows={4} required={spec.required} minLength={spec.minLength} />}
    </FormField>
  );
  // spec part 1 section 5: native selects; the empty option is rejected by the schema
  const choice = (name: FieldName, label: string, options: readonly { value: string; label: string }[]) => (
    <FormField id={idOf(name)} label={label} error={error(name)}>
      {(aria) => (
        <select {...aria} {...register(name)} required defaultValue="">
          <option value="">Please choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  // spec part 1 section 5: booleans defaulting to false, never required. No value attribute, so
  // react-hook-form reads true or false.
  const checkbox = (name: FieldName, label: string) => (
    <div className="form-check">
      <input type="checkbox" id={idOf(name)} {...register(name)} />
      <label htmlFor={idOf(name)}>{label}</label>
    </div>
  );

  return (
    <Toaster labels={TOASTER_LABELS} toasts={toasts} onDismiss={dismiss}>
      <form ref={formRef} className="application-form" method="post" action={APPLICATION_ACTION} onSubmit={handleSubmit(onValid)}>
        <fieldset>
          <legend>About you</legend>
          <div className="form-grid">
            {PERSONAL_FIELDS.map((spec) => (
              <FormField key={spec.name} id={idOf(spec.name)} label={spec.label} error={error(spec.name)}>
                {(aria) => (
                  <input
                    {...aria}
                    {...register(spec.name)}
                    type={spec.type ?? 'text'}
                    autoComplete={spec.autoComplete}
                    inputMode={spec.inputMode}
                    required
                    minLength={spec.minLength}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>Experience and availability</legend>
          {choice('experience', 'Cleaning experience', EXPERIENCE_OPTIONS)}
          {textArea(EXPERIENCE_TEXT)}
          {choice('availability', 'Availability', AVAILABILITY_OPTIONS)}
          {checkbox('transportation', 'I have reliable transportation to get to jobs')}
          {checkbox('backgroundCheck', 'I am willing to complete a background check')}
        </fieldset>
        <fieldset>
          <legend>A little more about you</legend>
          {ABOUT_FIELDS.map(textArea)}
        </fieldset>
        <HoneypotField idPrefix="application" />
        {outcome ? (
          // No live region: the toast already announces the outcome, and a second one would make
          // screen readers say it twice. This is the record that stays.
          <div className={`form-alert form-outcome ${outcome.variant === 'destructive' ? 'form-alert-error' : 'form-alert-success'}`}>
            <p>
              <strong>{outcome.title}</strong> {outcome.description}
            </p>
            {outcome.variant === 'destructive' ? <p>Everything you typed is still here, so you can send it again.</p> : null}
          </div>
        ) : null}
        <button type="submit" className="button button-large" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting Application...' : 'Submit Application'}
        </button>
      </form>
    </Toaster>
  );
}
