// Incremental builds (issue 7): a manifest of content hashes from the previous build decides
// which pages must be rendered again (output-tree.ts then leaves every file whose bytes did not
// change as it was). The manifest lives in .cache/, never in the output folder.
import type { Coverage } from '../index-gate/index.ts';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder, hash } from '../support/hash.ts';
import { manifestPath } from '../support/cache-dir.ts';

/** A link to a place inside a page: `/services/deep-cleaning/#book` -> that page's path and id. */
export interface FragmentLink {
  href: string;
  target: string;
  fragment: string;
}

export interface PageRecord {
  /** hash of everything the page is rendered from (its route record) */
  input: string;
  islands: string[];
  /** its links to ids of other pages (publish gate): re-checked when the page it links to changes */
  fragmentLinks?: FragmentLink[];
}

export interface BuildManifest {
  version: 2;
  /** hash of the code and site-wide data every page depends on */
  globalHash: string;
  pages: Record<string, PageRecord>;
  /** the index gate's figures of the build that wrote the folder, printed by `site check` */
  coverage?: Coverage;
}

const CODE_DIRS = ['generator', 'templates', 'shared'].map((dir) => path.resolve(import.meta.dirname, '../..', dir));

/** Hash of the generator and template sources: a template change re-renders every page. */
export async function codeFingerprint(): Promise<string> {
  const files = (await Promise.all(CODE_DIRS.map(async (dir) => (await filesUnder(dir)).map((f) => path.join(dir, f))))).flat().sort();
  const contents = await Promise.all(files.map((f) => readFile(f)));
  return hash(...files.flatMap((f, i) => [path.relative(path.dirname(CODE_DIRS[0]!), f), contents[i]!]));
}

export async function readManifest(outDir: string): Promise<BuildManifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(manifestPath(outDir), 'utf8')) as BuildManifest;
    return manifest.version === 2 && existsSync(outDir) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

export async function writeManifest(outDir: string, manifest: BuildManifest): Promise<void> {
  const file = manifestPath(outDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(manifest));
}
