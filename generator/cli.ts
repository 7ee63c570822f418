// What the `generate` and `check` commands print. User mistakes become readable lists and exit
// code 1; only real bugs show a stack trace.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatPageJavaScript, type PageJavaScript } from './assets/index.ts';
import type { BuildResult } from './build.ts';
import { checkSite } from './check/index.ts';
import { DataValidationError, DuplicateOutputError, formatProblem } from './support/errors.ts';
import { annotation, chooseReporter, pasteLines, ReporterError, warningLines, type Reporter } from './support/report.ts';
import { progressSink } from './support/progress.ts';
import { readManifest, type BuildManifest } from './write/index.ts';
import { coverageLines, isGated, planCsv, planSummaryLine, planSummaryLines, planTableLines, sharedWords, writingAdvice, writingPlan, type Coverage, type WritingPlan } from './index-gate/index.ts';
import type { RouteContext } from './routes/index.ts';
import type { Route } from '../shared/model/routes.ts';
import { changesMarkdown, headline, readPublishedSite, siteChanges, type PageReadings, type PublishedSite } from './report/index.ts';

export interface GenerateOptions {
  data: string;
  out: string;
  siteUrl?: string;
  to?: string;
  quiet?: boolean;
  verbose?: boolean;
  reporter?: string;
  /** --strict / --no-strict; unset: strict when the CI variable is set */
  strict?: boolean;
  /** write the change report against the output folder's last build to this file */
  report?: string;
  /** this build goes live (the deploy job): record its addresses in the data folder's ledger */
  publish?: boolean;
}

/** CI services set CI (true, 1, or their name); an empty value, false or 0 means not CI. */
export const runsInCi = (env: NodeJS.ProcessEnv = process.env): boolean => !['', 'false', '0'].includes((env.CI ?? '').trim().toLowerCase());

/** Warnings a build without `--verbose` prints before pointing at the rest. */
const WARNINGS_SHOWN = 3;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What a successful build prints: the summary and its changes, then the stage timings and the
 * JavaScript and index-gate tables with `--verbose` (each table also when its figures moved since
 * the last build, or there was none), then the warnings (the first few without `--verbose`).
 */
function summaryLines(result: BuildResult, out: string, last: BuildManifest | undefined, verbose: boolean): string[] {
  const { first, changed, added, removed } = result.pageChanges;
  // against the last build in the same folder, said so: a fresh folder (a CI run) has nothing to
  // compare with, and the change report of `site diff` compares with another folder
  const against = first ? `a first build in ${out}/, nothing to compare with` : `against the last build in ${out}/: ${plural(changed, 'page')} changed, ${added} added, ${removed} removed`;
  const lines = [`✔ ${result.pages} pages built into ${out}/ in ${Math.round(result.totalMs)} ms`, `  ${against}; files: ${result.written} written, ${result.unchanged} kept as they were`];
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
  if (result.coverage.plan) lines.push(`  ${planSummaryLine(result.coverage.plan)}`);
  const javascript = formatPageJavaScript(result.javascript, result.pages - result.javascript.length);
  // its rows' figures, not the count of pages without any (line 2 says when pages come and go)
  const pageRows = (rows: PageJavaScript[]) => formatPageJavaScript(rows, 0).slice(1);
  if (verbose || !sameLines(pageRows(result.javascript), last?.javascript && pageRows(last.javascript))) lines.push(...javascript);
  // the tables' counts and similarity figures, not the plan's values: a price edit moves every value
  if (verbose || !sameLines(gateFigures(result.coverage), last?.coverage && gateFigures(last.coverage))) lines.push(...gateLines(result.coverage));
  return [...lines, ...warningLines(result.warnings, verbose ? Infinity : WARNINGS_SHOWN)];
}

const sameLines = (a: string[], b: string[] | undefined) => b !== undefined && a.length === b.length && a.every((line, i) => line === b[i]);

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

/** The gate's table and the writing plan's summary (a folder built by an older version has no plan). */
/** What decides whether the gate's table is shown again: its figures and each town's counts, in
 * town order (the plan's values, next pages and the towns' order by them move with any price). */
const gateFigures = (coverage: Coverage) => [...coverageLines(coverage), ...(coverage.plan?.towns.map((t) => `${t.town} ${t.indexable} ${t.heldBack}`).sort() ?? [])];
const gateLines = (coverage: Coverage) => [...coverageLines(coverage), ...(coverage.plan ? planSummaryLines(coverage.plan) : [])];

/** The writing plan with what to write for each page (the build's plan leaves that out: it reads every held-back page again). */
function advisedPlan(ctx: RouteContext, routes: Route[], coverage: Coverage): WritingPlan {
  const gated = routes.filter(isGated);
  return writingPlan(ctx.site, gated, coverage.pages, writingAdvice(ctx.site, sharedWords(ctx.site), gated, coverage.pages, coverage.settings));
}

export async function runGenerate(options: GenerateOptions): Promise<number> {
  const buildOptions = { dataDir: options.data, outDir: options.out, siteUrl: options.siteUrl, strict: options.strict ?? runsInCi(), recordPublished: options.publish === true };
  let reporter: Reporter = 'text';
  try {
    reporter = chooseReporter(options.reporter);
    // loaded here, not above: `site check` shares this module and needs none of the pipeline
    const { build, planRoutes } = await import('./build.ts');
    if (options.to !== undefined) {
      if (options.report !== undefined) {
        console.error('✖ --report compares a build with the one it replaces, and --to writes nothing: use one or the other');
        return 1;
      }
      if (options.to !== 'json') {
        console.error(`✖ --to accepts only "json", got "${options.to}"`);
        return 1;
      }
      const { ctx, routes, coverage, warnings } = await planRoutes(buildOptions);
      process.stdout.write(`${JSON.stringify({ routes, warnings, coverage: { ...coverage, plan: advisedPlan(ctx, routes, coverage) } }, null, 2)}\n`);
      return 0;
    }
    // the last build's figures and pages, read before this build replaces them (the pages it
    // leaves as they were are not read again for the change report)
    const last = await readManifest(options.out);
    const readings: PageReadings = new Map();
    const published = options.report === undefined ? undefined : await readPublishedSite(options.out, readings);
    const result = await build({ ...buildOptions, progress: options.quiet ? undefined : progressSink(process.stdout, options.verbose === true) });
    const reported = published && (await writeChangeReport(published, options.out, options.report, readings));
    if (reporter === 'github') for (const warning of result.warnings) console.log(annotation(warning, 'warning'));
    if (!options.quiet) {
      const lines = summaryLines(result, options.out, last, options.verbose === true);
      if (reported) lines[1] += `; change report in ${options.report}: ${reported}`;
      for (const line of lines) console.log(line);
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

/** Writes the change report of the folder `dir` against `base` to `file` (else stdout); returns its headline. */
async function writeChangeReport(base: PublishedSite, dir: string, file: string | undefined, readings?: PageReadings): Promise<string> {
  const changes = siteChanges(base, await readPublishedSite(dir, readings));
  const markdown = changesMarkdown(changes);
  if (file === undefined) process.stdout.write(markdown);
  else await writeFile(file, markdown);
  return headline(changes);
}

/** `site diff BASE_DIR`: the change report of a built folder against another, without building. */
export async function runDiff(options: { base: string; dir: string; report?: string }): Promise<number> {
  const missing = [options.base, options.dir].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    for (const dir of missing) console.error(`✖ ${dir}/ does not exist: build a site into it first (site generate --out ${dir})`);
    return 1;
  }
  await writeChangeReport(await readPublishedSite(options.base), options.dir, options.report);
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
