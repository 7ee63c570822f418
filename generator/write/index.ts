// The write stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { headersFile, isCompressible } from './deploy.ts';
export { codeFingerprint, readManifest, writeManifest } from './incremental.ts';
export type { BuildManifest, FragmentLink } from './incremental.ts';
export { LastModified } from './lastmod.ts';
export { OutputTree, writePageSync } from './output-tree.ts';
export type { PageFiles, PageTarget } from './output-tree.ts';
export { redirectsFile, robotsTxt, sitemapXml } from './sitemap.ts';
