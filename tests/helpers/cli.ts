// Runs the real command-line tool (`node bin/site.js ...`) as a child process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './data.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The environment a user's shell gives the command, plus `extra`. Vitest sets NODE_ENV=test in
 * its processes; a child that inherited it would render with React's development build (about
 * twice the time of a build) and compile its own bundle of the CLI, neither of which a user runs.
 * CI is left out too: under it `site generate` is strict (a published page dropped without a
 * redirect row fails the build), and a test that wants that says so.
 */
export function userEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, CI: _ci, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

/**
 * `script`: another copy of bin/site.js (a test's copy of the project). It runs as the user
 * running the tests: another user may not be able to read a checkout in a private folder.
 */
export function runSite(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; script?: string } = {}): Promise<CliResult> {
  const command = [process.execPath, options.script ?? path.join(PROJECT_ROOT, 'bin/site.js'), ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: userEnv(options.env),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
