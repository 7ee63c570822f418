// Output files kept by their bytes in .cache/output-files/ and hard-linked into each build's
// staging folder (docs/decisions.md#caches-keyed-by-content). Most of what writing the output
// costs is the file system making a new file (its inode), not copying its bytes; a link to a file
// that exists makes none. So a build into a fresh folder (CI, a second output folder) whose pages
// came out as in an earlier build makes only the folders. Before linking, the kept file's bytes are
// compared with the ones to write: a kept file changed through a link into an old output (an
// edit in place) is written again, never published. Each placed file gets the time of placing as
// its modification time, as a file written now would. Sync, like the writes it replaces: render
// workers and the main thread call it between pages.
import { closeSync, linkSync, mkdirSync, openSync, readSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { projectCache } from '../support/cache-dir.ts';

const store = () => projectCache('output-files');

/** the store where a link failed for a reason other than a missing file (another file system,
 * none at all): its files are written, not linked, for the rest of the process; a store somewhere
 * else (SITE_CACHE_DIR moved between builds) gets its own try */
let unlinkableStore = '';
/** the store folder this thread made sure of (SITE_CACHE_DIR may move it between builds) */
let madeStore = '';

function linked(folder: string, kept: string, target: string): boolean {
  try {
    linkSync(kept, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') unlinkableStore = folder;
    return false;
  }
}

/** Puts `contents` at `target` (a path in a staging folder that holds no file there yet). */
export function placeFileSync(target: string, contents: string | Uint8Array): void {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  const folder = store();
  if (folder === unlinkableStore) return writeFileSync(target, bytes);
  const kept = path.join(folder, createHash('sha256').update(bytes).digest('hex').slice(0, 32));
  if (holds(kept, bytes) && linked(folder, kept, target)) {
    const now = new Date();
    utimesSync(target, now, now);
    return;
  }
  if (folder !== unlinkableStore) {
    if (madeStore !== folder) mkdirSync(folder, { recursive: true });
    madeStore = folder;
    const temp = `${kept}.${process.pid}-${threadId}.tmp`;
    try {
      writeFileSync(temp, bytes);
      renameSync(temp, kept);
    } catch {
      rmSync(temp, { force: true });
      unlinkableStore = folder;
    }
    if (folder !== unlinkableStore && linked(folder, kept, target)) return;
  }
  writeFileSync(target, bytes);
}

/** what holds() reads into, kept for the next file: a new buffer per file would be megabytes of
 * memory outside the heap for the collector to account for in every build */
let scratch = Buffer.alloc(0);

/** Whether `file` holds exactly `bytes` (read up to one byte more than them: no size asked first). */
function holds(file: string, bytes: Uint8Array): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    if (scratch.length <= bytes.length) scratch = Buffer.allocUnsafe(Math.max(bytes.length + 1, 2 * scratch.length));
    const length = readSync(fd, scratch, 0, bytes.length + 1, 0);
    return length === bytes.length && scratch.subarray(0, length).equals(bytes);
  } finally {
    closeSync(fd);
  }
}

/**
 * Keeps the store bounded: once it holds more than three times the `inUse` files of the build
 * that just finished, only the most recently placed twice that many stay (every file this build
 * placed is among them: placing sets its modification time).
 */
export async function pruneFileStore(inUse: number): Promise<void> {
  const names = await readdir(store()).catch(() => [] as string[]);
  if (names.length <= 3 * inUse) return;
  const aged = await Promise.all(names.map(async (name) => ({ name, time: (await stat(path.join(store(), name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  aged.sort((a, b) => b.time - a.time);
  await Promise.all(aged.slice(2 * inUse).map(({ name }) => rm(path.join(store(), name), { force: true })));
}
