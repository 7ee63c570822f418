// How much of a templated page is its own (issue 15, the index gate): pages of one kind compared
// as sets of 5-word shingles (Jaccard similarity), cheaply enough to run on every build.
//
// Each page's shingles are hashed to 32-bit integers once; a MinHash signature (64 bins of one
// permuted hash) stands for the set, and the Jaccard similarity of two pages is estimated as the share of equal values
// in their signatures (standard error about 0.06 at 64 values). Pairs are compared only within
// locality-sensitive-hashing buckets (32 bands of 2 values): two pages at similarity 0.35 share a
// bucket with probability 0.985, at 0.5 with 0.9999, while pages with little in common rarely
// meet; within a bucket a page meets at most a few others per band, so the work grows with the
// number of pages, not with its square, however alike the template makes them.
// "Own words" are exact: the word positions whose shingle appears on no other page of the set.

export const SHINGLE_WORDS = 5;
const SIGNATURE_SIZE = 64;
const BAND_ROWS = 2;
/** pages each page is compared with per bucket and band: 32 bands x 8 = up to 256 comparisons */
const WINDOW = 8;

// Latin with accents, Greek, Cyrillic, Hebrew, Arabic, kana, CJK and Hangul; not the punctuation
// of U+2000-U+206F (dashes, curly quotes), so “Great” is the word great.
const LETTER = 'a-z0-9\\u00c0-\\u024f\\u0370-\\u04ff\\u0590-\\u06ff\\u3040-\\u30ff\\u4e00-\\u9fff\\uac00-\\ud7af';
const WORD = new RegExp(`[${LETTER}]+(?:['’-][${LETTER}]+)*`, 'g');

/** Lower-case words of a text: letters (many scripts), digits and inner apostrophes or hyphens.
 * Written without Unicode property classes, which cost several times as much per page. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * How many pages have each shingle, capped at 2 (once, or more than once): an open-addressing
 * table over typed arrays, since a Map of a million number keys costs seconds per build.
 */
class ShingleCounts {
  private readonly keys: Uint32Array;
  private readonly counts: Uint8Array;
  private readonly mask: number;

  constructor(entries: number) {
    let capacity = 1024;
    while (capacity < entries * 2) capacity *= 2;
    this.keys = new Uint32Array(capacity);
    this.counts = new Uint8Array(capacity);
    this.mask = capacity - 1;
  }

  private slot(key: number): number {
    const k = key === 0 ? 1 : key; // 0 marks an empty slot
    let i = Math.imul(k, 0x9e3779b1) >>> 0 & this.mask;
    while (this.keys[i] !== 0 && this.keys[i] !== k) i = (i + 1) & this.mask;
    this.keys[i] = k;
    return i;
  }

  /** counts one page that has `key` (call once per page per distinct shingle) */
  add(key: number): void {
    const i = this.slot(key);
    if (this.counts[i]! < 2) this.counts[i]! += 1;
  }

  pages(key: number): number {
    return this.counts[this.slot(key)]!;
  }
}

/** FNV-1a over a string, as an unsigned 32-bit integer. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The hashed shingle starting at each word position (none for a text under five words): each
 * word hashed once, five word hashes combined in order, no strings built per shingle. */
export function shingleHashes(wordList: string[]): Uint32Array {
  const count = Math.max(0, wordList.length - SHINGLE_WORDS + 1);
  const wordHashes = wordList.map(fnv1a);
  const hashes = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = 0x2545f491;
    for (let k = 0; k < SHINGLE_WORDS; k++) h = mix(h, wordHashes[i + k]!);
    hashes[i] = h;
  }
  return hashes;
}

// Seeds for shuffling the pages of an LSH bucket, one per band.
const SEEDS = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, i) => fnv1a(`band-${i}`) | 1);
/** a value no bin can hold: bins keep 26-bit values */
const EMPTY_BIN = 0xffffffff;

