// The kinds of text a copy file (data/pages/*.md, data/blocks/*.md) holds. Every word a visitor
// reads comes from such a file; a template gives the words structure and never writes one.
//
// - `line(max)`: plain text on one line (a heading, a label, a title): shown as text, escaped.
// - `inline(max)`: one line of Markdown (a sentence with a link or a bold word): shown as HTML,
//   without a paragraph around it.
// - `prose()`: paragraphs of Markdown: shown as HTML.
// Any of them may hold placeholders, `{{business.name}}`, filled per page (placeholders.ts).
import { z } from 'zod';

/** Markdown waiting to be filled and rendered; `inline`: no paragraph around it. */
export interface Markdown {
  readonly markdown: string;
  readonly inline: boolean;
}

/** Rendered Markdown, safe to insert as HTML (templates/components/Prose.tsx). An object, not a
 * string, so a template cannot print it as text by mistake. */
export interface Html {
  readonly html: string;
}

// a key written with nothing after it (`faq:`) arrives as null: as missing as a key not written
const required = (expected: string) =>
  z.string({ error: (issue) => (issue.input == null ? 'is required' : `expected ${expected}`) }).trim().min(1, 'is required');

/** A group of fields under one key (`hero:` and its fields). */
export const group = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    // an unknown key keeps zod's own issue: the copy stage names it at its line
    error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : issue.input == null ? 'is required' : 'expected a group of fields under this key'),
  });

/** A list (`- item` lines), of at least one item. */
export const list = <Item extends z.ZodType>(item: Item) =>
  z.array(item, { error: (issue) => (issue.input == null ? 'is required' : 'expected a list of items, each on a line starting with -') }).min(1, 'expected at least one item');

/** Plain text on one line, at most `max` characters (placeholders counted as written). */
export const line = (max: number) =>
  required('text')
    .max(max, `is longer than ${max} characters: shorten it`)
    .refine((text) => !/[\r\n]/.test(text), 'expected one line');

/** One line of Markdown: links, bold and italics, no paragraphs. */
export const inline = (max: number) => line(max).transform((markdown): Markdown => ({ markdown, inline: true }));

/** Paragraphs (and lists) of Markdown. */
export const prose = () => required('Markdown text').transform((markdown): Markdown => ({ markdown, inline: false }));

/** A copy value with its placeholders filled: text stays text, Markdown becomes Html. */
export type Filled<T> = T extends Markdown
  ? Html
  : T extends string
    ? string
    : T extends readonly (infer Item)[]
      ? Filled<Item>[]
      : T extends object
        ? { [K in keyof T]: Filled<T[K]> }
        : T;
