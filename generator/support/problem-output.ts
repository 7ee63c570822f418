// How problems and warnings reach people and CI: a readable list on the terminal, and
// under GitHub Actions (GITHUB_ACTIONS=true or `--reporter github`) one workflow annotation per
// problem, so it shows on the line of the CSV in a pull request.
import { formatProblem, type Problem } from './errors.ts';

export type Reporter = 'text' | 'github';

export function chooseReporter(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): Reporter {
  if (flag !== undefined) {
    if (flag !== 'github' && flag !== 'text') throw new ReporterError(flag);
    return flag;
  }
  return env.GITHUB_ACTIONS === 'true' ? 'github' : 'text';
}

export class ReporterError extends Error {
  constructor(flag: string) {
    super(`--reporter accepts "github" or "text", got "${flag}"`);
    this.name = 'ReporterError';
  }
}

// GitHub's workflow-command escaping: the message escapes %, CR and LF; properties also : and ,
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=data/cities.csv,line=4,col=5::lat: expected a number, got "north-ish"` */
export function annotation(problem: Problem, level: 'error' | 'warning'): string {
  const properties = [`file=${escapeProperty(problem.file)}`];
  if (problem.line !== undefined) properties.push(`line=${problem.line}`);
  if (problem.column !== undefined) properties.push(`col=${problem.column}`);
  const message = problem.key !== undefined && problem.line === undefined ? `${problem.key}: ${problem.message}` : problem.message;
  return `::${level} ${properties.join(',')}::${escapeData(message)}`;
}

/**
 * What `site generate` prints after a successful build's summary: every warning and the rows
 * ready to paste, or (`shown`) the first few and how to see the rest.
 */
export function warningLines(warnings: (Problem & { redirectRow?: string })[], shown = Infinity): string[] {
  if (warnings.length === 0) return [];
  const lines = [`⚠ ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (the site was built; worth fixing):`];
  for (const warning of warnings.slice(0, shown)) lines.push(`  ${formatProblem(warning)}`);
  if (shown === Infinity) return [...lines, ...pasteLines(warnings)];
  const rows = warnings.flatMap((w) => (w.redirectRow ? [w.redirectRow] : []));
  const more = warnings.length > shown ? [`${warnings.length - shown} more warning${warnings.length - shown === 1 ? '' : 's'}`] : [];
  if (rows.length > 0) more.push(`${rows.length} row${rows.length === 1 ? '' : 's'} for ${warnings.find((w) => w.redirectRow)!.file} ready to paste`);
  if (more.length > 0) lines.push(`  ... ${more.join(' and ')}: run "site generate --verbose" to see them`);
  return lines;
}

/** The redirects.csv rows that problems about vanished addresses carry, as one block to paste. */
export function pasteLines(problems: (Problem & { redirectRow?: string })[]): string[] {
  const rows = problems.flatMap((p) => (p.redirectRow ? [p.redirectRow] : []));
  if (rows.length === 0) return [];
  const example = rows[0]!.split(',')[0];
  return ['', `Rows for ${problems.find((p) => p.redirectRow)!.file}, ready to paste (for a page gone for good, leave "to" empty and write 410: ${example},,410):`, ...rows];
}
