// The two public forms, written once: the API validates with these schemas and the browser forms
// (careers and contact islands) import the very same module, so a rule or message can never
// differ between client and server (written once, types from z.infer).
// No Node imports here: this file is bundled for the browser. It uses zod/mini, the tree-shakable
// form of the same library: the classic API is several times larger in a client bundle, and the
// smaller one is what keeps the form islands inside the JavaScript budget
// (docs/benchmarks.md#javascript-per-page).
import * as z from 'zod/mini';

/**
 * Name of the hidden honeypot input on both forms. People never see or fill it; bots that fill
 * every field do, and the API then answers as if it had stored the submission (docs/decisions.md#api-safety).
 */
export const HONEYPOT_FIELD = 'website';

/**
 * Name of the form-post field that may carry an idempotency key (api/http/idempotency.ts), the
 * counterpart of the Idempotency-Key header the islands send with JSON.
 */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

// Control characters (Unicode's Cc: C0, DEL and C1) are never part of a typed answer. NUL cannot
// be stored by PostgreSQL at all, and ESC, BEL or CR would reach the terminal the owner reads an
// export in. A one-line field takes none of them; a multi-line answer (a textarea) keeps tab and
// line breaks, CR included, since browsers send a textarea's line breaks as CR LF. The check
// runs after trimming, so white space at either end is still simply trimmed away.
const WITHOUT_CONTROL_CHARACTERS = { line: /^\P{Cc}*$/u, lines: /^(?:[\t\n\r]|\P{Cc})*$/u };
export const CONTROL_CHARACTER_MESSAGE = 'Contains an invisible control character; please retype this answer';
type Layout = keyof typeof WITHOUT_CONTROL_CHARACTERS;
const noControlCharacters = (layout: Layout) => z.regex(WITHOUT_CONTROL_CHARACTERS[layout], CONTROL_CHARACTER_MESSAGE);

/**
 * A required text field: trimmed, at least `min` characters, at most `max` (docs/requirements.md#forms).
 * The control-character check comes first, so its message is the one the field shows.
 */
function text(min: number, max: number, message: string, layout: Layout = 'line') {
  return z
    .string({ error: message })
    .check(z.trim(), noControlCharacters(layout), z.minLength(min, message), z.maxLength(max, `Must be at most ${max} characters`));
}

/** An optional free-text answer of several lines; white space only counts as not given. */
function optionalText(max: number) {
  return z.pipe(
    z.optional(z.string({ error: 'Must be text' }).check(z.trim(), noControlCharacters('lines'), z.maxLength(max, `Must be at most ${max} characters`))),
    z.transform((value: string | undefined) => (value === '' ? undefined : value)),
  );
}

function email(message: string) {
  // 254 characters is the longest address SMTP can carry (RFC 5321 4.5.3.1.3).
  return z.pipe(z.string({ error: message }).check(z.trim(), noControlCharacters('line'), z.maxLength(254, message)), z.email({ error: message }));
}

// Values and labels of docs/requirements.md#application-fields, in display order. The values alone
// are what the schemas (and so the browser forms) need; the labels, for the API's notices, stay
// out of the form islands' scripts.
export const EXPERIENCE_VALUES = ['none', '1-2-years', '3-5-years', '5plus-years'] as const;
export const AVAILABILITY_VALUES = ['full-time', 'part-time', 'weekends', 'flexible'] as const;

const withLabels = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) => values.map((value) => ({ value, label: labels[value] }));

export const EXPERIENCE_OPTIONS = /* @__PURE__ */ withLabels(EXPERIENCE_VALUES, {
  none: 'No professional experience',
  '1-2-years': '1-2 years',
  '3-5-years': '3-5 years',
  '5plus-years': '5+ years',
});

export const AVAILABILITY_OPTIONS = /* @__PURE__ */ withLabels(AVAILABILITY_VALUES, {
  'full-time': 'Full-time (40+ hours/week)',
  'part-time': 'Part-time (20-30 hours/week)',
  weekends: 'Weekends only',
  flexible: 'Flexible schedule',
});

/**
 * What a choice a business writes in its data may store (the availability choices of
 * data/blocks/application-form.md): a short lower-case slug, so a stored value reads the same in
 * an export whatever the label says.
 */
export const CHOICE_VALUE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CHOICE_VALUE_MAX = 40;

// A dropdown option with an empty value is rejected with the field's own message
// (docs/requirements.md#forms); an enum does that, as '' is not one of its values.
const choice = (options: readonly string[], message: string) => z.enum(options as [string, ...string[]], { error: message });

/**
 * The careers page's application, offering `availability` (the values of the business's data; the
 * built-in list when it has none). Unknown fields are rejected: a field the form never sends is a
 * client's mistake or a probe, never data to keep.
 */
export const applicationSchemaFor = (availability: readonly string[]) => z.strictObject({
  firstName: text(2, 100, 'First name must be at least 2 characters'),
  lastName: text(2, 100, 'Last name must be at least 2 characters'),
  email: email('Please enter a valid email address'),
  phone: text(10, 30, 'Please enter a valid phone number'),
  address: text(5, 200, 'Please enter your full address'),
  city: text(2, 100, 'Please enter your city'),
  state: text(2, 50, 'Please enter your state'),
  zipCode: text(5, 10, 'Please enter a valid zip code'),
  experience: choice(EXPERIENCE_VALUES, 'Please select your experience level'),
  previousExperience: optionalText(2000),
  availability: choice(availability, 'Please select your availability'),
  // Booleans defaulting to false; nothing requires them to be true.
  transportation: z._default(z.boolean({ error: 'Must be true or false' }), false),
  backgroundCheck: z._default(z.boolean({ error: 'Must be true or false' }), false),
  references: optionalText(2000),
  whyJoin: text(10, 5000, 'Please tell us why you want to join our team', 'lines'),
  additionalInfo: optionalText(5000),
});

/** The application with the built-in availability choices. */
export const applicationSchema = /* @__PURE__ */ applicationSchemaFor(AVAILABILITY_VALUES);

/** Contact form (docs/requirements.md#contact-form), stored (docs/decisions.md#contact-messages-are-stored). */
export const contactSchema = z.strictObject({
  name: text(1, 100, 'Full name is required'),
  email: email('Valid email address is required'),
  phone: text(10, 30, 'Valid phone number is required'),
  subject: text(1, 200, 'Subject is required'),
  message: text(10, 5000, 'Message must be at least 10 characters', 'lines'),
});

export type Application = z.output<typeof applicationSchema>;
export type ApplicationFormValues = z.input<typeof applicationSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactFormValues = z.input<typeof contactSchema>;

/** Field -> first message, the shape of `errors` in a 400 answer and under each form field. */
export type FieldErrors = Record<string, string>;

/** Turns a zod error into one message per field (the first one wins, as the form shows one). */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  // No prototype: a field named `__proto__` or `constructor` gets its message like any other
  // (on a plain object they would vanish into Object.prototype, leaving an empty map).
  const errors: FieldErrors = Object.create(null);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= 'Unknown field';
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] ??= issue.path.length > 0 ? issue.message : 'Expected a JSON object';
  }
  return errors;
}
