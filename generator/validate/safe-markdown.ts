// Markdown from data files, rendered through an allow-list (docs/decisions.md#safe-markdown): the
// HTML on the page is only what Markdown syntax itself produces. Raw HTML in a file is shown as
// text, and a link or image keeps its URL only when the scheme is one a cleaning company's page
// needs (http, https, mailto, tel, sms, or none: a path on this site). Text from a table cell
// enters Markdown through `markdownText`, so a town description can never become markup.
import { memoizedByText } from '../support/text-memo.ts';
import { Marked, type MarkedExtension, type Tokens } from 'marked';
import type { Problem } from '../support/errors.ts';
import type { CsvTable, JsonDocument, MarkdownDocument, RawData } from '../load/index.ts';

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'sms']);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/** True for a URL without a scheme (a path, `#id`, `?q`) or with one of SAFE_SCHEMES. */
export function isSafeUrl(url: string): boolean {
  // The URL lands in an attribute, where the browser decodes entities (`&#106;avascript:`) and
  // then drops ASCII whitespace and control characters inside a scheme (`java\tscript:`).
  const decoded = url
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .replace(/&(colon|tab|newline);/gi, (_, name: string) => NAMED_ENTITIES[name.toLowerCase()]!);
  const compact = decoded.replace(/[\u0000-\u0020\u007f]/g, '');
  const beforePath = compact.split(/[/?#]/)[0]!;
  if (beforePath.includes('&')) return false; // an entity we did not decode: no page needs one there
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

type Inline = { parser: { parseInline(tokens: Tokens.Generic[]): string } };

/** The renderer rules every data Markdown file goes through; `extra` adds feature renderers. */
export function safeMarked(extra: MarkedExtension['renderer'] = {}): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      link(this: Inline, token: Tokens.Link) {
        return isSafeUrl(token.href) ? false : this.parser.parseInline(token.tokens);
      },
      image: (token: Tokens.Image) => (isSafeUrl(token.href) ? false : escapeHtml(token.text)),
      ...extra,
    },
  });
}


const plain = safeMarked();
/** Rendering is a pure function of the text, so remembered by it (`site dev` validates every file
 * again on each edit, and rendering unchanged copy again was a needless share of its time). */
export const renderMarkdown = memoizedByText((body) => plain.parse(body, { async: false }));
/** One line of Markdown as HTML without a paragraph around it (a copy file's `inline` text). */
export const renderInlineMarkdown = memoizedByText((text) => plain.parseInline(text, { async: false }));

/**
 * A table cell as Markdown that renders exactly its text: punctuation Markdown or HTML would
 * act on is backslash-escaped (CommonMark: any ASCII punctuation may be), line breaks become
 * spaces, and a leading `-`, `+`, `=` or `1.` cannot start a list or heading where a template
 * puts the value at the start of a line.
 */
export function markdownText(value: string): string {
  return value
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/[\\`*_{}[\]()<>&#!|~]/g, '\\$&')
    .replace(/^[-+=]/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

// What the build refuses in data: executable markup has no place in a cleaning
// company's copy, so a cell or file holding it is a mistake or an attack, named at file:line:column.
const UNSAFE = [
  { pattern: /<\s*script\b/gi, what: 'a <script> tag' },
  { pattern: /<[a-z][^>]*?\son[a-z]+\s*=/gi, what: 'an on* event handler' },
  { pattern: /\b(?:java|vb)script\s*:/gi, what: 'a javascript: URL' },
];

function scan(text: string, at: (offset: number) => Pick<Problem, 'line' | 'column' | 'key'>, file: string, label: string): Problem[] {
  const problems: Problem[] = [];
  for (const { pattern, what } of UNSAFE) {
    for (const match of text.matchAll(pattern)) {
      problems.push({ file, ...at(match.index), message: `${label}${what} is not allowed in site copy; remove it (pages run no script from data)` });
    }
  }
  return problems;
}

function tableProblems(table: CsvTable): Problem[] {
  return table.rows.flatMap((row) =>
    Object.entries(row.values).flatMap(([column, value]) =>
      scan(value, () => ({ line: row.line, column: table.columns.indexOf(column) + 1 }), table.file, `${column}: `),
    ),
  );
}

function markdownProblems(document: MarkdownDocument): Problem[] {
  const lines = document.body.split('\n');
  return lines.flatMap((text, index) => scan(text, (offset) => ({ line: document.bodyLine + index, column: offset + 1 }), document.file, ''));
}

function jsonProblems(document: JsonDocument): Problem[] {
  const problems: Problem[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') problems.push(...scan(value, () => ({ key: where }), document.file, ''));
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, where ? `${where}.${key}` : key);
  };
  walk(document.value, '');
  return problems;
}

/**
 * The problems of each file the loader gave, by its parse: the loader gives back the same table
 * or document while a file's text is unchanged (load.ts), so `site dev` scans only edited files.
 */
const scanned = new WeakMap<object, Problem[]>();
function scannedOnce<T extends object>(problemsOf: (file: T) => Problem[]): (file: T) => Problem[] {
  return (file) => {
    let problems = scanned.get(file);
    if (!problems) scanned.set(file, (problems = problemsOf(file)));
    return problems;
  };
}

/** Every script tag, event handler or javascript: URL in the data folder, as build problems. */
export function unsafeMarkupProblems(raw: RawData): Problem[] {
  const tables = [raw.cities, raw.landmarks, raw.services, raw.availability, raw.keywords, raw.redirects, raw.faqs, raw.cityArticles, raw.cityGuides, raw.menus];
  const documents = [...raw.serviceBodies, ...raw.articles, ...raw.cityArticleTemplates, ...raw.cityBodies, ...raw.pageBodies];
  return [
    ...tables.flatMap(scannedOnce(tableProblems)),
    ...documents.flatMap(scannedOnce(markdownProblems)),
    ...[raw.business, raw.testimonials, raw.checklist].flatMap(scannedOnce(jsonProblems)),
  ];
}
