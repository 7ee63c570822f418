// What to write to let a held-back page through, in a marketer's words: which parts of the page it
// shares with its nearest sibling (each named with the file and column it comes from), where its
// own words go, and about how many it takes.
//
// Where: a town x service page's words can go into its keyword row's intro, its row's own FAQ
// (which replaces the templated three questions), or both; the advice names the way that takes the
// fewest words first, and the next one.
//
// How many: the gate decides on a MinHash estimate of the similarity (similarity.ts), the share of
// equal bins in two signatures, so the advice counts on the page's own bins: each new shingle may
// take one over, the smaller a bin's value the later, and the page passes once every too-alike
// sibling keeps at most maxSimilarity of its bins and its own words reach minOwnWords. A keyword
// row's first intro or FAQ replaces the templated one: those shingles are left out before counting
// (they were mostly what it shared).
import type { SiteData } from '../../shared/model/data.ts';
import { siteIndex } from '../routes/index.ts';
import type { GateSettings, PageMeasure } from './page-measure.ts';
import { mainParts, type GatedKind, type GatedRoute, type PagePart, type SharedWords } from './page-text.ts';
import { EMPTY_BIN, fnv1a, shinglesOf, signature, SHINGLE_WORDS, SIGNATURE_SIZE, wordHashes } from './similarity.ts';

/** The chance of passing at the first try the advice's count aims at, page by page: calibrated on
 * the real gate by `npm run bench:advice` (docs/benchmarks.md). */
export const PASS_CHANCE = 0.9;
/** Draws of the new words' shingles per page and way (wordsForSimilarity). */
const DRAWS = 200;
/** No advice asks for more words than this (a page this alike is better rewritten whole). */
const MOST_WORDS = 5000;
/** The most words a row's own FAQ is asked for: three questions with short answers, about what
 * the keyword sheet's written FAQs hold. More goes into the intro. */
export const FAQ_MOST_WORDS = 150;
/** Own words counted on top of the shortfall: a written text repeats a few of its site's phrases. */
export const OWN_WORDS_MARGIN = 10;
/** The advice names at most this many shared parts, most shared first. */
const PARTS_NAMED = 3;

export interface SharedPart {
  /** the part's key in page-text.ts (intro, faq, included...) */
  part: string;
  /** what a marketer calls it, and where its words come from */
  name: string;
  source: string;
  /** share of the part's shingles that the nearest sibling has too */
  share: number;
}

export interface Advice {
  /** where the new words go first, as a marketer finds it */
  where: string;
  /** about how many words of its own let the page pass, in all */
  words: number;
  /** true when the words replace a templated part (a keyword row's first intro or FAQ) */
  replaces: boolean;
  /** the cheapest way: each place with its words (`where`, `words` and `replaces` sum it up) */
  write: Written[];
  /** the other ways, fewest words first */
  others: Written[][];
  /** the parts it shares with its nearest sibling, most shared first */
  shared: SharedPart[];
}

