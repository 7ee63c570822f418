// What to write to let a held-back page through, in a marketer's words: which parts of the page it
// shares with its nearest sibling (each named with the file and column it comes from), where its
// own words go, and about how many it takes.
//
// How many: the gate decides on a MinHash estimate of the similarity (similarity.ts), the share of
// equal bins in two signatures, so the advice counts on it too: the page's new words (each a
// shingle of its own, about) take over some of its bins, and it passes once the bins it still
// shares with its most alike sibling, allowing for chance, are at most maxSimilarity of them, and
// its own words reach minOwnWords. A keyword row's first intro replaces the page's templated one:
// those shingles are left out before counting (they were mostly what it shared).
import type { SiteData } from '../../shared/model/data.ts';
import { siteIndex } from '../routes/index.ts';
import type { GateSettings, PageMeasure } from './page-measure.ts';
import { mainParts, type GatedKind, type GatedRoute, type PagePart, type SharedWords } from './page-text.ts';
import { EMPTY_BIN, shinglesOf, signature, SHINGLE_WORDS, SIGNATURE_SIZE, wordHashes } from './similarity.ts';

/** Standard deviations of the estimate's fall the advice allows for (see wordsForSimilarity):
 * calibrated on the real gate by `npm run bench:advice` (docs/benchmarks.md), the smallest that lets
 * nine pages in ten through at the first try. */
export const SPREAD = 2;
/** No advice asks for more words than this (a page this alike is better rewritten whole). */
const MOST_WORDS = 5000;
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
  /** where the new words go, as a marketer finds it */
  where: string;
  /** about how many words of its own let the page pass */
  words: number;
  /** true when the words replace a templated part (a keyword row's first intro) */
  replaces: boolean;
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

/** Where a page's own words go, whether they replace its templated intro, and which part they fill. */
function writingPlace(site: SiteData, route: GatedRoute): { where: string; replaces: boolean; part: string } {
  if (route.kind === 'cityService') {
    const { city, service, introHtml } = route.props;
    const row = `${city.slug},${service.slug}`;
    if (!siteIndex(site).keyword(city.slug, service.slug)) return { where: `a new row for ${row} in data/seo-keywords.csv, its intro column`, replaces: true, part: 'intro' };
    return { where: `the intro column of data/seo-keywords.csv, row ${row}`, replaces: !introHtml, part: 'intro' };
  }
  if (route.kind === 'cityHub') {
    const file = `data/cities/${route.props.city.slug}.md`;
    return { where: route.props.content ? file : `${file} (a new file)`, replaces: false, part: 'about' };
  }
  const { article } = route.props;
  return {
    where: `a template of its own in data/city-article-templates/ (template column of data/city-articles.csv, row ${article.city},${article.slug})`,
    replaces: false,
    part: 'body',
  };
}

/** A page's shingles, each with the part its first word belongs to. */
interface ReadPage {
  shingles: Uint32Array;
  partOf: Uint8Array;
  parts: PagePart[];
}

function readParts(parts: PagePart[]): ReadPage {
  const partWords = parts.map((p) => wordHashes(p.texts.join(' ')));
  const all = new Uint32Array(partWords.reduce((sum, list) => sum + list.length, 0));
  const wordPart = new Uint8Array(all.length);
  let at = 0;
  partWords.forEach((list, index) => {
    all.set(list, at);
    wordPart.fill(index, at, at + list.length);
    at += list.length;
  });
  const shingles = shinglesOf(all);
  return { shingles, partOf: wordPart.subarray(0, shingles.length), parts };
}

/**
 * About how many new words bring a page's estimated similarity to every sibling down to
 * `maxSimilarity`. The gate estimates similarity as the share of equal bins in two MinHash
 * signatures (similarity.ts); each new shingle of the page may take over one of its bins, so an
 * equal bin stays equal with probability q = n / (n + k) for a page of n shingles given k new
 * ones. The count of equal bins that stay is binomial: the words asked for bring its mean plus
 * `spread` standard deviations under the threshold, for the sibling with the most equal bins.
 */
