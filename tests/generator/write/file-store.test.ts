// Output files kept by their bytes and hard-linked into later outputs (generator/write/file-store.ts):
// a second output of the same bytes makes no new file, a kept file changed in place through an
// old output is never linked again, and the store stays bounded.
import { appendFileSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeFileSync, pruneFileStore } from '../../../generator/write/file-store.ts';
import { tempDir } from '../../helpers/data.ts';

let root = '';
const before = process.env.SITE_CACHE_DIR;
beforeEach(async () => {
  root = await tempDir('file-store-');
  process.env.SITE_CACHE_DIR = path.join(root, 'cache');
});
afterEach(async () => {
  if (before === undefined) delete process.env.SITE_CACHE_DIR;
  else process.env.SITE_CACHE_DIR = before;
  await rm(root, { recursive: true, force: true });
});

const store = () => path.join(root, 'cache', 'output-files');
function place(output: string, file: string, text: string): string {
  const target = path.join(root, output, file);
  mkdirSync(path.dirname(target), { recursive: true });
  placeFileSync(target, text);
  return target;
}

describe('placeFileSync', () => {
  it('links a second output of the same bytes to the kept file, dated when placed', () => {
    const first = place('one', 'a/index.html', '<p>same</p>');
    const earlier = new Date(Date.now() - 86_400_000);
    utimesSync(first, earlier, earlier);
    const second = place('two', 'a/index.html', '<p>same</p>');
    expect(readFileSync(second, 'utf8')).toBe('<p>same</p>');
    expect(statSync(second).ino).toBe(statSync(first).ino);
    expect(statSync(second).nlink).toBe(3);
    expect(statSync(second).mtimeMs).toBeGreaterThan(earlier.getTime() + 60_000);
    expect(readdirSync(store())).toHaveLength(1);
  });

  it('gives different bytes a file of their own', () => {
    const first = place('one', 'index.html', '<p>one</p>');
    const second = place('two', 'index.html', '<p>two</p>');
    expect(statSync(second).ino).not.toBe(statSync(first).ino);
    expect(readFileSync(second, 'utf8')).toBe('<p>two</p>');
  });

  it('never links a kept file that was changed in place through an output', () => {
    const first = place('one', 'index.html', '<p>kept</p>');
    appendFileSync(first, '<script>edited</script>');
    const second = place('two', 'index.html', '<p>kept</p>');
    expect(readFileSync(second, 'utf8')).toBe('<p>kept</p>');
    expect(statSync(second).ino).not.toBe(statSync(first).ino);
    expect(readFileSync(first, 'utf8')).toBe('<p>kept</p><script>edited</script>');
  });
});

describe('pruneFileStore', () => {
  it('keeps the most recently placed twice the files in use once the store holds more than three times as many', async () => {
    for (let n = 0; n < 10; n++) {
      const target = place('out', `${n}.html`, `page ${n}`);
      const at = new Date(Date.now() - (10 - n) * 60_000);
      utimesSync(target, at, at);
    }
    await pruneFileStore(4);
    expect(readdirSync(store())).toHaveLength(10);
    await pruneFileStore(3);
    const left = readdirSync(store()).map((name) => readFileSync(path.join(store(), name), 'utf8'));
    expect(left.sort()).toEqual(['page 4', 'page 5', 'page 6', 'page 7', 'page 8', 'page 9']);
  });
});
