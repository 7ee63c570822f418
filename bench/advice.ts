// How right the writing plan's word counts are, measured on the real gate (`npm run bench:advice`).
// For a sample of held-back town x service pages, the words the advice asks for are written into
// the places its cheapest way names (a keyword row's intro, replacing the templated intro when it
// says so; the row's own FAQ, replacing the templated one; or both) and the page is measured against
// all its siblings as the gate measures it; then the fewest words that let it through by any of
// the ways the advice weighed are found by bisection. Two figures: the share of pages the advice
// lets through at the first try (target: at least 90%), and the median of advised words over the
// fewest that pass (target: at most 1.3). The words written are drawn at random from the site's own
// keyword intros, a few hundred words a marketer would use, so that they share single words with
// the siblings as real copy does, seeded by the page so that runs compare (and apart from the
// advice's own draws, which are of shingle hashes, not words).
import path from 'node:path';
import { median } from './eleventy.ts';
import { FAQ_MOST_WORDS, PASS_CHANCE, seeded, type Written } from '../generator/index-gate/advice.ts';

/** Pages sampled: every held-back town x service page, spread evenly, up to this many. */
const SAMPLE = 120;
/** Targets of the two figures. */
export const FIRST_TRY_PASS = 0.9;
export const ADVISED_OVER_FEWEST = 1.3;

const seedOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

export interface AdviceFigures {
  /** the chance of passing at the first try the advice aimed at (advice.ts PASS_CHANCE) */
  chance: number;
  pages: number;
  firstTry: number;
  medianRatio: number;
  medianAdvised: number;
  medianFewest: number;
  /** how many pages the advice sent to each way first ("faq", "intro", "faq+intro") */
  ways: Record<string, number>;
  /** held-back pages the advice was made for (all kinds) */
  heldBack: number;
  /** milliseconds of CPU to make the advice for every held-back page */
  adviceMs: number;
}

type Way = Written[];
const wayName = (way: Way) => way.map((place) => place.part).join('+');

/** `count` words over a way's places as the advice splits them (advice.ts written()): an FAQ
 * alone takes all, of both the FAQ half (at most FAQ_MOST_WORDS) when the intro is new too, else
 * what it holds. */
function split(way: Way, count: number): number[] {
  const second = way[1];
  if (!second) return [count];
  const faq = second.replaces ? Math.min(FAQ_MOST_WORDS, Math.floor(count / 2)) : Math.min(FAQ_MOST_WORDS, count);
  return [faq, count - faq];
}

