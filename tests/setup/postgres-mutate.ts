// globalSetup of `MUTATE_POSTGRES=1 npm run mutate` (vitest.mutate.config.ts): the cluster of
// tests/setup/postgres.ts, guarded so it is stopped and deleted when Stryker kills its test runner
// (after each timed-out mutant, and 2 s into closing at the end of every run, errors included),
// which cuts short or skips the teardown.
import type { TestProject } from 'vitest/node';
import { provideCluster } from './postgres.ts';

export default function setup(project: TestProject) {
  return provideCluster(project, { removeWhenProcessEnds: true });
}
