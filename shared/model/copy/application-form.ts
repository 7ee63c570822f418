// data/blocks/application-form.md: the careers application's labels, hints, choices, buttons and
// outcome messages. The field names and the values a choice stores are the API's
// (shared/forms.ts), so they never change with the words: a choice's label is written here under
// its stored value, and the file must label every value the API accepts, and no other. The
// messages under a field that fails validation are the API's too, shared with the form
// (shared/forms.ts).
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS } from '../../forms.ts';
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
  choices: group({ experience: choiceLabels(EXPERIENCE_OPTIONS), availability: choiceLabels(AVAILABILITY_OPTIONS) }),
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
