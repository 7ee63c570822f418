// The careers application form (spec part 1 sections 3 and 5). For now a plain component the
// server renders, so the form works with no script: the browser's own validation checks the rules
// of section 5 (required, type=email, minLength) and the form posts to the API. The widgets work
// registers it as an island and adds the submitting state and messages under each field.
// Field names, option values and labels come from shared/forms.ts, the module the API validates
// with, so the markup cannot drift from the schema.
import type { ReactNode } from 'react';
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  HONEYPOT_FIELD,
  type ApplicationForm as ApplicationValues,
  type FieldErrors,
} from '../../shared/forms.ts';

export const APPLICATION_ACTION = '/api/employee-application';

type FieldName = keyof ApplicationValues;
type Values = Partial<Record<FieldName, string | boolean>>;

export interface ApplicationFormProps {
  /** values to show again after a failed submit (spec part 1 section 4: the form keeps its values) */
  values?: Values;
  errors?: FieldErrors;
}

const idOf = (name: string) => `application-${name}`;

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** Label, optional hint, the control and its error, wired together by id. */
function Field(props: { name: FieldName; label: string; hint?: string; error?: string; children: (control: ControlProps) => ReactNode }) {
  const { name, label, hint, error, children } = props;
  const id = idOf(name);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="form-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
  { name: 'address', label: 'Street address', autoComplete: 'street-address', minLength: 5 },
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

export function ApplicationForm({ values = {}, errors = {} }: ApplicationFormProps) {
  const text = (name: FieldName) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const textArea = (spec: TextAreaSpec) => (
    <Field key={spec.name} name={spec.name} label={spec.label} hint={spec.hint} error={errors[spec.name]}>
      {(aria) => <textarea {...aria} rows={4} required={spec.required} minLength={spec.minLength} defaultValue={text(spec.name)} />}
    </Field>
  );
  const choice = (name: FieldName, label: string, options: readonly { value: string; label: string }[]) => (
    <Field name={name} label={label} error={errors[name]}>
      {(aria) => (
        <select {...aria} required defaultValue={text(name)}>
          <option value="">Please choose…</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  // spec part 1 section 5: booleans defaulting to false, never required
  const checkbox = (name: FieldName, label: string) => (
    <div className="form-check">
      <input type="checkbox" id={idOf(name)} name={name} value="true" defaultChecked={values[name] === true} />
      <label htmlFor={idOf(name)}>{label}</label>
    </div>
  );
  return (
    <form className="application-form" method="post" action={APPLICATION_ACTION}>
      <fieldset>
        <legend>About you</legend>
        <div className="form-grid">
          {PERSONAL_FIELDS.map((spec) => (
            <Field key={spec.name} name={spec.name} label={spec.label} error={errors[spec.name]}>
              {(aria) => (
                <input
                  {...aria}
                  type={spec.type ?? 'text'}
                  autoComplete={spec.autoComplete}
                  inputMode={spec.inputMode}
                  required
                  minLength={spec.minLength}
                  defaultValue={text(spec.name)}
                />
              )}
            </Field>
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
      {/* spam trap (shared/forms.ts): off-screen and skipped by keyboard; people leave it empty */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor={idOf(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={idOf(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button button-large">
        Submit Application
      </button>
    </form>
  );
}
