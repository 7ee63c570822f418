// The report stage's entry: what the rest of the generator takes from it (README.md says what goes in and out).
export { NOTHING_PUBLISHED, readPage, readPublishedSite, readRedirectsFile } from './published-site.ts';
export type { Indexing, PageReadings, PublishedPage, PublishedRedirect, PublishedSite } from './published-site.ts';
export { pageChanges, siteChanges } from './site-changes.ts';
export type { SiteChanges } from './site-changes.ts';
export { changesMarkdown, headline } from './markdown.ts';
