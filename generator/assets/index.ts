// The assets stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { buildAssets } from './assets.ts';
export { faviconFiles, faviconKey, faviconLink } from './favicon.ts';
export { CompressedPages, pagePairsKept, precompressSync, WorkerPairs } from './compress.ts';
export type { Compressed, PairsUsed } from './compress.ts';
export { IMAGE_CATALOGUE } from './images.ts';
export { JS_BUDGET_GZIP_BYTES, JS_UP_FRONT_BUDGET_GZIP_BYTES, budgetOverruns, formatPageJavaScript, gzipBytes, kilobytes, pageJavaScript, pageScripts, staticImportsOf } from './js-budget.ts';
export type { PageJavaScript } from './js-budget.ts';
