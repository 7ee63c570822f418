import { configDefaults, defineConfig } from 'vitest/config';

// The API suites that do not look inside the SQLite file run a second time against PostgreSQL
// (issue 17); so do the PostgreSQL-only files. One throwaway cluster serves that whole project.
const ON_BOTH_ENGINES = ['applications', 'contact', 'form-post', 'http'].map((name) => `tests/api/${name}.test.ts`);
const POSTGRES_ONLY = ['tests/api/postgres-*.test.ts', 'tests/api/instances.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser and build tests are heavy on a 2-core machine: run files two at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'sqlite', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...POSTGRES_ONLY] },
      },
      {
        extends: true,
        test: { name: 'postgres', include: [...ON_BOTH_ENGINES, ...POSTGRES_ONLY], globalSetup: ['tests/setup/postgres.ts'] },
      },
    ],
  },
});
