// The asset stage without esbuild when nothing it reads has changed
// (docs/decisions.md#caches-keyed-by-content), as the image step already skips its encoder: each
// esbuild run's outputs are kept in .cache/esbuild/ with the content hash of every input file
// esbuild read (its metafile), so a build whose stylesheet, islands and the packages they import
// are unchanged copies its bundles instead of bundling them again. Any edit to any input, however
// deep, makes the next build run esbuild.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildOptions, Metafile } from 'esbuild';
import { hash } from '../support/hash.ts';
import { projectCache } from '../support/cache-dir.ts';

export const DEFAULT_ESBUILD_CACHE = projectCache('esbuild');

/**
 * esbuild's version, read from its package.json: a build whose bundles all come from the cache
 * never loads esbuild itself, which would slow its start-up.
 */
const esbuildVersion = (): string =>
  (JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')) as { version: string }).version;

export interface BundleOutputs {
  outputFiles: { path: string; contents: Uint8Array }[];
  metafile: Metafile;
}

interface CacheEntry {
  /** absolute path of every file esbuild read -> hash of its bytes */
  inputs: Record<string, string>;
  outputs: { path: string; contents: string }[];
  metafile: Metafile;
}

/** A file saved this close to a build's start may have changed after esbuild read it. */
const SETTLED_MS = 2000;

/**
 * Hashes of the files esbuild read (inputs of a plugin's own namespace, "island:...", are left to
 * `key`); undefined when one was saved during the build, so that no stale bundle is cached.
 */
async function inputHashes(metafile: Metafile, workingDir: string, started: number): Promise<Record<string, string> | undefined> {
  const files = Object.keys(metafile.inputs)
    .filter((input) => !/^[a-z][\w-]+:/.test(input))
    .map((input) => path.resolve(workingDir, input));
  const read = await Promise.all(files.map(async (file) => ({ bytes: await readFile(file), saved: (await stat(file)).mtimeMs })));
  if (read.some((r) => r.saved > started - SETTLED_MS)) return undefined;
  return Object.fromEntries(files.map((file, i) => [file, hash(read[i]!.bytes)]));
}

async function unchanged(entry: CacheEntry): Promise<boolean> {
  const files = Object.keys(entry.inputs);
  const hashes = await Promise.all(files.map((file) => readFile(file).then(hash, () => undefined)));
  return files.every((file, i) => hashes[i] === entry.inputs[file]);
}

/**
 * `build(options)` with in-memory outputs and a metafile, from the cache when every input is
 * unchanged. `key` describes what the options do not show: the sources that plugins generate.
 */
export async function cachedBuild(options: BuildOptions, key: string, cacheDir = DEFAULT_ESBUILD_CACHE): Promise<BundleOutputs> {
  const workingDir = options.absWorkingDir ?? process.cwd();
  const settings = JSON.stringify({ ...options, plugins: options.plugins?.map((plugin) => plugin.name) });
  const file = path.join(cacheDir, `${hash(esbuildVersion(), settings, key, workingDir)}.json`);
  const cached = await readFile(file, 'utf8').then((text) => JSON.parse(text) as CacheEntry, () => undefined);
  if (cached && (await unchanged(cached))) {
    return { outputFiles: cached.outputs.map((o) => ({ path: o.path, contents: Buffer.from(o.contents, 'base64') })), metafile: cached.metafile };
  }
  const started = Date.now();
  // esbuild's own default is the folder the process started in, which a caller may have left
  const { build } = await import('esbuild');
  const result = await build({ ...options, absWorkingDir: workingDir, metafile: true, write: false });
  const inputs = await inputHashes(result.metafile, workingDir, started);
  if (!inputs) return { outputFiles: result.outputFiles, metafile: result.metafile };
  const entry: CacheEntry = {
    inputs,
    outputs: result.outputFiles.map((o) => ({ path: o.path, contents: Buffer.from(o.contents).toString('base64') })),
    metafile: result.metafile,
  };
  await mkdir(cacheDir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(entry));
  await rename(temp, file);
  return { outputFiles: result.outputFiles, metafile: result.metafile };
}
