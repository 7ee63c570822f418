// Indexable town x service pages read as their town's page, not as the template's: over every
// indexable /mi/{town}/{service}/ page of the built site, the share of its visible <main> words in
// sentences its nearest indexable same-service sibling also shows is at most 30% at the median and
// 40% at worst (bench/shared-sentences.ts measures it; `npm run bench:shared` prints the figures).
// And the measure itself: a page that is its sibling word for word shares everything.
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { builtSite } from '../helpers/built-site.ts';
import { pageSentences, sharedFigures, sharedShares, SHARED_MAX_TARGET, SHARED_MEDIAN_TARGET, visibleRuns } from '../../bench/shared-sentences.ts';

const page = (path: string, main: string) => pageSentences(path, `<html><body><main>${main}</main></body></html>`);

describe('the shared-sentence measure', () => {
  it('counts the words of sentences the nearest same-service sibling shows, block by block', () => {
    const a = page('/mi/a/deep/', '<h2>Deep cleaning in A</h2><p>We clean ovens. A has a lake.</p><ul><li>Baseboards</li></ul><script>ignored()</script>');
    const b = page('/mi/b/deep/', '<h2>Deep cleaning in B</h2><p>We clean ovens. B has a river.</p><ul><li>Baseboards</li></ul>');
    const twin = page('/mi/c/deep/', '<h2>Deep cleaning in A</h2><p>We clean ovens. A has a lake.</p><ul><li>Baseboards</li></ul>');
    const other = page('/mi/a/office/', '<h2>Deep cleaning in A</h2><p>We clean ovens. A has a lake.</p>');
    expect(a.words).toBe(12);
    const { shares, alone } = sharedShares([a, b, twin, other]);
    const of = (path: string) => shares.find((s) => s.path === path)!;
    // a's nearest is its twin, word for word; b shares "We clean ovens." and "Baseboards" with either
    expect(of('/mi/a/deep/')).toMatchObject({ sibling: '/mi/c/deep/', share: 1 });
    expect(of('/mi/b/deep/').sharedWords).toBe(4);
    // another service is never a sibling
    expect(alone).toEqual(['/mi/a/office/']);
  });

  it('reads no hidden text and breaks runs at blocks and links', () => {
    const main = parse('<main><p>One <a href="/">two</a> three</p><p hidden>gone</p><span class="visually-hidden">gone</span></main>').querySelector('main')!;
    expect(visibleRuns(main)).toEqual(['One', 'two', 'three']);
  });
});

describe('the built site', () => {
  it('keeps shared sentences of indexable town x service pages within 30% at the median and 40% at worst', async () => {
    const figures = await sharedFigures(await builtSite());
    expect(figures.pages).toBeGreaterThan(40);
    expect(figures.shares.length).toBeGreaterThan(40);
    const worst = figures.worst.map((s) => `${s.path} ${(s.share * 100).toFixed(1)}% with ${s.sibling}`).join('\n');
    expect(figures.median, worst).toBeLessThanOrEqual(SHARED_MEDIAN_TARGET);
    expect(figures.max, worst).toBeLessThanOrEqual(SHARED_MAX_TARGET);
  }, 600_000);
});
