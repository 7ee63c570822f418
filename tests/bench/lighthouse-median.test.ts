// How `npm run audit` and the Lighthouse test turn several runs of a page into its row: the median
// run by performance, never the best, with the tool errors of every run kept
// (docs/decisions.md#honest-measurements).
import { describe, expect, it } from 'vitest';
import { belowBudget, medianRow, medianSettled, TEST_FLOOR, type LighthouseRow } from '../../bench/lighthouse.ts';

const run = (performance: number, scoredToolErrors: string[] = []): LighthouseRow => ({
  page: '/',
  scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 },
  lcpMs: performance * 1000,
  tbtMs: 0,
  cls: 0,
  bytes: 1,
  cpuIndex: 1000,
  performanceRuns: [performance],
  flagged: [],
  diagnostics: [],
  toolErrors: scoredToolErrors,
  scoredToolErrors,
});

describe('the median row', () => {
  it("is the middle run by performance, not the best, and keeps every run's tool errors", () => {
    const row = medianRow([run(0.95), run(0.6), run(0.8, ['performance: largest-contentful-paint: NO_LCP'])]);
    expect(row.scores.performance).toBe(0.8);
    expect(row.lcpMs).toBe(800);
    expect(row.performanceRuns).toEqual([0.95, 0.6, 0.8]);
    expect(medianRow([run(0.99, ['seo: canonical: error']), run(0.5), run(0.7)]).scoredToolErrors).toEqual(['seo: canonical: error']);
    expect(belowBudget([medianRow([run(0.97), run(0.85), run(0.88)])], TEST_FLOOR)).toEqual(['/ performance 0.88 < 0.9']);
  });
});

describe('a median settled before its last run', () => {
  const floor = TEST_FLOOR.performance;

  it('is settled only when no score of the runs left could move it across the floor', () => {
    // one run of three never settles it: the next two could both land on the other side
    expect(medianSettled([1], 3, floor)).toBe(false);
    expect(medianSettled([0.5], 3, floor)).toBe(false);
    // two of three on one side: the median is on that side
    expect(medianSettled([0.95, 0.9], 3, floor)).toBe(true);
    expect(medianSettled([0.89, 0.5], 3, floor)).toBe(true);
    // split: the third run decides
    expect(medianSettled([0.99, 0.89], 3, floor)).toBe(false);
    // five runs: three on one side settle it, two do not
    expect(medianSettled([1, 1], 5, floor)).toBe(false);
    expect(medianSettled([1, 0.5, 1, 1], 5, floor)).toBe(true);
    expect(medianSettled([0.5, 0.5, 0.5], 5, floor)).toBe(true);
  });

  it('gives the verdict every value of the runs left would give', () => {
    const passes = (scores: number[]) => belowBudget([medianRow(scores.map((p) => run(p)))], TEST_FLOOR).length === 0;
    const grid = [0.5, 0.89, 0.9, 1];
    for (const a of grid) {
      for (const b of grid) {
        if (!medianSettled([a, b], 3, floor)) continue;
        // the row of the two runs made says what every full row of three would say
        for (const c of grid) expect(passes([a, b]), `${a} ${b} then ${c}`).toBe(passes([a, b, c]));
      }
    }
  });
});
