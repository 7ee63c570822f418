// What a test registers to undo once it has finished (servers, temporary folders, databases),
// undone by the afterEach hook of tests/setup/cleanups.ts.
// The hook lives in a set-up file, not here: a test process runs its files one after another and
// keeps the modules they import (vitest's `isolate: false`), so a hook registered when this module
// loads would belong to the first file that imported it, and every later file's cleanups would
// never run. vitest runs set-up files again for every test file.

const cleanups: (() => unknown)[] = [];

/** Registers something to undo after the current test, last registered first. */
export function cleanup(fn: () => unknown): void {
  cleanups.push(fn);
}

/** Undoes what the test registered, last first; every step runs even when one throws. */
export async function runCleanups(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `${errors.length} cleanups failed`);
}
