// The JavaScript budget's two figures, as the build gate and `site check` both apply them
// (budgetOverruns): at most 10 KB gzipped before interaction and 110 KB once every widget on the
// page is used, so a page exactly at either limit passes and one byte over is refused. The figures
// are written out here, not read from the module, so that changing them is a visible decision.
import { describe, expect, it } from 'vitest';
import { budgetOverruns } from '../../../generator/assets/js-budget.ts';

const KB = 1024;

describe('budgetOverruns', () => {
  it('keeps a page at exactly 10 KB up front and 110 KB in all', () => {
    expect(budgetOverruns({ upFrontBytes: 10 * KB, deferredBytes: 100 * KB })).toEqual([]);
  });

  it('refuses one byte over 10 KB before interaction', () => {
    expect(budgetOverruns({ upFrontBytes: 10 * KB + 1, deferredBytes: 0 })).toEqual([
      'loads 10.0 KB of gzipped JavaScript before interaction (budget 10.0 KB)',
    ]);
  });

  it('refuses one byte over 110 KB once every widget is used, up front and deferred added together', () => {
    expect(budgetOverruns({ upFrontBytes: 600, deferredBytes: 110 * KB - 600 + 1 })).toEqual([
      'loads 110.0 KB of gzipped JavaScript once every widget is used (budget 110.0 KB)',
    ]);
  });
});
