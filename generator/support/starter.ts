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

/** The source words `text` holds, whole words, any case; a word inside a longer one found is not named again. */
export function sourceWordsIn(text: string, words: readonly string[]): string[] {
  const lower = text.toLowerCase();
  const found = words.filter((word) => {
    const at = lower.indexOf(word.toLowerCase());
    if (at < 0) return false;
    // whole words only: "drain" is in "drain clearing", not in "drained" or "undrained"
    const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u');
    return pattern.test(lower);
  });
  return found.filter((word) => !found.some((other) => other !== word && other.toLowerCase().includes(word.toLowerCase())));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
