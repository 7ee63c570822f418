import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { memoryTempRoot } from './tests/setup/temp-root.ts';
import { REQUEST, SHARED_BUILD_ENV } from './tests/helpers/built-site.ts';

// Temporary folders in memory where the machine has room (tests/setup/temp-root.ts); set before
// any worker, global set-up or child process starts, so all of them inherit it.
const tempRoot = memoryTempRoot();
if (tempRoot) process.env.TMPDIR = tempRoot;

// The API suites that do not look inside the SQLite file run a second time against PostgreSQL; so
// do the PostgreSQL-only files. One throwaway cluster serves that whole project.
const ON_BOTH_ENGINES = ['applications', 'contact', 'control-characters', 'form-post', 'http', 'idempotency'].map((name) => `tests/api/${name}.test.ts`);
const POSTGRES_ONLY = ['tests/api/postgres-*.test.ts', 'tests/api/instances.test.ts'];

// Three groups, unit and postgres together, then slow, then lighthouse with the files that run
// beside it, so slow files never fight the rest for the two cores:
// - unit: API, generator and island tests; most read the one shared build of the real site
//   (tests/helpers/built-site.ts, set up by tests/setup/shared-build.ts);
// - postgres, in the same group as unit (its files before unit's): the API suites again on a
//   throwaway PostgreSQL cluster, and the PostgreSQL-only files. A group of their own made them
//   wait for the last unit file while the other worker had nothing left to do; after unit's files
//   they left the cores mostly idle at the end (their time goes to round trips and to an
//   outage's and a second instance's waits), while first they wait beside the shared build;
// - slow: incremental builds, the change report's builds, `site dev`, and the browser tests;
// - lighthouse: with no other test at normal priority, because it times pages and any other work
//   on the machine costs it points (its own two lanes excepted: tests/e2e/lighthouse.test.ts);
// - beside-lighthouse, in the same group: files that time nothing (builds and their outcomes),
//   run at the lowest priority (nice 19), so the kernel gives a core to Lighthouse and its
//   Chromium whenever they want one. Alone, Lighthouse leaves the cores idle for much of its run,
//   waiting out its quiet windows; these files take that time without slowing it, and the median
//   settles the odd lower score. Should lower scores become common, failed-build goes back to slow
//   first: at a slow moment of the machine it was the file that outlasted Lighthouse.
const SLOW = [
  'tests/e2e/**/*.test.ts',
  'tests/generator/write/incremental.test.ts',
  'tests/generator/report/change-report.test.ts',
  'tests/generator/dev/dev.test.ts',
];
const LIGHTHOUSE = ['tests/e2e/lighthouse.test.ts'];
const BESIDE_LIGHTHOUSE = [
  'tests/generator/write/incremental-overlapping.test.ts',
  'tests/generator/write/failed-build.test.ts',
];

// The files that take longest in their group, longest first (each runs many times as long as a
// typical file of a full run on two busy cores). A group's two workers take files from one queue,
// so a long file taken last leaves one worker running it alone; vitest starts the longest first
// only once it has timed a run on this machine, and before that (a fresh clone, CI) the largest,
// which put the two never-silent files (a few lines each, about a minute each) last.
const LONGEST_FIRST = [
  'tests/generator/check/published-ledger.test.ts',
  'tests/generator/guide-examples.test.ts',
  'tests/generator/index-gate/index-gate.test.ts',
  'tests/generator/quiet-output.test.ts',
  'tests/api/corpus.test.ts',
  'tests/generator/validate/root-cause.test.ts',
  'tests/generator/validate/validate.test.ts',
  'tests/e2e/layout.test.ts',
  'tests/e2e/screenshots.test.ts',
  'tests/e2e/forms-never-silent-careers.test.ts',
  'tests/e2e/forms-never-silent-contact.test.ts',
  'tests/e2e/hydration.test.ts',
  'tests/generator/write/incremental-overlapping.test.ts',
  'tests/e2e/forms.test.ts',
  'tests/e2e/a11y.test.ts',
  'tests/generator/write/incremental.test.ts',
  // postgres: the two files that mostly wait (an outage, a second instance) first
  'tests/api/postgres-outage.test.ts',
  'tests/api/instances.test.ts',
];
/** Projects whose files go before the other files of their group. */
const FIRST_IN_GROUP = ['postgres', 'lighthouse'];

