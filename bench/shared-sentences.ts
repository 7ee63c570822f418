// How much of an indexable town x service page is the same page as its sibling (`npm run
// bench:shared`): over every indexable /{state}/{town}/{service}/ page of a built site, the share of
// the words a visitor reads in its <main> that sit in sentences found word for word on the nearest
// same-service sibling, the other indexable town page of the service sharing the most sentences with
// it. Read from the built HTML, not from the routes, so that every block counts as it is shown:
// headings, lists, questions, the review and the link lists alike. A page whose service has no other
// indexable page has no sibling and is left out (counted apart). Targets: median at most 30%, the
// worst page at most 40% (docs/benchmarks.md, "Shared sentences").
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { sentences } from '../generator/support/sentences.ts';

export const SHARED_MEDIAN_TARGET = 0.3;
export const SHARED_MAX_TARGET = 0.4;

/** Elements that end a run of text: a sentence never runs across one. */
const BREAKS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'button', 'dt', 'dd', 'summary', 'blockquote', 'figcaption', 'td', 'th', 'div', 'section', 'cite', 'footer', 'header', 'br']);
/** Elements a visitor never reads. */
const UNSEEN = new Set(['script', 'style', 'template', 'noscript', 'svg']);

/** The runs of text a visitor reads in `main`, block by block. */
export function visibleRuns(main: HTMLElement): string[] {
  const runs: string[] = [];
  let current = '';
  const flush = () => {
    const run = current.replace(/\s+/g, ' ').trim();
    if (run) runs.push(run);
    current = '';
  };
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      current += node.textContent;
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    if (UNSEEN.has(tag) || element.hasAttribute('hidden') || element.classList.contains('visually-hidden')) return;
    const breaks = BREAKS.has(tag);
    if (breaks) flush();
    for (const child of element.childNodes) walk(child);
    if (breaks) flush();
  };
  walk(main);
  flush();
  return runs;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export interface PageSentences {
  path: string;
  service: string;
  sentences: string[];
  words: number;
}

/** The sentences of a page's <main> as a visitor reads them, and its word count. */
export function pageSentences(pagePath: string, html: string): PageSentences {
  const main = parse(html).querySelector('main');
  const runs = main ? visibleRuns(main) : [];
  const found = runs.flatMap((run) => sentences(run));
  const parts = pagePath.split('/').filter(Boolean);
  return { path: pagePath, service: parts.at(-1) ?? '', sentences: found, words: found.reduce((sum, s) => sum + wordCount(s), 0) };
}

export interface PageShare {
  path: string;
  /** the sibling sharing the most sentences */
  sibling: string;
  words: number;
  sharedWords: number;
  share: number;
}

/** Each page's share of words in sentences its nearest same-service sibling also has. */
export function sharedShares(pages: PageSentences[]): { shares: PageShare[]; alone: string[] } {
  const sets = new Map(pages.map((page) => [page.path, new Set(page.sentences)]));
  const shares: PageShare[] = [];
  const alone: string[] = [];
  for (const page of pages) {
    let best: { sibling: string; count: number; sharedWords: number } | undefined;
    for (const other of pages) {
      if (other === page || other.service !== page.service) continue;
      const theirs = sets.get(other.path)!;
      let count = 0;
      let sharedWords = 0;
      for (const sentence of page.sentences) {
        if (!theirs.has(sentence)) continue;
        count++;
        sharedWords += wordCount(sentence);
      }
      if (!best || count > best.count || (count === best.count && sharedWords > best.sharedWords)) best = { sibling: other.path, count, sharedWords };
    }
    if (!best) alone.push(page.path);
    else shares.push({ path: page.path, sibling: best.sibling, words: page.words, sharedWords: best.sharedWords, share: page.words ? best.sharedWords / page.words : 0 });
  }
  return { shares, alone };
}

/** Whether a built page is held back from search engines. */
const heldBack = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

/** The indexable town x service pages of the built site in `dist`, read. */
export async function indexableTownServicePages(dist: string): Promise<PageSentences[]> {
  const pages: PageSentences[] = [];
  for (const state of await readdir(dist, { withFileTypes: true })) {
    // a state folder holds town folders, each holding service folders; no other top folder does
    if (!state.isDirectory() || !/^[a-z]{2}$/.test(state.name)) continue;
    for (const town of await readdir(path.join(dist, state.name), { withFileTypes: true })) {
      if (!town.isDirectory()) continue;
      for (const service of await readdir(path.join(dist, state.name, town.name), { withFileTypes: true })) {
        if (!service.isDirectory()) continue;
        const file = path.join(dist, state.name, town.name, service.name, 'index.html');
        const html = await readFile(file, 'utf8').catch(() => '');
        if (!html || heldBack(html)) continue;
        pages.push(pageSentences(`/${state.name}/${town.name}/${service.name}/`, html));
      }
    }
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : 1));
}

export interface SharedFigures {
  pages: number;
  alone: string[];
  median: number;
  max: number;
  /** the pages sharing the most, worst first */
  worst: PageShare[];
  shares: PageShare[];
}

const middle = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
};

export async function sharedFigures(dist: string): Promise<SharedFigures> {
  const pages = await indexableTownServicePages(dist);
  const { shares, alone } = sharedShares(pages);
  const worst = [...shares].sort((a, b) => b.share - a.share);
  return { pages: pages.length, alone, median: middle(shares.map((s) => s.share)), max: worst[0]?.share ?? 0, worst: worst.slice(0, 5), shares };
}

if (process.argv[1] === import.meta.filename) {
  const { execFileSync } = await import('node:child_process');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir, loadavg } = await import('node:os');
  const root = path.resolve(import.meta.dirname, '..');
  // a built site to read: --dist FOLDER, else the data folder (--data, default data/) built afresh
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  let dist = arg('--dist');
  let made: string | undefined;
  if (!dist) {
    made = dist = await mkdtemp(path.join(tmpdir(), 'shared-sentences-'));
    const data = path.resolve(arg('--data') ?? path.join(root, 'data'));
    execFileSync(process.execPath, [path.join(root, 'bin', 'site.js'), 'generate', '--data', data, '--out', dist, '--quiet'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  try {
    const figures = await sharedFigures(dist);
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    console.log(`Shared sentences on indexable town x service pages (load average ${loadavg()[0]!.toFixed(2)}):`);
    console.log(`  ${figures.pages} indexable pages, ${figures.shares.length} with an indexable same-service sibling (${figures.alone.length} without: ${figures.alone.join(', ') || 'none'})`);
    console.log(`  median ${percent(figures.median)} (target at most ${percent(SHARED_MEDIAN_TARGET)}) ${pass(figures.median <= SHARED_MEDIAN_TARGET)}`);
    console.log(`  max    ${percent(figures.max)} (target at most ${percent(SHARED_MAX_TARGET)}) ${pass(figures.max <= SHARED_MAX_TARGET)}`);
    console.log('  sharing the most:');
    for (const page of figures.worst) console.log(`    ${percent(page.share)}  ${page.path} with ${page.sibling} (${page.sharedWords} of ${page.words} words)`);
  } finally {
    if (made) await rm(made, { recursive: true, force: true });
  }
}
