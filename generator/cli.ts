// What the `generate` and `check` commands print. User mistakes become readable lists and exit
// code 1; only real bugs show a stack trace.
import path from 'node:path';
import { formatPageJavaScript } from './assets/index.ts';
import { checkSite } from './check/index.ts';
import { DataValidationError, DuplicateOutputError, formatProblem } from './support/errors.ts';
import { annotation, chooseReporter, ReporterError, warningLines, type Reporter } from './support/report.ts';
import { progressSink } from './support/progress.ts';
import { previousPageFiles } from './check/index.ts';
import { readManifest } from './write/index.ts';
import { coverageLines, isGated, planCsv, planSummaryLines, planTableLines, sharedWords, writingAdvice, writingPlan, type Coverage, type WritingPlan } from './index-gate/index.ts';
import type { RouteContext } from './routes/index.ts';
import type { Route } from '../shared/model/routes.ts';
import { pathToFile } from './routes/index.ts';
import { vanishedPageWarnings } from './check/index.ts';

export interface GenerateOptions {
  data: string;
  out: string;
  siteUrl?: string;
  to?: string;
  quiet?: boolean;
  reporter?: string;
}

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

/** The gate's table and the writing plan's summary (a folder built by an older version has no plan). */
const gateLines = (coverage: Coverage) => [...coverageLines(coverage), ...(coverage.plan ? planSummaryLines(coverage.plan) : [])];

/** The writing plan with what to write for each page (the build's plan leaves that out: it reads every held-back page again). */
function advisedPlan(ctx: RouteContext, routes: Route[], coverage: Coverage): WritingPlan {
  const gated = routes.filter(isGated);
  return writingPlan(ctx.site, gated, coverage.pages, writingAdvice(ctx.site, sharedWords(ctx.site), gated, coverage.pages, coverage.settings));
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
      process.stdout.write(`${JSON.stringify({ routes, warnings, coverage: { ...coverage, plan: advisedPlan(ctx, routes, coverage) } }, null, 2)}\n`);
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
      for (const line of gateLines(result.coverage)) console.log(line);
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
  for (const line of coverage ? gateLines(coverage) : ['Index gate: no figures for this folder (built by another machine or an older version); run "site generate" to see them']) console.log(line);
  return 0;
}

/** `site coverage`: the whole writing plan, as a table or as CSV; writes nothing. */
export async function runCoverage(options: { data: string; to?: string; siteUrl?: string }): Promise<number> {
  if (options.to !== undefined && options.to !== 'csv') {
    console.error(`✖ --to accepts only "csv", got "${options.to}"`);
    return 1;
  }
  try {
    const { planRoutes } = await import('./build.ts');
    const { ctx, routes, coverage } = await planRoutes({ dataDir: options.data, outDir: 'dist', siteUrl: options.siteUrl });
    const plan = advisedPlan(ctx, routes, coverage);
    if (options.to === 'csv') process.stdout.write(planCsv(plan));
    else for (const line of [...planSummaryLines(plan), '', ...planTableLines(plan)]) console.log(line);
    return 0;
  } catch (error) {
    return reportError(error);
  }
}
