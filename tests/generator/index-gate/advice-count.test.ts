// The advice's count of new words against the gate's own signatures: a page sharing bins with a
// sibling gets new shingles one by one (real hashes through signature()), until the pair's estimate
// falls to the gate's bar; the count wordsForSimilarity() advises is that number's quantile.
import { describe, expect, it } from 'vitest';
import { seeded, wordsForSimilarity } from '../../../generator/index-gate/advice.ts';
import { estimatedJaccard, signature, SHINGLE_WORDS } from '../../../generator/index-gate/similarity.ts';

const random = seeded(7);
const hashes = (count: number) => Uint32Array.from({ length: count }, () => Math.floor(random() * 2 ** 32));

/** A page of `own` shingles of its own and `common` shared with its sibling (which has as many of its own). */
function pair(own: number, common: number) {
  const shared = hashes(common);
  const page = [...hashes(own), ...shared];
  const sibling = [...hashes(own), ...shared];
  return { page, sibling: signature(Uint32Array.from(sibling)) };
}

/** New shingles the page takes until its estimate against the sibling is at most `bar`. */
function takes(page: number[], sibling: Uint32Array, bar: number): number {
  const grown = [...page];
  for (let added = 0; ; added++) {
    if (estimatedJaccard(signature(Uint32Array.from(grown)), sibling) <= bar) return added;
    grown.push(...hashes(1));
  }
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.ceil(q * values.length) - 1]!;

describe('wordsForSimilarity', () => {
  it('asks for nothing when no sibling is over the bar', () => {
    const { page, sibling } = pair(500, 100);
    expect(wordsForSimilarity(signature(Uint32Array.from(page)), [sibling], 0.5, seeded(1))).toBe(0);
  });

  it('advises the quantile of the new shingles a page really takes, the more the surer', () => {
    const { page, sibling } = pair(150, 450);
    const own = signature(Uint32Array.from(page));
    expect(estimatedJaccard(own, sibling)).toBeGreaterThan(0.5);
    const trials = Array.from({ length: 150 }, () => takes(page, sibling, 0.5));
    const advised = (chance: number) => wordsForSimilarity(own, [sibling], 0.5, seeded(2), chance) + SHINGLE_WORDS - 1;
    for (const chance of [0.5, 0.9]) {
      const real = quantile(trials, chance);
      expect(advised(chance), `at ${chance}: real ${real}`).toBeGreaterThan(real * 0.85);
      expect(advised(chance), `at ${chance}: real ${real}`).toBeLessThan(real * 1.15);
    }
    expect(advised(0.9)).toBeGreaterThan(advised(0.5));
  });
});