/** What a marketer calls each part of a page, and where its words are written. */
function describePart(route: GatedRoute, part: string): { name: string; source: string } {
  if (route.kind === 'cityService') {
    const { introHtml, service } = route.props;
    const ownFaq = route.jsonLd.some((block) => block['@type'] === 'FAQPage');
    const names: Record<string, { name: string; source: string }> = {
      hero: { name: 'the heading and lead', source: 'data/blocks/city-service.md' },
      intro: introHtml
        ? { name: 'the intro', source: 'intro column of data/seo-keywords.csv' }
        : { name: 'the templated intro', source: 'data/blocks/city-service.md; a keyword row\'s intro replaces it' },
      included: { name: 'the "included" list', source: 'included column of data/services.csv' },
      about: { name: 'the service summary', source: `first paragraph of data/services/${service.slug}.md` },
      reasons: { name: 'the reasons to choose us', source: 'data/blocks/why-us.md' },
      benefits: { name: 'the benefits', source: 'benefits column of data/services.csv' },
      idealFor: { name: 'the "ideal for" line', source: 'ideal_for column of data/services.csv' },
      area: { name: 'the service-area paragraph', source: 'data/blocks/city-service.md' },
      faq: ownFaq
        ? { name: 'the FAQ', source: 'faq column of data/seo-keywords.csv' }
        : { name: 'the templated FAQ', source: 'data/blocks/city-service.md; a keyword row\'s faq replaces it' },
      testimonial: { name: 'the testimonial', source: 'data/testimonials.json' },
      callToAction: { name: 'the closing call to action', source: 'data/blocks/layout.md' },
    };
    return names[part]!;
  }
  if (route.kind === 'cityHub') {
    const own = `data/cities/${route.props.city.slug}.md`;
    const names: Record<string, { name: string; source: string }> = {
      hero: { name: 'the heading, lead and town facts', source: `description column of data/cities.csv, ${own}` },
      about: { name: 'the long copy', source: own },
      featured: { name: 'the featured service cards', source: 'short_description column of data/services.csv' },
      landmarks: { name: 'the landmarks', source: 'data/landmarks.csv' },
      reasons: { name: 'the reasons', source: own },
      neighborhoods: { name: 'the neighborhoods', source: `neighborhoods column of data/cities.csv, ${own}` },
      testimonials: { name: 'the testimonials', source: 'data/testimonials.json' },
      guide: { name: 'the city guide teaser', source: 'data/city-guides.csv, data/city-articles.csv' },
      faq: { name: 'the FAQ', source: `data/blocks/city-hub.md, ${own}` },
      callToAction: { name: 'the closing call to action', source: 'data/blocks/layout.md' },
    };
    return names[part]!;
  }
  const names: Record<string, { name: string; source: string }> = {
    heading: { name: 'the title and category', source: 'data/city-articles.csv' },
    body: { name: 'the article', source: 'its template in data/city-article-templates/, named in the template column of data/city-articles.csv' },
    promo: { name: 'the closing promotion', source: 'data/blocks/city-guide.md' },
  };
  return names[part]!;
}

/** A place a page's own words go: the part of the page they fill, where a marketer writes them,
 * and whether they replace a templated part (a keyword row's first intro or FAQ). */
interface Place {
  part: WrittenPart;
  where: string;
  replaces: boolean;
  /** of a keyword row's column, the row (`a new row for milford,deep-cleaning in
   * data/seo-keywords.csv`) and the column (`its faq column`) apart: advice that writes in two
   * columns of one row names the row once */
  row?: string;
  column?: string;
}

/** The parts a marketer's words fill: a town x service page's intro or FAQ, a hub's long copy, an article's body. */
export type WrittenPart = 'intro' | 'faq' | 'about' | 'body';

/** The ways to let a page through, each a list of places written together. A town x service page
 * has three when its FAQ is the templated one: its intro, its own FAQ (which replaces the templated
 * three), or both; the advice names the one that takes the fewest words. */
function writingWays(site: SiteData, route: GatedRoute): Place[][] {
  if (route.kind === 'cityService') {
    const { city, service, introHtml } = route.props;
    const row = `${city.slug},${service.slug}`;
    const hasRow = siteIndex(site).keyword(city.slug, service.slug) !== undefined;
    const rowText = hasRow ? `row ${row} of data/seo-keywords.csv` : `a new row for ${row} in data/seo-keywords.csv`;
    const column = (name: string) => ({
      where: hasRow ? `the ${name} column of data/seo-keywords.csv, row ${row}` : `a new row for ${row} in data/seo-keywords.csv, its ${name} column`,
      row: rowText,
      column: `its ${name} column`,
    });
    const intro: Place = { part: 'intro', ...column('intro'), replaces: !introHtml };
    const ownFaq = route.jsonLd.some((block) => block['@type'] === 'FAQPage');
    if (ownFaq) return [[intro]];
    const faq: Place = { part: 'faq', ...column('faq'), replaces: true };
    return [[intro], [faq], [faq, intro]];
  }
  if (route.kind === 'cityHub') {
    const file = `data/cities/${route.props.city.slug}.md`;
    return [[{ part: 'about', where: route.props.content ? file : `${file} (a new file)`, replaces: false }]];
  }
  const { article } = route.props;
  return [[{ part: 'body', where: `a template of its own in data/city-article-templates/ (template column of data/city-articles.csv, row ${article.city},${article.slug})`, replaces: false }]];
}