/**
 * A run with browser tests (a full run) asks for the shared build as it starts: the postgres files
 * that go first do not read it, and while they wait on their round trips the build uses the cores.
 * (The sequencer runs once the global set-up has made the build's run folder.)
 */
function requestSharedBuildEarly(files: TestSpecification[]): void {
  const folder = process.env[SHARED_BUILD_ENV];
  if (!folder || !files.some((spec) => spec.moduleId.includes(`${path.sep}e2e${path.sep}`))) return;
  writeFileSync(path.join(folder, REQUEST), String(process.pid), { flag: 'a' });
}

/** vitest's order, with FIRST_IN_GROUP's files at the head of their group, and LONGEST_FIRST's
 * files at the head of their project's. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const listed = LONGEST_FIRST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
      return [spec.project.config.sequence.groupOrder, FIRST_IN_GROUP.includes(spec.project.name) ? 0 : 1, listed === -1 ? LONGEST_FIRST.length : listed];
    };
    requestSharedBuildEarly(files);
    const ranked = (await super.sort(files)).map((spec, index) => ({ spec, key: [...rank(spec), index] }));
    const byKey = (a: number[], b: number[]) => a.map((value, i) => value - b[i]!).find((difference) => difference !== 0) ?? 0;
    return ranked.sort((a, b) => byKey(a.key, b.key)).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Two test files already keep both cores busy, so a build inside a test renders on its own
    // thread: render workers would only add their start-up to every build of the real site. The
    // shared build (set up outside the test workers) and the tests that set SITE_RENDER_WORKERS
    // themselves render in workers, as a user's build of the real site does.
    env: { SITE_RENDER_WORKERS: '0' },
    // the first file to ask for the shared build waits for a cold build (images encoded) on 2 busy cores
    hookTimeout: 600_000,
    globalSetup: ['tests/setup/shared-build.ts'],
    // after each test, undo what it registered with cleanup() (servers, temporary folders)
    setupFiles: ['tests/setup/cleanups.ts'],
    // Each worker runs its files one after another in one process, with the modules they import
    // loaded once, instead of a new process that loads them again for every file, so every group
    // finishes sooner. The files share no state that matters: each works in temporary folders and
    // servers of its own, restores the timers it fakes, keeps its browser and server in its own
    // hooks, and the one module-level cache they reach (generator/load/load.ts) is keyed by a
    // file's path and text; the unit files also pass in shuffled orders (`--sequence.shuffle.files`).
    isolate: false,
    // (a sequencer set here would take the place of the one `--sequence.shuffle.files` asks for)
    sequence: process.argv.some((arg) => arg.startsWith('--sequence.shuffle')) ? {} : { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...SLOW, ...BESIDE_LIGHTHOUSE, ...POSTGRES_ONLY],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [...ON_BOTH_ENGINES, ...POSTGRES_ONLY],
          globalSetup: ['tests/setup/postgres.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW,
          exclude: LIGHTHOUSE,
          maxWorkers: 2,
          // browser files check independent pages a few at a time (describe.concurrent); more
          // than three at once only queues them on two cores, and a queued check's clock runs
          maxConcurrency: 3,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // one file: its one worker, and the other for beside-lighthouse (vitest wants the projects
        // of a group to share their maxWorkers)
        test: { name: 'lighthouse', include: LIGHTHOUSE, maxWorkers: 2, sequence: { groupOrder: 2 } },
      },
      {
        extends: true,
        test: {
          name: 'beside-lighthouse',
          include: BESIDE_LIGHTHOUSE,
          maxWorkers: 2,
          setupFiles: ['tests/setup/lowest-priority.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
