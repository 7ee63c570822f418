// Global set-up: one run folder for the shared build of the real site (tests/helpers/built-site.ts).
// Workers inherit the variable. When the first test file asks for the build (a request file in
// the folder), this process builds it, so the build outlives whichever file asked first; the same
// for `site check` of that build, asked for only once the build is there. The teardown fails the run if any test wrote into that build, then removes it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRunFolder, CHECK_REQUEST, checkRunBuild, checkRunFolder, REQUEST, SHARED_BUILD_ENV } from '../helpers/built-site.ts';

export default async function setup(): Promise<() => Promise<void>> {
  // vitest runs a global set-up once for the root config and once per project: the first owns the
  // folder, so every project's workers share one build
  if (process.env[SHARED_BUILD_ENV]) return async () => {};
  const folder = await mkdtemp(path.join(tmpdir(), 'site-suite-'));
  process.env[SHARED_BUILD_ENV] = folder;
  let building: Promise<void> | undefined;
  let checking: Promise<void> | undefined;
  const watch = setInterval(() => {
    if (!building && existsSync(path.join(folder, REQUEST))) building = buildRunFolder(folder);
    // a worker asks for the check after it has the build's result, so `building` is set by then
    if (building && !checking && existsSync(path.join(folder, CHECK_REQUEST))) checking = building.then(() => checkRunFolder(folder));
  }, 100);
  watch.unref();
  return async () => {
    clearInterval(watch);
    try {
      await building;
      await checking;
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
