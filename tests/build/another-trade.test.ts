// A business of another trade in another state (a plumber in Colorado, examples/tabletop-plumbing)
// builds from its data folder alone with the real CLI and passes `site check`; and no page it gets
// says a word of the first customer's trade that its own data does not use, nor names the first
// customer, its towns or its state. Every word a visitor reads must come from the data folder,
// so a word typed into a template shows up here, named with its page and the text around it.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { NodeType, parse as parseHtml, type HTMLElement, type Node } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileToUrlPath } from '../../generator/support/links.ts';
import { runSite, type CliResult } from '../helpers/cli.ts';
import { DATA_DIR, PROJECT_ROOT, tempDir } from '../helpers/data.ts';

const EXAMPLE = path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data');

/** The first customer's trade: its work, its workers and what its customers hire (whole words). */
const FIRST_TRADE = /\b(?:clean|cleans|cleaned|cleaning|cleanings|cleaner|cleaners|maid|maids|housekeeping)\b/gi;

/** The attributes whose values a visitor reads or hears (or a search result shows); a `value` is
 * read only on a button (elsewhere it is what a form stores, which stays as it is). */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder', 'label', 'content'];
const BUTTON_INPUTS = ['submit', 'button', 'reset'];

interface FirstCustomer {
  name: string;
  legalName: string;
  phone: string;
  email: string;
  region: string;
  address: { street: string; city: string };
  state: { code: string; name: string };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** whole words only, so "MI" is not found inside "MIT" */
const wholeWords = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'gu');

/** What gives the first customer away, read from its data folder at test time: its names, phone,
 * e-mail, street, office town, every town it serves, its region, and its state's name and code. */
async function firstCustomerMarks(): Promise<{ names: RegExp[]; stateCode: RegExp }> {
  const business = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as FirstCustomer;
  const cities = parse(await readFile(path.join(DATA_DIR, 'cities.csv'), 'utf8'), { columns: true }) as { name: string }[];
  const digits = business.phone.replace(/\D/g, '');
  const texts = new Set([
    business.name,
    business.legalName,
    business.phone,
    `+1${digits}`,
    business.email,
    business.address.street,
    business.address.city,
    business.region,
    business.state.name,
    ...cities.map((city) => city.name),
  ]);
  return { names: [...texts].map(wholeWords), stateCode: wholeWords(business.state.code) };
}

/** The first customer's trade words the example's own data writes (it may use them for itself). */
async function tradeWordsOfExample(): Promise<Set<string>> {
  const words = new Set<string>();
  for (const entry of await readdir(EXAMPLE, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(csv|json|md)$/.test(entry.name)) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(FIRST_TRADE)) words.add(match[0].toLowerCase());
  }
  return words;
}

/** The strings of a JSON value (structured data, an island's props): names and sentences. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * What a page says, piece by piece: its visible text, the attributes read aloud or shown (alt,
 * title, aria-label, placeholder, meta descriptions...), the strings of its JSON-LD and island
 * props, and the numbers and addresses its call, text and e-mail links dial.
 */
function pageWords(html: string): string[] {
  const pieces: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      pieces.push(node.text);
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase();
    if (tag === 'style') return;
    if (tag === 'script') {
      const type = element.getAttribute('type') ?? '';
      if (type === 'application/ld+json' || type === 'application/json') pieces.push(...jsonStrings(JSON.parse(element.textContent) as unknown));
      return;
    }
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) pieces.push(value);
    }
    if (tag === 'input' && BUTTON_INPUTS.includes(element.getAttribute('type') ?? '')) pieces.push(element.getAttribute('value') ?? '');
    const href = element.getAttribute('href');
    if (href && /^(tel|sms|mailto):/i.test(href)) pieces.push(decodeURIComponent(href));
    for (const child of element.childNodes) visit(child);
  };
  visit(parseHtml(html, { comment: false }));
  return pieces.map((piece) => piece.replace(/\s+/g, ' ').trim()).filter((piece) => piece !== '');
}

/** `...Now Hiring Cleaners: Careers...`: the hit with the words around it. */
function around(text: string, index: number, length: number): string {
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + length, index + length + 40);
  return `...${before}${text.slice(index, index + length)}${after}...`;
}

/** Every hit of `pattern` in the pieces of a page, as the words around it, once each (a title
 * repeated in its social-preview tags and structured data is one hit). */
