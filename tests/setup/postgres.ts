// globalSetup of the `postgres` test project (vitest.config.ts): one throwaway cluster for the
// whole run, its URL handed to the test files through provide/inject, stopped at the end.
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../helpers/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // fsync off: the tests check behaviour, not durability of the test machine's disk.
  const server = await startPostgres({ fsync: false });
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
