// `site check`: reads a built site from disk (not component usage) and reports every broken
// internal link, missing head tag, unparseable JSON-LD and sitemap entry without a page.
import { readFile, readdir } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { NodeType, parse, type HTMLElement } from 'node-html-parser';
import { gzipBytes, JS_BUDGET_GZIP_BYTES, kilobytes, staticImportsOf, type PageJavaScript } from './js-budget.ts';
import { META_DESCRIPTION_CHARS } from '../shared/limits.ts';
import { fileToUrlPath, linkTarget, resolveUrlPath } from './links.ts';
import { hash } from './incremental.ts';

export { fileToUrlPath };

export interface PageFacts {
  file: string;
  url: string;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  noindex: boolean;
  /** noindex,follow: a whole page the index gate held back (issue 15), held to every page rule */
  heldBack: boolean;
  h1Count: number;
  lang: string | undefined;
  links: string[];
  ids: Set<string>;
  jsonLd: unknown[];
  jsonLdErrors: string[];
  javascript: ScriptFacts;
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

/**
 * Every element under `root`, in document order. One walk per page and plain filters over its
 * result: a selector query walks the whole tree each time, and the dozen a page needed were
 * most of `site check`'s time on a thousand pages (issue 18).
 */
function elementsOf(root: HTMLElement): HTMLElement[] {
  const elements: HTMLElement[] = [];
  const visit = (parent: HTMLElement) => {
    for (const child of parent.childNodes) {
      if (child.nodeType !== NodeType.ELEMENT_NODE) continue;
      elements.push(child as HTMLElement);
      visit(child as HTMLElement);
    }
  };
  visit(root);
  return elements;
}

const ofTag = (elements: HTMLElement[], tag: string) => elements.filter((e) => e.localName === tag);
/** a cheap look at the raw attribute text first: few elements have any on* attribute */
const hasHandler = (e: HTMLElement) => /(^|\s)on[a-z]+\s*=/i.test(e.rawAttrs) && Object.keys(e.attributes).some((name) => /^on[a-z]+$/i.test(name));

function scriptFacts(elements: HTMLElement[]): ScriptFacts {
  const executable = ofTag(elements, 'script').filter((s) => !DATA_SCRIPT_TYPES.has(s.getAttribute('type') ?? ''));
  const islands = elements.filter((e) => e.hasAttribute('data-island'));
  // Issue 16: a javascript: link runs script as surely as an inline one. Browsers ignore
  // whitespace and control characters inside the scheme, so the check does too.
  const scriptUrls = elements.filter((e) => Object.values(e.attributes).some((value) => /^(?:java|vb)script:/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''))));
  return {
    islands: [...new Set(islands.map((e) => e.getAttribute('data-island') as string))],
    upFront: [
      ...executable.filter((s) => s.hasAttribute('src')).map((s) => s.getAttribute('src') as string),
      ...ofTag(elements, 'link').filter((l) => l.getAttribute('rel') === 'modulepreload').map((l) => l.getAttribute('href') as string),
    ],
    deferred: islands.filter((e) => e.hasAttribute('data-src')).map((e) => e.getAttribute('data-src') as string),
    inline: executable.filter((s) => !s.hasAttribute('src')).length + elements.filter(hasHandler).length,
    scriptUrls: scriptUrls.length,
  };
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

export function pageFacts(file: string, html: string): PageFacts {
  const elements = elementsOf(parse(html, { comment: false }));
  const withAttribute = (tag: string, name: string, value: string) => ofTag(elements, tag).find((e) => e.getAttribute(name) === value);
  const links = ofTag(elements, 'link');
  const scripts = ofTag(elements, 'script');
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of scripts.filter((s) => s.getAttribute('type') === 'application/ld+json')) {
    try {
      const value = JSON.parse(script.textContent);
      jsonLd.push(value);
      if (typeof value !== 'object' || value === null || !('@type' in value) || !('@context' in value)) {
        jsonLdErrors.push('a JSON-LD block has no @context or @type');
      }
    } catch (error) {
      jsonLdErrors.push(`JSON-LD does not parse: ${(error as Error).message}`);
    }
  }
  const valuesOf = (found: HTMLElement[], name: string) => found.filter((e) => e.hasAttribute(name)).map((e) => e.getAttribute(name) as string);
  return {
    file,
    url: fileToUrlPath(file),
    title: ofTag(elements, 'title')[0]?.textContent.trim() ?? '',
    description: withAttribute('meta', 'name', 'description')?.getAttribute('content'),
    canonical: withAttribute('link', 'rel', 'canonical')?.getAttribute('href'),
    noindex: (withAttribute('meta', 'name', 'robots')?.getAttribute('content') ?? '').includes('noindex'),
    heldBack: withAttribute('meta', 'name', 'robots')?.getAttribute('content') === 'noindex,follow',
    h1Count: ofTag(elements, 'h1').length,
    lang: ofTag(elements, 'html')[0]?.getAttribute('lang'),
    links: [
      ...valuesOf(ofTag(elements, 'a'), 'href'),
      ...valuesOf(
        links.filter((l) => !['canonical', 'alternate', 'preconnect', 'dns-prefetch'].includes(l.getAttribute('rel') ?? '')),
        'href',
      ),
      ...valuesOf(scripts, 'src'),
      ...valuesOf(ofTag(elements, 'img'), 'src'),
      ...valuesOf(elements.filter((e) => e.hasAttribute('data-island')), 'data-src'),
    ],
    ids: new Set(valuesOf(elements, 'id')),
    jsonLd,
    jsonLdErrors,
    javascript: scriptFacts(elements),
  };
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
  if (js.islands.length === 0 && js.upFront.length > 0) failures.push(`has no island but loads JavaScript (${js.upFront.join(', ')}); pages without islands ship none`);
  return failures;
}

/** A link to a place inside a page: `/services/deep-cleaning/#book` -> that page's path and id. */
export interface FragmentLink {
  href: string;
  target: string;
  fragment: string;
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

/** What an audit is kept under between builds (publish-gate.ts AuditCache): the page's file and its HTML. */
export const auditKey = (file: string, html: string): string => hash(file, html);

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

/** Issue 5's budget: no script on island-less pages, at most 80 KB gzipped before interaction. */
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
    if (row.upFrontBytes > JS_BUDGET_GZIP_BYTES) {
      failures.push(`${page.file}: loads ${kilobytes(row.upFrontBytes)} of gzipped JavaScript before interaction (budget ${kilobytes(JS_BUDGET_GZIP_BYTES)})`);
    }
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
