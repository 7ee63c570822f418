// Stage: static assets. The stylesheet and the island bundles are built by esbuild in memory,
// under content-hashed names, and handed to the output writer (which skips unchanged bytes), so
// hosts can cache them forever and a change always reaches visitors.
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FAVICON_PATH, Logo } from '../../templates/layout/Document.tsx';
import type { SiteAssets } from '../../shared/model/site.ts';
import { buildIslands } from './islands.ts';
import { buildImages, faviconPng } from './images.ts';
import type { Progress } from '../support/progress.ts';
import { cachedBuild } from './esbuild-cache.ts';
import { VIRTUAL_OUT, writeEsbuildOutputs, type OutputWriter } from './output-writer.ts';

export const STYLESHEET_ENTRY = path.resolve(import.meta.dirname, '../../templates/styles/site.css');


export async function buildAssets(write: OutputWriter, outDir: string, dataDir: string, progress?: Progress): Promise<SiteAssets> {
  const [stylesheet, islands, images] = await settled([
    buildStylesheet(write),
    buildIslands(write),
    buildImages({ imagesDir: path.join(dataDir, 'images'), outDir, progress }),
    buildFavicon(write),
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

/**
 * The brand mark as /favicon.svg, and as /favicon.ico for clients that ask for the old path
 * anyway (a missing favicon is a 404 and a console error on a visitor's first page).
 * The .ico is one 32 px PNG in an ICO container, which every browser since IE 11 reads.
 */
async function buildFavicon(write: OutputWriter): Promise<void> {
  const svg = renderToStaticMarkup(createElement(Logo)).replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');
  const png = await faviconPng(svg);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the PNG starts right after this header
  await Promise.all([write(FAVICON_PATH.slice(1), svg), write('favicon.ico', Buffer.concat([header, png]))]);
}
