// Mutation testing (docs/testing.md#mutation-testing): `npm run mutate` plants small bugs in the code that keeps our
// promises and runs the tests that cover each one; a mutant no test kills is a gap in the tests.
//   npm run mutate                                   every module below (long: run it per module)
//   npm run mutate -- --mutate api/export.ts         one module
//   npm run mutate -- --incremental                  only mutants whose code or tests changed
//                                                    since the last run (reports/stryker-incremental.json)
//   npm run mutate:changed [-- main]                 the modules below that differ from main
//   MUTATE_TESTS=tests/api/export.test.ts npm run mutate -- --mutate api/export.ts
//                                                    one module against the tests named
// Not part of `npm test` and not run in CI: a full run takes hours on two cores.
export const MUTATED = [
  // the output tree: atomic publish of a build
  'generator/write/output-tree.ts',
  'generator/write/write.ts',
  // validation and the CSV loader
  'generator/load/load.ts',
  'generator/validate/**/*.ts',
  // the shared form schemas
  'shared/forms.ts',
  // the API's submission middleware and rate limit
  'api/http/submission.ts',
  'api/http/form-post.ts',
  'api/http/rate-limit.ts',
  'api/app.ts',
  // storage and export (postgres-rate-limit.ts, the rate limit's shared store, among them)
  'api/storage/*.ts',
  'api/export.ts',
  // serializers that write data into HTML or scripts
  'templates/components/safe-json.ts',
  'generator/write/sitemap.ts',
  // copy files' placeholders filled into text and HTML
  'generator/routes/fill.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: MUTATED,
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // two shared cores: one test process at a time keeps timeouts honest (override with --concurrency)
  concurrency: 1,
  timeoutMS: 60_000,
  // the first run of every test, for coverage, is slow on a busy 2-core machine
  dryRunTimeoutMinutes: 30,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  // No tsconfig rewriting in the sandbox: Stryker does it with the TypeScript compiler API, which
  // TypeScript 7 (native) no longer has, and nothing here needs it (vitest compiles with esbuild).
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', '.cache', 'reports', 'test-results', 'var'],
};
