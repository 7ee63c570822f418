// The .br and .gz siblings of the output's text files (deploy-ready output:
// docs/deployment.md#the-static-site), in one place for the main thread (async, on libuv's pool)
// and the render workers (sync: a worker has nothing else to do meanwhile, and the sync call skips
// the stream machinery).
// Kept free of heavy imports: every render worker loads it.
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { projectCache } from '../support/cache-dir.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** gzip is the fallback for the few clients without brotli: level 9 gains pages ~3% for ~70% more time. */
const gzipOptions = (file: string): ZlibOptions => ({ level: file.startsWith('assets/') ? 9 : 6 });

/**
 * Hashed assets are few and cached forever, so they get brotli's best quality; pages are many,
 * and quality 6 is far faster for slightly more bytes. The window is no larger than the file:
 * brotli's default (4 MB) takes that much memory for each compression and several times the CPU
 * time, and gains nothing on a page of a few tens of kilobytes.
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
  br: Uint8Array;
  gz: Uint8Array;
}

const COMPRESSED_CACHE = projectCache('compressed');
const PAGES_PACK = path.join(COMPRESSED_CACHE, 'pages.pack');

/** Whether an earlier build left its pages' pairs: without them every page is compressed afresh. */
export function pagePairsKept(): boolean {
  return existsSync(PAGES_PACK);
}
const isAsset = (file: string) => file.startsWith('assets/');

async function compress(file: string, contents: Uint8Array): Promise<Compressed> {
  const [br, gzipped] = await Promise.all([brotli(contents, brotliOptions(file, contents.length)), gz(contents, gzipOptions(file))]);
  return { br, gz: gzipped };
}

/**
 * Compresses a file of the output. Hashed assets (brotli 11) are slow to compress, yet few and
 * their bytes rarely change, so their pair is kept in .cache/compressed/ under the hash of the
 * bytes and settings, and a build with the same assets reads it back
 * (docs/decisions.md#caches-keyed-by-content).
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

/** Names a page's pair: the hash of its bytes and of the settings that compress it. */
function pairKey(file: string, contents: Uint8Array): string {
  const settings = JSON.stringify([brotliOptions(file, contents.length), gzipOptions(file)]);
  return createHash('sha256').update(settings).update(contents).digest('hex').slice(0, 32);
}

/** What a render worker's pairs were: keys of those it used, and those it had to make. */
export interface PairsUsed {
  used: string[];
  made: [string, Compressed][];
}

/**
 * The page pairs inside a render worker: the build's (CompressedPages.pairs), and those the
 * worker makes, handed back batch by batch for the build to keep (CompressedPages.adopt).
 * Without them a worker would compress again every page it writes.
 */
export class WorkerPairs {
  private batch: PairsUsed = { used: [], made: [] };

  constructor(private readonly known: Map<string, Compressed>) {}

  pair(file: string, contents: Uint8Array): Compressed {
    const key = pairKey(file, contents);
    this.batch.used.push(key);
    let pair = this.known.get(key);
    if (!pair) {
      pair = precompressSync(file, contents);
      this.known.set(key, pair);
      this.batch.made.push([key, pair]);
    }
    return pair;
  }

  /** What this batch used and made, since the last call. */
  take(): PairsUsed {
    const batch = this.batch;
    this.batch = { used: [], made: [] };
    return batch;
  }
}

/**
 * The .br/.gz pairs of pages, kept between builds in one file under .cache/
 * (docs/decisions.md#caches-keyed-by-content). Brotli 6 and gzip 6 of every page are a large part
 * of a full build's CPU time, though most pages come out
 * with the same bytes as in the last build (a fresh output folder in CI, a second folder, a build
 * after an edit that touched a few pages). A pair is found by the hash of the page's bytes and
 * the settings, so a page that changed is compressed again. One file, read once and appended to,
 * not one file per pair: creating files is most of what writing the output costs.
 * Each record: key (32 hex), the lengths of br and gz, a checksum of both, then the bytes; a
 * record that does not check out (a build stopped mid-write) ends the reading there.
 */
