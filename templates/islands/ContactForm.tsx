// The contact form (spec part 1 sections 2 and 5; DESIGN decision 8). For now a plain component
// the server renders, so the form works with no script: the browser's own validation checks the
// rules of section 5 (required, type=email, minLength) and the form posts to /api/contact. The
// interactive-widgets work registers it as an island and adds the messages under each field.
import { FormField } from '../components/FormField.tsx';
import { HONEYPOT_FIELD, type ContactForm as ContactValues, type FieldErrors } from '../../shared/forms.ts';

export interface ContactFormProps {
  /** values to show again after a failed submit */
  values?: Partial<Record<keyof ContactValues, string>>;
  errors?: FieldErrors;
}

interface FieldSpec {
  name: keyof ContactValues;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  /** spec part 1 section 5: phone at least 10 characters, message at least 10 */
  minLength?: number;
  multiline?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', minLength: 10 },
  { name: 'subject', label: 'Subject', autoComplete: 'off' },
  { name: 'message', label: 'Message', autoComplete: 'off', minLength: 10, multiline: true },
];

export function ContactForm({ values = {}, errors = {} }: ContactFormProps) {
  return (
    <form className="contact-form" method="post" action="/api/contact">
      {FIELDS.map((field) => (
        <FormField key={field.name} id={`contact-${field.name}`} name={field.name} label={field.label} error={errors[field.name]}>
          {(control) => {
            const common = { ...control, required: true, autoComplete: field.autoComplete, minLength: field.minLength, defaultValue: values[field.name] ?? '' };
            return field.multiline ? <textarea rows={5} {...common} /> : <input type={field.type ?? 'text'} {...common} />;
          }}
        </FormField>
      ))}
      {/* spam trap (shared/forms.ts): off-screen and skipped by keyboard; people leave it empty */}
      <div className="form-trap" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="button button-large">
        Send Message
      </button>
    </form>
  );
}
