// `site check`: reads a built site from disk (not component usage) and reports every broken
// internal link, missing head tag, unparseable JSON-LD and sitemap entry without a page.
import { readFile, readdir } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { gzipBytes, JS_BUDGET_GZIP_BYTES, kilobytes, staticImportsOf, type PageJavaScript } from './js-budget.ts';
import { META_DESCRIPTION_CHARS } from './limits.ts';

export interface PageFacts {
  file: string;
  url: string;
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  noindex: boolean;
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

function scriptFacts(root: HTMLElement): ScriptFacts {
  const scripts = root.querySelectorAll('script');
  const executable = scripts.filter((s: HTMLElement) => !DATA_SCRIPT_TYPES.has(s.getAttribute('type') ?? ''));
  const handlers = root.querySelectorAll('*').filter((e: HTMLElement) => Object.keys(e.attributes).some((name) => /^on[a-z]+$/i.test(name)));
  // Issue 16: a javascript: link runs script as surely as an inline one. Browsers ignore
  // whitespace and control characters inside the scheme, so the check does too.
  const scriptUrls = root
    .querySelectorAll('*')
    .filter((e: HTMLElement) => Object.values(e.attributes).some((value) => /^(?:java|vb)script:/i.test(value.replace(/[\u0000-\u0020\u007f]/g, ''))));
  return {
    islands: [...new Set(root.querySelectorAll('[data-island]').map((e: HTMLElement) => e.getAttribute('data-island') as string))],
    upFront: [
      ...executable.filter((s: HTMLElement) => s.hasAttribute('src')).map((s: HTMLElement) => s.getAttribute('src') as string),
      ...root.querySelectorAll('link[rel="modulepreload"]').map((l: HTMLElement) => l.getAttribute('href') as string),
    ],
    deferred: root.querySelectorAll('[data-island][data-src]').map((e: HTMLElement) => e.getAttribute('data-src') as string),
    inline: executable.filter((s: HTMLElement) => !s.hasAttribute('src')).length + handlers.length,
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

/** `mi/novi/index.html` -> `/mi/novi/`; `404.html` -> `/404.html`. */
export function fileToUrlPath(file: string): string {
  const posix = file.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix}`;
}

export function pageFacts(file: string, html: string): PageFacts {
  const root = parse(html, { comment: false });
  const attr = (selector: string, name: string) => root.querySelector(selector)?.getAttribute(name);
  const jsonLd: unknown[] = [];
  const jsonLdErrors: string[] = [];
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
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
  const links = [
    ...root.querySelectorAll('a[href]').map((a: HTMLElement) => a.getAttribute('href') as string),
    ...root
      .querySelectorAll('link[href]')
      .filter((l: HTMLElement) => !['canonical', 'alternate', 'preconnect', 'dns-prefetch'].includes(l.getAttribute('rel') ?? ''))
      .map((l: HTMLElement) => l.getAttribute('href') as string),
    ...root.querySelectorAll('script[src]').map((s: HTMLElement) => s.getAttribute('src') as string),
    ...root.querySelectorAll('img[src]').map((s: HTMLElement) => s.getAttribute('src') as string),
    ...root.querySelectorAll('[data-island][data-src]').map((e: HTMLElement) => e.getAttribute('data-src') as string),
  ];
  return {
    file,
    url: fileToUrlPath(file),
    title: root.querySelector('title')?.textContent.trim() ?? '',
    description: attr('meta[name="description"]', 'content'),
    canonical: attr('link[rel="canonical"]', 'href'),
    noindex: (attr('meta[name="robots"]', 'content') ?? '').includes('noindex'),
    h1Count: root.querySelectorAll('h1').length,
    lang: root.querySelector('html')?.getAttribute('lang'),
    links,
    ids: new Set(root.querySelectorAll('[id]').map((e: HTMLElement) => e.getAttribute('id') as string)),
    jsonLd,
    jsonLdErrors,
    javascript: scriptFacts(root),
  };
}

/** Resolves a root-relative link to a file of the built site, as a static host would. */
export function resolveLink(dir: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(dir, candidate);
    if (full.startsWith(path.resolve(dir)) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
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
  for (const page of facts) {
    const where = page.file;
    if (!page.title) failures.push(`${where}: no <title>`);
    if (page.lang !== 'en') failures.push(`${where}: <html> has no lang="en"`);
    if (!page.canonical || !/^https?:\/\//.test(page.canonical)) failures.push(`${where}: no absolute canonical URL`);
    if (!page.noindex) {
      if (!page.description) failures.push(`${where}: no meta description`);
      else if (page.description.length > META_DESCRIPTION_CHARS)
        failures.push(`${where}: meta description is ${page.description.length} characters (at most ${META_DESCRIPTION_CHARS})`);
      if (page.jsonLd.length === 0) failures.push(`${where}: no JSON-LD`);
      if (page.h1Count !== 1) failures.push(`${where}: ${page.h1Count} <h1> elements (expected exactly one)`);
    }
    for (const error of page.jsonLdErrors) failures.push(`${where}: ${error}`);
    for (const href of new Set(page.links)) {
      if (/^(https?:|mailto:|tel:|sms:|data:|\/\/)/i.test(href)) continue;
      const [pathPart = '', fragment] = href.split('#');
      const target = pathPart === '' ? page.url : new URL(pathPart, `http://site${page.url}`).pathname;
      const file = resolveLink(dir, target);
      if (!file) {
        failures.push(`${where}: broken link to ${href}`);
        continue;
      }
      if (fragment && file.endsWith('.html')) {
        const targetPage = byUrl.get(fileToUrlPath(path.relative(dir, file)));
        if (targetPage && !targetPage.ids.has(fragment)) failures.push(`${where}: link to ${href}, but that page has no id "${fragment}"`);
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
    if (js.inline > 0) failures.push(`${page.file}: ${js.inline} inline script(s) or on* handler(s); scripts belong in island bundles`);
    if (js.scriptUrls > 0) failures.push(`${page.file}: ${js.scriptUrls} element(s) with a javascript: URL; links lead to pages, scripts live in island bundles`);
    if (js.islands.length === 0) {
      if (js.upFront.length > 0) failures.push(`${page.file}: has no island but loads JavaScript (${js.upFront.join(', ')}); pages without islands ship none`);
      continue;
    }
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
