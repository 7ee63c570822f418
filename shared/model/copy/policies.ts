// data/pages/privacy-policy.md, terms-of-service.md and accessibility.md: the policy pages. Their
// text is the file's Markdown body, with the business's placeholders; the front matter holds the
// title, the lead and the words around the contact list.
import { z } from 'zod';
import { group, inline, line, prose } from './kinds.ts';

/** The day the text last changed (2026-11-01): change it together with the text. Front matter
 * reads an unquoted date as a date, a quoted one as text: both are taken. */
const textDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'expected a date like 2026-11-01') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-11-01')
    .refine((day) => !Number.isNaN(Date.parse(day)), 'is not a day of the calendar'),
);

const policyCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  heading: line(90),
  updated: textDate,
  /** `{{date}}` is the `updated` date */
  lastUpdated: line(80),
  lead: inline(1000),
  contactHeading: line(80),
  /** the message a text from the contact list starts with */
  smsBody: line(160),
  body: prose(),
});

export const privacyPolicyCopy = policyCopy;
export const termsOfServiceCopy = policyCopy;

export const accessibilityCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  heading: line(90),
  lead: inline(1000),
  smsBody: line(160),
  /** `{{date}}` in `reviewed` is the day the site was built */
  about: group({ heading: line(80), reviewed: line(200) }),
  /** from the first section to the feedback section; the contact list and `about` follow */
  body: prose(),
});
