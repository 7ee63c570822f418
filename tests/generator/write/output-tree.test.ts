// The output tree on its own (generator/write/output-tree.ts and write.ts), in the test process so that
// mutation testing sees it: a first build, a full rebuild (staging folder, one swap, unchanged
// files hard-linked), a patch (only changed files moved in, stale ones deleted), and abandoning
// either, which must leave the live folder exactly as it was. failed-build.test.ts checks the same
// promise through the real CLI.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { OutputTree, writePageSync } from '../../../generator/write/output-tree.ts';
import { tempDir } from '../../helpers/data.ts';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/** A live output folder holding `files`, every one dated a day ago (so a rewrite shows). */
async function liveOutput(files: Record<string, string>): Promise<string> {
  const root = await tempDir('output-tree-');
  roots.push(root);
  const out = path.join(root, 'dist');
  const yesterday = new Date(Date.now() - 86_400_000);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), text);
    await utimes(path.join(out, file), yesterday, yesterday);
  }
  return out;
}

/** file -> contents, inode and modification time, for every file under `dir`. */
async function facts(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const entries = await Promise.all(
    files.map(async (e) => {
      const full = path.join(e.parentPath, e.name);
      const info = await stat(full);
      return [path.relative(dir, full), `${await readFile(full, 'utf8')}|${info.ino}|${info.mtimeMs}`] as const;
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

const besides = async (out: string) => (await readdir(path.dirname(out))).filter((name) => name !== path.basename(out));

describe('first build', () => {
  it('writes every file into staging and makes it the output in one swap', async () => {
    const root = await tempDir('output-tree-');
    roots.push(root);
    const out = path.join(root, 'dist');
    const tree = await OutputTree.open(out, false);
    expect(tree.patching).toBe(false);
    expect(path.dirname(tree.staging)).toBe(root);
    expect(await tree.write('index.html', 'home')).toBe('written');
    expect(await tree.write('a/b/index.html', new TextEncoder().encode('deep'))).toBe('written');
    expect(await tree.keep('index.html')).toBe(false); // nothing to keep on a first build
    expect(existsSync(out)).toBe(false); // nothing is live before finish
    await tree.finish();
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('home');
    expect(await readFile(path.join(out, 'a/b/index.html'), 'utf8')).toBe('deep');
    expect([tree.written, tree.unchanged]).toEqual([2, 0]);
    expect([...tree.files].sort()).toEqual(['a/b/index.html', 'index.html']);
    expect(await besides(out)).toEqual([]);
  });

  it('refuses a path that leaves the output folder', async () => {
    const out = await liveOutput({});
    const tree = await OutputTree.open(out, false);
    await expect(tree.write('../outside.html', 'x')).rejects.toThrow('refusing to write outside the output folder: ../outside.html');
    await expect(tree.write('a/../../outside.html', 'x')).rejects.toThrow(/refusing to write outside/);
    await tree.abandon();
    expect(existsSync(path.join(path.dirname(out), 'outside.html'))).toBe(false);
  });
});

describe('full rebuild over a live output', () => {
  it('keeps unchanged files as they were (same inode and time), rewrites changed ones, drops the rest', async () => {
    const out = await liveOutput({ 'same.html': 'same', 'changed.html': 'old', 'gone/index.html': 'gone', 'shorter.html': 'abcd' });
    const before = await facts(out);
    const tree = await OutputTree.open(out, false);
    expect(await tree.write('same.html', 'same')).toBe('unchanged');
    expect(await tree.write('changed.html', 'new')).toBe('written');
    expect(await tree.write('shorter.html', 'abc')).toBe('written');
    expect(await tree.write('new.html', 'new page')).toBe('written');
    expect(await facts(out)).toEqual(before); // untouched until finish
    await tree.finish();
    const after = await facts(out);
    expect(after['same.html']).toBe(before['same.html']);
    expect(after['changed.html']).toMatch(/^new\|/);
    expect(after['changed.html']!.split('|')[2]).not.toBe(before['changed.html']!.split('|')[2]);
    expect(after['shorter.html']).toMatch(/^abc\|/);
    expect(Object.keys(after).sort()).toEqual(['changed.html', 'new.html', 'same.html', 'shorter.html']);
    expect([tree.written, tree.unchanged]).toEqual([3, 1]);
    expect(await besides(out)).toEqual([]);
  });

  it('leaves the live output exactly as it was when abandoned', async () => {
    const out = await liveOutput({ 'index.html': 'live', 'a/index.html': 'a' });
    const before = await facts(out);
    const tree = await OutputTree.open(out, false);
    await tree.write('index.html', 'next');
    await tree.write('b/index.html', 'b');
    await tree.abandon();
    expect(await facts(out)).toEqual(before);
    expect(await besides(out)).toEqual([]);
  });
});

describe('patch over a live output', () => {
  it('moves in only changed files and deletes stale ones with their empty folders', async () => {
    const out = await liveOutput({
      'same.html': 'same',
      'changed.html': 'old',
      'stale/index.html': 's',
      'stale/deep/index.html': 'x',
      'kept/index.html': 'k',
      'kept/old.html': 'o',
    });
    const before = await facts(out);
    const tree = await OutputTree.open(out, true);
    expect(tree.patching).toBe(true);
    expect(await tree.write('same.html', 'same')).toBe('unchanged');
    expect(await tree.write('changed.html', 'new')).toBe('written');
    expect(await tree.write('fresh/index.html', 'fresh')).toBe('written');
    expect(await tree.keep('kept/index.html')).toBe(true);
    expect(await tree.keep('not-there.html')).toBe(false);
    expect(await facts(out)).toEqual(before);
    await tree.finish();
    const after = await facts(out);
    expect(after['same.html']).toBe(before['same.html']);
    expect(after['kept/index.html']).toBe(before['kept/index.html']);
    expect(after['changed.html']).toMatch(/^new\|/);
    expect(after['fresh/index.html']).toMatch(/^fresh\|/);
    expect(Object.keys(after).sort()).toEqual(['changed.html', 'fresh/index.html', 'kept/index.html', 'same.html']);
    expect(existsSync(path.join(out, 'stale'))).toBe(false);
    expect(existsSync(path.join(out, 'kept'))).toBe(true);
    expect([tree.written, tree.unchanged]).toEqual([2, 2]);
    expect(await besides(out)).toEqual([]);
  });

  it('carries listed files over without reading them, and only those the output has', async () => {
    const out = await liveOutput({ 'assets/site.css': 'css', 'index.html': 'home' });
    const tree = await OutputTree.open(out, true, new Set(['assets/site.css', 'index.html']));
    tree.carry(['assets/site.css', 'assets/missing.js']);
    expect([...tree.files]).toEqual(['assets/site.css']);
    await tree.write('index.html', 'home');
    await tree.finish();
    expect(Object.keys(await facts(out)).sort()).toEqual(['assets/site.css', 'index.html']);
  });

  it('adopts files another stage wrote into staging, dropping those equal to the live ones', async () => {
    const out = await liveOutput({ 'assets/images/a.webp': 'A', 'assets/images/b.webp': 'B' });
    const tree = await OutputTree.open(out, true);
    await tree.adopt('assets/images'); // nothing staged there yet: a no-op
    expect(tree.files.size).toBe(0);
    await mkdir(path.join(tree.staging, 'assets/images'), { recursive: true });
    await writeFile(path.join(tree.staging, 'assets/images/a.webp'), 'A');
    await writeFile(path.join(tree.staging, 'assets/images/b.webp'), 'B2');
    await writeFile(path.join(tree.staging, 'assets/images/c.webp'), 'C');
    const before = await facts(out);
    await tree.adopt('assets/images');
    expect([tree.written, tree.unchanged]).toEqual([2, 1]);
    await tree.finish();
    const after = await facts(out);
    expect(after['assets/images/a.webp']).toBe(before['assets/images/a.webp']);
    expect(after['assets/images/b.webp']).toMatch(/^B2\|/);
    expect(after['assets/images/c.webp']).toMatch(/^C\|/);
  });

  it('leaves the live output exactly as it was when abandoned', async () => {
    const out = await liveOutput({ 'index.html': 'live', 'old.html': 'old' });
    const before = await facts(out);
    const tree = await OutputTree.open(out, true);
    await tree.write('index.html', 'next');
    await tree.write('new/index.html', 'new');
    await tree.abandon();
    expect(await facts(out)).toEqual(before);
    expect(await besides(out)).toEqual([]);
  });
});

describe('pages written by render workers', () => {
  const html = '<!DOCTYPE html><html><body>' + 'a clean home '.repeat(200) + '</body></html>';

  it('writes a new page with its .br and .gz copies', async () => {
    const out = await liveOutput({ 'other.html': 'x' });
    const tree = await OutputTree.open(out, false);
    const files = writePageSync(tree.target, 'p/index.html', html, new Set());
    expect(files).toEqual({ written: ['p/index.html', 'p/index.html.br', 'p/index.html.gz'], kept: [] });
    tree.record(files);
    await tree.finish();
    expect(await readFile(path.join(out, 'p/index.html'), 'utf8')).toBe(html);
    expect(brotliDecompressSync(await readFile(path.join(out, 'p/index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(await readFile(path.join(out, 'p/index.html.gz'))).toString()).toBe(html);
    expect([tree.written, tree.unchanged]).toEqual([3, 0]);
  });

  it('keeps an unchanged page and its copies: linked in a full build, untouched in a patch', async () => {
    for (const patch of [false, true]) {
      const out = await liveOutput({ 'p/index.html': html, 'p/index.html.br': 'br', 'p/index.html.gz': 'gz' });
      const before = await facts(out);
      const tree = await OutputTree.open(out, patch);
      const files = writePageSync(tree.target, 'p/index.html', html, new Set());
      expect(files, `patch ${patch}`).toEqual({ written: [], kept: ['p/index.html', 'p/index.html.br', 'p/index.html.gz'] });
      tree.record(files);
      await tree.finish();
      expect(await facts(out), `patch ${patch}`).toEqual(before);
      expect([tree.written, tree.unchanged]).toEqual([0, 3]);
    }
  });

  it('rewrites a page whose copies are missing in a patch', async () => {
    const out = await liveOutput({ 'p/index.html': html });
    const tree = await OutputTree.open(out, true);
    const files = writePageSync(tree.target, 'p/index.html', html, new Set());
    expect(files.written).toEqual(['p/index.html', 'p/index.html.br', 'p/index.html.gz']);
  });
});
