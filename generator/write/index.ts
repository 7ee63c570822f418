// The write stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { headersFile, isCompressible } from './deploy.ts';
export { codeFingerprint, globalInputHash, readManifest, routeInput, writeManifest } from './incremental.ts';
export type { BuildManifest, FragmentLink, PageRecord, RouteInputs } from './incremental.ts';
export { compressedOutput } from './compressed-output.ts';
export type { PageOutput } from './compressed-output.ts';
export { reviewsSnapshot, writeSiteFiles } from './site-files.ts';
export { contentHash, LastModified } from './lastmod.ts';
export { OutputTree, writePageSync } from './output-tree.ts';
export { pruneFileStore } from './file-store.ts';
export type { PageFiles, PageTarget } from './output-tree.ts';
export { redirectsFile, robotsTxt, sitemapXml } from './sitemap.ts';
export { Ledger, LEDGER_FILE, ledgerText, parseLedger } from './ledger.ts';
export type { DatedContent, LedgerEntry } from './ledger.ts';
