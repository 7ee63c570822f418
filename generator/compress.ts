// The .br and .gz siblings of the output's text files (issue 7, deploy-ready output), in one
// place for the main thread (async, on libuv's pool) and the render workers (sync: a worker has
// nothing else to do meanwhile, and the sync call skips the stream machinery).
// Kept free of heavy imports: every render worker loads it.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { projectCache } from './cache-dir.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** gzip is the fallback for the few clients without brotli: level 9 gains pages ~3% for ~70% more time. */
const gzipOptions = (file: string): ZlibOptions => ({ level: file.startsWith('assets/') ? 9 : 6 });

/**
 * Hashed assets are few and cached forever, so they get brotli's best quality; pages are many,
 * and quality 6 is ~30x faster for ~15% more bytes. The window is no larger than the file:
 * brotli's default (4 MB) costs each compression ~4 MB of memory and about three times the CPU
 * time, and gains nothing on a 30 KB page.
 */
function brotliOptions(file: string, size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: file.startsWith('assets/') ? 11 : 6,
      [constants.BROTLI_PARAM_LGWIN]: Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(size + 1)))),
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
}

export interface Compressed {
  br: Buffer;
  gz: Buffer;
}

const COMPRESSED_CACHE = projectCache('compressed');
const isAsset = (file: string) => file.startsWith('assets/');

async function compress(file: string, contents: Uint8Array): Promise<Compressed> {
  const [br, gzipped] = await Promise.all([brotli(contents, brotliOptions(file, contents.length)), gz(contents, gzipOptions(file))]);
  return { br, gz: gzipped };
}

/**
 * Compresses a file of the output. Hashed assets (brotli 11) cost ~0.8 s of CPU per build for
 * ~20 files whose bytes rarely change, so their pair is kept in .cache/compressed/ under the hash
 * of the bytes and settings, and a build with the same assets reads it back (issue 18).
 */
export async function precompress(file: string, contents: Uint8Array): Promise<Compressed> {
  if (!isAsset(file)) return compress(file, contents);
  const settings = JSON.stringify([brotliOptions(file, contents.length), gzipOptions(file)]);
  const base = path.join(COMPRESSED_CACHE, createHash('sha256').update(settings).update(contents).digest('hex').slice(0, 32));
  try {
    const [br, gzipped] = await Promise.all([readFile(`${base}.br`), readFile(`${base}.gz`)]);
    return { br, gz: gzipped };
  } catch {
    const compressed = await compress(file, contents);
    await mkdir(COMPRESSED_CACHE, { recursive: true });
    const temp = `${base}.${process.pid}.tmp`;
    // .gz lands last: it is the one read second, so a pair is complete once it exists
    await writeFile(`${temp}.br`, compressed.br).then(() => rename(`${temp}.br`, `${base}.br`));
    await writeFile(`${temp}.gz`, compressed.gz).then(() => rename(`${temp}.gz`, `${base}.gz`));
    return compressed;
  }
}

export function precompressSync(file: string, contents: Uint8Array): Compressed {
  return { br: brotliCompressSync(contents, brotliOptions(file, contents.length)), gz: gzipSync(contents, gzipOptions(file)) };
}
