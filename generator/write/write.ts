// Stage 5: files to disk. Everything is written into a staging folder beside the output and
// swapped in only when the whole build succeeded, so a failed build never touches the live site.
import { mkdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function createStaging(outDir: string): Promise<string> {
  const staging = `${path.resolve(outDir)}.staging-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return staging;
}

/**
 * Replaces outDir with staging in two renames. The old output is deleted after the swap; the
 * returned promise settles when it is gone (callers need not wait for it to serve the new site).
 */
export async function swapIn(staging: string, outDir: string): Promise<{ removed: Promise<void> }> {
  const out = path.resolve(outDir);
  const previous = `${out}.previous-${process.pid}-${Date.now()}`;
  if (existsSync(out)) await rename(out, previous);
  await rename(staging, out);
  return { removed: rm(previous, { recursive: true, force: true }) };
}

export async function discard(staging: string): Promise<void> {
  // retried: a file still being created inside (ENOTEMPTY) must not leave the folder behind
  await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}
