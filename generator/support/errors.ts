// One class per failure kind. The CLI prints `message` (and the problem list) and exits 1;
// user mistakes never show a stack trace.

// The problem list and its error live in shared/ (templates raise it for a bad image key, render
// workers send it across threads); the generator's other failure kinds are below.
import { DataValidationError, type Problem } from '../../shared/problems.ts';
export { DataValidationError, formatProblem, problemsHeadline, sortProblems, uniqueProblems, type Problem } from '../../shared/problems.ts';

/**
 * `problems` naming the data folder as the command was given it: messages written for the default
 * folder (`add a row to data/redirects.csv`) name `groomer/data/redirects.csv` for `--data
 * groomer/data`. Only a `data/` that starts a path is renamed, never one inside an address.
 */
export function inDataFolder<T extends Problem>(problems: T[], shown: string): T[] {
  if (shown === 'data') return problems;
  const rename = (text: string) => text.replace(/(^|[\s"'(`,;=])data\//g, (_, before: string) => `${before}${shown}/`);
  return problems.map((problem) => ({ ...problem, file: rename(problem.file), message: rename(problem.message) }));
}

export class DuplicateOutputError extends Error {
  constructor(readonly duplicates: { path: string; sources: string[] }[]) {
    super(
      `${duplicates.length} output path${duplicates.length === 1 ? ' is' : 's are'} produced twice:\n` +
        duplicates.map((d) => `  ${d.path} (from ${d.sources.join(' and ')})`).join('\n'),
    );
    this.name = 'DuplicateOutputError';
  }
}

/**
 * A strict build (`--strict`, the default when CI is set) that would drop addresses the site has
 * published with no redirects.csv row deciding them (check/warnings.ts): nothing is written.
 */
export class VanishedAddressError extends DataValidationError {
  constructor(problems: Problem[], vanished: number) {
    super(problems);
    this.name = 'VanishedAddressError';
    const file = problems.find((p) => 'redirectRow' in p)?.file ?? 'data/redirects.csv';
    this.message =
      `${vanished} published address${vanished === 1 ? '' : 'es'} would disappear with no row in ${file}: nothing was written, the previous output is unchanged. ` +
      `Add a row for each (a redirect to the closest page, ready to paste below, or 410 in status for a page gone for good) and run the command again. ` +
      `This stops the build because --strict is on (the default when CI is set); --no-strict turns it into a warning.`;
  }
}
