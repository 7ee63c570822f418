// Stage: static assets. The stylesheet is bundled and minified by esbuild under a content-hashed
// name, so hosts can cache it forever and a change always reaches visitors.
import path from 'node:path';
import { build } from 'esbuild';
import type { SiteAssets } from '../templates/site-context.tsx';
import { buildIslands } from './islands.ts';

export const STYLESHEET_ENTRY = path.resolve(import.meta.dirname, '../templates/styles/site.css');

export async function buildAssets(outDir: string): Promise<SiteAssets> {
  const [stylesheet, islands] = await Promise.all([buildStylesheet(outDir), buildIslands(outDir)]);
  return { stylesheet, islands };
}

async function buildStylesheet(outDir: string): Promise<string> {
  const result = await build({
    entryPoints: [STYLESHEET_ENTRY],
    outdir: path.join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  const cssFile = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.css'));
  if (!cssFile) throw new Error('esbuild produced no stylesheet');
  return `/assets/${path.basename(cssFile)}`;
}
