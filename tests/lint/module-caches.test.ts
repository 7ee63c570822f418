// Caches that outlive a build are bounded, and their folder's README names them. `site dev` runs
// build after build in one process, so a module-level `new Map()` or `new Set()` that a build
// adds to grows for as long as a marketer edits. Each module-level collection in generator/ is
// one of: a constant table (filled where it is made, never changed), a `WeakMap`/`WeakSet` keyed
// by one build's objects (its entries go with the build), a `BoundedCache` or `memoizedByText`
// (a size limit), or state of a module that lives one build (listed below, with why). Every one
// but the constant tables is named in the README of its folder, by file, under **State:**.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../generator/support/bounded-cache.ts';
import { isChanged, moduleCollections, sourceFiles, unboundedReason } from '../helpers/module-state.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');


describe('module-level caches in generator/', () => {
  it('are bounded, kept per build, or constant tables', async () => {
    const unbounded: string[] = [];
    for (const file of await sourceFiles('generator')) {
      const text = await readFile(path.join(ROOT, file), 'utf8');
      for (const collection of moduleCollections(file, text)) {
        const reason = unboundedReason(collection, text);
        if (reason) unbounded.push(reason);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('are named under **State:** in the README of their folder', async () => {
    const unnamed: string[] = [];
    for (const file of await sourceFiles('generator')) {
      const text = await readFile(path.join(ROOT, file), 'utf8');
      const caches = moduleCollections(file, text).filter((c) => !((c.kind === 'Map' || c.kind === 'Set') && c.argument === '[' && !isChanged(text, c.name)));
      if (caches.length === 0) continue;
      const readme = await readFile(path.join(ROOT, path.dirname(file), 'README.md'), 'utf8');
      const state = /\*\*State:\*\*([\s\S]*?)(?=\n\n\*\*|\n#|$)/.exec(readme)?.[1] ?? '';
      for (const cache of caches) if (!state.includes(path.basename(file))) unnamed.push(`${file}: ${cache.name} (${cache.kind})`);
    }
    expect(unnamed).toEqual([]);
  });

  it('finds a planted unbounded map, and lets a constant table and a bounded cache be', () => {
    const planted = "const seen = new Map<string, string>();\nexport function remember(key: string) { seen.set(key, key); }\n";
    const [map] = moduleCollections('generator/routes/planted.ts', planted);
    expect(unboundedReason(map!, planted)).toMatch(/planted\.ts:1 seen: a module-level Map that grows/);
    const table = "const KINDS = new Set(['a', 'b']);\n";
    expect(unboundedReason(moduleCollections('generator/x.ts', table)[0]!, table)).toBeUndefined();
    const filledLater = "const KINDS = new Set(['a']);\nKINDS.add('b');\n";
    expect(unboundedReason(moduleCollections('generator/x.ts', filledLater)[0]!, filledLater)).toMatch(/grows/);
    const bounded = 'const compiled = new BoundedCache<string, string>(5000);\n';
    expect(unboundedReason(moduleCollections('generator/x.ts', bounded)[0]!, bounded)).toBeUndefined();
  });
});

describe('BoundedCache', () => {
  it('holds at most its limit however many keys a long `site dev` session plants', () => {
    const cache = new BoundedCache<string, number>(100);
    for (let i = 0; i < 10_000; i++) cache.set(`text ${i}`, i);
    expect(cache.size).toBe(100);
    expect(cache.get('text 9999')).toBe(9999);
    expect(cache.get('text 0')).toBeUndefined();
  });

  it('drops the least recently used entry first: a key read again stays', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(10);
  });

  it('refuses a limit below one', () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
  });
});
