// Only a page's first Lighthouse run measures every category; the later ones time performance
// alone (bench/lighthouse.ts). The row must then take accessibility, best practices, SEO, what
// cost them points and the hints from that first run, whichever run is the median by performance.
import { describe, expect, it } from 'vitest';
import { belowBudget, medianRow, TEST_FLOOR, type LighthouseRow } from '../../bench/lighthouse.ts';

const full = (performance: number, seo: number): LighthouseRow => ({
  page: '/',
  scores: { performance, accessibility: 1, 'best-practices': 0.96, seo },
  lcpMs: 1,
  tbtMs: 0,
  cls: 0,
  bytes: 1,
  cpuIndex: 1000,
  performanceRuns: [performance],
  flagged: ['seo: canonical (0)', 'performance: total-blocking-time (0.5, 300 ms)'],
  diagnostics: ['dom-size (0.5)'],
  toolErrors: [],
  scoredToolErrors: [],
});

/** A performance-only run: Lighthouse leaves the other categories out, which reads as 0. */
const performanceOnly = (performance: number, flagged: string[] = []): LighthouseRow => ({
  ...full(performance, 0),
  scores: { performance, accessibility: 0, 'best-practices': 0, seo: 0 },
  flagged,
  diagnostics: [],
});

describe('a row from one full run and performance-only runs', () => {
  it('takes the other categories, their lost points and the hints from the full run', () => {
    const row = medianRow([full(0.99, 0.92), performanceOnly(0.91, ['performance: largest-contentful-paint (0.8, 2.6 s)']), performanceOnly(0.6)]);
    expect(row.scores).toEqual({ performance: 0.91, accessibility: 1, 'best-practices': 0.96, seo: 0.92 });
    expect(row.flagged).toEqual(['performance: largest-contentful-paint (0.8, 2.6 s)', 'seo: canonical (0)']);
    expect(row.diagnostics).toEqual(['dom-size (0.5)']);
    expect(belowBudget([row], TEST_FLOOR)).toEqual(['/ seo 0.92 < 1']);
  });

  it('keeps the full run whole when it is the median', () => {
    const row = medianRow([full(0.93, 1), performanceOnly(0.99), performanceOnly(0.5)]);
    expect(row.scores).toEqual({ performance: 0.93, accessibility: 1, 'best-practices': 0.96, seo: 1 });
    expect(row.flagged).toEqual(['performance: total-blocking-time (0.5, 300 ms)', 'seo: canonical (0)']);
  });
});
