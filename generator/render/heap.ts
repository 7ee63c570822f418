// Memory of large builds (docs/decisions.md#speed-on-equal-work: ten times the cities in under
// 1 GB). At 10x the main thread holds far less after a full collection than V8 let its heap reach
// before collecting again: V8 grows a heap by up to 4x its live size when collections look costly
// next to the work between them, and the routes, gate and check stages promote much of what they
// allocate. That slack, not the data, put a 10x build over 1 GB. So large sites cap the growth at
// 1.5x.
// V8's flags belong to the process and are read at every collection, so the cap would also bind
// the render workers, whose small heaps it makes collect so often that a build took noticeably
// more CPU; while they render, V8 chooses again. Small sites
// keep V8's own choice throughout: their heaps are tens of megabytes.
import { setFlagsFromString } from 'node:v8';

/** pages from which a site counts as large (ten times our customer's is ~10,000) */
export const LARGE_SITE_PAGES = 2500;

/** how far past its live size the main thread's heap may grow, for large sites */
export const LARGE_SITE_HEAP_GROWING_PERCENT = 50;

const growth = (percent: number) => setFlagsFromString(`--heap-growing-percent=${percent}`);

/**
 * For a build of `pages` pages (LARGE_SITE_PAGES or more): caps the main
 * thread's heap growth except while `render` runs, and returns what `render` returns.
 */
export async function boundedHeap<T>(pages: number, render: () => Promise<T>): Promise<T> {
  if (pages < LARGE_SITE_PAGES) return render();
  growth(0); // V8's own choice (0 = none set) while workers render
  try {
    return await render();
  } finally {
    growth(LARGE_SITE_HEAP_GROWING_PERCENT);
  }
}

/** Caps the heap's growth from now on, when the site is large: the stages before rendering. */
export function boundHeapGrowth(pages: number): void {
  if (pages >= LARGE_SITE_PAGES) growth(LARGE_SITE_HEAP_GROWING_PERCENT);
}
