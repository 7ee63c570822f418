// The site's icon, from data: business.json `artwork.favicon` (else `artwork.logo`), a file under
// data/images/. An SVG is published as /favicon.svg; a PNG, JPEG or WebP as a 64 px /favicon.png.
// Either way also as /favicon.ico, for clients that ask for the old path anyway (a missing favicon
// is a 404 and a console error on a visitor's first page): one 32 px PNG in an ICO container,
// which every browser since IE 11 reads.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Business } from '../../shared/model/data.ts';
import type { CatalogImage } from '../../shared/model/site.ts';
import { findImageSources } from '../load/index.ts';
import { faviconPng } from './images.ts';

/** The image key of the site's icon. */
export const faviconKey = (artwork: Business['artwork']): string => artwork.favicon ?? artwork.logo;

/** Where the icon is served and as what: decided by its source's format (the catalogue's entry). */
export function faviconLink(image: CatalogImage | undefined): { href: string; type: string } {
  return image?.fallback[0]?.format === 'svg' ? { href: '/favicon.svg', type: 'image/svg+xml' } : { href: '/favicon.png', type: 'image/png' };
}

function ico(png: Buffer): Buffer {
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
  return Buffer.concat([header, png]);
}

/** The icon's files, by output path. Validation has checked the key names a file. */
export async function faviconFiles(dataDir: string, artwork: Business['artwork']): Promise<[string, string | Buffer][]> {
  const key = faviconKey(artwork);
  const source = (await findImageSources(path.join(dataDir, 'images'))).find((s) => s.key === key);
  if (!source) throw new Error(`no image "${key}" under ${path.join(dataDir, 'images')}`);
  const bytes = await readFile(source.file);
  if (path.extname(source.file).toLowerCase() === '.svg') {
    return [['favicon.svg', bytes.toString('utf8')], ['favicon.ico', ico(await faviconPng(bytes, 32))]];
  }
  return [['favicon.png', await faviconPng(bytes, 64)], ['favicon.ico', ico(await faviconPng(bytes, 32))]];
}
