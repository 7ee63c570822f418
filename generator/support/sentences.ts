// Sentences of a line of copy, for search-result descriptions: a description too long for a
// search result keeps its whole sentences that fit, so it must know where a sentence ends. A
// full stop ends one only before a space and a word that may start a sentence, and never after
// an abbreviation of a name ("Oak & Shore Cleaning Co.", "St.", "Dr.") or an initial; a decimal
// ("4.9") has no space after its point, so it never ends one.

/** Words whose full stop is part of them, not the end of a sentence (compared in lower case). */
const ABBREVIATIONS = new Set(['co', 'corp', 'inc', 'ltd', 'llc', 'bros', 'st', 'ste', 'ave', 'blvd', 'rd', 'mt', 'ft', 'dr', 'mr', 'mrs', 'ms', 'jr', 'sr', 'no', 'vs', 'approx', 'e.g', 'i.e', 'etc', 'a.m', 'p.m', 'u.s']);

/** The sentences of `text` (spaces folded), each with its closing punctuation. */
export function sentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  const found: string[] = [];
  let start = 0;
  for (const end of clean.matchAll(/[.!?]+["'’”)\]]*(?= )/g)) {
    const stop = end.index + end[0].length;
    const next = clean.charAt(stop + 1);
    // a sentence starts with a capital, a digit, a quote or a bracket, never a small letter
    if (!/[\p{Lu}\d"'‘“([$£€]/u.test(next)) continue;
    if (end[0].startsWith('.')) {
      const word = /([\p{L}.]+)$/u.exec(clean.slice(start, end.index))?.[1] ?? '';
      if (ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word)) continue;
    }
    found.push(clean.slice(start, stop));
    start = stop + 1;
  }
  if (start < clean.length) found.push(clean.slice(start));
  return found;
}

/** The longest run of whole sentences from the start of `text` within `max` characters ('' when
 * even the first is longer). */
export function wholeSentences(text: string, max: number): string {
  let kept = '';
  for (const sentence of sentences(text)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > max) break;
    kept = next;
  }
  return kept;
}

/** `text` cut at the last word boundary within `max` characters, with no ellipsis and no
 * dangling comma, colon or dash. */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max + 1);
  const cut = room.lastIndexOf(' ');
  return (cut > 0 ? room.slice(0, cut) : clean.slice(0, max)).replace(/[\s,;:–—&-]+$/, '');
}
