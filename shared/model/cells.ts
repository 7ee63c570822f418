// Cell-level rules shared by every table schema. CSV cells arrive as strings; each helper turns
// one into a typed value or explains, in a marketer's words, what it expected.
import { z } from 'zod';
import { sitePathProblem } from '../site-path.ts';

export const requiredText = z.string().trim().min(1, 'is required');

/** An example value of a field, which a message about it shows ("jobsDone: is required: a whole
 * number, for example 2400"); the guide's tables show the same. */
export const fieldExamples = z.registry<{ example: string }>();
/** A copy of `schema` (shared schemas such as requiredText serve many fields), with `example` as
 * what a message about its field shows. */
export function withExample<S extends z.ZodType>(schema: S, example: string): S {
  const copy = schema.clone() as z.ZodType;
  copy.register(fieldExamples, { example });
  return copy as S;
}

export const optionalText = z.string().trim();

/** A cell of a column the sheet may leave out altogether: absent reads as empty. */
export const optionalColumn = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim());

/**
 * Question-and-answer pairs typed in one spreadsheet cell:
 * `Question?>>Answer.||Another question?>>Its answer.` (docs/marketers.md, seo-keywords.csv). Empty: none.
 */
export const faqPairs = z.string().transform((value, ctx) => {
  if (value === '') return [];
  const pairs = value.split('||').map((pair) => pair.split('>>').map((part) => part.trim()));
  if (pairs.length > 3) ctx.addIssue({ code: 'custom', message: `expected at most 3 question>>answer pairs, got ${pairs.length}` });
  pairs.forEach((parts, index) => {
    if (parts.length !== 2 || !parts[0] || !parts[1]) {
      ctx.addIssue({ code: 'custom', message: `pair ${index + 1} should read "Question?>>Answer." (pairs separated by ||)` });
    } else if (!parts[0].endsWith('?')) {
      ctx.addIssue({ code: 'custom', message: `pair ${index + 1}: the question should end with "?" before >>` });
    }
  });
  return pairs.map(([question = '', answer = '']) => ({ question, answer }));
});

export const slug = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug of lowercase letters, digits and dashes');

export const number = z.string().transform((value, ctx) => {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'expected a number' });
    return z.NEVER;
  }
  return n;
});

export const wholeNumber = z.string().transform((value, ctx) => {
  if (!/^\d+$/.test(value.trim())) {
    ctx.addIssue({ code: 'custom', message: 'expected a whole number without separators' });
    return z.NEVER;
  }
  return Number(value);
});

/** Pipe-separated list cell: `a|b|c`. Empty items are dropped. */
export const pipeList = z.string().transform((value) =>
  value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

export const nonEmptyPipeList = pipeList.refine((items) => items.length > 0, 'expected at least one item (separate items with |)');

export const price = z
  .string()
  .trim()
  .regex(/^\$\d{1,6}$/, 'expected a whole-dollar price like $160');

export const zipCode = z.string().regex(/^\d{5}$/, 'expected a five-digit ZIP code');

export const zipList = pipeList.pipe(z.array(zipCode).min(1, 'expected at least one ZIP code'));

export const sitePath = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = sitePathProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2024-05-25')
  .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a real date');

// Front matter comes from YAML, so a missing key arrives as undefined, not as an empty cell.
export const frontMatterText = z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'expected text') }).trim().min(1, 'is required');

/** The scheme a URL starts with, lower-cased, ignoring what browsers ignore inside it. */
const schemeOf = (value: unknown) =>
  typeof value === 'string' ? /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase() : undefined;

/**
 * An address our pages load or link to (a map frame, the quote provider's script, a profile):
 * https only. An http: one is refused by the browser in a secure page or sends visitors off
 * unencrypted; data: and javascript: would run whatever they carry with the page's rights.
 */
export const httpsUrl = z.url({
  protocol: /^https$/,
  error: (issue) => {
    const scheme = schemeOf(issue.input);
    return scheme && scheme !== 'https' ? `expected an https:// address, not a ${scheme}: one` : 'expected an absolute https:// address';
  },
});
