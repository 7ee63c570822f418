// What a failed build must leave as it was: every file of the output folder (bytes and
// modification time), and nothing beside it.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { copyBuiltSite, SITE_URL } from './built-site.ts';
import { runSite } from './cli.ts';
import { copyData, tempDir, type CopyOptions } from './data.ts';

/** Every file and folder under `dir`: content hash (files) and modification time. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const facts = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const info = await stat(full);
      const content = entry.isFile() ? createHash('sha256').update(await readFile(full)).digest('hex') : 'folder';
      return [path.relative(dir, full), `${content} ${info.mtimeMs}`] as const;
    }),
  );
  return new Map(facts.sort(([a], [b]) => a.localeCompare(b)));
}

/** Which of `files` (relative paths) hold different bytes in folder `a` and folder `b`. */
export async function differingFiles(a: string, b: string, files: string[]): Promise<string[]> {
  const differing: string[] = [];
  for (const file of files) {
    const [left, right] = await Promise.all([readFile(path.join(a, file)), readFile(path.join(b, file))]);
    if (!left.equals(right)) differing.push(file);
  }
  return differing;
}

/** Folders a build leaves beside its output (staging or the swapped-out previous output). */
export async function leftovers(dist: string): Promise<string[]> {
  const name = path.basename(dist);
  return (await readdir(path.dirname(dist))).filter((entry) => entry !== name && entry.startsWith(`${name}.`));
}

export interface LiveSite {
  /** a private copy of data/ to break */
  copy: Awaited<ReturnType<typeof copyData>>;
  /** a good build, standing for the live site */
  live: Awaited<ReturnType<typeof copyBuiltSite>>;
  /** the live site as it was before the tests */
  before: Map<string, string>;
}

/**
 * For a describe block: a data copy and a live site, made before its tests and removed after.
 * No build manifest beside the data copy names the live site, so the next build is a full one
 * (staging folder, then one swap). `data`: options of the copy (a few towns, for a failure that
 * needs no whole site to show itself). The live site is a copy of the shared build of the real
 * data, or with `live: 'own build'` a build of the copy itself before any test breaks it: a third
 * of the files to compare when the copy has a few towns, and no wait for the shared build.
 */
export function liveSiteFixture(data: CopyOptions = {}, options: { live?: 'shared build' | 'own build' } = {}): LiveSite {
  const site = {} as LiveSite;
  beforeAll(async () => {
    site.copy = await copyData(data);
    site.live = options.live === 'own build' ? await buildLiveSite(site.copy.data) : await copyBuiltSite();
    site.before = await snapshot(site.live.dist);
  });
  afterAll(async () => {
    await site.copy?.cleanup();
    await site.live?.cleanup();
  });
  return site;
}

/** Builds `data` into a fresh folder, from that folder: its manifest stays there, not beside the data. */
async function buildLiveSite(data: string): Promise<Awaited<ReturnType<typeof copyBuiltSite>>> {
  const root = await tempDir('site-live-');
  const dist = path.join(root, 'dist');
  const cleanup = () => rm(root, { recursive: true, force: true });
  const result = await runSite(['generate', '--data', data, '--out', dist, '--quiet', '--site-url', SITE_URL], { cwd: root });
  if (result.code !== 0) {
    await cleanup();
    throw new Error(`the live site's build failed:\n${result.stderr}`);
  }
  return { root, dist, cleanup };
}
