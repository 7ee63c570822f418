// How much of a templated page is its own (docs/decisions.md#index-gate): pages of one kind compared
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
export const SIGNATURE_SIZE = 64;
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
 * table over typed arrays, since a Map of a million number keys costs seconds per build. It keeps
 * the last page that counted each shingle, so a page's repeats of a shingle count once without a
 * sorted copy of its shingles per page (sorting them was a fifth of the gate's time).
 */
class ShingleCounts {
  private keys: Uint32Array;
  private counts: Uint8Array;
  private lastPage: Int32Array;
  private mask: number;
  private size = 0;

  /** `expected`: about how many distinct shingles will come. Sized for them up front, up to 2^18
   * slots (2.3 MB): growing rehashes the table, and a first build's gate paid a tenth of its time
   * for that. */
  constructor(expected: number) {
    let slots = 1 << 16;
    while (slots < expected * 2 && slots < 1 << 18) slots *= 2;
    this.keys = new Uint32Array(slots);
    this.counts = new Uint8Array(slots);
    this.lastPage = new Int32Array(slots);
    this.mask = slots - 1;
  }

  // Grows with the distinct shingles, not the total: template pages repeat most of theirs, and a
  // table sized for every shingle of 10,000 pages (tens of MB) was mostly cache misses.
  private grow(): void {
    const { keys, counts, lastPage } = this;
    this.keys = new Uint32Array(keys.length * 2);
    this.counts = new Uint8Array(keys.length * 2);
    this.lastPage = new Int32Array(keys.length * 2);
    this.mask = keys.length * 2 - 1;
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === 0) continue;
      const j = this.find(keys[i]!);
      this.keys[j] = keys[i]!;
      this.counts[j] = counts[i]!;
      this.lastPage[j] = lastPage[i]!;
    }
  }

  /** the slot holding `key`, or the empty slot where it would go */
  private find(key: number): number {
    let i = Math.imul(key, 0x9e3779b1) >>> 0 & this.mask;
    while (this.keys[i] !== 0 && this.keys[i] !== key) i = (i + 1) & this.mask;
    return i;
  }

  /** counts page number `page` (0, 1, 2 ...) as having `key`, once however often it is called */
  add(key: number, page: number): void {
    const k = key === 0 ? 1 : key; // 0 marks an empty slot
    let i = this.find(k);
    if (this.keys[i] === 0) {
      if (++this.size * 2 > this.keys.length) {
        this.grow();
        i = this.find(k);
      }
      this.keys[i] = k;
    } else if (this.lastPage[i] === page + 1) return;
    this.lastPage[i] = page + 1;
    if (this.counts[i]! < 2) this.counts[i]! += 1;
  }

  pages(key: number): number {
    return this.counts[this.find(key === 0 ? 1 : key)]!;
  }
}

/** FNV-1a over a string, as an unsigned 32-bit integer. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Letters of WORD, by code point, for the one-pass reader below.
const LETTER_RANGES = [
  [0x61, 0x7a], [0x30, 0x39], [0xc0, 0x24f], [0x370, 0x4ff], [0x590, 0x6ff], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7af],
] as const;
const isLetter = (code: number) => LETTER_RANGES.some(([low, high]) => code >= low && code <= high);
/** LETTERS' mark of a unit not looked up yet */
const UNKNOWN = -2;
/**
 * Lower-cased letter code, or -1, of each UTF-16 unit, filled as units are met: a text uses a few
 * hundred of the 65,536, and filling the whole table up front slowed every command. A letter
 * whose lower case is one unit counts (the few that lower to two, like İ, end a word here).
 */
const LETTERS = new Int32Array(0x10000).fill(UNKNOWN);
function letterOf(unit: number): number {
  let code = LETTERS[unit]!;
  if (code === UNKNOWN) {
    const lower = String.fromCharCode(unit).toLowerCase();
    code = lower.length === 1 && isLetter(lower.charCodeAt(0)) ? lower.charCodeAt(0) : -1;
    LETTERS[unit] = code;
  }
  return code;
}
const isJoiner = (code: number) => code === 0x27 || code === 0x2019 || code === 0x2d;

/**
 * The FNV-1a hash of each word of `words(text)`, read in one pass without building a string per
 * word (words() and a hash per word were half of the gate's time on a thousand pages).
 */
export function wordHashes(text: string): Uint32Array {
  let out: Uint32Array = new Uint32Array(Math.max(16, text.length >> 3));
  let count = 0;
  let h = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    let code = letterOf(text.charCodeAt(i));
    if (code < 0 && inWord && isJoiner(text.charCodeAt(i)) && i + 1 < text.length && letterOf(text.charCodeAt(i + 1)) >= 0) {
      code = text.charCodeAt(i); // an inner apostrophe or hyphen belongs to the word
    }
    if (code >= 0) {
      if (!inWord) {
        h = 0x811c9dc5;
        inWord = true;
      }
      h = Math.imul(h ^ code, 0x01000193);
      continue;
    }
    if (inWord) {
      if (count === out.length) out = growTo(out, count * 2);
      out[count++] = h >>> 0;
      inWord = false;
    }
  }
  if (inWord) {
    if (count === out.length) out = growTo(out, count + 1);
    out[count++] = h >>> 0;
  }
  return out.subarray(0, count);
}

