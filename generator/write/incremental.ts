// Incremental builds (docs/decisions.md#incremental-builds): a manifest of content hashes from the
// previous build decides which pages must be rendered again (output-tree.ts then leaves every file
// whose bytes did not change as it was). The manifest lives in .cache/, never in the output folder.
import type { Coverage } from '../index-gate/index.ts';
import type { PageJavaScript } from '../assets/index.ts';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder, hash, sameJson } from '../support/hash.ts';
import type { Route } from '../../shared/model/routes.ts';
import type { JsonLd } from '../../shared/model/head.ts';
import type { SiteInfo } from '../../shared/model/site.ts';
import { manifestPath } from '../support/cache-dir.ts';
import type { Problem } from '../support/errors.ts';

/** A link to a place inside a page: `/services/deep-cleaning/#book` -> that page's path and id. */
export interface FragmentLink {
  href: string;
  target: string;
  fragment: string;
}

export interface PageRecord {
  /** the page's kind (its template): `site check --layout` and `site screenshots` look at a few of each */
  kind?: string;
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
  /** the warnings that build printed about its data, which the next change report compares with */
  warnings?: Problem[];
  /** the texts that build found still holding a new business's starter words (`site check` names them) */
  leftovers?: Problem[];
  /** the data folder as those warnings name it (`data`, `.base/data`) */
  dataDir?: string;
  /** the page files that are redirect stubs (a meta refresh): no page, for the next build's counts */
  redirectFiles?: string[];
  /** the addresses the ledger that build read lists as published (none without a ledger): the
   * change report's removed pages are those that went live */
  published?: string[];
  /** the JavaScript table's figures of that build (`site generate` prints the table when they move) */
  javascript?: PageJavaScript[];
  /** the photos that build found missing (`site generate` names them when the list changes) */
  pictures?: string[];
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

/** JSON that includes Maps (the island table), for hashing. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (v instanceof Map ? [...v.entries()] : v));
}

/**
 * Everything a page reads besides its own route record: the code, the site context and the
 * JSON-LD block every route shares (hashed here once, left out of each page's own hash).
 */
export function globalInputHash(code: string, info: SiteInfo, shared: JsonLd): string {
  return hash(code, stableJson(info), JSON.stringify(shared));
}

/** The last build's route records and their input hashes, by path (kept by `site dev`). */
export interface RouteInputs {
  /** the site-wide JSON-LD block those routes share (left out of each input hash) */
  shared: JsonLd;
  byPath: Map<string, { route: Route; input: string }>;
}

/**
 * The hash of everything a page is rendered from besides the site-wide block. A long-running
 * caller passes the last build's routes: a route equal to its predecessor keeps its hash, and
 * comparing the objects costs about a third of serializing and hashing them again (the hashes
 * were a third of a one-row edit's time in `site dev`).
 */
export function routeInput(route: Route, shared: JsonLd, last: RouteInputs | undefined): string {
  const before = last?.byPath.get(route.path);
  if (before && sameJson(route, before.route, [shared, last!.shared])) return before.input;
  return hash(JSON.stringify({ ...route, jsonLd: route.jsonLd.filter((block) => block !== shared) }));
}