/** The figures of the advice as made with each of `chances` (the fewest words that pass do not depend on it). */
export async function adviceFigures(dataDir: string, chances: number[]): Promise<AdviceFigures[]> {
  const { prepareRoutes } = await import('../generator/build.ts');
  const { isGated, sharedWords, writingAdvice } = await import('../generator/index-gate/index.ts');
  const { mainText } = await import('../generator/index-gate/page-text.ts');
  const { uniqueness } = await import('../generator/index-gate/similarity.ts');
  const { GateReadings } = await import('../generator/index-gate/index.ts');
  const { ctx, routes, coverage } = await prepareRoutes({ dataDir, outDir: path.join(dataDir, '..', '.cache', 'advice-bench-out') });
  const shared = sharedWords(ctx.site);
  const gated = routes.filter(isGated);
  const started = process.cpuUsage();
  const advices = chances.map((chance) => writingAdvice(ctx.site, shared, gated, coverage.pages, coverage.settings, chance));
  const used = process.cpuUsage(started);
  const adviceMs = (used.user + used.system) / 1000 / chances.length;
  const advice = advices[0]!;
  const { maxSimilarity, minOwnWords } = coverage.settings;
  const siblings = gated.filter((route) => route.kind === 'cityService');
  const texts = siblings.map((route) => ({ id: route.path, text: mainText(route, shared) }));
  const at = new Map(siblings.map((route, i) => [route.path, i]));
  const vocabulary = [...new Set(ctx.site.keywords.flatMap((row) => (row.introHtml ?? '').replace(/<[^>]*>/g, ' ').split(/\s+/)).filter((w) => /^[A-Za-z][a-z'-]*$/.test(w)))];
  const readings = GateReadings.inMemory();

  const heldBack = siblings.filter((route) => advice.has(route.path));
  const step = Math.max(1, heldBack.length / SAMPLE);
  const sample = Array.from({ length: Math.min(SAMPLE, heldBack.length) }, (_, i) => heldBack[Math.floor(i * step)]!);
  const results: { advised: number[]; fewest: number; firstTry: boolean[]; ways: string[] }[] = [];
  for (const route of sample) {
    const said = advice.get(route.path)!;
    const random = seeded(seedOf(route.path));
    const words = Array.from({ length: 6000 }, () => vocabulary[Math.floor(random() * vocabulary.length)]!);
    /** the page with `counts` words written in each place of `way`, measured against its siblings as the gate does */
    const passes = (way: Way, counts: number[]) => {
      let props = route.props;
      let from = 0;
      way.forEach((place, i) => {
        const text = words.slice(from, from + counts[i]!);
        from += counts[i]!;
        if (place.part === 'faq') props = { ...props, faqs: [{ question: `${text.slice(0, 8).join(' ')}?`, answer: text.slice(8).join(' ') }] };
        else props = { ...props, introHtml: `${place.replaces ? '' : (props.introHtml ?? '')}<p>${text.join(' ')}</p>` };
      });
      const trial = texts.slice();
      trial[at.get(route.path)!] = { id: route.path, text: mainText({ ...route, props }, shared) };
      const measure = uniqueness(trial, undefined, readings)[at.get(route.path)!]!;
      return measure.nearest <= maxSimilarity && measure.ownWords >= minOwnWords;
    };
    const firstTry = advices.map((each) => {
      const { write } = each.get(route.path)!;
      return passes(write, write.map((place) => place.words));
    });
    // the fewest words that pass, of every way the advice weighed: double until one passes, then bisect
    const fewestOf = (way: Way) => {
      const fits = (count: number) => !(way.length === 1 && way[0]!.part === 'faq' && count > FAQ_MOST_WORDS) && passes(way, split(way, count));
      let high = Math.max(10, way.reduce((sum, place) => sum + place.words, 0));
      while (!fits(high) && high < 6000) high *= 2;
      if (!fits(high)) return Infinity;
      let low = 0;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (fits(middle)) high = middle;
        else low = middle;
      }
      return high;
    };
    const fewest = Math.min(...[said.write, ...said.others].map(fewestOf));
    results.push({ advised: advices.map((each) => each.get(route.path)!.words), fewest, firstTry, ways: advices.map((each) => wayName(each.get(route.path)!.write)) });
  }
  return chances.map((chance, i) => ({
    chance,
    pages: results.length,
    firstTry: results.filter((r) => r.firstTry[i]).length / results.length,
    medianRatio: median(results.map((r) => r.advised[i]! / Math.max(1, r.fewest))),
    medianAdvised: median(results.map((r) => r.advised[i]!)),
    medianFewest: median(results.map((r) => r.fewest)),
    ways: results.reduce<Record<string, number>>((count, r) => ({ ...count, [r.ways[i]!]: (count[r.ways[i]!] ?? 0) + 1 }), {}),
    heldBack: advice.size,
    adviceMs,
  }));
}

if (process.argv[1] === import.meta.filename) {
  const dataDir = path.resolve(import.meta.dirname, '..', 'data');
  // --sweep: the figures at other chances too, to choose PASS_CHANCE in advice.ts
  const chances = [PASS_CHANCE, ...(process.argv.includes('--sweep') ? [0.5, 0.7, 0.8, 0.85, 0.9, 0.95].filter((c) => c !== PASS_CHANCE) : [])];
  const [figures, ...others] = await adviceFigures(dataDir, chances);
  const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const ways = (f: AdviceFigures) => Object.entries(f.ways).sort().map(([way, count]) => `${way} ${count}`).join(', ');
  console.log(`Writing advice on the real gate, ${figures!.pages} held-back town x service pages (aiming at a ${PASS_CHANCE * 100}% chance per page):`);
  console.log(`  passes at the first try: ${(figures!.firstTry * 100).toFixed(0)}% (target at least ${FIRST_TRY_PASS * 100}%) ${pass(figures!.firstTry >= FIRST_TRY_PASS)}`);
  console.log(
    `  advised / fewest words that pass, median: ${figures!.medianRatio.toFixed(2)} (advised ${figures!.medianAdvised}, fewest ${figures!.medianFewest} by any way; target at most ${ADVISED_OVER_FEWEST}) ${pass(figures!.medianRatio <= ADVISED_OVER_FEWEST)}`,
  );
  console.log(`  cheapest way advised: ${ways(figures!)}; advice for all ${figures!.heldBack} held-back pages made in ${Math.round(figures!.adviceMs)} ms of CPU`);
  for (const other of others) console.log(`  aiming at ${other.chance * 100}%: ${(other.firstTry * 100).toFixed(0)}% at the first try, median ratio ${other.medianRatio.toFixed(2)} (advised ${other.medianAdvised})`);
}
