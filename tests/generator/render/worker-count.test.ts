// How many render workers a build starts: on two cores a worker only when the pages must be
// compressed afresh (no pairs kept from an earlier build) or the site is very large; on more
// cores from a few hundred pages; SITE_RENDER_WORKERS always wins.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerCount } from '../../../generator/render/index.ts';

describe('render workers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('on two cores: one worker for a first build of a thousand pages, none once their pairs are kept', () => {
    vi.stubEnv('SITE_RENDER_WORKERS', '');
    expect(workerCount(1058, false, 2)).toBe(1);
    expect(workerCount(1058, true, 2)).toBe(0);
    expect(workerCount(3000, true, 2)).toBe(1);
    expect(workerCount(400, false, 2)).toBe(0);
  });

  it('on more cores: one a core but one, at most four, from a few hundred pages', () => {
    vi.stubEnv('SITE_RENDER_WORKERS', '');
    expect(workerCount(1058, true, 4)).toBe(3);
    expect(workerCount(1058, true, 16)).toBe(4);
    expect(workerCount(499, false, 16)).toBe(0);
  });

  it('SITE_RENDER_WORKERS overrides', () => {
    vi.stubEnv('SITE_RENDER_WORKERS', '0');
    expect(workerCount(1058, false, 2)).toBe(0);
    vi.stubEnv('SITE_RENDER_WORKERS', '2');
    expect(workerCount(10, true, 2)).toBe(2);
  });
});