/** A page's shingles, each with the part its first word belongs to; the part of each word, and
 * whether it follows its part's first text (a heading, which a written intro or FAQ keeps). */
interface ReadPage {
  shingles: Uint32Array;
  partOf: Uint8Array;
  wordPart: Uint8Array;
  underHeading: Uint8Array;
  parts: PagePart[];
}

function readParts(parts: PagePart[]): ReadPage {
  const partWords = parts.map((p) => wordHashes(p.texts.join(' ')));
  const all = new Uint32Array(partWords.reduce((sum, list) => sum + list.length, 0));
  const wordPart = new Uint8Array(all.length);
  const underHeading = new Uint8Array(all.length);
  let at = 0;
  partWords.forEach((list, index) => {
    all.set(list, at);
    wordPart.fill(index, at, at + list.length);
    underHeading.fill(1, at + Math.min(list.length, wordHashes(parts[index]!.texts[0] ?? '').length), at + list.length);
    at += list.length;
  });
  const shingles = shinglesOf(all);
  return { shingles, partOf: wordPart.subarray(0, shingles.length), wordPart, underHeading, parts };
}

/** A small seeded generator (mulberry32): the same page gets the same advice on every build. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A sibling's bins equal to the page's, as a 64-bit mask in two halves, and how many of them
 * must change for the pair to pass. */
interface TooAlike {
  low: number;
  high: number;
  over: number;
}

const within = (a: TooAlike, b: TooAlike) => (a.low & b.low) === a.low && (a.high & b.high) === a.high;

/** The siblings too alike to `page` (more than `allowed` equal bins), leaving out any whose equal
 * bins lie within another's: those pass once that one does. */
function tooAlike(page: Uint32Array, siblings: Uint32Array[], allowed: number): TooAlike[] {
  const found: TooAlike[] = [];
  for (const sibling of siblings) {
    let low = 0;
    let high = 0;
    let equal = 0;
    for (let i = 0; i < SIGNATURE_SIZE; i++) {
      if (page[i] !== sibling[i] || page[i] === EMPTY_BIN) continue;
      equal++;
      if (i < 32) low |= 1 << i;
      else high |= 1 << (i - 32);
    }
    if (equal > allowed) found.push({ low, high, over: equal - allowed });
  }
  return found.filter((a, i) => !found.some((b, j) => j !== i && within(a, b) && (!within(b, a) || j < i)));
}

/**
 * About how many new words bring a page's estimated similarity to every sibling down to
 * `maxSimilarity`, with chance `chance`. The gate estimates similarity as the share of equal bins in
 * two MinHash signatures (similarity.ts). A bin holding the value v (of 26 bits) is taken over by a
 * new shingle when the shingle falls in it (1 in 64) with a smaller value (v in 2^26): each new
 * shingle takes it with probability v / 2^32, so the page's own bin values say which of its equal
 * bins go first. The words are drawn: in each draw, every bin is taken after a geometric number of
 * new shingles, and a sibling passes once `over` of its equal bins are taken; the page passes once
 * every sibling does. The count is the draws' `chance` quantile. Each word written starts a new
 * shingle, and so do the four words before it.
 */
export function wordsForSimilarity(page: Uint32Array, siblings: Uint32Array[], maxSimilarity: number, random: () => number, chance = PASS_CHANCE): number {
  const alike = tooAlike(page, siblings, Math.floor(maxSimilarity * SIGNATURE_SIZE + 1e-9));
  if (alike.length === 0) return 0;
  const bins: number[] = [];
  for (let i = 0; i < SIGNATURE_SIZE; i++) if (alike.some((a) => (i < 32 ? a.low >>> i : a.high >>> (i - 32)) & 1)) bins.push(i);
  const keep = bins.map((bin) => Math.log1p(-page[bin]! / 2 ** 32));
  const taken = new Float64Array(bins.length);
  const order = bins.map((_, i) => i);
  const needed = new Float64Array(DRAWS);
  for (let draw = 0; draw < DRAWS; draw++) {
    bins.forEach((_, i) => (taken[i] = keep[i]! === 0 ? Infinity : Math.ceil(Math.log(1 - random()) / keep[i]!)));
    order.sort((a, b) => taken[a]! - taken[b]!);
    let shingles = 0;
    for (const a of alike) {
      let changed = 0;
      for (const i of order) {
        const bin = bins[i]!;
        if (!((bin < 32 ? a.low >>> bin : a.high >>> (bin - 32)) & 1)) continue;
        if (++changed === a.over) {
          shingles = Math.max(shingles, taken[i]!);
          break;
        }
      }
    }
    needed[draw] = shingles;
  }
  needed.sort();
  const shingles = needed[Math.min(DRAWS - 1, Math.ceil(chance * DRAWS) - 1)]!;
  return Number.isFinite(shingles) ? Math.min(MOST_WORDS, Math.max(0, shingles - (SHINGLE_WORDS - 1))) : MOST_WORDS;
}

