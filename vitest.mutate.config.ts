import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant (stryker.config.mjs): those that exercise the mutated
// modules in the test process itself, where Stryker can switch a mutant on and see its coverage.
// Tests that only reach the code through a child process (the CLI's builds, browsers) cannot see
// a mutant, so they are left out here; they still run in `npm test`.
// MUTATE_TESTS=a.test.ts,b.test.ts narrows the set further, for a quick run on one module.
const only = process.env.MUTATE_TESTS?.split(',').filter(Boolean);
// MUTATE_POSTGRES=1 runs the chosen tests on a throwaway PostgreSQL cluster, as the `postgres`
// project of vitest.config.ts does, so the PostgreSQL store (api/storage/postgres*.ts) is tested
// on a real server: MUTATE_POSTGRES=1 MUTATE_TESTS=tests/api/postgres-storage.test.ts npm run
// mutate -- --mutate 'api/storage/postgres*.ts'
const postgres = Boolean(process.env.MUTATE_POSTGRES);

export default defineConfig({
  test: {
    include: only ?? [
      'tests/api/**/*.test.ts',
      'tests/bench/**/*.test.ts',
      'tests/generator/routes/routes.test.ts',
      'tests/generator/write/output-tree.test.ts',
      'tests/generator/write/output-tree-full-and-patch.test.ts',
      'tests/generator/load/load.test.ts',
      'tests/generator/load/load-cache.test.ts',
      'tests/generator/load/yaml-aliases.test.ts',
      'tests/generator/validate/hostile-data-corpus.test.ts',
      'tests/generator/validate/validate-cross-table.test.ts',
      'tests/generator/validate/validate-blog.test.ts',
      'tests/generator/validate/validate-blog-output.test.ts',
      'tests/generator/validate/validate-blog-messages.test.ts',
      'tests/generator/validate/validate-output.test.ts',
      'tests/generator/index-gate/gate-reuse.test.ts',
      'tests/generator/index-gate/gate-measures-reuse.test.ts',
      'tests/generator/validate/safe-markdown.test.ts',
      // its builds go through the CLI, but its attacks on the Markdown renderers run in process
      'tests/generator/validate/markdown-safety.test.ts',
      'tests/generator/validate/blog-markdown.test.ts',
      'tests/generator/validate/validate-rows.test.ts',
      'tests/generator/validate/site-copy.test.ts',
      'tests/generator/validate/copy-files.test.ts',
      'tests/generator/validate/company-copy.test.ts',
      // its last test builds through the CLI, but the list of missing pictures and its line are tested in process
      'tests/generator/validate/missing-pictures.test.ts',
      'tests/generator/write/serializers.test.ts',
      'tests/generator/write/redirects-root.test.ts',
      'tests/generator/routes/home-towns.test.ts',
      // its schema-against-guide rule reads the fields through validate/field-help.ts
      'tests/lint/marketers-guide.test.ts',
    ],
    exclude: [
      // the crash test kills a child process under load: it tests no in-process code and, slowed
      // by instrumentation on a busy machine, outlives its timeout
      'tests/api/fault.test.ts',
      // its start-up tests reach the API only through child processes of the CLI, which never
      // carry the active mutant, and its full-disk part mounts file systems
      'tests/api/storage-ready.test.ts',
      // the PostgreSQL-only files need the cluster that MUTATE_POSTGRES=1 starts (see above)
      ...(postgres ? [] : ['tests/api/postgres-*.test.ts', 'tests/api/instances.test.ts']),
    ],
    globalSetup: postgres ? ['tests/setup/postgres-mutate.ts'] : [],
    // after each test, undo what it registered with cleanup() (servers, temporary folders)
    setupFiles: ['tests/setup/cleanups.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
