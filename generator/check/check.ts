// `site check`: reads a built site from disk (not component usage) and reports every broken
// internal link, missing head tag, unparseable JSON-LD and sitemap entry without a page.
import { readFile, readdir } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { budgetOverruns, gzipBytes, staticImportsOf, type PageJavaScript } from '../assets/index.ts';
import { META_DESCRIPTION_CHARS } from '../../shared/limits.ts';
import { fileToUrlPath, linkTarget, resolveUrlPath } from '../support/links.ts';
import { createHash } from 'node:crypto';
import type { FragmentLink } from '../write/index.ts';

export { fileToUrlPath };

export interface PageFacts {
  file: string;
  url: string;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  noindex: boolean;
  /** noindex,follow: a whole page the index gate held back (docs/decisions.md#index-gate), held to
   * every page rule */
  heldBack: boolean;
  h1Count: number;
  lang: string | undefined;
  links: string[];
  ids: Set<string>;
  jsonLd: unknown[];
  jsonLdErrors: string[];
  javascript: ScriptFacts;
  /** frames, scripts, stylesheets and links whose address has a scheme they must not (see unsafeAddress) */
  unsafeAddresses: string[];
}

/** What a page asks the browser to run: the JavaScript budget is checked against it. */
export interface ScriptFacts {
  /** names of the islands on the page */
  islands: string[];
  /** <script src> and <link rel="modulepreload"> URLs: loaded with the page */
  upFront: string[];
  /** modules of deferred islands (data-src), loaded when the island is reached or used */
  deferred: string[];
  /** executable inline <script> elements and on* attributes (we write none) */
  inline: number;
  /** elements with a javascript: URL in any attribute (we write none) */
  scriptUrls: number;
}

const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);
/** <link rel> values that name no file the page needs */
const NOT_A_LINK = new Set(['canonical', 'alternate', 'preconnect', 'dns-prefetch']);
/** an on* attribute runs script */
const HANDLER = /^on[a-z]+$/i;
// A javascript: link runs script as surely as an inline one. Browsers ignore whitespace
// and control characters inside the scheme, so the check does too (a value without a colon has no
// scheme, and most values have none: they are not cleaned up first).
const isScriptUrl = (value: string) => value.includes(':') && /^(?:java|vb)script:/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''));

/** The scheme an attribute value starts with, lower-cased, as a browser reads it; or undefined. */
const schemeOf = (value: string) => (value.includes(':') ? /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1]?.toLowerCase() : undefined);
/** The attribute naming what an element loads into the page: frames, scripts, stylesheets, embeds. */
const LOADED_BY: Record<string, string> = { iframe: 'src', frame: 'src', embed: 'src', object: 'data', script: 'src', link: 'href' };

/**
 * `<tag attribute="value">` when the element loads an address over anything but https (http: is
 * mixed content; data: and blob: frames run what they carry), or links to a data: address; else
 * undefined. Addresses without a scheme are this site's own.
 */
function unsafeAddress(tag: string, attributes: Record<string, string>): string | undefined {
  const attribute = LOADED_BY[tag] ?? (tag === 'a' ? 'href' : undefined);
  const value = attribute === undefined ? undefined : attributes[attribute];
  const scheme = value === undefined ? undefined : schemeOf(value);
  if (scheme === undefined || scheme === 'https') return undefined;
  if (tag === 'link' && NOT_A_LINK.has(attributes.rel ?? '') && scheme !== 'data') return undefined;
  if (tag === 'a' && scheme !== 'data') return undefined;
  return `<${tag} ${attribute}="${value!.length > 40 ? `${value!.slice(0, 40)}...` : value}">`;
}

async function listHtmlFiles(dir: string, base = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listHtmlFiles(full, base);
      return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
    }),
  );
  return nested.flat().sort();
}

/**
 * What the check rules read of one page, in one pass of an HTML tokenizer (htmlparser2) over its
 * text: no tree is built. A DOM parse and the queries over it were most of a cold build's publish
 * gate; the scan costs a fraction of that.
 * Attribute values and text arrive with their entities decoded; script contents raw, as a
 * browser reads them.
 */