function hitsOf(pieces: string[], pattern: RegExp, allowed: (word: string) => boolean = () => false): Set<string> {
  const hits = new Set<string>();
  for (const piece of pieces) {
    for (const match of piece.matchAll(pattern)) {
      if (!allowed(match[0])) hits.add(around(piece, match.index, match[0].length));
    }
  }
  return hits;
}

/** One line per text, with the pages it is on (a footer's words are on all of them):
 * `/careers/: ...Now Hiring Cleaners: Careers...`, `/, /blog/ and 61 more: ...Text us for a free...` */
function report(found: Map<string, Set<string>>): string {
  const pagesOf = new Map<string, string[]>();
  for (const [where, hits] of found) for (const hit of hits) pagesOf.set(hit, [...(pagesOf.get(hit) ?? []), where]);
  const named = (wheres: string[]) => (wheres.length <= 3 ? wheres.join(', ') : `${wheres.slice(0, 2).join(', ')} and ${wheres.length - 2} more`);
  return [...pagesOf].map(([hit, wheres]) => `${named(wheres)}: ${hit}`).join('\n');
}

/** What each page (and island script) says that matches one of `patterns`. */
function scan(texts: Map<string, string[]>, patterns: RegExp[], allowed?: (word: string) => boolean): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [where, text] of texts) {
    const hits = new Set(patterns.flatMap((pattern) => [...hitsOf(text, pattern, allowed)]));
    if (hits.size > 0) found.set(where, hits);
  }
  return found;
}

interface Output {
  /** url path -> what the page says */
  pages: Map<string, string[]>;
  /** url path -> the source of an island script, as one piece (its words render in the browser) */
  scripts: Map<string, string[]>;
}

async function readOutput(dir: string): Promise<Output> {
  const pages = new Map<string, string[]>();
  const scripts = new Map<string, string[]>();
  if (!existsSync(dir)) return { pages, scripts }; // a failed build: the first test says why
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (file.endsWith('.html')) pages.set(fileToUrlPath(file), pageWords(await readFile(path.join(dir, file), 'utf8')));
    else if (file.endsWith('.js')) scripts.set(fileToUrlPath(file), [await readFile(path.join(dir, file), 'utf8')]);
  }
  return { pages, scripts };
}

describe('a business of another trade in another state, from examples/tabletop-plumbing/data', () => {
  let root: string;
  let out: string;
  let built: CliResult;
  let checked: CliResult;
  let output: Output;
  beforeAll(async () => {
    root = await tempDir('another-trade-');
    out = path.join(root, 'dist');
    built = await runSite(['generate', '--data', EXAMPLE, '--out', out, '--site-url', 'https://plumber.test']);
    checked = await runSite(['check', '--dir', out]);
    output = await readOutput(out);
  }, 600_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('builds with no code change and passes site check', async () => {
    expect(built.code, built.stderr).toBe(0);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    expect(output.pages.size).toBeGreaterThan(50);
    // its own identity, geography and keyword copy are there: a blank site would pass the scans below
    const home = output.pages.get('/')!.join(' ');
    expect(home).toContain('Tabletop Plumbing & Drain');
    expect(home).toContain('West Metro Denver');
    expect(output.pages.get('/terms-of-service/')!.join(' ')).toContain('Jefferson County, Colorado');
    const sewer = await readFile(path.join(out, 'co', 'lakewood', 'sewer-line-repair', 'index.html'), 'utf8');
    expect(sewer).toContain('vitrified clay pipe');
    // its written keyword rows earn their pages a place in search results
    expect(sewer).not.toContain('noindex');
    expect(await readFile(path.join(out, 'sitemap.xml'), 'utf8')).toContain('https://plumber.test/co/lakewood/sewer-line-repair/');
  });

  it("no page says a word of the first customer's trade that the example's own data does not use", async () => {
    expect(output.pages.size).toBeGreaterThan(50);
    const ownWords = await tradeWordsOfExample();
    const allowed = (word: string) => ownWords.has(word.toLowerCase());
    const found = scan(new Map([...output.pages, ...output.scripts]), [FIRST_TRADE], allowed);
    expect(report(found)).toBe('');
  });

  it('no page names the first customer, its phone, e-mail, towns, region or state', async () => {
    expect(output.pages.size).toBeGreaterThan(50);
    const { names, stateCode } = await firstCustomerMarks();
    const found = new Map([
      ...scan(output.pages, [...names, stateCode]),
      // a two-letter code turns up in minified code by chance; the names do not
      ...scan(output.scripts, names),
    ]);
    expect(report(found)).toBe('');
  });
});
