// One class per failure kind. The CLI prints `message` (and the problem list) and exits 1;
// user mistakes never show a stack trace.

export interface Problem {
  file: string;
  line?: number;
  column?: number;
  key?: string;
  message: string;
}

/** `data/cities.csv:14:5: lat: expected a number, got "north-ish"` (or `file key: message`). */
export function formatProblem(problem: Problem): string {
  if (problem.line !== undefined) {
    const column = problem.column !== undefined ? `:${problem.column}` : '';
    return `${problem.file}:${problem.line}${column}: ${problem.message}`;
  }
  if (problem.key !== undefined) return `${problem.file} ${problem.key}: ${problem.message}`;
  return `${problem.file}: ${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      // a problem about a whole row (the count of rows waiting on it) follows those of its cells
      (a.column ?? Number.MAX_SAFE_INTEGER) - (b.column ?? Number.MAX_SAFE_INTEGER) ||
      (a.key ?? '').localeCompare(b.key ?? ''),
  );
}

export class DataValidationError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const sorted = sortProblems(problems);
    super(
      `${sorted.length} problem${sorted.length === 1 ? '' : 's'} in the data: nothing was written, the previous output is unchanged. Fix the rows below and run the command again.`,
    );
    this.name = 'DataValidationError';
    this.problems = sorted;
  }
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

export class SiteCheckError extends Error {
  constructor(readonly failures: string[]) {
    super(`${failures.length} problem${failures.length === 1 ? '' : 's'} in the built site`);
    this.name = 'SiteCheckError';
  }
}
