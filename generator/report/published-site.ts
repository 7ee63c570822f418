// What a built folder publishes, as a reviewer compares it: each page's title, description, H1,
// whether it asks to be indexed and a fingerprint of its main text, read back from the HTML; the
// redirects it answers; and, when this working folder's build of it left a manifest, the index
// gate's figures and the warnings that build printed. Read from the files themselves so that any
// built folder compares (a base branch's build, an older version's, one copied from elsewhere).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../support/errors.ts';
import { filesUnder, hash } from '../support/hash.ts';
import { htmlText } from '../support/html-text.ts';
import { fileToUrlPath } from '../support/links.ts';
import type { Coverage } from '../index-gate/index.ts';
import { readManifest } from '../write/index.ts';

/** indexable; held back by the index gate (noindex,follow); or kept out of search by design
 * (noindex: the thank-you page, redirect stubs) */
export type Indexing = 'indexable' | 'held back' | 'noindex';

export interface PublishedPage {
  title: string;
  /** '' when the page has none */
  description: string;
  h1: string;
  indexing: Indexing;
  /** hash of the words of the page's <main>: the same words, the same hash */
  text: string;
  words: number;
  /** the words of the page's <main>, one space apart: what a change of text is told by */
  body?: string;
  /** the site addresses its <main> links to (`/mi/novi/`), each once, in page order: a page that
   * changed only because another came, went or moved changed its links to it */
  links?: string[];
  /** the breadcrumb trail's addresses, home first, the page itself last (no address): where the
   * build's own warnings send a removed page's visitors, so the report suggests the same row */
  breadcrumbs?: { path?: string; name?: string }[];
}

/** Where a redirect sends its address, or `gone` for one answered 410. */
export interface PublishedRedirect {
  to: string;
  status: number;
}

export interface PublishedSite {
  /** by address (`/mi/novi/`) */
  pages: Map<string, PublishedPage>;
  /** by address, both with and without the trailing slash */
  redirects: Map<string, PublishedRedirect>;
  /** the index gate's figures, when the build of this folder kept them here (its manifest) */
  coverage?: Coverage;
  /** the warnings its build printed, when that build kept them here */
  warnings?: Problem[];
  /** the data folder that build read, as its warnings name it (`.base/data`): the warnings of two
   * builds compare with the files named relative to it */
  dataDir?: string;
  /** the addresses the ledger of its build (data/published.csv) lists as published, when it had one */
  published?: ReadonlySet<string>;
}

const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/** The attributes of each `<meta>` tag of the head, values decoded. */
function metaTags(head: string): Record<string, string>[] {
  return (head.match(/<meta\s[^>]*>/gi) ?? []).map((tag) => Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!.toLowerCase(), htmlText(value!)])));
}

/** The trail of `<nav aria-label="Breadcrumb">`: each item's link (none for the current page) and
 * its words: the last names the page as a reader knows it (a town, a service). */
function breadcrumbTrail(html: string): { path?: string; name?: string }[] | undefined {
  const nav = /<nav\b[^>]*aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/i.exec(html)?.[1];
  if (nav === undefined) return undefined;
  return (nav.match(/<li\b[\s\S]*?<\/li>/gi) ?? []).map((item) => {
    const href = /<a\b[^>]*href="([^"]*)"/i.exec(item)?.[1];
    const name = htmlText(item);
    return { ...(href !== undefined && { path: htmlText(href) }), ...(name !== '' && { name }) };
  });
}

const firstMeta = (metas: Record<string, string>[], name: string) => metas.find((m) => m.name === name)?.content;

/**
 * One page as the generator writes it (React's server renderer: double-quoted attributes, one
 * `<main>`). Returns the redirect's target instead for a redirect stub (meta refresh).
 */
export function readPage(html: string): PublishedPage | { redirectTo: string } {
  const headEnd = html.indexOf('</head>');
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  const metas = metaTags(head);
  const refresh = metas.find((m) => m['http-equiv']?.toLowerCase() === 'refresh')?.content;
  if (refresh !== undefined) return { redirectTo: /url=(.*)$/i.exec(refresh)?.[1]?.trim() ?? '/' };
  const robots = firstMeta(metas, 'robots') ?? '';
  const mainStart = html.indexOf('<main');
  const mainEnd = html.lastIndexOf('</main>');
  const main = mainStart < 0 || mainEnd < mainStart ? '' : html.slice(mainStart, mainEnd);
  const words = htmlText(main.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' '));
  const breadcrumbs = breadcrumbTrail(html);
  const links = [...main.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/gi)].map((m) => htmlText(m[1]!));
  return {
    title: htmlText(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? ''),
    description: firstMeta(metas, 'description') ?? '',
    h1: htmlText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ?? ''),
    indexing: robots === 'noindex,follow' ? 'held back' : robots.includes('noindex') ? 'noindex' : 'indexable',
    text: hash(words),
    words: words === '' ? 0 : words.split(' ').length,
    body: words,
    links: [...new Set(links)],
    ...(breadcrumbs ? { breadcrumbs } : {}),
  };
}

/** `_redirects` (Netlify / Cloudflare Pages): `from to status[!]` a line. */
export function readRedirectsFile(text: string): Map<string, PublishedRedirect> {
  const redirects = new Map<string, PublishedRedirect>();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    redirects.set(from, { to, status: Number.parseInt(status ?? '301', 10) || 301 });
  }
  return redirects;
}

/** An empty site: what a first build compares with (every warning of that build is new). */
export const NOTHING_PUBLISHED: PublishedSite = { pages: new Map(), redirects: new Map(), warnings: [] };

/** What one page file was read as, and the file's identity then (inode, size, modification time). */
export type PageReadings = Map<string, { stamp: string; read: ReturnType<typeof readPage> }>;

/** The page file as it was read last time, else read now. A build leaves an unchanged file as it
 * was (same inode and modification time) and moves a changed one in as a new file. */
async function readOnce(file: string, readings: PageReadings): Promise<ReturnType<typeof readPage>> {
  const { ino, size, mtimeMs } = await stat(file);
  const stamp = `${ino}:${size}:${mtimeMs}`;
  const known = readings.get(file);
  if (known?.stamp === stamp) return known.read;
  const read = readPage(await readFile(file, 'utf8'));
  readings.set(file, { stamp, read });
  return read;
}

/**
 * Reads a built folder (nothing there: an empty site). `readings` carries what an earlier read of
 * the same folder found (`site generate --report` reads it before and after the build), so only
 * the pages the build wrote are read again.
 */
export async function readPublishedSite(dir: string, readings: PageReadings = new Map()): Promise<PublishedSite> {
  if (!existsSync(dir)) return NOTHING_PUBLISHED;
  const files = (await filesUnder(dir)).filter((file) => file.endsWith('.html')).sort();
  const pages = new Map<string, PublishedPage>();
  const redirects = existsSync(path.join(dir, '_redirects')) ? readRedirectsFile(await readFile(path.join(dir, '_redirects'), 'utf8')) : new Map<string, PublishedRedirect>();
  const read = await Promise.all(files.map(async (file) => [fileToUrlPath(file), await readOnce(path.join(dir, file), readings)] as const));
  for (const [url, page] of read) {
    if ('redirectTo' in page) {
      if (!redirects.has(url)) redirects.set(url, { to: page.redirectTo, status: 301 });
    } else pages.set(url, page);
  }
  const manifest = await readManifest(dir);
  return {
    pages,
    redirects,
    coverage: manifest?.coverage,
    warnings: manifest?.warnings,
    dataDir: manifest?.dataDir,
    ...(manifest?.published && { published: new Set(manifest.published) }),
  };
}
