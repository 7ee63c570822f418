// `npm run mutate:changed [-- <base>]`: mutation testing of only the promise-keeping modules
// (stryker.config.mjs) that differ from <base> (default main), committed or not, in incremental
// mode so mutants already judged on unchanged code are not run again. A check of one change in
// minutes rather than the hours of a full run.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import config from '../../stryker.config.mjs';

const base = process.argv[2] ?? 'main';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [...new Set([...git('diff', '--name-only', `${base}...HEAD`), ...git('diff', '--name-only', 'HEAD')])];
const inScope = changed.filter((file) => config.mutate.some((pattern) => path.matchesGlob(file, pattern)));
if (inScope.length === 0) {
  console.log(`No module under mutation testing differs from ${base}.`);
  process.exit(0);
}
console.log(`Mutating ${inScope.length} module(s) that differ from ${base}:\n  ${inScope.join('\n  ')}`);
const result = spawnSync('npx', ['stryker', 'run', '--incremental', '--mutate', inScope.join(','), ...process.argv.slice(3)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
