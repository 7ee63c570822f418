// The render stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { boundHeapGrowth, boundedHeap } from './heap.ts';
export { RenderPool, renderAll, workerCount } from './render-pool.ts';
export type { DeliveredPage } from './render-pool.ts';
export { writePages } from './pages.ts';
export type { WrittenPages } from './pages.ts';
export { siteInfo } from './site-info.ts';
