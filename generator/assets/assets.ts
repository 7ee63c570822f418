// Stage: static assets. The stylesheet and the island bundles are built by esbuild in memory,
// under content-hashed names, and handed to the output writer (which skips unchanged bytes), so
// hosts can cache them forever and a change always reaches visitors.
import path from 'node:path';
import type { SiteAssets } from '../../shared/model/site.ts';
import { buildIslands } from './islands.ts';
import { buildImages } from './images.ts';
import type { Progress } from '../support/progress.ts';
import { cachedBuild } from './esbuild-cache.ts';
import { VIRTUAL_OUT, writeEsbuildOutputs, type OutputWriter } from './output-writer.ts';

export const STYLESHEET_ENTRY = path.resolve(import.meta.dirname, '../../templates/styles/site.css');


export async function buildAssets(write: OutputWriter, outDir: string, dataDir: string, progress?: Progress): Promise<SiteAssets> {
  const [stylesheet, islands, images] = await settled([
    buildStylesheet(write),
    buildIslands(write),
    buildImages({ imagesDir: path.join(dataDir, 'images'), outDir, progress }),
  ] as const);
  return { stylesheet, islands, images: images.catalogue };
}

/** Like Promise.all, but rejects only once every task has ended: when one fails (a bad image),
 * the build removes its staging folder, which must not happen while another is still writing. */
async function settled<T extends readonly unknown[]>(tasks: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}

async function buildStylesheet(write: OutputWriter): Promise<string> {
  const result = await cachedBuild({
    entryPoints: [STYLESHEET_ENTRY],
    outdir: path.join(VIRTUAL_OUT, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  }, '');
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css) throw new Error('esbuild produced no stylesheet');
  await writeEsbuildOutputs(result.outputFiles, write);
  return `/assets/${path.basename(css.path)}`;
}

