// `npm run audit`: Lighthouse's mobile audit of the six pages of AUDIT_PAGES (lighthouse.ts),
// against the real `site serve`. Prints the table of scores and
// metrics, then what lost points, and exits 1 when a page misses a target (performance >= 0.95,
// accessibility 1.0, best practices >= 0.95, SEO 1.0).
//   npm run audit -- [--runs 5] [--browsers 1] [--page /careers/ ...]
// Each page's row is the median of --runs runs by performance (see Sampling in lighthouse.ts);
// --browsers 2 audits two pages at a time, as the test suite does.
import { parseArgs } from 'node:util';
import { AUDIT_PAGES, auditSite, belowBudget, formatFlagged, formatTable, TARGETS } from './lighthouse.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, browsers: { type: 'string', default: '1' }, page: { type: 'string', multiple: true } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got "${values.runs}"`);
const browsers = Number(values.browsers);
if (!Number.isInteger(browsers) || browsers < 1) throw new Error(`--browsers must be a whole number from 1, got "${values.browsers}"`);

const results = await auditSite({
  pages: values.page ?? AUDIT_PAGES,
  sampling: { runs },
  browsers,
  log: (line) => console.error(line),
});
console.log(`\n${formatTable(results)}\n`);
const flagged = formatFlagged(results);
if (flagged) console.log(`What cost points:\n${flagged}\n`);
// a score with an audit Lighthouse could not run measures nothing: that is a miss too
const misses = [...belowBudget(results, TARGETS), ...results.flatMap((r) => r.scoredToolErrors.map((e) => `${r.page} could not run ${e}`))];
if (misses.length > 0) {
  console.log(`Below target:\n${misses.map((m) => `  ${m}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Every page meets its targets.');
}
