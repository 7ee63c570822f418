// Set-up file of every test project: after each test, undo what it registered with cleanup()
// (tests/helpers/cleanup.ts, which says why the hook is here).
import { afterEach } from 'vitest';
import { runCleanups } from '../helpers/cleanup.ts';

afterEach(runCleanups);