/** Rounds up to a multiple of ten: the advice says "about". */
const aboutWords = (words: number) => Math.max(10, Math.ceil(words / 10) * 10);

/**
 * Advice for every held-back page (`measures` as the gate recorded them; `routes`, the routes it
 * returned). Each page is compared with every page of its kind: once its nearest is far enough, the
 * next nearest must be too. Of the ways to write a page through (writingWays()), the one that takes
 * the fewest words comes first.
 */
export function writingAdvice(site: SiteData, shared: SharedWords, routes: GatedRoute[], measures: PageMeasure[], settings: GateSettings, chance = PASS_CHANCE): Map<string, Advice> {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const read = new Map<string, ReadPage>();
  const sets = new Map<string, Set<number>>();

  const readOf = (path: string) => {
    let page = read.get(path);
    if (!page) read.set(path, (page = readParts(mainParts(byPath.get(path)!, shared))));
    return page;
  };
  const setOf = (path: string) => {
    let set = sets.get(path);
    if (!set) sets.set(path, (set = new Set(readOf(path).shingles)));
    return set;
  };
  // how many pages of its kind have each shingle (a page's own shingles are on it alone), and
  // every page's signature
  const pagesWith = new Map<number, number>();
  const signatures = new Map<GatedKind, { path: string; signature: Uint32Array }[]>();
  for (const route of routes) {
    const { shingles } = readOf(route.path);
    for (const shingle of new Set(shingles)) pagesWith.set(shingle, (pagesWith.get(shingle) ?? 0) + 1);
    signatures.set(route.kind, [...(signatures.get(route.kind) ?? []), { path: route.path, signature: signature(shingles) }]);
  }

  /** The words one way takes: enough for own words and for similarity, with its places replaced. */
  const wordsFor = (route: GatedRoute, measure: PageMeasure, page: ReadPage, way: Place[], siblings: Uint32Array[]): number => {
    const replaced = new Set(way.filter((place) => place.replaces).map((place) => page.parts.findIndex((p) => p.part === place.part)));
    const gone = (word: number) => replaced.has(page.wordPart[word]!) && page.underHeading[word] === 1;
    const kept: number[] = [];
    let ownReplaced = 0;
    page.shingles.forEach((shingle, i) => {
      if (gone(i)) {
        if (pagesWith.get(shingle) === 1) ownReplaced++;
        return;
      }
      // a shingle reaching into a replaced part is a new one once the part is written
      for (let word = i + 1; word < i + SHINGLE_WORDS; word++) if (gone(word)) return;
      kept.push(shingle);
    });
    // a replaced part's last shingle also stood for its last four words
    if (ownReplaced > 0) ownReplaced += SHINGLE_WORDS - 1;
    const forOwn = settings.minOwnWords - Math.max(0, measure.ownWords - ownReplaced) + OWN_WORDS_MARGIN;
    const random = seeded(fnv1a(`${route.path} ${way.map((place) => place.part).join(' ')}`));
    return Math.max(forOwn, wordsForSimilarity(signature(Uint32Array.from(kept)), siblings, settings.maxSimilarity, random, chance));
  };

  const advice = new Map<string, Advice>();
  for (const measure of measures) {
    const route = byPath.get(measure.path);
    if (measure.indexable || measure.lacks === undefined || !route) continue;
    const page = readOf(measure.path);
    const siblings = signatures.get(route.kind)!.filter((other) => other.path !== route.path).map((other) => other.signature);
    const ways = writingWays(site, route)
      .map((way) => written(way, wordsFor(route, measure, page, way, siblings)))
      .filter((way): way is Written[] => way !== undefined)
      .sort((a, b) => total(a) - total(b));
    const [first, ...others] = ways;
    advice.set(measure.path, {
      where: first![0]!.where,
      words: total(first!),
      replaces: first![0]!.replaces,
      write: first!,
      others,
      shared: measure.nearestPath && byPath.has(measure.nearestPath) ? sharedParts(route, page, setOf(measure.nearestPath)) : [],
    });
  }
  return advice;
}

