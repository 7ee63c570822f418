// A data problem, located by file:line:column (or JSON key), and the error that carries the whole
// list. Shared because templates raise it (an image key missing from the catalogue) and render
// workers send the list across threads, where it is rebuilt as the same error (docs/decisions.md#problems-keep-their-shape).

export interface Problem {
  file: string;
  line?: number;
  /** a CSV's spreadsheet row (the header is row 1), given when it is not `line` */
  row?: number;
  column?: number;
  key?: string;
  message: string;
}

/**
 * `data/cities.csv:14:5: lat: expected a number, got "north-ish"` (or `file key: message`); in a
 * CSV whose multi-line cells set rows apart from lines,
 * `data/seo-keywords.csv row 6 (line 38), column 12: intro: ...`.
 */
export function formatProblem(problem: Problem): string {
  if (problem.line !== undefined && problem.row !== undefined && problem.row !== problem.line) {
    const column = problem.column !== undefined ? `, column ${problem.column}` : '';
    return `${problem.file} row ${problem.row} (line ${problem.line})${column}: ${problem.message}`;
  }
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

/** The line above a list of problems; `next` says how to build again (`site dev` rebuilds on save). */
export function problemsHeadline(count: number, next = 'Fix the rows below and run the command again.'): string {
  return `${count} problem${count === 1 ? '' : 's'} in the data: nothing was written, the previous output is unchanged. ${next}`;
}

/** Each problem once: two sources reporting the same thing at the same place print one line. */
export function uniqueProblems<T extends Problem>(problems: T[]): T[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const text = formatProblem(problem);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

export class DataValidationError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const sorted = uniqueProblems(sortProblems(problems));
    super(problemsHeadline(sorted.length));
    this.name = 'DataValidationError';
    this.problems = sorted;
  }
}
