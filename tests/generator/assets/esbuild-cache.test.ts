// The asset stage's esbuild cache: a second build with unchanged inputs is served from
// the cache (its entry is not written again), and an edit to any input esbuild read, an imported
// file included, makes a fresh bundle.
import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedBuild } from '../../../generator/assets/esbuild-cache.ts';
import { tempDir } from '../../helpers/data.ts';

describe('cachedBuild', () => {
  let root: string;
  let cacheDir: string;
  const entry = () => path.join(root, 'site.css');
  const part = () => path.join(root, 'part.css');
  const css = async () => {
    const result = await cachedBuild({ entryPoints: [entry()], outdir: path.join(root, 'out'), bundle: true, minify: true, write: false, logLevel: 'silent' }, '', cacheDir);
    return Buffer.from(result.outputFiles[0]!.contents).toString('utf8');
  };
  const cacheEntry = async () => {
    const [name, ...others] = (await readdir(cacheDir)).filter((n) => n.endsWith('.json'));
    expect(others).toEqual([]);
    return stat(path.join(cacheDir, name!));
  };
  /** files written just now are not cached (they may change during the build): age them */
  const age = async (...files: string[]) => Promise.all(files.map((file) => utimes(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))));

  beforeAll(async () => {
    root = await tempDir('site-esbuild-cache-');
    cacheDir = path.join(root, 'cache');
    await writeFile(entry(), '@import "./part.css";\nbody { margin: 0 }\n');
    await writeFile(part(), '.price { color: red }\n');
    await age(entry(), part());
  });

  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('bundles once and serves the same bytes from the cache while nothing changed', async () => {
    const first = await css();
    expect(first).toContain('.price{color:red}');
    const stored = await cacheEntry();
    expect(await css()).toBe(first);
    expect((await cacheEntry()).mtimeMs).toBe(stored.mtimeMs);
  });

  it('bundles again when a file the entry imports changes', async () => {
    await writeFile(part(), '.price { color: blue }\n');
    await age(part());
    expect(await css()).toContain('.price{color:#00f}');
  });

  it('does not cache a bundle whose inputs were saved while it was made', async () => {
    const before = (await cacheEntry()).mtimeMs;
    await writeFile(part(), '.price { color: green }\n');
    expect(await css()).toContain('.price{color:green}');
    expect((await cacheEntry()).mtimeMs).toBe(before);
  });
});
