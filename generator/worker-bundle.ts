// Worker threads run one esbuild bundle of their TypeScript entry (packages stay external), built
// once per hash of the code and kept in .cache/: no TypeScript loader per worker, which saves ~1 s
// of start-up and ~40 MB per worker (issue 7). Used by the render pool and the page writer.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// inside the project whatever SITE_CACHE_DIR says: the bundle imports packages from its node_modules
const BUNDLES = path.resolve(import.meta.dirname, '../.cache/render-worker');

/** The worker code of `entry` (an absolute path) as one ES module, built once per code hash. */
export async function workerBundle(entry: string, code: string): Promise<URL> {
  const file = path.join(BUNDLES, `${path.basename(entry).replace(/\.tsx?$/, '')}-${code}.mjs`);
  if (!existsSync(file)) {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      write: false,
      logLevel: 'silent',
    });
    await mkdir(BUNDLES, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await writeFile(temp, result.outputFiles[0]!.contents);
    await rename(temp, file);
    await removeOldBundles(file);
  }
  return pathToFileURL(file);
}

/** Bundles of earlier code versions go after a day (a build in progress may still use one). */
async function removeOldBundles(keep: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of await readdir(BUNDLES)) {
    const file = path.join(BUNDLES, name);
    if (file !== keep && (await stat(file)).mtimeMs < dayAgo) await rm(file, { force: true });
  }
}
