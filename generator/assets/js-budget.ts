// The JavaScript budget: pages without islands ship no script at all; no page loads more than
// 10 KB of gzipped JavaScript before the visitor interacts, nor more than 110 KB once every widget
// on it has been reached or used (deferred islands, registry.ts HydrateWhen, React and the islands'
// libraries included: react-hook-form, TanStack Query; docs/benchmarks.md has each one's share).
import { gzipSync } from 'node:zlib';
import type { IslandBundles } from '../../shared/model/site.ts';
import type { PageScripts } from '../../templates/layout/Document.tsx';

export const JS_BUDGET_GZIP_BYTES = 110 * 1024;
export const JS_UP_FRONT_BUDGET_GZIP_BYTES = 10 * 1024;

export interface PageJavaScript {
  url: string;
  islands: string[];
  /** gzipped bytes loaded with the page: entries and their static imports */
  upFrontBytes: number;
  /** gzipped bytes loaded later, when a deferred island scrolls near or is used */
  deferredBytes: number;
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each budget the page's figures exceed, in words (none when it keeps both). */
export function budgetOverruns({ upFrontBytes, deferredBytes }: Pick<PageJavaScript, 'upFrontBytes' | 'deferredBytes'>): string[] {
  const overruns: string[] = [];
  const loads = (bytes: number, when: string, budget: number) => `loads ${kilobytes(bytes)} of gzipped JavaScript ${when} (budget ${kilobytes(budget)})`;
  if (upFrontBytes > JS_UP_FRONT_BUDGET_GZIP_BYTES) overruns.push(loads(upFrontBytes, 'before interaction', JS_UP_FRONT_BUDGET_GZIP_BYTES));
  if (upFrontBytes + deferredBytes > JS_BUDGET_GZIP_BYTES) overruns.push(loads(upFrontBytes + deferredBytes, 'once every widget is used', JS_BUDGET_GZIP_BYTES));
  return overruns;
}

/** The scripts a page with these islands loads: 'load' islands and the loader up front (with
 * their chunks preloaded), deferred islands only when the loader asks for them. */
export function pageScripts(islands: string[], bundles: IslandBundles): PageScripts {
  const upFront = new Set<string>();
  const later = new Set<string>();
  const scripts: PageScripts = { entries: [], preloads: [], deferred: [] };
  for (const name of islands) {
    const built = bundles.byName.get(name);
    if (!built) throw new Error(`island "${name}" has no client bundle`);
    const loaded = built.hydrate === 'load' ? built : bundles.loader;
    if (!loaded) throw new Error(`island "${name}" is deferred but no loader was built`);
    if (!scripts.entries.includes(loaded.entry)) scripts.entries.push(loaded.entry);
    for (const chunk of loaded.chunks) upFront.add(chunk);
    if (built.hydrate !== 'load') for (const file of [built.entry, ...built.chunks]) later.add(file);
  }
  scripts.preloads = [...upFront].sort();
  scripts.deferred = [...later].filter((file) => !upFront.has(file) && !scripts.entries.includes(file)).sort();
  return scripts;
}

/** Weight of each page that has islands, from the bundle table the build produced. */
export function pageJavaScript(pages: { url: string; islands: string[] }[], bundles: IslandBundles): PageJavaScript[] {
  const size = (files: string[]) => files.reduce((sum, file) => sum + (bundles.gzipBytes.get(file) ?? 0), 0);
  return pages
    .filter((page) => page.islands.length > 0)
    .map((page) => {
      const scripts = pageScripts(page.islands, bundles);
      return {
        url: page.url,
        islands: page.islands,
        upFrontBytes: size([...scripts.entries, ...scripts.preloads]),
        deferredBytes: size(scripts.deferred),
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** One line per page, heaviest first, for the generate summary. */
export function formatPageJavaScript(rows: PageJavaScript[], pagesWithout: number): string[] {
  const lines = [`  JavaScript: ${pagesWithout} pages ship none; budget ${kilobytes(JS_UP_FRONT_BUDGET_GZIP_BYTES)} gzipped before interaction, ${kilobytes(JS_BUDGET_GZIP_BYTES)} once every widget is used`];
  for (const row of [...rows].sort((a, b) => b.upFrontBytes + b.deferredBytes - (a.upFrontBytes + a.deferredBytes))) {
    const later = row.deferredBytes > 0 ? ` + ${kilobytes(row.deferredBytes)} once reached or used` : '';
    const over = budgetOverruns(row).length > 0 ? '  OVER BUDGET' : '';
    lines.push(`    ${row.url}  ${kilobytes(row.upFrontBytes)} up front${later}  (${row.islands.join(', ')})${over}`);
  }
  return lines;
}

// esbuild's minified ESM: `import{a as b}from"./chunk-X.js"` and `import"./x.js"`.
const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

/** The modules a script imports statically, as URLs resolved against the script's own URL. */
export function staticImportsOf(source: string, scriptUrl: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1]!, `http://site${scriptUrl}`).pathname);
}

/** Gzipped size of a built script, computed the same way the build reports it. */
export const gzipBytes = (contents: Uint8Array) => gzipSync(contents, { level: 9 }).length;
