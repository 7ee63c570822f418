// Incremental builds under test (docs/decisions.md#incremental-builds): a private data copy and its
// output, edited one row at a time and built again with the real CLI. The truth each edit is
// checked against comes from outside the build's hashes: a clean build of the edited data into a
// fresh folder.
//
// A clean build costs as much as the incremental one it checks, so it is shared: edits whose pages
// do not overlap run one after another, each followed by its incremental build, and one clean build
// then checks them all (`checkpoint`). Each edit's pages were written by its own build; the clean
// build says which pages differ from the output before the first edit, and shows each edit's
// marker. Since no two edits of a group reach the same page (checked: the marker pages of the clean
// build are disjoint, and so are the pages each build wrote), a page one build should have written
// and did not is still stale at the checkpoint, and a page written too many is one the edit's
// marker does not reach.
import { afterAll, beforeAll, expect } from 'vitest';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Route } from '../../shared/model/routes.ts';
import { runSite } from './cli.ts';
import { copyData, findLine, readCsv, setCell, type CopyOptions } from './data.ts';

export async function filesIn(dir: string, sub = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, sub), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesIn(dir, path.join(sub, e.name)) : [path.join(sub, e.name)])));
  return nested.flat();
}

/** file -> inode and modification time */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await filesIn(dir);
  const stats = await Promise.all(files.map((f) => stat(path.join(dir, f))));
  return new Map(files.map((f, i) => [f, `${stats[i]!.ino}:${stats[i]!.mtimeMs}`]));
}

/** Pages (and their .br/.gz) written, created or removed between two snapshots. */
export function changedPages(before: Map<string, string>, after: Map<string, string>): { html: string[]; siblings: string[] } {
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
  return {
    html: changed.filter((f) => f.endsWith('.html')).sort(),
    siblings: changed.filter((f) => /\.html\.(br|gz)$/.test(f)).sort(),
  };
}

/** Every page's HTML, by file. */
export async function pagesIn(dir: string): Promise<Map<string, string>> {
  const pages = (await filesIn(dir)).filter((f) => f.endsWith('.html'));
  const contents = await Promise.all(pages.map((f) => readFile(path.join(dir, f), 'utf8')));
  return new Map(pages.map((f, i) => [f, contents[i]!]));
}

export async function pagesContaining(text: string, dir: string): Promise<string[]> {
  return [...(await pagesIn(dir))].filter(([, html]) => html.includes(text)).map(([file]) => file).sort();
}

/** An edit's reach: the pages of the clean build that show `marker`. */
export const marked = (marker: string) => (clean: string) => pagesContaining(marker, clean);

export const pageFile = (urlPath: string) => path.join(...urlPath.split('/').filter(Boolean), 'index.html');

/** Pages whose HTML differs between two sets of pages (or that only one of them has). */
function differing(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f)).sort();
}

interface Edit {
  name: string;
  /** pages the edit's own incremental build wrote */
  written: string[];
  /** the pages the edit must reach, read from the clean build (folder given) */
  reach: (clean: string) => Promise<string[]>;
}

export class IncrementalSite {
  /** the data copy's folder: data/ (edited) and dist/ (built) inside */
  root = '';
  data = '';
  private remove: (() => Promise<void>) | undefined;
  /** the output's pages when the current group of edits began */
  private groupStart: Map<string, string> | undefined;
  private edits: Edit[] = [];
  /** the last checkpoint's clean build (kept until the next one) */
  clean: string | undefined;

  get dist(): string {
    return path.join(this.root, 'dist');
  }

  /** For a test file: a data copy (copyData's options), built once into dist/ before its tests, removed after. */
  static fixture(kept: CopyOptions): IncrementalSite {
    const site = new IncrementalSite();
    beforeAll(async () => {
      ({ root: site.root, data: site.data, cleanup: site.remove } = await copyData(kept));
      await site.generate();
    }, 600_000);
    afterAll(async () => site.remove?.());
    return site;
  }

  async generate(out = 'dist', env: NodeJS.ProcessEnv = {}) {
    // --verbose: the count of pages rendered and re-used is part of what the tests check
    const result = await runSite(['generate', '--data', 'data', '--out', out, '--site-url', 'https://clean.test', '--verbose'], { cwd: this.root, env });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return result;
  }

  async routeList(): Promise<Route[]> {
    const result = await runSite(['generate', '--data', 'data', '--to', 'json', '--site-url', 'https://clean.test'], { cwd: this.root });
    expect(result.code).toBe(0);
    return (JSON.parse(result.stdout) as { routes: Route[] }).routes;
  }

  /**
   * Applies `edit` and builds incrementally. Every page written comes with its .br and .gz, and
   * something was written. `reach` names the pages the edit must reach, read from the checkpoint's
   * clean build (usually the pages showing a marker put into the edited row). Returns the pages
   * written, for the case's own checks.
   */
  async edit(name: string, edit: () => Promise<void>, reach: (clean: string) => Promise<string[]>): Promise<string[]> {
    this.groupStart ??= await pagesIn(this.dist);
    const before = await snapshot(this.dist);
    await edit();
    await this.generate();
    const { html, siblings } = changedPages(before, await snapshot(this.dist));
    expect(html.length, `${name}: no page written`).toBeGreaterThan(0);
    expect(siblings).toEqual(html.flatMap((p) => [`${p}.br`, `${p}.gz`]).sort());
    this.edits.push({ name, written: html, reach });
    return html;
  }

  /**
   * One clean build of the edited data into a fresh folder checks every edit since the last
   * checkpoint: the output equals it byte for byte; the pages that differ from the output before
   * the first edit are exactly those the edits' builds wrote, no page by two of them; and each
   * edit wrote exactly the pages its `reach` names in the clean build, which overlap no other's.
   */
  async checkpoint(): Promise<void> {
    const edits = this.edits;
    const start = this.groupStart;
    this.edits = [];
    this.groupStart = undefined;
    expect(start, 'a checkpoint with no edit before it').toBeDefined();
    if (this.clean) await rm(this.clean, { recursive: true, force: true });
    this.clean = path.join(this.root, 'clean');
    await this.generate('clean');
    const cleanPages = await pagesIn(this.clean);
    const reaches = await Promise.all(edits.map(async (e) => [...new Set(await e.reach(this.clean!))].sort()));
    edits.forEach((e, i) => expect(e.written, `${e.name}: the pages written are those it reaches in a clean build`).toEqual(reaches[i]));
    const all = reaches.flat();
    expect(all.length, 'two edits of one checkpoint reach the same page').toBe(new Set(all).size);
    expect(all.sort()).toEqual(differing(start!, cleanPages));
    expect(differing(await pagesIn(this.dist), cleanPages), 'pages that differ from a clean build').toEqual([]);
  }

  editCsv = async (file: string, row: (r: Record<string, string>) => boolean, column: string, value: (old: string) => string) => {
    const full = path.join(this.data, file);
    const line = await findLine(full, row);
    const { header, rows, lines } = await readCsv(full);
    await setCell(full, line, column, value(rows[lines.indexOf(line)]![header.indexOf(column)]!));
  };

  editJson = async <T>(file: string, change: (value: T) => void) => {
    const full = path.join(this.data, file);
    const value = JSON.parse(await readFile(full, 'utf8')) as T;
    change(value);
    await writeFile(full, JSON.stringify(value, null, 2));
  };

  editText = async (file: string, change: (text: string) => string) => {
    const full = path.join(this.data, file);
    await writeFile(full, change(await readFile(full, 'utf8')));
  };
}
