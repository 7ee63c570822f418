import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant (stryker.config.mjs): those that exercise the mutated
// modules in the test process itself, where Stryker can switch a mutant on and see its coverage.
// Tests that only reach the code through a child process (the CLI's builds, browsers) cannot see
// a mutant, so they are left out here; they still run in `npm test`.
export default defineConfig({
  test: {
    include: [
      'tests/api/**/*.test.ts',
      'tests/bench/**/*.test.ts',
      'tests/generator/routes.test.ts',
      'tests/generator/output-tree.test.ts',
      'tests/generator/load.test.ts',
      'tests/generator/serializers.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