export function pageFacts(file: string, html: string): PageFacts {
  const scan = newScan();
  const parser = new Parser({
    onopentag: (tag, attributes) => readTag(scan, tag, attributes),
    ontext(text) {
      if (scan.inTitle) scan.title += text;
      else if (scan.jsonText !== undefined) scan.jsonText += text;
    },
    onclosetag(tag) {
      if (tag === 'title') scan.inTitle = false;
      else if (tag === 'script' && scan.jsonText !== undefined) {
        readJsonLd(scan.jsonText, scan.jsonLd, scan.jsonLdErrors);
        scan.jsonText = undefined;
      }
    },
  });
  parser.end(html);
  const { first } = scan;
  return {
    file,
    url: fileToUrlPath(file),
    title: (scan.title ?? '').trim(),
    description: first.get('description'),
    canonical: first.get('canonical'),
    noindex: (first.get('robots') ?? '').includes('noindex'),
    heldBack: first.get('robots') === 'noindex,follow',
    h1Count: scan.h1Count,
    lang: scan.lang,
    links: [...scan.anchors, ...scan.linked, ...scan.scriptSources, ...scan.imageSources, ...scan.islandSources],
    ids: scan.ids,
    jsonLd: scan.jsonLd,
    jsonLdErrors: scan.jsonLdErrors,
    javascript: {
      islands: [...new Set(scan.islands)],
      upFront: [...scan.executableSources, ...scan.preloads],
      deferred: scan.islandSources,
      inline: scan.inline,
      scriptUrls: scan.scriptUrls,
    },
    unsafeAddresses: scan.unsafeAddresses,
  };
}

/** What pageFacts' one pass has read so far. */
function newScan() {
  return {
    title: undefined as string | undefined,
    /** collecting the text of the first <title>, or of a JSON-LD block */
    inTitle: false,
    jsonText: undefined as string | undefined,
    /** the first <meta name="description|robots"> and <link rel="canonical">: their value, if any */
    first: new Map<string, string | undefined>(),
    lang: undefined as string | undefined,
    htmlSeen: false,
    h1Count: 0,
    anchors: [] as string[],
    linked: [] as string[],
    scriptSources: [] as string[],
    /** <script src> but of the data types (JSON-LD, island props) */
    executableSources: [] as string[],
    imageSources: [] as string[],
    islandSources: [] as string[],
    preloads: [] as string[],
    islands: [] as string[],
    ids: new Set<string>(),
    jsonLd: [] as unknown[],
    jsonLdErrors: [] as string[],
    inline: 0,
    scriptUrls: 0,
    unsafeAddresses: [] as string[],
  };
}
type Scan = ReturnType<typeof newScan>;

/** What any element tells: script in its attributes, an unsafe address, an id, an island. */
function readTag(scan: Scan, tag: string, attributes: Record<string, string>): void {
  let handler = false;
  let scriptUrl = false;
  for (const name in attributes) {
    if (!handler && HANDLER.test(name)) handler = true;
    if (!scriptUrl && isScriptUrl(attributes[name]!)) scriptUrl = true;
  }
  if (handler) scan.inline += 1;
  if (scriptUrl) scan.scriptUrls += 1;
  const unsafe = unsafeAddress(tag, attributes);
  if (unsafe !== undefined) scan.unsafeAddresses.push(unsafe);
  if (attributes.id !== undefined) scan.ids.add(attributes.id);
  const island = attributes['data-island'];
  if (island !== undefined) {
    scan.islands.push(island);
    if (attributes['data-src'] !== undefined) scan.islandSources.push(attributes['data-src']);
  }
  readElement(scan, tag, attributes);
}

/** Keeps the first value of a head tag that should appear once. */
const firstOnly = (scan: Scan, key: string, value: string | undefined) => void (scan.first.has(key) || scan.first.set(key, value));

/** What the elements the rules look at tell: the head's tags, links, headings, images, scripts. */
function readElement(scan: Scan, tag: string, attributes: Record<string, string>): void {
  const { href, src } = attributes;
  switch (tag) {
    case 'html':
      if (!scan.htmlSeen) scan.lang = attributes.lang;
      scan.htmlSeen = true;
      break;
    case 'title':
      scan.inTitle = scan.title === undefined;
      if (scan.inTitle) scan.title = '';
      break;
    case 'meta':
      if (attributes.name === 'description' || attributes.name === 'robots') firstOnly(scan, attributes.name, attributes.content);
      break;
    case 'link': {
      const rel = attributes.rel ?? '';
      if (rel === 'canonical') firstOnly(scan, rel, href);
      if (rel === 'modulepreload' && href !== undefined) scan.preloads.push(href);
      if (!NOT_A_LINK.has(rel) && href !== undefined) scan.linked.push(href);
      break;
    }
    case 'a':
      if (href !== undefined) scan.anchors.push(href);
      break;
    case 'h1':
      scan.h1Count += 1;
      break;
    case 'img':
      if (src !== undefined) scan.imageSources.push(src);
      break;
    case 'script': {
      const type = attributes.type ?? '';
      if (type === 'application/ld+json') scan.jsonText = '';
      if (src !== undefined) scan.scriptSources.push(src);
      if (!DATA_SCRIPT_TYPES.has(type)) {
        if (src === undefined) scan.inline += 1;
        else scan.executableSources.push(src);
      }
      break;
    }
  }
}

