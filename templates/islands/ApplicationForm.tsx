// The careers application (docs/requirements.md#job-application), hydrated on first use. Without
// script the browser's own validation guards a plain POST. Once live, react-hook-form checks the
// shared zod schema and shows each message under its field; submitting disables the button
// ('Submitting Application...'); success shows the success toast and resets the form; any failure
// shows the 'Submission Failed' toast (the server's message, or the generic text, always the
// generic text on a network error) and keeps every value. The outcome also stays written above the
// button until the next submit: a toast leaves after its 5 s (docs/requirements.md#toasts), and
// without that record a visitor who looked back later saw an emptied form after a success, or
// their values and no word after a failure (docs/decisions.md#forms-never-go-silent).
// Field names and the experience levels come from shared/forms.ts, the module the API validates
// with, so the markup cannot drift from the schema; the availability choices are the copy file's,
// which the API reads too (api/applications/choices.ts); the words (labels, hints, each option's label, buttons
// and outcome messages) are data/blocks/application-form.md's, passed in by the page. The message
// under a field that fails is the schema's, shared with the API.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applicationSchema,
  applicationSchemaFor,
  EXPERIENCE_VALUES,
  type Application,
  type ApplicationFormValues,
} from '../../shared/forms.ts';
import type { Filled } from '../../shared/model/copy/index.ts';
import type { ApplicationFormCopy } from '../../shared/model/copy/types.ts';
import { FormField } from '../components/FormField.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { serverFieldErrors, useSubmission } from './form-submission.ts';
import { Toaster } from './Toaster.tsx';
import { useToasts, type NewToast } from './toast-store.ts';

export const APPLICATION_ACTION = '/api/employee-application';

export interface ApplicationFormProps {
  /** data/blocks/application-form.md, filled */
  copy: Filled<ApplicationFormCopy>;
}

type Copy = ApplicationFormProps['copy'];
type FieldName = keyof ApplicationFormValues & keyof Copy['labels'];
const idOf = (name: string) => `application-${name}`;

