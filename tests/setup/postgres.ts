// globalSetup of the `postgres` test project (vitest.config.ts): one throwaway cluster for the
// whole run, its URL handed to the test files through provide/inject, stopped at the end.
import type { TestProject } from 'vitest/node';
import { startPostgres, type PostgresOptions } from '../helpers/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** Starts the cluster and provides its URL; `options` beyond fsync come from the caller's runner. */
export async function provideCluster(project: TestProject, options: PostgresOptions = {}) {
  // fsync off: the tests check behaviour, not durability of the test machine's disk.
  const server = await startPostgres({ ...options, fsync: false });
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

export default function setup(project: TestProject) {
  return provideCluster(project);
}
