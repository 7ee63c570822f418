// The real site, built once from data/ and shared read-only by every test that only reads it.
// Tests that edit data work on their own copy (copyData) and build that instead; tests that edit
// the output work on copyBuiltSite().
//
// Under `npm test` the global set-up (tests/setup/shared-build.ts) hands every worker one run
// folder in SITE_TEST_SHARED_BUILD. The first file that asks leaves a request there; the set-up,
// in vitest's main process, sees it and builds once, and every worker waits for the result. The
// build belongs to the main process, not to the asking file, so it carries on whatever happens to
// that file (a hook timeout, its worker recycled). It starts on first use, not in the set-up, so a
// run of API tests alone never pays for it. Outside that set-up (another config, a script) each
// process builds its own copy once. `site check` of that build goes the same way (checkedBuiltSite):
// several files hold the real site to it, and one run of it, far from free, serves them all.
import { createHash } from 'node:crypto';
import { chmod, cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite, type CliResult } from './cli.ts';
import { tempDir } from './data.ts';

/** The HTML files under `dir` (a built site), as paths relative to it, in sorted order. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The origin every shared build uses for canonical URLs, the sitemap and JSON-LD. */
export const SITE_URL = 'https://clean.test';
export const SHARED_BUILD_ENV = 'SITE_TEST_SHARED_BUILD';

export interface SharedBuild {
  /** the built site (do not write into it) */
  dist: string;
  /** what `site generate` printed: the summary some tests check */
  result: CliResult;
  /** the UTC dates (YYYY-MM-DD) the build ran on: one, or two if it crossed midnight */
  dates: string[];
}

let mine: Promise<SharedBuild> | undefined;

function sharedBuild(): Promise<SharedBuild> {
  mine ??= (async () => {
    const folder = process.env[SHARED_BUILD_ENV];
    const build = folder ? await joinRunBuild(folder) : await buildInto(await tempDir('site-built-'));
    if (build.result.code !== 0) throw new Error(`site generate failed:\n${build.result.stderr}${build.result.stdout}`);
    return build;
  })();
  return mine;
}

/** Path of a folder holding `site generate --site-url SITE_URL` output for the real data/. Read only. */
export async function builtSite(): Promise<string> {
  return (await sharedBuild()).dist;
}

/** The shared build with what `site generate` printed and when it ran, without building again. */
export function builtSiteInfo(): Promise<SharedBuild> {
  return sharedBuild();
}

let myCheck: Promise<CliResult> | undefined;

/** What `site check --dir <the shared build>` printed: run once for the whole run, like the build. */
export function checkedBuiltSite(): Promise<CliResult> {
  myCheck ??= (async () => {
    const { dist } = await sharedBuild();
    const folder = process.env[SHARED_BUILD_ENV];
    return folder ? joinRun<CliResult>(folder, CHECK_REQUEST, CHECK_RESULT) : checkInto(dist);
  })();
  return myCheck;
}

/** A private, writable copy of the shared build, for tests that break the output on purpose. */
export async function copyBuiltSite(): Promise<{ root: string; dist: string; cleanup: () => Promise<void> }> {
  const source = await builtSite();
  const root = await tempDir('site-built-copy-');
  const dist = path.join(root, 'dist');
  await cp(source, dist, { recursive: true });
  await makeWritable(dist);
  return { root, dist, cleanup: () => rm(root, { recursive: true, force: true }) };
}

async function buildInto(folder: string): Promise<SharedBuild> {
  const dist = path.join(folder, 'dist');
  const today = () => new Date().toISOString().slice(0, 10);
  const before = today();
  // --verbose: the summary, the stage timings and both tables are part of what the CLI tests check
  const result = await runSite(['generate', '--out', dist, '--site-url', SITE_URL, '--verbose']);
  return { dist, result, dates: [...new Set([before, today()])] };
}

const checkInto = (dist: string) => runSite(['check', '--dir', dist]);

const RESULT = 'result.json';
const FINGERPRINT = 'fingerprint.txt';
export const REQUEST = 'requested';
export const CHECK_REQUEST = 'check-requested';
const CHECK_RESULT = 'check.json';

const joinRunBuild = (folder: string) => joinRun<SharedBuild>(folder, REQUEST, RESULT);

/** Asks the global set-up for one piece of shared work (once is enough) and waits for its result. */
async function joinRun<Result>(folder: string, request: string, result: string): Promise<Result> {
  await writeFile(path.join(folder, request), String(process.pid), { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  for (;;) {
    const written = await readFile(path.join(folder, result), 'utf8').catch(() => null);
    if (written !== null) return JSON.parse(written) as Result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Writes a result all at once: its presence tells the waiting workers the work is over. */
async function publish(folder: string, name: string, value: unknown): Promise<void> {
  await writeFile(path.join(folder, `${name}.tmp`), JSON.stringify(value));
  await rename(path.join(folder, `${name}.tmp`), path.join(folder, name));
}

/** The global set-up's part: builds into the run folder, seals it, then publishes the result. */
export async function buildRunFolder(folder: string): Promise<void> {
  let build: SharedBuild;
  try {
    build = await buildInto(folder);
    if (build.result.code === 0) {
      await writeFile(path.join(folder, FINGERPRINT), await fingerprint(build.dist));
      await makeReadOnly(build.dist);
    }
  } catch (error) {
    build = { dist: path.join(folder, 'dist'), result: { code: -1, stdout: '', stderr: String(error) }, dates: [] };
  }
  await publish(folder, RESULT, build);
}

/** The global set-up's part, once the build is over: `site check` of it, for every file that asks. */
export async function checkRunFolder(folder: string): Promise<void> {
  let check: CliResult;
  try {
    check = await checkInto(path.join(folder, 'dist'));
  } catch (error) {
    check = { code: -1, stdout: '', stderr: String(error) };
  }
  await publish(folder, CHECK_RESULT, check);
}

/** Every file's path, size and modification time, hashed: a test that writes into the shared
 * build changes it, and the global teardown fails the run (root ignores read-only modes). */
export async function fingerprint(dist: string): Promise<string> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const lines = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const info = await stat(full);
      return `${path.relative(dist, full)} ${entry.isDirectory() ? 'dir' : info.size} ${info.mtimeMs}`;
    }),
  );
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/** Verifies the shared build in a run folder is as it was built; returns a message when it is not. */
export async function checkRunBuild(folder: string): Promise<string | null> {
  const expected = await readFile(path.join(folder, FINGERPRINT), 'utf8').catch(() => null);
  if (expected === null) return null; // never built (no test asked) or the build failed
  const dist = path.join(folder, 'dist');
  await makeWritable(dist);
  if ((await fingerprint(dist)) === expected) return null;
  return `a test wrote into the shared build (${dist}): use copyBuiltSite() for a writable copy`;
}

async function setModes(dist: string, fileMode: number, dirMode: number): Promise<void> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  await Promise.all(entries.map((e) => chmod(path.join(e.parentPath, e.name), e.isDirectory() ? dirMode : fileMode)));
  await chmod(dist, dirMode);
}

const makeReadOnly = (dist: string) => setModes(dist, 0o444, 0o555);
const makeWritable = (dist: string) => setModes(dist, 0o644, 0o755);
