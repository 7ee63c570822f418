// Stage 5: files to disk. Everything is written into a staging folder beside the output and
// swapped in only when the whole build succeeded, so a failed build never touches the live site.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function createStaging(outDir: string): Promise<string> {
  const staging = `${path.resolve(outDir)}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return staging;
}

export async function writeOutput(root: string, file: string, contents: string | Buffer): Promise<void> {
  const target = path.join(root, file);
  if (!target.startsWith(root + path.sep)) throw new Error(`refusing to write outside the output folder: ${file}`);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, contents);
}

/** Replaces outDir with staging in two renames; the old output is removed afterwards. */
export async function swapIn(staging: string, outDir: string): Promise<void> {
  const out = path.resolve(outDir);
  const previous = `${out}.previous-${process.pid}`;
  if (existsSync(out)) await rename(out, previous);
  await rename(staging, out);
  await rm(previous, { recursive: true, force: true });
}

export async function discard(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}
