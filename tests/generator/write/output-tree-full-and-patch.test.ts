// Edges of the output tree (generator/write/output-tree.ts and write.ts) that output-tree.test.ts does
// not reach, each a way a build could publish the wrong files or fail to publish: a full build
// over a live output is not a patch, a patch keeps only what the previous file list names, pages a
// render worker writes on a first build and after a change, a build whose staging folder a crashed
// run left behind, an output folder whose parent does not exist yet, and a failure after the swap.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputTree, writePageSync } from '../../../generator/write/output-tree.ts';
import { snapshot } from '../../helpers/output-snapshot.ts';
import { tempDir } from '../../helpers/data.ts';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/** `dist` in a fresh folder, holding `files` (none: the folder does not exist, a first build). */
async function outputFolder(files?: Record<string, string>): Promise<string> {
  const root = await tempDir('output-tree-full-and-patch-');
  roots.push(root);
  const out = path.join(root, 'dist');
  for (const [file, text] of Object.entries(files ?? {})) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), text);
  }
  return out;
}

const html = '<!DOCTYPE html><html><body>' + 'a tidy kitchen in Novi '.repeat(100) + '</body></html>';
const pageFiles = (file: string) => [file, `${file}.br`, `${file}.gz`];

describe('choosing full or patch', () => {
  it('a full build over a live output is not a patch, and a patch without a live output is a full build', async () => {
    const live = await outputFolder({ 'index.html': 'home' });
    const full = await OutputTree.open(live, false);
    expect([full.patching, full.target.patch]).toEqual([false, false]);
    await full.abandon();

    const first = await outputFolder();
    const tree = await OutputTree.open(first, true);
    expect([tree.patching, tree.target]).toEqual([false, { staging: tree.staging, previousRoot: undefined, patch: false }]);
    await tree.write('index.html', 'home');
    await tree.finish();
    expect(await readdir(first)).toEqual(['index.html']);
  });
});

describe('keep', () => {
  it('is false for a file the previous output lacks, on a first build or a full rebuild, and leaves no empty folder for it', async () => {
    const live = await outputFolder({ 'index.html': 'home' });
    const full = await OutputTree.open(live, false);
    expect(await full.keep('missing/page.html')).toBe(false);
    expect(await full.keep('index.html')).toBe(true);
    await full.finish();
    expect([...(await snapshot(live)).keys()]).toEqual(['index.html']);

    const first = await outputFolder();
    const tree = await OutputTree.open(first, false);
    expect(await tree.keep('sub/page.html')).toBe(false);
    await tree.write('index.html', 'home');
    await tree.finish();
    expect(await readdir(first)).toEqual(['index.html']);
  });

  it('in a patch, keeps only what the previous file list names, and removes a listed file that is already gone', async () => {
    const out = await outputFolder({ 'index.html': 'home', 'unlisted.html': 'u', 'stale/index.html': 's', 'stale/deep/index.html': 'd' });
    // the parent folder listed before its child: the child must still go first
    const known = new Set(['index.html', 'ghost.html', 'stale/index.html', 'stale/deep/index.html']);
    const tree = await OutputTree.open(out, true, known);
    expect(await tree.keep('unlisted.html')).toBe(false);
    expect(await tree.keep('index.html')).toBe(true);
    await tree.finish();
    expect([...(await snapshot(out)).keys()]).toEqual(['index.html', 'unlisted.html']);
  });

  it('a patch that drops every file leaves an empty output folder, not none', async () => {
    const out = await outputFolder({ 'old.html': 'o' });
    const tree = await OutputTree.open(out, true);
    await tree.finish();
    expect(await readdir(out)).toEqual([]);
  });
});

describe('files of other stages in a full build', () => {
  it('adopts every staged file as written, and carries nothing over', async () => {
    const out = await outputFolder({ 'assets/a.webp': 'A', 'index.html': 'home' });
    const tree = await OutputTree.open(out, false);
    await mkdir(path.join(tree.staging, 'assets'), { recursive: true });
    await writeFile(path.join(tree.staging, 'assets/a.webp'), 'A');
    await tree.adopt('assets');
    tree.carry(['index.html']);
    expect([[...tree.files], tree.written, tree.unchanged]).toEqual([['assets/a.webp'], 1, 0]);
    await tree.finish();
    expect([...(await snapshot(out)).keys()]).toEqual(['assets', 'assets/a.webp']);
  });
});