interface TextSpec {
  name: FieldName;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** minimum lengths of the required text fields (docs/requirements.md#job-application) */
  minLength?: number;
  inputMode?: 'numeric';
}

const PERSONAL_FIELDS: TextSpec[] = [
  { name: 'firstName', autoComplete: 'given-name', minLength: 2 },
  { name: 'lastName', autoComplete: 'family-name', minLength: 2 },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', minLength: 10 },
  { name: 'address', autoComplete: 'address-line1', minLength: 5 },
  { name: 'city', autoComplete: 'address-level2', minLength: 2 },
  { name: 'state', autoComplete: 'address-level1', minLength: 2 },
  { name: 'zipCode', autoComplete: 'postal-code', minLength: 5, inputMode: 'numeric' },
];

interface TextAreaSpec {
  name: FieldName;
  /** the copy file's hint under the label */
  hint?: keyof Copy['hints'];
  minLength?: number;
  required?: boolean;
}

const EXPERIENCE_TEXT: TextAreaSpec = { name: 'previousExperience', hint: 'previousExperience' };

const ABOUT_FIELDS: TextAreaSpec[] = [
  { name: 'references', hint: 'references' },
  { name: 'whyJoin', minLength: 10, required: true },
  { name: 'additionalInfo' },
];

const FIELD_NAMES = Object.keys(applicationSchema.shape) as (keyof ApplicationFormValues)[];

export function ApplicationForm({ copy }: ApplicationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { toasts, show, dismiss } = useToasts();
  // the last submit's outcome, kept on the page after its toast has gone
  const [outcome, setOutcome] = useState<NewToast | null>(null);
  // No defaultValues: react-hook-form takes each field's value from the page, so whatever the
  // visitor typed before the island was live is kept; reset() restores the page's empty form.
  // the availability choices are the business's, from the copy file, as the API reads them
  const availability = useMemo(() => Object.keys(copy.choices.availability), [copy.choices.availability]);
  const schema = useMemo(() => applicationSchemaFor(availability), [availability]);
  const { register, handleSubmit, reset, setError, formState } = useForm<ApplicationFormValues, unknown, Application>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = formState;
  const error = (name: FieldName) => errors[name]?.message;
  const submission = useSubmission(APPLICATION_ACTION, formRef);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const report = (toast: NewToast) => {
    show(toast);
    setOutcome(toast);
  };

  const onValid = async (values: Application) => {
    setOutcome(null);
    const answer = await submission.mutateAsync(values);
    if (answer.ok) {
      report({ title: copy.success.title, description: copy.success.text, variant: 'default' });
      reset();
      return;
    }
    for (const [field, message] of serverFieldErrors(answer, FIELD_NAMES)) setError(field, { type: 'server', message });
    const description = answer.network ? copy.failure.text : (answer.message ?? copy.failure.text);
    report({ title: copy.failure.title, description, variant: 'destructive' });
  };

  const textArea = (spec: TextAreaSpec) => (
    <FormField key={spec.name} id={idOf(spec.name)} label={copy.labels[spec.name]} hint={spec.hint && copy.hints[spec.hint]} error={error(spec.name)}>
      {(aria) => <textarea {...aria} {...register(spec.name)} rows={4} required={spec.required} minLength={spec.minLength} />}
    </FormField>
  );
  // native selects; the empty option is rejected by the schema
  // the options in the API's order, each labelled by the copy file under its stored value
  const choice = <Value extends string>(name: FieldName & keyof Copy['choices'], values: readonly Value[], labels: Record<Value, string>) => (
    <FormField id={idOf(name)} label={copy.labels[name]} error={error(name)}>
      {(aria) => (
        <select {...aria} {...register(name)} required defaultValue="">
          <option value="">{copy.choose}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {labels[value]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  // booleans defaulting to false, never required. No value attribute, so
  // react-hook-form reads true or false.
  const checkbox = (name: FieldName) => (
    <div className="form-check">
      <input type="checkbox" id={idOf(name)} {...register(name)} />
      <label htmlFor={idOf(name)}>{copy.labels[name]}</label>
    </div>
  );

  return (
    <Toaster toasts={toasts} labels={copy.notifications} onDismiss={dismiss}>
      <form ref={formRef} className="application-form" method="post" action={APPLICATION_ACTION} onSubmit={handleSubmit(onValid)}>
        <fieldset>
          <legend>{copy.legends.about}</legend>
          <div className="form-grid">
            {PERSONAL_FIELDS.map((spec) => (
              <FormField key={spec.name} id={idOf(spec.name)} label={copy.labels[spec.name]} error={error(spec.name)}>
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
          <legend>{copy.legends.experience}</legend>
          {choice('experience', EXPERIENCE_VALUES, copy.choices.experience)}
          {textArea(EXPERIENCE_TEXT)}
          {choice('availability', availability, copy.choices.availability)}
          {checkbox('transportation')}
          {checkbox('backgroundCheck')}
        </fieldset>
        <fieldset>
          <legend>{copy.legends.more}</legend>
          {ABOUT_FIELDS.map(textArea)}
        </fieldset>
        <HoneypotField idPrefix="application" label={copy.honeypot} />
        {outcome ? (
          // No live region: the toast already announces the outcome, and a second one would make
          // screen readers say it twice. This is the record that stays.
          <div className={`form-alert form-outcome ${outcome.variant === 'destructive' ? 'form-alert-error' : 'form-alert-success'}`}>
            <p>
              <strong>{outcome.title}</strong> {outcome.description}
            </p>
            {outcome.variant === 'destructive' ? <p>{copy.failure.kept}</p> : null}
          </div>
        ) : null}
        <button type="submit" className="button button-large" disabled={isSubmitting}>
          {isSubmitting ? copy.submitting : copy.submit}
        </button>
      </form>
    </Toaster>
  );
}