/** A place with the words it takes. */
export interface Written extends Place {
  words: number;
}

const total = (way: Written[]) => way.reduce((sum, place) => sum + place.words, 0);

/** The words of a way split over its places, or undefined when another way says the same: an FAQ
 * holds at most FAQ_MOST_WORDS; of both, the FAQ takes half of them when the intro is new too,
 * else the intro takes what the FAQ cannot. */
function written(way: Place[], words: number): Written[] | undefined {
  const [first, second] = way;
  if (!second) return first!.part === 'faq' && words > FAQ_MOST_WORDS ? undefined : [{ ...first!, words: aboutWords(words) }];
  if (!second.replaces && words <= FAQ_MOST_WORDS) return undefined;
  const faq = second.replaces ? Math.min(FAQ_MOST_WORDS, aboutWords(words / 2)) : FAQ_MOST_WORDS;
  return [
    { ...first!, words: faq },
    { ...second, words: aboutWords(words - faq) },
  ];
}

/** The parts of a page whose shingles its sibling has too, most shared shingles first. */
function sharedParts(route: GatedRoute, page: ReadPage, sibling: ReadonlySet<number>): SharedPart[] {
  const total = new Array<number>(page.parts.length).fill(0);
  const both = new Array<number>(page.parts.length).fill(0);
  page.shingles.forEach((shingle, i) => {
    total[page.partOf[i]!]! += 1;
    if (sibling.has(shingle)) both[page.partOf[i]!]! += 1;
  });
  return page.parts
    .map((p, i) => ({ part: p.part, ...describePart(route, p.part), share: total[i]! === 0 ? 0 : both[i]! / total[i]!, count: both[i]! }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || (a.part < b.part ? -1 : 1))
    .slice(0, PARTS_NAMED)
    .map(({ count: _count, ...p }) => p);
}

/** One place of a way, as the advice says it, written in `where` (its column alone when the
 * sentence named its row before). */
function placeText(place: Written, where = place.where): string {
  if (place.part === 'faq') return `an FAQ of its own of about ${place.words} words, up to three questions with their answers (it replaces the templated one), in ${where}`;
  if (place.replaces) return `an intro of about ${place.words} words of its own (it replaces the templated one) in ${where}`;
  return `about ${place.words} more words of its own in ${where}`;
}

/** "write, in a new row for milford,deep-cleaning in data/seo-keywords.csv: an FAQ ... in its faq
 * column, and an intro ... in its intro column": a way of several columns of one row names the row
 * once; else each place with where it goes. */
function wayText(way: Written[]): string {
  const row = way[0]!.row;
  if (way.length > 1 && row !== undefined && way.every((place) => place.row === row && place.column !== undefined)) return `write, in ${row}: ${way.map((place) => placeText(place, place.column)).join(', and ')}`;
  return `write ${way.map((place) => placeText(place)).join(', and ')}`;
}

/** A way in short, for the other way the advice mentions: "an intro of about 240 words". */
function wayInShort(way: Written[]): string {
  return way.map((place) => (place.part === 'faq' ? `an FAQ of about ${place.words} words` : place.part === 'intro' ? `an intro of about ${place.words} words` : `about ${place.words} words`)).join(' and ');
}

/** The advice as a sentence: the cheapest way to write, the next one, and what the page shares. */
export function adviceText(advice: Advice, nearestPath: string | undefined): string {
  const other = advice.others[0];
  const amount = `${wayText(advice.write)}${other ? `; or else ${wayInShort(other)}` : ''}`;
  if (advice.shared.length === 0 || !nearestPath) return amount;
  const parts = advice.shared.map((p) => `${p.name} (${p.source}) ${Math.round(p.share * 100)}%`).join(', ');
  return `${amount}; shares with ${nearestPath}: ${parts}`;
}
