// Global set-up: one run folder for the shared build of the real site (tests/helpers/built-site.ts).
// Workers inherit the variable; the first test file that calls builtSite() builds into the folder.
// The teardown fails the run if any test wrote into that build, then removes it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRunBuild, SHARED_BUILD_ENV } from '../helpers/built-site.ts';

export default async function setup(): Promise<() => Promise<void>> {
  // vitest runs a global set-up once for the root config and once per project: the first owns the
  // folder, so every project's workers share one build
  if (process.env[SHARED_BUILD_ENV]) return async () => {};
  const folder = await mkdtemp(path.join(tmpdir(), 'site-suite-'));
  process.env[SHARED_BUILD_ENV] = folder;
  return async () => {
    try {
      const problem = await checkRunBuild(folder);
      if (problem) {
        // an error thrown in a teardown is printed but leaves the exit code at 0
        console.error(`\n✘ ${problem}\n`);
        process.exitCode = 1;
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      delete process.env[SHARED_BUILD_ENV];
    }
  };
}