describe('pages written by render workers', () => {
  it('on a first build, writes the page and its copies into nested folders', async () => {
    const out = await outputFolder();
    const tree = await OutputTree.open(out, false);
    const dirs = new Set<string>();
    const files = writePageSync(tree.target, 'mi/novi/deep-cleaning/index.html', html, dirs);
    expect(files).toEqual({ written: pageFiles('mi/novi/deep-cleaning/index.html'), kept: [] });
    expect(writePageSync(tree.target, 'mi/novi/index.html', html, dirs).written).toHaveLength(3);
    tree.record(files);
    await tree.finish();
    expect(await readFile(path.join(out, 'mi/novi/deep-cleaning/index.html'), 'utf8')).toBe(html);
  });

  it('rewrites a changed page in a full build and in a patch, and a patch moves in what a worker wrote', async () => {
    for (const patch of [false, true]) {
      const out = await outputFolder({ 'p/index.html': 'old page', 'p/index.html.br': 'br', 'p/index.html.gz': 'gz' });
      const tree = await OutputTree.open(out, patch);
      const files = writePageSync(tree.target, 'p/index.html', html, new Set());
      expect(files, `patch ${patch}`).toEqual({ written: pageFiles('p/index.html'), kept: [] });
      tree.record(files);
      expect([...tree.files], `patch ${patch}`).toEqual(pageFiles('p/index.html'));
      await tree.finish();
      expect(await readFile(path.join(out, 'p/index.html'), 'utf8'), `patch ${patch}`).toBe(html);
      expect(brotliDecompressSync(await readFile(path.join(out, 'p/index.html.br'))).toString(), `patch ${patch}`).toBe(html);
    }
  });

  it('rewrites an unchanged page whose copies are missing in a full build, leaving no half-linked files', async () => {
    const out = await outputFolder({ 'p/index.html': html });
    const tree = await OutputTree.open(out, false);
    const files = writePageSync(tree.target, 'p/index.html', html, new Set());
    expect(files).toEqual({ written: pageFiles('p/index.html'), kept: [] });
    tree.record(files);
    await tree.finish();
    expect(brotliDecompressSync(await readFile(path.join(out, 'p/index.html.br'))).toString()).toBe(html);
  });

  it('writes none of a page through links to the live files when one copy is missing, so an abandoned build leaves them as they were', async () => {
    // the page and its .br link into staging, the .gz does not: the links must go before writing
    const out = await outputFolder({ 'p/index.html': html, 'p/index.html.br': 'old br' });
    const before = await snapshot(out);
    const tree = await OutputTree.open(out, false);
    expect(writePageSync(tree.target, 'p/index.html', html, new Set()).written).toEqual(pageFiles('p/index.html'));
    await tree.abandon();
    expect(await snapshot(out)).toEqual(before);
  });
});

describe('the staging folder', () => {
  it('clears what a crashed build of the same process left in it', async () => {
    const out = await outputFolder({ 'index.html': 'home' });
    const leftover = `${out}.staging-${process.pid}`;
    await mkdir(path.join(leftover, 'half'), { recursive: true });
    await writeFile(path.join(leftover, 'half/written.html'), 'from the crashed build');
    const tree = await OutputTree.open(out, false);
    expect(tree.staging).toBe(leftover);
    await tree.write('index.html', 'home');
    await tree.finish();
    expect([...(await snapshot(out)).keys()]).toEqual(['index.html']);
  });

  it('is made with its parent folders when the output folder\'s parent does not exist yet', async () => {
    const out = path.join(await outputFolder(), 'site', 'public');
    const tree = await OutputTree.open(out, false);
    await tree.write('index.html', 'home');
    await tree.finish();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
  });

  it('abandoning after the swap (a later step failed) does nothing and does not throw', async () => {
    const out = await outputFolder({ 'index.html': 'old' });
    const tree = await OutputTree.open(out, false);
    await tree.write('index.html', 'new');
    await tree.finish();
    const mtime = (await stat(path.join(out, 'index.html'))).mtimeMs;
    await expect(tree.abandon()).resolves.toBeUndefined();
    expect(existsSync(tree.staging)).toBe(false);
    expect((await stat(path.join(out, 'index.html'))).mtimeMs).toBe(mtime);
  });
});
