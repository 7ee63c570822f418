// One class per failure kind. The CLI prints `message` (and the problem list) and exits 1;
// user mistakes never show a stack trace.

// The problem list and its error live in shared/ (templates raise it for a bad image key, render
// workers send it across threads); the generator's other failure kinds are below.
export { DataValidationError, formatProblem, problemsHeadline, sortProblems, uniqueProblems, type Problem } from '../../shared/problems.ts';

export class DuplicateOutputError extends Error {
  constructor(readonly duplicates: { path: string; sources: string[] }[]) {
    super(
      `${duplicates.length} output path${duplicates.length === 1 ? ' is' : 's are'} produced twice:\n` +
        duplicates.map((d) => `  ${d.path} (from ${d.sources.join(' and ')})`).join('\n'),
    );
    this.name = 'DuplicateOutputError';
  }
}
