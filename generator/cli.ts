// What the `generate` and `check` commands print. User mistakes become readable lists and exit
// code 1; only real bugs show a stack trace.
import path from 'node:path';
import { formatPageJavaScript } from './assets/index.ts';
import { checkSite } from './check/index.ts';
import { DataValidationError, DuplicateOutputError, formatProblem } from './support/errors.ts';
import { annotation, chooseReporter, pasteLines, ReporterError, warningLines, type Reporter } from './support/report.ts';
import { progressSink } from './support/progress.ts';
import { readManifest } from './write/index.ts';
import { coverageLines } from './index-gate/index.ts';

export interface GenerateOptions {
  data: string;
  out: string;
  siteUrl?: string;
  to?: string;
  quiet?: boolean;
  reporter?: string;
  /** --strict / --no-strict; unset: strict when the CI variable is set */
  strict?: boolean;
}

/** CI services set CI (true, 1, or their name); an empty value, false or 0 means not CI. */
export const runsInCi = (env: NodeJS.ProcessEnv = process.env): boolean => !['', 'false', '0'].includes((env.CI ?? '').trim().toLowerCase());

function reportError(error: unknown, reporter: Reporter = 'text'): number {
  if (error instanceof DataValidationError) {
    console.error(`✖ ${error.message}\n`);
    for (const problem of error.problems) console.error(formatProblem(problem));
    for (const line of pasteLines(error.problems)) console.error(line);
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
  const buildOptions = { dataDir: options.data, outDir: options.out, siteUrl: options.siteUrl, strict: options.strict ?? runsInCi(), recordPublished: true };
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
      const { routes, coverage, warnings } = await planRoutes(buildOptions);
      process.stdout.write(`${JSON.stringify({ routes, warnings, coverage }, null, 2)}\n`);
      return 0;
    }
    const result = await build({ ...buildOptions, progress: options.quiet ? undefined : progressSink(process.stdout) });
    if (reporter === 'github') for (const warning of result.warnings) console.log(annotation(warning, 'warning'));
    if (!options.quiet) {
      const kinds = Object.entries(result.byKind)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      console.log(`✔ ${result.pages} pages built into ${options.out}/ in ${Math.round(result.totalMs)} ms`);
      console.log(
        `  ${result.rendered} rendered, ${result.reused} unchanged and re-used; files: ${result.written} written, ${result.unchanged} kept as they were`,
      );
      console.log(`  by kind: ${kinds}`);
      console.log(`  stages: ${result.timings.map((t) => `${t.stage} ${Math.round(t.ms)} ms`).join(', ')}`);
      for (const line of formatPageJavaScript(result.javascript, result.pages - result.javascript.length)) console.log(line);
      const { measured, reused } = result.gateReadings;
      console.log(`  index gate: ${measured} page text${measured === 1 ? '' : 's'} read, ${reused} unchanged and re-used from the last build`);
      for (const line of coverageLines(result.coverage)) console.log(line);
      for (const line of warningLines(result.warnings)) console.log(line);
    }
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