export class CompressedPages {
  /** keys of the pairs this build used, and of those it made */
  private used = new Set<string>();
  private added: string[] = [];

  private constructor(
    private readonly file: string,
    private readonly known: Map<string, Compressed>,
    /** records in the file (infinite when it ends in a broken one): it is written afresh when
     * most of them are not used any more */
    private stored: number,
  ) {}

  static async open(file = PAGES_PACK): Promise<CompressedPages> {
    const known = new Map<string, Compressed>();
    const read = await readFile(file).catch(() => Buffer.alloc(0));
    const bytes = Buffer.from(new SharedArrayBuffer(read.length));
    read.copy(bytes);
    let at = 0;
    while (at + RECORD_HEAD <= bytes.length) {
      const key = bytes.toString('latin1', at, at + 32);
      const brLength = bytes.readUInt32LE(at + 32);
      const gzLength = bytes.readUInt32LE(at + 36);
      const end = at + RECORD_HEAD + brLength + gzLength;
      if (end > bytes.length) break;
      const br = bytes.subarray(at + RECORD_HEAD, at + RECORD_HEAD + brLength);
      const gz = bytes.subarray(at + RECORD_HEAD + brLength, end);
      if (!checksum(br, gz).equals(bytes.subarray(at + 40, at + RECORD_HEAD))) break;
      known.set(key, { br, gz });
      at = end;
    }
    // bytes after the last good record would hide whatever is appended after them: rewrite then
    return new CompressedPages(file, known, at === bytes.length ? known.size : Number.POSITIVE_INFINITY);
  }

  /** The pair for a page: kept from an earlier build when its bytes are the same, else made now. */
  async compress(file: string, contents: Uint8Array): Promise<Compressed> {
    if (isAsset(file)) return precompress(file, contents);
    const key = pairKey(file, contents);
    this.used.add(key);
    const kept = this.known.get(key);
    if (kept) return kept;
    const made = await compress(file, contents);
    this.remember(key, made);
    return made;
  }

  private remember(key: string, pair: Compressed): void {
    if (!this.known.has(key)) this.added.push(key);
    this.known.set(key, pair);
  }

  /** The pairs a render worker starts with: those read from the file sit in shared memory, so
   * posting them to a worker copies no bytes. */
  get pairs(): ReadonlyMap<string, Compressed> {
    return this.known;
  }

  /** Takes in what a render worker's WorkerPairs used and made. */
  adopt({ used, made }: PairsUsed): void {
    for (const key of used) this.used.add(key);
    for (const [key, pair] of made) this.remember(key, pair);
  }

  private records(keys: Iterable<string>): Buffer {
    const parts: Uint8Array[] = [];
    for (const key of keys) {
      const { br, gz } = this.known.get(key)!;
      const head = Buffer.alloc(40);
      head.write(key, 0, 'latin1');
      head.writeUInt32LE(br.length, 32);
      head.writeUInt32LE(gz.length, 36);
      parts.push(head, checksum(br, gz), br, gz);
    }
    return Buffer.concat(parts);
  }

  /**
   * Appends this build's new pairs; rewrites the file with only the pairs in use once it holds
   * more than three builds' worth, so it does not grow without bound. A long-running caller
   * (`site dev`) keeps the object for its next build, which starts counting afresh.
   */
  async save(): Promise<void> {
    const { added, used } = this;
    if (added.length > 0) {
      await mkdir(path.dirname(this.file), { recursive: true });
      if (this.stored + added.length <= 3 * used.size) {
        await appendFile(this.file, this.records(added));
        this.stored += added.length;
      } else {
        const temp = `${this.file}.${process.pid}.tmp`;
        await writeFile(temp, this.records(used));
        await rename(temp, this.file);
        for (const key of [...this.known.keys()]) if (!used.has(key)) this.known.delete(key);
        this.stored = used.size;
      }
    }
    this.added = [];
    this.used = new Set();
  }
}

const RECORD_HEAD = 40 + 16;
const checksum = (br: Uint8Array, gz: Uint8Array): Buffer => createHash('md5').update(br).update(gz).digest();
