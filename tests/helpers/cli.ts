// Runs the real command-line tool (`node bin/site.js ...`) as a child process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './data.ts';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `script`: another copy of bin/site.js (a test's copy of the project) */
export function runSite(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; script?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.script ?? path.join(PROJECT_ROOT, 'bin/site.js'), ...args], {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: { ...process.env, ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
