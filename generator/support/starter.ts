// What `site init` leaves in a new data folder for the build to find again: the mark on every
// text still waiting for the business's own words, and the record of the folder it started from
// (starter.json: the words of that source's business, towns and trade), so that the build can name
// each text that still holds them (check/leftovers.ts).
import { z } from 'zod';

/** The mark a starter text begins with: "✎ title". */
export const STARTER_MARK = '✎';

/** The record `site init` writes beside the tables. */
export const STARTER_FILE = 'starter.json';

export const starterRecord = z.strictObject({
  /** the folder the data was started from, as the command was given it */
  from: z.string(),
  /** words and names of the source's business, towns and trade: a text holding one is a leftover */
  words: z.array(z.string().trim().min(1)),
});
export type StarterRecord = z.infer<typeof starterRecord>;

/**
 * The source words `text` holds, whole words, each with the form it is written in; a word inside a
 * longer one found is not named again.
 * A one-word name (an entry with a capital: "Golden", "Lakewood") is found as written, so a golden
 * retriever is no leftover of the town of Golden; longer names ("Backflow Testing") in any case; a
 * word of the trade (all lower case: "plumbing", "drain") in any case and in its other forms, so
 * "Text a Plumber" and "drains" are leftovers too.
 */
export function sourceWordsIn(text: string, words: readonly string[]): SourceWord[] {
  const found = words.flatMap((word) => {
    const match = wordPattern(word).exec(text);
    return match ? [{ word, as: match[0] }] : [];
  });
  return found.filter(({ word }) => !found.some((other) => other.word !== word && other.word.toLowerCase().includes(word.toLowerCase())));
}

/** A word of starter.json found in a text, and the form the text writes it in ("Plumbers" for "plumbing"). */
export interface SourceWord {
  word: string;
  as: string;
}

/** Endings a trade word takes in other forms: plumb-ing, plumb-er, plumb-ers, drain-s, drain-age. */
const ENDINGS = ['ing', 'ers', 'er', 'ed', 'es', 's', 'age'];

function wordPattern(word: string): RegExp {
  // a one-word name ("Golden"): as written; a name of several words is rare in other prose, so any case
  const name = word !== word.toLowerCase() && !/\s/.test(word.trim());
  // a one-word trade word's stem ("plumbing" -> "plumb"), kept at four letters or more so that no
  // short stem reaches into other words
  const stem = !name && /^\p{L}+$/u.test(word) ? ENDINGS.map((ending) => (word.endsWith(ending) ? word.slice(0, -ending.length) : '')).find((s) => s.length >= 4) ?? word : undefined;
  const body = stem === undefined ? escapeRegExp(word) : `${escapeRegExp(stem)}(?:${ENDINGS.join('|')})?`;
  // whole words only: "drain" is in "drain clearing" and "drains", not in "undrained"
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, name ? 'u' : 'iu');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
