// The index gate's measure (docs/decisions.md#index-gate): near-duplicate detection by MinHash over 5-word
// shingles, checked against exact Jaccard similarity, plus own words and its cost at 10x.
import { describe, expect, it } from 'vitest';
import { estimatedJaccard, jaccard, shingleHashes, signature, uniqueness, words } from '../../../generator/index-gate/similarity.ts';

/** A deterministic pseudo-random word list: text with no accidental repeats. */
function prose(seed: number, count: number): string[] {
  let state = seed * 2654435761;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state ^ (state >>> 13), 0x5bd1e995) + 0x9e3779b9) >>> 0;
    return `w${state % 100_000}`;
  });
}

/** A templated page: `shared` words every page has, plus `own` words of its own. */
const templated = (index: number, shared: string[], own: number) => [...shared.slice(0, 100), ...prose(1000 + index, own), ...shared.slice(100)].join(' ');

describe('words and shingles', () => {
  it('reads lower-case words, keeping inner apostrophes and hyphens', () => {
    expect(words('Novi’s move-out clean: $250, 2 rooms!')).toEqual(['novi’s', 'move-out', 'clean', '250', '2', 'rooms']);
  });

  it('makes one shingle per position of five words, none for shorter text', () => {
    expect(shingleHashes(words('one two three four five six'))).toHaveLength(2);
    expect(shingleHashes(words('one two three four'))).toHaveLength(0);
  });
});

describe('MinHash estimate', () => {
  it('follows the exact Jaccard similarity within 0.15 from identical to unrelated', () => {
    const base = prose(1, 400);
    for (const kept of [400, 300, 200, 100, 0]) {
      const other = [...base.slice(0, kept), ...prose(2, 400 - kept)];
      const a = shingleHashes(base);
      const b = shingleHashes(other);
      expect(Math.abs(estimatedJaccard(signature(a), signature(b)) - jaccard(a, b)), `kept ${kept}`).toBeLessThan(0.15);
    }
    expect(estimatedJaccard(signature(shingleHashes(base)), signature(shingleHashes(base)))).toBe(1);
  });
});

describe('uniqueness', () => {
  it('finds each page’s nearest sibling and counts the words found on no other page', () => {
    const shared = prose(7, 200);
    const pages = Array.from({ length: 30 }, (_, i) => ({ id: `/p${i}/`, text: templated(i, shared, 40) }));
    pages.push({ id: '/twin/', text: pages[3]!.text }); // an exact copy of /p3/
    pages.push({ id: '/unique/', text: prose(99, 300).join(' ') });
    const result = new Map(uniqueness(pages).map((u) => [u.id, u]));
    expect(result.get('/twin/')).toMatchObject({ nearest: 1, nearestId: '/p3/', ownWords: 0 });
    expect(result.get('/p3/')).toMatchObject({ nearest: 1, nearestId: '/twin/' });
    const exactP0 = Math.max(...pages.slice(1, 30).map((p) => jaccard(shingleHashes(words(pages[0]!.text)), shingleHashes(words(p.text)))));
    expect(Math.abs(result.get('/p0/')!.nearest - exactP0)).toBeLessThan(0.15);
    // the 40 words of its own, give or take the shingles that straddle shared text
    expect(result.get('/p0/')!.ownWords).toBeGreaterThanOrEqual(40);
    expect(result.get('/p0/')!.ownWords).toBeLessThanOrEqual(48);
    expect(result.get('/unique/')).toMatchObject({ words: 300, ownWords: 300 });
    expect(result.get('/unique/')!.nearest).toBeLessThan(0.1);
  });

  it('rates a short page with no shingle by its words, all its own, and near nothing', () => {
    const [short] = uniqueness([{ id: '/a/', text: 'Call us today.' }, { id: '/b/', text: 'Call us today.' }]);
    expect(short).toMatchObject({ words: 3, ownWords: 3, nearest: 0 });
  });

  it('compares about ten times as many pairs for ten times the pages, however alike they are', () => {
    const shared = prose(11, 300);
    const comparisons = (n: number) => {
      const stats = { comparisons: 0 };
      uniqueness(Array.from({ length: n }, (_, i) => ({ id: `/p${i}/`, text: templated(i, shared, 30) })), stats);
      return stats.comparisons;
    };
    const small = comparisons(150);
    const large = comparisons(1500);
    // all pairs would be 100x as many; each page meets at most 8 others in each of 32 bands
    expect(large).toBeLessThanOrEqual(1500 * 32 * 8);
    expect(large / small).toBeLessThan(11);
    expect(large / small).toBeGreaterThan(5);
  }, 120_000);
});

describe('words, beyond ASCII', () => {
  it('keeps accented letters and drops dashes and curly quotes', () => {
    expect(words('“Café” — déjà vu… Ñandú')).toEqual(['café', 'déjà', 'vu', 'ñandú']);
  });
});