function mix(value: number, seed: number): number {
  let h = Math.imul(value ^ seed, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca77);
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * One-permutation MinHash: each shingle hash, mixed once, falls in one of 64 bins by its top six
 * bits, and each bin keeps its smallest value. One mix per shingle instead of one per shingle and
 * row; a bin no shingle reached holds EMPTY_BIN (rare above a few hundred shingles).
 */
export function signature(hashes: Uint32Array): Uint32Array {
  const sig = new Uint32Array(SIGNATURE_SIZE).fill(EMPTY_BIN);
  for (let i = 0; i < hashes.length; i++) {
    const h = mix(hashes[i]!, 0x3c6ef372);
    const bin = h >>> 26;
    const value = h & 0x3ffffff;
    if (value < sig[bin]!) sig[bin] = value;
  }
  return sig;
}

export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let equal = 0;
  let used = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === EMPTY_BIN && b[i] === EMPTY_BIN) continue;
    used++;
    if (a[i] === b[i]) equal++;
  }
  return used === 0 ? 0 : equal / used;
}

/** Exact Jaccard similarity of two shingle lists (as sets): for tests and small checks. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  const setA = new Set(a);
  const setB = new Set(b);
  if (setA.size === 0 && setB.size === 0) return 0;
  let both = 0;
  for (const value of setA) if (setB.has(value)) both++;
  return both / (setA.size + setB.size - both);
}

export interface PageText {
  /** the page's path, or any unique name */
  id: string;
  /** its main text (what a reader sees as the page's content) */
  text: string;
}

export interface Uniqueness {
  id: string;
  words: number;
  /** words whose shingle appears on no other page of the set */
  ownWords: number;
  /** estimated Jaccard similarity with the most similar other page of the set (0 when none is close) */
  nearest: number;
  nearestId?: string;
}

/**
 * Nearest-sibling similarity and own words of every page of one set (pages of one kind). Pages
 * that share no LSH bucket with any other are reported at similarity 0: below 0.2 they are rarely
 * found, and nothing that low matters to the gate.
 */
export function uniqueness(pages: PageText[], stats?: { comparisons: number }): Uniqueness[] {
  const wordLists = pages.map((page) => words(page.text));
  const hashes = wordLists.map(shingleHashes);
  const pagesWith = new ShingleCounts(hashes.reduce((sum, list) => sum + list.length, 0));
  for (const list of hashes) {
    // each page counts a shingle once: sorted, its repeats sit side by side
    const sorted = Uint32Array.from(list).sort();
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) pagesWith.add(sorted[i]!);
  }
  const signatures = hashes.map(signature);
  const nearest = pages.map(() => ({ similarity: 0, index: -1 }));
  for (let band = 0; band < SIGNATURE_SIZE / BAND_ROWS; band++) {
    const buckets = new Map<string, number[]>();
    signatures.forEach((sig, index) => {
      if (hashes[index]!.length === 0) return;
      const key = `${sig[band * BAND_ROWS]},${sig[band * BAND_ROWS + 1]}`;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    });
    // Within a bucket each page meets the next few, in an order shuffled per band, so that over
    // the bands it meets many different pages: near-identical template pages fill large buckets, and
    // comparing all their pairs would grow with the square of the pages.
    for (const bucket of buckets.values()) {
      const reach = Math.min(bucket.length - 1, WINDOW);
      if (bucket.length > WINDOW + 1) bucket.sort((a, b) => mix(a, SEEDS[band]!) - mix(b, SEEDS[band]!));
      for (let i = 0; i < bucket.length; i++) {
        for (let step = 1; step <= reach; step++) {
          const a = bucket[i]!;
          const b = bucket[(i + step) % bucket.length]!;
          const similarity = estimatedJaccard(signatures[a]!, signatures[b]!);
          if (stats) stats.comparisons++;
          if (similarity > nearest[a]!.similarity) nearest[a] = { similarity, index: b };
          if (similarity > nearest[b]!.similarity) nearest[b] = { similarity, index: a };
        }
      }
    }
  }
  return pages.map((page, index) => {
    const list = hashes[index]!;
    let own = 0;
    for (const value of list) if (pagesWith.pages(value) === 1) own++;
    const wordCount = wordLists[index]!.length;
    // a shingle covers five words: the last four words belong to the last shingle's verdict
    const ownWords = list.length === 0 ? wordCount : own + (own > 0 && pagesWith.pages(list[list.length - 1]!) === 1 ? SHINGLE_WORDS - 1 : 0);
    const near = nearest[index]!;
    return { id: page.id, words: wordCount, ownWords, nearest: near.similarity, ...(near.index >= 0 && { nearestId: pages[near.index]!.id }) };
  });
}