function readJsonLd(text: string, blocks: unknown[], errors: string[]): void {
  try {
    const value = JSON.parse(text) as unknown;
    blocks.push(value);
    if (typeof value !== 'object' || value === null || !('@type' in value) || !('@context' in value)) errors.push('a JSON-LD block has no @context or @type');
  } catch (error) {
    errors.push(`JSON-LD does not parse: ${(error as Error).message}`);
  }
}

/** Resolves a root-relative link to a file of the built site, as a static host would. */
export function resolveLink(dir: string, urlPath: string): string | undefined {
  const file = resolveUrlPath(urlPath, (candidate) => {
    const full = path.join(dir, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
  return file === undefined ? undefined : path.join(dir, file);
}

/**
 * The rules one page must pass on its own (no other file needed), as messages without the file
 * name. `site check` runs them over the output on disk; the publish gate over each page as it is
 * rendered (build.ts), so both refuse the same pages.
 */
export function pageRuleFailures(page: PageFacts): string[] {
  const failures: string[] = [];
  if (!page.title) failures.push('no <title>');
  if (page.lang !== 'en') failures.push('<html> has no lang="en"');
  if (!page.canonical || !/^https?:\/\//.test(page.canonical)) failures.push('no absolute canonical URL');
  if (!page.noindex || page.heldBack) {
    if (!page.description) failures.push('no meta description');
    else if (page.description.length > META_DESCRIPTION_CHARS)
      failures.push(`meta description is ${page.description.length} characters (at most ${META_DESCRIPTION_CHARS})`);
    if (page.jsonLd.length === 0) failures.push('no JSON-LD');
    if (page.h1Count !== 1) failures.push(`${page.h1Count} <h1> elements (expected exactly one)`);
  }
  failures.push(...page.jsonLdErrors);
  const js = page.javascript;
  if (js.inline > 0) failures.push(`${js.inline} inline script(s) or on* handler(s); scripts belong in island bundles`);
  if (js.scriptUrls > 0) failures.push(`${js.scriptUrls} element(s) with a javascript: URL; links lead to pages, scripts live in island bundles`);
  if (page.unsafeAddresses.length > 0) {
    failures.push(`${page.unsafeAddresses.length} element(s) loading or linking an address that is not https: ${page.unsafeAddresses.join(', ')}; frames, scripts and stylesheets load over https only`);
  }
  if (js.islands.length === 0 && js.upFront.length > 0) failures.push(`has no island but loads JavaScript (${js.upFront.join(', ')}); pages without islands ship none`);
  return failures;
}

export const missingIdMessage = (href: string, fragment: string) => `link to ${href}, but that page has no id "${fragment}"`;

export function fragmentLinks(page: PageFacts): FragmentLink[] {
  const found: FragmentLink[] = [];
  for (const href of new Set(page.links)) {
    const fragment = href.split('#')[1];
    const target = fragment ? linkTarget(href, page.url) : undefined;
    if (fragment && target !== undefined) found.push({ href, target, fragment });
  }
  return found;
}

/** What the publish gate keeps of a rendered page: its own rule failures, the ids other pages'
 * fragment links may point at, and its own fragment links. */
export interface PageAudit {
  failures: string[];
  noindex: boolean;
  ids: string[];
  fragmentLinks: FragmentLink[];
}

/**
 * The page rules' edition: part of every audit's key, so a build after a rule changed audits each
 * page again instead of reusing the verdict of the old rules. Raise it with any change to what
 * pageFacts reads or pageRuleFailures refuses.
 */
const PAGE_RULES_EDITION = 'page-rules-2';

/** What an audit is kept under between builds (publish-gate.ts AuditCache): the rules, the page's
 * file and its HTML, hashed as UTF-8 (a page's HTML is nearly all ASCII: half the bytes of UTF-16). */
export const auditKey = (file: string, html: string): string =>
  createHash('sha256').update(PAGE_RULES_EDITION).update('\0').update(file).update('\0').update(html).digest('hex').slice(0, 32);

export function auditPage(file: string, html: string): PageAudit {
  const facts = pageFacts(file, html);
  return { failures: pageRuleFailures(facts), noindex: facts.noindex, ids: [...facts.ids], fragmentLinks: fragmentLinks(facts) };
}

export interface CheckResult {
  pages: number;
  failures: string[];
  /** JavaScript weight of every page with islands */
  javascript: PageJavaScript[];
}

export async function checkSite(dirArg: string): Promise<CheckResult> {
  const dir = path.resolve(dirArg);
  if (!existsSync(dir)) return { pages: 0, failures: [`${dirArg}: folder does not exist; run "site generate" first`], javascript: [] };
  const failures: string[] = [];
  const files = await listHtmlFiles(dir);
  const facts = await Promise.all(files.map(async (file) => pageFacts(file, await readFile(path.join(dir, file), 'utf8'))));
  const byUrl = new Map(facts.map((f) => [f.url, f]));
  // every page links the same header and footer: each target is looked up on disk once
  const resolved = new Map<string, string | undefined>();
  const resolveOnce = (target: string) => {
    if (!resolved.has(target)) resolved.set(target, resolveLink(dir, target));
    return resolved.get(target);
  };
  for (const page of facts) {
    const where = page.file;
    for (const failure of pageRuleFailures(page)) failures.push(`${where}: ${failure}`);
    for (const href of new Set(page.links)) {
      const target = linkTarget(href, page.url);
      if (target === undefined) continue;
      const fragment = href.split('#')[1];
      const file = resolveOnce(target);
      if (!file) {
        failures.push(`${where}: broken link to ${href}`);
        continue;
      }
      if (fragment && file.endsWith('.html')) {
        const targetPage = byUrl.get(fileToUrlPath(path.relative(dir, file)));
        if (targetPage && !targetPage.ids.has(fragment)) failures.push(`${where}: ${missingIdMessage(href, fragment)}`);
      }
    }
  }
  const budget = await checkJavaScript(dir, facts);
  failures.push(...budget.failures);
  failures.push(...(await checkSitemap(dir, byUrl)));
  return { pages: facts.length, failures, javascript: budget.rows };
}

/** The JavaScript budget (js-budget.ts), weighed on the built files: each page's scripts and
 * everything they import, up front and once every widget is used. */
async function checkJavaScript(dir: string, facts: PageFacts[]): Promise<{ failures: string[]; rows: PageJavaScript[] }> {
  const modules = new Map<string, Promise<{ gzip: number; imports: string[] }>>();
  const readModule = (url: string) => {
    let module = modules.get(url);
    if (!module) {
      module = readFile(path.join(dir, url)).then(
        (bytes) => ({ gzip: gzipBytes(bytes), imports: staticImportsOf(bytes.toString('utf8'), url) }),
        () => ({ gzip: 0, imports: [] }), // a missing file is already reported as a broken link
      );
      modules.set(url, module);
    }
    return module;
  };
  const closure = async (urls: string[], seen = new Set<string>()): Promise<Set<string>> => {
    for (const url of urls) {
      if (seen.has(url) || !url.startsWith('/')) continue;
      seen.add(url);
      await closure((await readModule(url)).imports, seen);
    }
    return seen;
  };
  const weigh = async (urls: Iterable<string>) => {
    let sum = 0;
    for (const url of urls) sum += (await readModule(url)).gzip;
    return sum;
  };
  const failures: string[] = [];
  const rows: PageJavaScript[] = [];
  for (const page of facts) {
    const js = page.javascript;
    if (js.islands.length === 0) continue; // pageRuleFailures: such a page loads no script
    const upFront = await closure(js.upFront);
    const later = [...(await closure(js.deferred))].filter((url) => !upFront.has(url));
    const row = { url: page.url, islands: js.islands, upFrontBytes: await weigh(upFront), deferredBytes: await weigh(later) };
    rows.push(row);
    for (const overrun of budgetOverruns(row)) failures.push(`${page.file}: ${overrun}`);
  }
  return { failures, rows };
}

async function checkSitemap(dir: string, byUrl: Map<string, PageFacts>): Promise<string[]> {
  const file = path.join(dir, 'sitemap.xml');
  if (!existsSync(file)) return ['sitemap.xml: missing'];
  const failures: string[] = [];
  const xml = await readFile(file, 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] as string).replace(/&amp;/g, '&'));
  const listed = new Set<string>();
  for (const loc of locs) {
    const urlPath = new URL(loc).pathname;
    listed.add(urlPath);
    const page = byUrl.get(urlPath);
    if (!page) failures.push(`sitemap.xml: ${loc} has no page`);
    else if (page.noindex) failures.push(`sitemap.xml: ${loc} is a noindex page (redirect or 404)`);
  }
  for (const page of byUrl.values()) {
    if (!page.noindex && !listed.has(page.url)) failures.push(`sitemap.xml: indexable page ${page.url} is not listed`);
  }
  const robots = path.join(dir, 'robots.txt');
  if (!existsSync(robots) || !(await readFile(robots, 'utf8')).includes('sitemap.xml')) {
    failures.push('robots.txt: missing or does not point at sitemap.xml');
  }
  return failures;
}
