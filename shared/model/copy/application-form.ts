// data/blocks/application-form.md: the careers application's labels, hints, choices, buttons and
// outcome messages. The field names are the API's (shared/forms.ts), so they never change with the
// words. A choice's label is written here under its stored value: the experience levels are the
// API's and the file must label every one of them and no other; the availability choices are the
// business's own (the API reads them from this file, api/applications/choices.ts). The
// messages under a field that fails validation are the API's too, shared with the form
// (shared/forms.ts).
import { CHOICE_VALUE, CHOICE_VALUE_MAX, EXPERIENCE_OPTIONS } from '../../forms.ts';
import { z } from 'zod';
import { group, line } from './kinds.ts';

/** One label per stored value of a choice, keyed by that value; a key the API does not store is
 * named with the values it does. */
function choiceLabels<Options extends readonly { value: string }[]>(options: Options) {
  const values = options.map((option) => option.value);
  const shape = Object.fromEntries(values.map((value) => [value, line(80)])) as Record<Options[number]['value'], ReturnType<typeof line>>;
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: not a value the form stores (it stores ${values.join(', ')})`;
      return issue.input === undefined ? 'is required' : 'expected a group of fields under this key';
    },
  });
}

/** Choices the business names itself: each stored value (a slug, CHOICE_VALUE) with its label,
 * in the order the form offers them; the API accepts these values and no other. */
export const ownChoices = z.record(
  z.string().max(CHOICE_VALUE_MAX, `a stored value is at most ${CHOICE_VALUE_MAX} characters`).regex(CHOICE_VALUE, 'a stored value is lower-case letters and digits joined by single hyphens (seasonal-only)'),
  line(80),
  {
    error: (issue) => {
      // a bad stored value: its own rule's words, not zod's "Invalid key in record"
      if (issue.code === 'invalid_key') return issue.issues[0]?.message;
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input == null ? 'is required' : 'expected a group of choices, each "stored-value: Label" on its own line';
    },
  },
).refine((labels) => Object.keys(labels).length > 0, 'expected at least one choice');

export const applicationFormCopy = group({
  legends: group({ about: line(80), experience: line(80), more: line(80) }),
  labels: group({
    firstName: line(80),
    lastName: line(80),
    email: line(80),
    phone: line(80),
    address: line(80),
    city: line(80),
    state: line(80),
    zipCode: line(80),
    experience: line(80),
    previousExperience: line(120),
    availability: line(80),
    transportation: line(160),
    backgroundCheck: line(160),
    references: line(120),
    whyJoin: line(120),
    additionalInfo: line(120),
  }),
  hints: group({ previousExperience: line(300), references: line(300) }),
  /** the empty first option of a choice */
  choose: line(40),
  choices: group({ experience: choiceLabels(EXPERIENCE_OPTIONS), availability: ownChoices }),
  /** the spam trap's label: people never see it, a screen reader skips it */
  honeypot: line(80),
  submit: line(40),
  submitting: line(40),
  success: group({ title: line(80), text: line(300) }),
  /** `text` when the API sends no message of its own, and always when the network fails */
  failure: group({ title: line(80), text: line(300), kept: line(200) }),
  /** read by screen readers: a notification, its close button, and the region (`{hotkey}` is the
   * key that jumps there, F8) */
  notifications: group({ toast: line(40), close: line(60), region: line(80) }),
});
