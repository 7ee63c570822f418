// Incremental builds: a manifest of content hashes from the previous build decides which pages
// must be rendered again, and any output whose bytes did not change is hard-linked from the
// previous output instead of rewritten, so it keeps its modification time and a deploy uploads
// only what changed. The manifest lives in .cache/, never in the output folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface PageRecord {
  /** hash of everything the page is rendered from (its route record) */
  input: string;
  islands: string[];
}

export interface BuildManifest {
  version: 1;
  /** hash of the code and site-wide data every page depends on */
  globalHash: string;
  pages: Record<string, PageRecord>;
}

const CODE_DIRS = ['generator', 'templates'].map((dir) => path.resolve(import.meta.dirname, '..', dir));

export function hash(...parts: (string | Buffer)[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex').slice(0, 32);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat().sort();
}

/** Hash of the generator and template sources: a template change re-renders every page. */
export async function codeFingerprint(): Promise<string> {
  const files = (await Promise.all(CODE_DIRS.map(filesUnder))).flat();
  const contents = await Promise.all(files.map((f) => readFile(f)));
  return hash(...files.flatMap((f, i) => [path.relative(path.dirname(CODE_DIRS[0]!), f), contents[i]!]));
}

export function manifestPath(outDir: string): string {
  return path.resolve('.cache', 'site-build', `${hash(path.resolve(outDir)).slice(0, 16)}.json`);
}

export async function readManifest(outDir: string): Promise<BuildManifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(manifestPath(outDir), 'utf8')) as BuildManifest;
    return manifest.version === 1 && existsSync(outDir) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

export async function writeManifest(outDir: string, manifest: BuildManifest): Promise<void> {
  const file = manifestPath(outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(manifest));
}

export type WriteOutcome = 'written' | 'unchanged';

/**
 * Puts `contents` at `root/file`. When the previous output holds the same bytes, the previous
 * file is hard-linked instead, keeping its modification time.
 */
export async function writeIfChanged(
  root: string,
  previousRoot: string | undefined,
  file: string,
  contents: string | Uint8Array,
): Promise<WriteOutcome> {
  const target = path.join(root, file);
  if (!target.startsWith(root + path.sep)) throw new Error(`refusing to write outside the output folder: ${file}`);
  await mkdir(path.dirname(target), { recursive: true });
  if (previousRoot) {
    const previous = path.join(previousRoot, file);
    try {
      const old = await readFile(previous);
      const next = typeof contents === 'string' ? Buffer.from(contents) : contents;
      if (old.length === next.length && old.equals(next)) {
        await link(previous, target);
        return 'unchanged';
      }
    } catch {
      // no previous file, or a file system without hard links: write it
    }
  }
  await writeFile(target, contents);
  return 'written';
}

/** Re-uses a page whose inputs did not change: hard-links the previous file into the new output. */
export async function reusePrevious(root: string, previousRoot: string, file: string): Promise<boolean> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await link(path.join(previousRoot, file), target);
    return true;
  } catch {
    return false;
  }
}
