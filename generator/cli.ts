// What the `generate` and `check` commands print. User mistakes become readable lists and exit
// code 1; only real bugs show a stack trace.
import path from 'node:path';
import { formatPageJavaScript, type PageJavaScript } from './assets/index.ts';
import type { BuildResult } from './build.ts';
import { checkSite } from './check/index.ts';
import { DataValidationError, DuplicateOutputError, formatProblem } from './support/errors.ts';
import { annotation, chooseReporter, ReporterError, warningLines, type Reporter } from './support/report.ts';
import { progressSink } from './support/progress.ts';
import { previousPageFiles } from './check/index.ts';
import { readManifest, type BuildManifest } from './write/index.ts';
import { coverageLines } from './index-gate/index.ts';
import { pathToFile } from './routes/index.ts';
import { vanishedPageWarnings } from './check/index.ts';

export interface GenerateOptions {
  data: string;
  out: string;
  siteUrl?: string;
  to?: string;
  quiet?: boolean;
  verbose?: boolean;
  reporter?: string;
}

/** Warnings a build without `--verbose` prints before pointing at the rest. */
const WARNINGS_SHOWN = 3;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What a successful build prints: the summary and its changes, then the stage timings and the
 * JavaScript and index-gate tables with `--verbose` (each table also when its figures moved since
 * the last build, or there was none), then the warnings (the first few without `--verbose`).
 */
function summaryLines(result: BuildResult, out: string, last: BuildManifest | undefined, verbose: boolean): string[] {
  const { changed, added, removed } = result.pageChanges;
  const lines = [
    `✔ ${result.pages} pages built into ${out}/ in ${Math.round(result.totalMs)} ms`,
    `  ${plural(changed, 'page')} changed, ${added} added, ${removed} removed; files: ${result.written} written, ${result.unchanged} kept as they were`,
  ];
  if (verbose) {
    const kinds = Object.entries(result.byKind)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    lines.push(`  ${result.rendered} rendered, ${result.reused} unchanged and re-used`, `  by kind: ${kinds}`);
    lines.push(`  stages: ${result.timings.map((t) => `${t.stage} ${Math.round(t.ms)} ms`).join(', ')}`);
    const { measured, reused } = result.gateReadings;
    lines.push(`  index gate: ${plural(measured, 'page text')} read, ${reused} unchanged and re-used from the last build`);
  }
  const javascript = formatPageJavaScript(result.javascript, result.pages - result.javascript.length);
  // its rows' figures, not the count of pages without any (line 2 says when pages come and go)
  const pageRows = (rows: PageJavaScript[]) => formatPageJavaScript(rows, 0).slice(1);
  if (verbose || !sameLines(pageRows(result.javascript), last?.javascript && pageRows(last.javascript))) lines.push(...javascript);
  const coverage = coverageLines(result.coverage);
  if (verbose || !sameLines(coverage, last?.coverage && coverageLines(last.coverage))) lines.push(...coverage);
  return [...lines, ...warningLines(result.warnings, verbose ? Infinity : WARNINGS_SHOWN)];
}

const sameLines = (a: string[], b: string[] | undefined) => b !== undefined && a.length === b.length && a.every((line, i) => line === b[i]);

function reportError(error: unknown, reporter: Reporter = 'text'): number {
  if (error instanceof DataValidationError) {
    console.error(`✖ ${error.message}\n`);
    for (const problem of error.problems) console.error(formatProblem(problem));
    if (reporter === 'github') for (const problem of error.problems) console.log(annotation(problem, 'error'));
    return 1;
  }
  if (error instanceof ReporterError) {
    console.error(`✖ ${error.message}`);
    return 1;
  }
  if (error instanceof DuplicateOutputError) {
    console.error(`✖ ${error.message}`);
    return 1;
  }
  if (error instanceof TypeError && /Invalid URL/.test(error.message)) {
    console.error(`✖ --site-url must be an absolute URL such as https://www.example.com (${error.message})`);
    return 1;
  }
  throw error;
}

export async function runGenerate(options: GenerateOptions): Promise<number> {
  const buildOptions = { dataDir: options.data, outDir: options.out, siteUrl: options.siteUrl };
  let reporter: Reporter = 'text';
  try {
    reporter = chooseReporter(options.reporter);
    // loaded here, not above: `site check` shares this module and needs none of the pipeline
    const { build, planRoutes } = await import('./build.ts');
    if (options.to !== undefined) {
      if (options.to !== 'json') {
        console.error(`✖ --to accepts only "json", got "${options.to}"`);
        return 1;
      }
      const { ctx, routes, coverage, warnings } = await planRoutes(buildOptions);
      const pages = new Set(routes.map((route) => pathToFile(route.path)));
      const previous = await previousPageFiles(options.out, await readManifest(options.out));
      const removed = new Set([...previous].filter((file) => !pages.has(file)));
      warnings.push(...vanishedPageWarnings(removed, routes, ctx.site.redirects));
      process.stdout.write(`${JSON.stringify({ routes, warnings, coverage }, null, 2)}\n`);
      return 0;
    }
    // the last build's figures, read before this build replaces them
    const last = await readManifest(options.out);
    const result = await build({ ...buildOptions, progress: options.quiet ? undefined : progressSink(process.stdout, options.verbose === true) });
    if (reporter === 'github') for (const warning of result.warnings) console.log(annotation(warning, 'warning'));
    if (!options.quiet) for (const line of summaryLines(result, options.out, last, options.verbose === true)) console.log(line);
    return 0;
  } catch (error) {
    return reportError(error, reporter);
  }
}

export async function runCheck(options: { dir: string; reporter?: string }): Promise<number> {
  let reporter: Reporter;
  try {
    reporter = chooseReporter(options.reporter);
  } catch (error) {
    return reportError(error);
  }
  const result = await checkSite(options.dir);
  if (result.failures.length > 0) {
    console.error(`✖ ${result.failures.length} problem${result.failures.length === 1 ? '' : 's'} in ${options.dir}/ (${result.pages} pages read):\n`);
    for (const failure of result.failures) console.error(`  ${failure}`);
    if (reporter === 'github') {
      // "mi/novi/index.html: broken link to ..." -> an annotation on that file of the output
      for (const failure of result.failures) {
        const [file = '', ...rest] = failure.split(': ');
        console.log(annotation({ file: path.join(options.dir, file), message: rest.join(': ') || failure }, 'error'));
      }
    }
    return 1;
  }
  console.log(`✔ ${result.pages} pages checked in ${options.dir}/: no broken links, every page has its head tags and JSON-LD`);
  for (const line of formatPageJavaScript(result.javascript, result.pages - result.javascript.length)) console.log(line);
  // the figures of the build that wrote the folder (kept with its manifest, outside the output)
  const coverage = (await readManifest(options.dir))?.coverage;
  for (const line of coverage ? coverageLines(coverage) : ['Index gate: no figures for this folder (built by another machine or an older version); run "site generate" to see them']) console.log(line);
  return 0;
}