function growTo(array: Uint32Array, size: number): Uint32Array {
  const bigger = new Uint32Array(size);
  bigger.set(array);
  return bigger;
}

/** The hashed shingle starting at each word position (none for a text under five words): each
 * word hashed once, five word hashes combined in order, no strings built per shingle. */
export function shingleHashes(wordList: string[]): Uint32Array {
  return shinglesOf(Uint32Array.from(wordList, fnv1a));
}

/** The hashed shingle starting at each word position, from the words' hashes (wordHashes()). */
export function shinglesOf(wordHashes: Uint32Array): Uint32Array {
  const count = Math.max(0, wordHashes.length - SHINGLE_WORDS + 1);
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
export const EMPTY_BIN = 0xffffffff;

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

/** Fisher-Yates with a small seeded generator (xorshift32): the same order on every build, in
 * linear time (sorting by a hash per page cost n log n hash calls per band). */
function shuffle(list: Int32Array, seed: number): void {
  let state = seed || 1;
  for (let i = list.length - 1; i > 0; i--) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const j = (state >>> 0) % (i + 1);
    const held = list[i]!;
    list[i] = list[j]!;
    list[j] = held;
  }
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
  return jaccardOfSets(new Set(a), new Set(b));
}

/** The same for shingle sets already made: a caller comparing each page with hundreds of others
 * makes each page's set once instead of twice per pair. */
