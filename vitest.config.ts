import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Browser and build tests are heavy on a 2-core machine: run files two at a time.
    maxWorkers: 2,
  },
});
