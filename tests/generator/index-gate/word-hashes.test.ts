// The index gate reads words and hashes them in one pass (similarity.ts wordHashes): building a
// string per word took much of its time. It must read exactly the words of words().
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fnv1a, wordHashes, words } from '../../../generator/index-gate/similarity.ts';

// letters of several scripts and cases, digits, the inner joiners and the breaks between words
const PIECES = ['a', 'Z', 'é', 'Ñ', 'ß', 'ж', 'Д', 'א', 'か', '中', '한', '7', "'", '’', '-', ' ', '\n', '.', ',', '—', '“', '★', '$'];

describe('wordHashes', () => {
  it('hashes exactly the words words() reads', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        const text = pieces.join('');
        expect([...wordHashes(text)]).toEqual(words(text).map(fnv1a));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a page’s words, joiners inside a word and none at its edges', () => {
    const text = 'Novi’s move-out clean: $250, 2 rooms! -dash- \'quoted\' CAFÉ';
    expect(words(text)).toEqual(['novi’s', 'move-out', 'clean', '250', '2', 'rooms', 'dash', 'quoted', 'café']);
    expect([...wordHashes(text)]).toEqual(words(text).map(fnv1a));
  });
});