export function jaccardOfSets(setA: ReadonlySet<number>, setB: ReadonlySet<number>): number {
  if (setA.size === 0 && setB.size === 0) return 0;
  const [small, large] = setA.size <= setB.size ? [setA, setB] : [setB, setA];
  let both = 0;
  for (const value of small) if (large.has(value)) both++;
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

/** What uniqueness() reads of one page's text: its word count, shingles and signature. */
export interface PageShingles {
  words: number;
  shingles: Uint32Array;
  signature: Uint32Array;
}

/** Readings kept between builds (gate-readings.ts), so that an unchanged page is not read again. */
export interface ReadingCache {
  /** the reading of page `id` if its text is `text` */
  find(id: string, text: string): PageShingles | undefined;
  keep(id: string, text: string, reading: PageShingles): void;
}

function readPage(text: string): PageShingles {
  const wordList = wordHashes(text);
  const shingles = shinglesOf(wordList);
  return { words: wordList.length, shingles, signature: signature(shingles) };
}

/**
 * Nearest-sibling similarity and own words of every page of one set (pages of one kind). Pages
 * that share no LSH bucket with any other are reported at similarity 0: below 0.2 they are rarely
 * found, and nothing that low matters to the gate.
 */
export function uniqueness(pages: PageText[], stats?: { comparisons: number }, cache?: ReadingCache): Uniqueness[] {
  const read = pages.map((page) => {
    const known = cache?.find(page.id, page.text);
    if (known) return known;
    const fresh = readPage(page.text);
    cache?.keep(page.id, page.text, fresh);
    return fresh;
  });
  // distinct shingles: a tenth of all on the real site's pages, under a fiftieth at 10x the towns
  const pagesWith = new ShingleCounts(read.reduce((sum, page) => sum + page.shingles.length, 0) / 8);
  read.forEach((page, index) => {
    const list = page.shingles;
    for (let i = 0; i < list.length; i++) pagesWith.add(list[i]!, index);
  });
  const nearest = nearestSiblings(read, stats);
  return pages.map((page, index) => {
    const list = read[index]!.shingles;
    let own = 0;
    for (let i = 0; i < list.length; i++) if (pagesWith.pages(list[i]!) === 1) own++;
    const wordCount = read[index]!.words;
    // a shingle covers five words: the last four words belong to the last shingle's verdict
    const ownWords = list.length === 0 ? wordCount : own + (own > 0 && pagesWith.pages(list[list.length - 1]!) === 1 ? SHINGLE_WORDS - 1 : 0);
    const near = nearest.index[index]!;
    return { id: page.id, words: wordCount, ownWords, nearest: nearest.similarity[index]!, ...(near >= 0 && { nearestId: pages[near]!.id }) };
  });
}

/**
 * Each page's most similar sibling among those it meets in LSH buckets. The signatures sit side
 * by side in one typed array and each band's buckets are numbered in a small open-addressing table,
 * their pages laid out by a counting sort: no string key, array or object per page and band (a
 * Map of string keys and an array per bucket were most of the gate's time, and at 10x the pages
 * their garbage made it grow faster than the pages).
 */
function nearestSiblings(read: PageShingles[], stats?: { comparisons: number }): { similarity: Float64Array; index: Int32Array } {
  const count = read.length;
  // as int32 (EMPTY_BIN becomes -1): small integers compare faster than values above 2^31
  const signatures = new Int32Array(count * SIGNATURE_SIZE);
  read.forEach((page, i) => signatures.set(page.signature, i * SIGNATURE_SIZE));
  const hasEmpty = Uint8Array.from(read, (page) => (page.signature.includes(EMPTY_BIN) ? 1 : 0));
  const gathered = new Int32Array(count * SIGNATURE_SIZE);
  // typed arrays, not an object per improvement: at 10x the pages, those were a third of the time in GC
  const similarity = new Float64Array(count);
  const index = new Int32Array(count).fill(-1);
  let slots = 16;
  while (slots < count * 2) slots *= 2;
  const slotBucket = new Int32Array(slots);
  const bucketKeys = new Int32Array(count * BAND_ROWS);
  const bucketOf = new Int32Array(count);
  const bucketStart = new Int32Array(count + 1);
  const members = new Int32Array(count);
  for (let band = 0; band < SIGNATURE_SIZE / BAND_ROWS; band++) {
    // buckets numbered in the order of their first page, pages in each in index order
    slotBucket.fill(-1);
    let buckets = 0;
    for (let page = 0; page < count; page++) {
      bucketOf[page] = -1;
      if (read[page]!.shingles.length === 0) continue;
      const first = signatures[page * SIGNATURE_SIZE + band * BAND_ROWS]!;
      const second = signatures[page * SIGNATURE_SIZE + band * BAND_ROWS + 1]!;
      let slot = mix(first, second) & (slots - 1);
      for (;;) {
        const bucket = slotBucket[slot]!;
        if (bucket < 0) {
          slotBucket[slot] = buckets;
          bucketKeys[buckets * 2] = first;
          bucketKeys[buckets * 2 + 1] = second;
          bucketOf[page] = buckets++;
          break;
        }
        if (bucketKeys[bucket * 2] === first && bucketKeys[bucket * 2 + 1] === second) {
          bucketOf[page] = bucket;
          break;
        }
        slot = (slot + 1) & (slots - 1);
      }
    }
    bucketStart.fill(0, 0, buckets + 1);
    for (let page = 0; page < count; page++) if (bucketOf[page]! >= 0) bucketStart[bucketOf[page]! + 1]! += 1;
    for (let b = 0; b < buckets; b++) bucketStart[b + 1]! += bucketStart[b]!;
    const filled = bucketStart.slice(0, buckets);
    for (let page = 0; page < count; page++) if (bucketOf[page]! >= 0) members[filled[bucketOf[page]!]!++] = page;
    // Within a bucket each page meets the next few, in an order shuffled per band, so that over
    // the bands it meets many different pages: near-identical template pages fill large buckets, and
    // comparing all their pairs would grow with the square of the pages.
    for (let b = 0; b < buckets; b++) {
      const bucket = members.subarray(bucketStart[b]!, bucketStart[b + 1]!);
      const size = bucket.length;
      if (size < 2) continue;
      const reach = Math.min(size - 1, WINDOW);
      if (size > WINDOW + 1) shuffle(bucket, SEEDS[band]!);
      // the bucket's signatures copied side by side in its order: each page meets its next few
      // in adjacent memory, instead of 16 reads per page and band scattered over the whole array
      // (at 10x the pages, the signatures outgrow the processor's cache)
      for (let i = 0; i < size; i++) gathered.set(signatures.subarray(bucket[i]! * SIGNATURE_SIZE, (bucket[i]! + 1) * SIGNATURE_SIZE), i * SIGNATURE_SIZE);
      for (let i = 0; i < size; i++) {
        const a = bucket[i]!;
        for (let step = 1; step <= reach; step++) {
          const j = (i + step) % size;
          const other = bucket[j]!;
          const alike = sameBins(gathered, i * SIGNATURE_SIZE, j * SIGNATURE_SIZE, hasEmpty[a]! | hasEmpty[other]!);
          if (alike > similarity[a]!) {
            similarity[a] = alike;
            index[a] = other;
          }
          if (alike > similarity[other]!) {
            similarity[other] = alike;
            index[other] = a;
          }
        }
      }
      if (stats) stats.comparisons += size * reach;
    }
  }
  return { similarity, index };
}

/** estimatedJaccard of two signatures inside the packed array, by their offsets; without an empty
 * bin in either, every bin counts and only the equal ones need counting. */
function sameBins(signatures: Int32Array, a: number, b: number, empty: number): number {
  let equal = 0;
  if (empty === 0) {
    for (let k = 0; k < SIGNATURE_SIZE; k++) if (signatures[a + k] === signatures[b + k]) equal++;
    return equal / SIGNATURE_SIZE;
  }
  let used = 0;
  for (let k = 0; k < SIGNATURE_SIZE; k++) {
    const x = signatures[a + k]!;
    if (x === signatures[b + k]!) {
      if (x !== -1) {
        equal++;
        used++;
      }
    } else used++;
  }
  return used === 0 ? 0 : equal / used;
}
