// Stage: static assets. The stylesheet and the island bundles are built by esbuild in memory,
// under content-hashed names, and handed to the output writer (which skips unchanged bytes), so
// hosts can cache them forever and a change always reaches visitors.
import path from 'node:path';
import { build } from 'esbuild';
import type { SiteAssets } from '../templates/site-context.tsx';
import { buildIslands } from './islands.ts';
import { buildImages } from './images.ts';

export const STYLESHEET_ENTRY = path.resolve(import.meta.dirname, '../templates/styles/site.css');

/** Writes one file of the output, by path relative to the output root. */
export type OutputWriter = (file: string, contents: string | Uint8Array) => Promise<unknown>;

/** esbuild works on a virtual folder; files come back in memory and go through the writer. */
export const VIRTUAL_OUT = path.resolve('/virtual-site-output');

export async function writeEsbuildOutputs(outputFiles: { path: string; contents: Uint8Array }[], write: OutputWriter) {
  await Promise.all(outputFiles.map((f) => write(path.relative(VIRTUAL_OUT, f.path).split(path.sep).join('/'), f.contents)));
}

export async function buildAssets(write: OutputWriter, outDir: string, dataDir: string): Promise<SiteAssets> {
  const [stylesheet, islands, images] = await Promise.all([
    buildStylesheet(write),
    buildIslands(write),
    buildImages({ imagesDir: path.join(dataDir, 'images'), outDir }),
  ]);
  return { stylesheet, islands, images: images.catalogue };
}

async function buildStylesheet(write: OutputWriter): Promise<string> {
  const result = await build({
    entryPoints: [STYLESHEET_ENTRY],
    outdir: path.join(VIRTUAL_OUT, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!css) throw new Error('esbuild produced no stylesheet');
  await writeEsbuildOutputs(result.outputFiles, write);
  return `/assets/${path.basename(css.path)}`;
}
