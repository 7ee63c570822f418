// How `npm run audit` and the Lighthouse test turn several runs of a page into its row (issue 13):
// the median run by performance, never the best, with the tool errors of every run kept.
import { describe, expect, it } from 'vitest';
import { belowBudget, medianRow, TEST_FLOOR, type LighthouseRow } from '../../bench/lighthouse.ts';

describe('the median row', () => {
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

  it("is the middle run by performance, not the best, and keeps every run's tool errors", () => {
    const row = medianRow([run(0.95), run(0.6), run(0.8, ['performance: largest-contentful-paint: NO_LCP'])]);
    expect(row.scores.performance).toBe(0.8);
    expect(row.lcpMs).toBe(800);
    expect(row.performanceRuns).toEqual([0.95, 0.6, 0.8]);
    expect(medianRow([run(0.99, ['seo: canonical: error']), run(0.5), run(0.7)]).scoredToolErrors).toEqual(['seo: canonical: error']);
    expect(belowBudget([medianRow([run(0.97), run(0.85), run(0.88)])], TEST_FLOOR)).toEqual(['/ performance 0.88 < 0.9']);
  });
});
