// `npm test`: ESLint and vitest side by side. ESLint works on one core for 15-25 s; run before
// vitest, as it was, it left the other core idle all that time, while beside the first tests it
// only adds its own CPU time. Its report is printed once vitest has finished (so the two do not
// interleave), and the run fails when either fails. Arguments go to vitest (`npm test -- <file>`).
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs a package's script under this Node; resolves to its exit code (1 when killed). */
function run(script, args, options) {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules', script), ...args], { cwd: ROOT, ...options });
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`could not start ${script}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
  return { child, exited };
}

const lint = run('eslint/bin/eslint.js', ['.'], { stdio: ['ignore', 'pipe', 'pipe'] });
let lintReport = '';
lint.child.stdout?.on('data', (chunk) => (lintReport += chunk));
lint.child.stderr?.on('data', (chunk) => (lintReport += chunk));
const tests = run('vitest/vitest.mjs', ['run', ...process.argv.slice(2)], { stdio: 'inherit' });

const [testsCode, lintCode] = await Promise.all([tests.exited, lint.exited]);
if (lintCode === 0) console.log('\n✓ ESLint (npm run lint): no problems');
else console.error(`\n✘ ESLint (npm run lint) failed:\n${lintReport.trim() || `exit code ${lintCode}`}\n`);
process.exitCode = testsCode || lintCode;
