// Green means publishable (issue 12): before the new output goes live, every internal link of
// every page must resolve to a file of that output, as `site check` requires. A failure names what
// links to the missing page (a cell of data/, a Markdown line, a template line), like a data error.
//
// Cheap on purpose: only pages rendered this build are scanned (a regular expression over the
// HTML, not a DOM parse); a page re-used unchanged passed before, and can only break when a page
// it links to disappears, so re-used pages are read only when pages were removed.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { linkTarget, resolveUrlPath, fileToUrlPath } from './check.ts';
import { displayPath } from './load.ts';
import type { Problem } from './errors.ts';
import { filesUnder, type BuildManifest } from './incremental.ts';
import type { PageTarget } from './output-tree.ts';

const LINK_ATTRIBUTE = /\s(?:href|src|data-src)="([^"]*)"/g;
/** rel values whose href is not a page a visitor follows (as in check.ts) */
const NOT_FOLLOWED = /<link\b[^>]*\brel="(?:canonical|alternate|preconnect|dns-prefetch)"[^>]*>/g;

/** Internal link targets (site paths) of one page's HTML. */
export function internalLinks(html: string, pageUrl: string): Set<string> {
  const targets = new Set<string>();
  for (const match of html.replace(NOT_FOLLOWED, '').matchAll(LINK_ATTRIBUTE)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (href === '' || href.startsWith('#')) continue;
    const target = linkTarget(href, pageUrl);
    if (target !== undefined) targets.add(target);
  }
  return targets;
}

export interface GateInput {
  /** internal link targets of each page rendered this build, by output file (`mi/novi/index.html`) */
  rendered: Map<string, Set<string>>;
  /** output files of pages re-used unchanged from the previous build */
  reused: string[];
  /** page files of the previous build that this build no longer produces */
  removed: Set<string>;
  /** every file of the new output */
  files: Set<string>;
  readPrevious: (file: string) => Promise<string>;
  dataDir: string;
}

/** Broken links of the new output, one problem per missing target, at the source that links to it. */
export async function publishProblems(input: GateInput): Promise<Problem[]> {
  const linkedFrom = new Map<string, string[]>();
  const scan = (file: string, targets: Set<string>) => {
    for (const target of targets) {
      if (resolveUrlPath(target, (f) => input.files.has(f)) !== undefined) continue;
      linkedFrom.set(target, [...(linkedFrom.get(target) ?? []), fileToUrlPath(file)]);
    }
  };
  for (const [file, targets] of input.rendered) scan(file, targets);
  if (input.removed.size > 0) {
    for (const file of input.reused) scan(file, internalLinks(await input.readPrevious(file), fileToUrlPath(file)));
  }
  if (linkedFrom.size === 0) return [];
  const problems: Problem[] = [];
  for (const [target, pages] of [...linkedFrom].sort((a, b) => a[0].localeCompare(b[0]))) {
    const shown = pages.length > 3 ? `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more` : pages.join(', ');
    const what = `link to "${target}", which is not a page of the new site (on ${pages.length} page${pages.length === 1 ? '' : 's'}: ${shown}). Restore the page, change the link, or add a row to data/redirects.csv`;
    const sources = await sourcesOf(target, input.dataDir);
    if (sources.length === 0) problems.push({ file: 'site', message: what });
    for (const source of sources) problems.push({ ...source, message: what });
  }
  return problems;
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
const TEMPLATES = path.join(PROJECT_ROOT, 'templates');
/** data files as the user named them; templates by their place in the project */
const shownPath = (file: string) => (file.startsWith(TEMPLATES + path.sep) ? path.relative(PROJECT_ROOT, file) : displayPath(file));

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && /\.(csv|json|md|tsx?)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Where a broken target is written literally: data cells and Markdown first, then templates. */
async function sourcesOf(target: string, dataDir: string): Promise<Problem[]> {
  const needles = [target, target.endsWith('/') ? target.slice(0, -1) : `${target}/`];
  const found: Problem[] = [];
  for (const file of [...(await filesIn(dataDir)), ...(await filesIn(TEMPLATES))].sort()) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((text, index) => {
      for (const needle of needles) {
        // the path must end there (quote, bracket, comma, space or end): /services/deep/ is not /services/deep-clean/
        const at = [...text.matchAll(new RegExp(`${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["')\\],|\\s#]|$)`, 'g'))];
        for (const match of at) found.push({ file: shownPath(file), line: index + 1, column: (match.index ?? 0) + 1, message: '' });
      }
    });
  }
  return found;
}

/** The data checks' problems, then the gate's at places the data checks did not already name. */
export function withoutRepeats(first: Problem[], second: Problem[]): Problem[] {
  const named = new Set(first.map((p) => `${p.file}:${p.line}`));
  return [...first, ...second.filter((p) => !named.has(`${p.file}:${p.line}`))];
}

/** A page a render worker wrote: in the staging folder, or kept in the live output. */
export async function readPage(target: PageTarget, file: string): Promise<string> {
  return readFile(path.join(target.staging, file), 'utf8').catch(() => readFile(path.join(target.previousRoot ?? target.staging, file), 'utf8'));
}

/** Pages of the build now live: from its manifest, else (no .cache/) from the output folder. */
export async function previousPageFiles(outDir: string, previous: BuildManifest | undefined): Promise<Set<string>> {
  if (previous) return new Set(Object.keys(previous.pages));
  if (!existsSync(outDir)) return new Set();
  return new Set((await filesUnder(outDir)).filter((file) => file.endsWith('.html')));
}