export function wordsForSimilarity(page: Uint32Array, shingles: number, siblings: Uint32Array[], maxSimilarity: number, spread = SPREAD): number {
  let worst = 0;
  for (const sibling of siblings) worst = Math.max(worst, equalBins(page, sibling));
  const allowed = maxSimilarity * SIGNATURE_SIZE;
  for (let words = 0; ; words += 1) {
    const q = shingles / (shingles + words);
    const kept = worst * q;
    if (kept + spread * Math.sqrt(kept * (1 - q)) <= allowed || words > MOST_WORDS) return words;
  }
}

/** Bins two signatures share (an empty bin never counts as shared). */
function equalBins(a: Uint32Array, b: Uint32Array): number {
  let equal = 0;
  for (let i = 0; i < SIGNATURE_SIZE; i++) if (a[i] === b[i] && a[i] !== EMPTY_BIN) equal++;
  return equal;
}

/** Rounds up to a multiple of ten: the advice says "about". */
const aboutWords = (words: number) => Math.max(10, Math.ceil(words / 10) * 10);

/**
 * Advice for every held-back page (`measures` as the gate recorded them; `routes`, the routes it
 * returned). Each page is compared with its nearest sibling and with the pages most like it by
 * construction (below): once its nearest is far enough, the next nearest must be too.
 */
export function writingAdvice(site: SiteData, shared: SharedWords, routes: GatedRoute[], measures: PageMeasure[], settings: GateSettings, spread = SPREAD): Map<string, Advice> {
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
  // every page's signature: a page is compared with all of its kind, as the gate may be after
  const pagesWith = new Map<number, number>();
  const signatures = new Map<GatedKind, { path: string; signature: Uint32Array }[]>();
  for (const route of routes) {
    const { shingles } = readOf(route.path);
    for (const shingle of new Set(shingles)) pagesWith.set(shingle, (pagesWith.get(shingle) ?? 0) + 1);
    signatures.set(route.kind, [...(signatures.get(route.kind) ?? []), { path: route.path, signature: signature(shingles) }]);
  }

  const advice = new Map<string, Advice>();
  for (const measure of measures) {
    const route = byPath.get(measure.path);
    if (measure.indexable || measure.lacks === undefined || !route) continue;
    const page = readOf(measure.path);
    const place = writingPlace(site, route);
    const replaced = place.replaces ? page.parts.findIndex((p) => p.part === place.part) : -1;
    const siblings = signatures.get(route.kind)!.filter((other) => other.path !== route.path).map((other) => other.signature);
    const kept: number[] = [];
    let ownReplaced = 0;
    page.shingles.forEach((shingle, i) => {
      if (page.partOf[i] !== replaced) kept.push(shingle);
      else if (pagesWith.get(shingle) === 1) ownReplaced++;
    });
    // a replaced part's last shingle also stood for its last four words
    if (ownReplaced > 0) ownReplaced += SHINGLE_WORDS - 1;
    const ownKept = Math.max(0, measure.ownWords - ownReplaced);
    const forOwn = settings.minOwnWords - ownKept + OWN_WORDS_MARGIN;
    const forSimilarity = wordsForSimilarity(signature(Uint32Array.from(kept)), new Set(kept).size, siblings, settings.maxSimilarity, spread);
    advice.set(measure.path, {
      where: place.where,
      words: aboutWords(Math.max(forOwn, forSimilarity)),
      replaces: place.replaces,
      shared: measure.nearestPath && byPath.has(measure.nearestPath) ? sharedParts(route, page, setOf(measure.nearestPath)) : [],
    });
  }
  return advice;
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

/** The advice as a sentence: where to write, how much, and what the page shares. */
export function adviceText(advice: Advice, nearestPath: string | undefined): string {
  const amount = advice.replaces ? `write an intro of about ${advice.words} words of its own (it replaces the templated one) in ${advice.where}` : `write about ${advice.words} more words of its own in ${advice.where}`;
  if (advice.shared.length === 0 || !nearestPath) return amount;
  const parts = advice.shared.map((p) => `${p.name} (${p.source}) ${Math.round(p.share * 100)}%`).join(', ');
  return `${amount}; shares with ${nearestPath}: ${parts}`;
}
