// The host files the generator writes next to the pages, in Netlify's formats, so that `site
// serve` behaves like the static host the site deploys to (docs/decisions.md#redirects-on-every-host):
// - `_redirects`: one rule a line, `/from /to/ 301`, or
//   `/from /404.html 410` for an address gone for good (docs/decisions.md#published-addresses-are-kept),
//   answered with that file;
// - `_headers`: a path pattern, then indented `Name: value` lines; `! Name` removes a header an
//   earlier rule set.
// Blank lines and `#` comments are ignored in both.
import fs from 'node:fs';

/** One line of `_redirects`, keyed by the path it matches: where it sends a visitor, and how. */
export interface RedirectRule {
  to: string;
  status: number;
}

const STATUSES = new Set([301, 302, 303, 307, 308]);
/** Statuses a rule answers with the content of its `to` file, in place (`/old/ /404.html 410`). */
export const ANSWER_STATUSES = new Set([404, 410]);

function meaningfulLines(text: string): { line: string; indented: boolean }[] {
  return text
    .split(/\r?\n/)
    .map((raw) => ({ line: raw.replace(/(^|\s)#.*/, '').trim(), indented: /^\s/.test(raw) }))
    .filter(({ line }) => line !== '');
}

export function parseRedirects(text: string): Map<string, RedirectRule> {
  const table = new Map<string, RedirectRule>();
  for (const { line } of meaningfulLines(text)) {
    const [from, to, code] = line.split(/\s+/);
    const status = code === undefined ? 301 : Number.parseInt(code, 10);
    // Rewrites (200) and unknown shapes are for other hosts; only real redirects and answers of
    // "not found" or "gone" apply here.
    if (!from?.startsWith('/') || !to || !(STATUSES.has(status) || ANSWER_STATUSES.has(status))) continue;
    if (!table.has(from)) table.set(from, { to, status }); // first match wins, as on Netlify
  }
  return table;
}

export interface HeaderRule {
  pattern: RegExp;
  /** Header name (lower case) -> value, or null to remove it. */
  headers: Map<string, string | null>;
}

/** `/assets/*` -> /^\/assets\/.*$/; `:name` matches one path segment. */
function pathPattern(path: string): RegExp {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const { line, indented } of meaningfulLines(text)) {
    if (!indented && line.startsWith('/')) {
      rules.push({ pattern: pathPattern(line), headers: new Map() });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (line.startsWith('!')) {
      rule.headers.set(line.slice(1).trim().toLowerCase(), null);
    } else if (line.includes(':')) {
      const colon = line.indexOf(':');
      rule.headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

/** Headers for a path: every matching rule in file order, later rules overriding earlier ones. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Map<string, string | null> {
  const result = new Map<string, string | null>();
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}

/** A parsed host file, re-read when it changes (a new `site generate` swaps dist/). */
export function reloadingFile<T>(file: string, parse: (text: string) => T, empty: T): () => T {
  let stamp = '';
  let value = empty;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (now - checkedAt < 1000) return value;
    checkedAt = now;
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file);
    } catch {
      stat = undefined;
    }
    const next = stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size}` : '';
    if (next !== stamp) {
      stamp = next;
      value = stat ? parse(fs.readFileSync(file, 'utf8')) : empty;
    }
    return value;
  };
}
