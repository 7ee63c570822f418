// What the `generate` and `check` commands print. User mistakes become readable lists and exit
// code 1; only real bugs show a stack trace.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPageJavaScript, type PageJavaScript } from './assets/index.ts';
import type { BuildResult } from './build.ts';
import { checkSite } from './check/index.ts';
import { DataValidationError, DuplicateOutputError, formatProblem } from './support/errors.ts';
import { annotation, chooseReporter, pasteLines, ReporterError, warningLines, type Reporter } from './support/problem-output.ts';
import { progressSink } from './support/progress.ts';
import { readManifest, type BuildManifest } from './write/index.ts';
import { SEARCH_CONSOLE_FILE } from './load/index.ts';
import { coverageLines, importSearchConsole, isGated, planCsv, SearchConsoleImportError, planSummaryLine, planSummaryLines, planTableLines, sharedWords, writingAdvice, writingPlan, type Coverage, type WritingPlan } from './index-gate/index.ts';
import type { RouteContext } from './routes/index.ts';
import { missingPicturesLine, validateInOnePass } from './validate/index.ts';
import type { Route } from '../shared/model/routes.ts';
import { addMissingCopyFiles, initDataFolder, InitError } from './scaffold/index.ts';
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
  /** with `report`: before and after screenshots of the pages that changed most, into this folder */
  screenshots?: string;
  /** this build goes live (the deploy job): record its addresses in the data folder's ledger */
  publish?: boolean;
}

/** CI services set CI (true, 1, or their name); an empty value, false or 0 means not CI. */
export const runsInCi = (env: NodeJS.ProcessEnv = process.env): boolean => !['', 'false', '0'].includes((env.CI ?? '').trim().toLowerCase());

/** Photo file names a build without `--verbose` names before counting the rest. */
const PICTURES_NAMED = 3;

/** Warnings a build without `--verbose` prints before pointing at the rest. */
const WARNINGS_SHOWN = 3;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What a successful build prints: the summary and its changes, then the stage timings and the
 * JavaScript and index-gate tables with `--verbose` (each table also when its figures moved since
 * the last build, or there was none), then the warnings (the first few without `--verbose`).
 */
function summaryLines(result: BuildResult, out: string, last: BuildManifest | undefined, verbose: boolean): string[] {
  const { first, changed, added, removed, neverLive } = result.pageChanges;
  // against the last build in the same folder, said so: a fresh folder (a CI run) has nothing to
  // compare with, and the change report of `site diff` compares with another folder
  const against = first ? `a first build in ${out}/, nothing to compare with` : `against the last build in ${out}/: ${plural(changed, 'page')} changed, ${added} added, ${removed} removed${neverLive > 0 ? ` (and ${neverLive} gone that never went live)` : ''}`;
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
  // named once: on the first build, then when the list changes (or with --verbose)
  const pictures = missingPicturesLine(result.pictures, verbose ? Infinity : PICTURES_NAMED);
  if (pictures && (verbose || !sameLines(result.pictures.files, last?.pictures))) lines.push(`  ${pictures}`);
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
  if (error instanceof DuplicateOutputError || error instanceof SearchConsoleImportError) {
    console.error(`✖ ${error.message}`);
    return 1;
  }
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT' && 'path' in error) {
    console.error(`✖ ${String(error.path)}: no such file`);
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
    const { build, prepareRoutes } = await import('./build.ts');
    validateInOnePass();
    if (options.to !== undefined) {
      if (options.report !== undefined) {
        console.error('✖ --report compares a build with the one it replaces, and --to writes nothing: use one or the other');
        return 1;
      }
      if (options.to !== 'json') {
        console.error(`✖ --to accepts only "json", got "${options.to}"`);
        return 1;
      }
      const { ctx, routes, coverage, warnings } = await prepareRoutes(buildOptions);
      process.stdout.write(`${JSON.stringify({ routes, warnings, coverage: { ...coverage, plan: advisedPlan(ctx, routes, coverage) } }, null, 2)}\n`);
      return 0;
    }
    // the last build's figures and pages, read before this build replaces them (the pages it
    // leaves as they were are not read again for the change report)
    if (options.screenshots !== undefined && options.report === undefined) {
      console.error('✖ --screenshots adds pictures to the change report: give --report FILE too');
      return 1;
    }
    const last = await readManifest(options.out);
    const readings: PageReadings = new Map();
    const published = options.report === undefined ? undefined : await readPublishedSite(options.out, readings);
    // the pictures of the build this one replaces need its files: a copy, kept until they are taken
    const before = options.screenshots !== undefined && existsSync(options.out) ? await mkdtemp(path.join(tmpdir(), 'site-before-')) : undefined;
    if (before) await cp(options.out, before, { recursive: true });
    let reported: string | undefined;
    let result: BuildResult;
    try {
      result = await build({ ...buildOptions, progress: options.quiet ? undefined : progressSink(process.stdout, options.verbose === true) });
      reported = published && (await writeChangeReport(published, options.out, options.report, readings, before === undefined ? undefined : { base: before, out: options.screenshots! }));
    } finally {
      if (before) await rm(before, { recursive: true, force: true });
    }
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

/** `site check --layout`: the layout rules in Chromium on a few pages of every kind. */
export async function runLayoutCheck(options: { dir: string; perKind: number; to?: string; reporter?: string }): Promise<number> {
  if (options.to !== undefined && options.to !== 'json') {
    console.error(`✖ --to accepts only "json", got "${options.to}"`);
    return 1;
  }
  if (!existsSync(options.dir)) {
    console.error(`✖ no built site in ${options.dir}/: run \`node bin/site.js generate --out ${options.dir}\` first`);
    return 1;
  }
  const { checkLayout, layoutLines } = await import('./visual/index.ts');
  const report = await checkLayout(options.dir, { perKind: options.perKind });
  if (options.to === 'json') process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  else for (const line of layoutLines(report, options.dir)) (report.problems.length > 0 ? console.error : console.log)(line);
  if (chooseReporter(options.reporter) === 'github') {
    for (const problem of report.problems) console.log(annotation({ file: options.dir, message: `${problem.check} on ${problem.path} at ${problem.widths.join(', ')} px: ${problem.target}: ${problem.detail}` }, 'error'));
  }
  return report.problems.length > 0 ? 1 : 0;
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
  const manifest = await readManifest(options.dir);
  const coverage = manifest?.coverage;
  // a new business's texts still holding starter words: every one, for whoever publishes it
  if (manifest?.leftovers?.length) {
    console.log(`⚠ Leftovers of the starter (${manifest.leftovers.length - 1} texts), from the build that wrote ${options.dir}/:`);
    for (const leftover of manifest.leftovers) console.log(`  ${formatProblem(leftover)}`);
    if (reporter === 'github') for (const leftover of manifest.leftovers) console.log(annotation(leftover, 'warning'));
  }
  for (const line of coverage ? gateLines(coverage) : ['Index gate: no figures for this folder (built by another machine or an older version); run "site generate" to see them']) console.log(line);
  return 0;
}

/**
 * Writes the change report of the folder `dir` against `base` to `file` (else stdout); returns its
 * headline. `screenshots`: the base folder's files and where to put the pictures of the pages
 * that changed most (generator/visual/), which the report then shows.
 */
async function writeChangeReport(base: PublishedSite, dir: string, file: string | undefined, readings?: PageReadings, screenshots?: { base: string; out: string }): Promise<string> {
  const changes = siteChanges(base, await readPublishedSite(dir, readings));
  let markdown = changesMarkdown(changes);
  if (screenshots) {
    const { changeScreenshots, screenshotsMarkdown } = await import('./visual/index.ts');
    const shots = await changeScreenshots(screenshots.base, dir, screenshots.out);
    markdown += `\n${screenshotsMarkdown(shots, file === undefined ? process.cwd() : path.dirname(path.resolve(file)))}`;
  }
  if (file === undefined) process.stdout.write(markdown);
  else await writeFile(file, markdown);
  return headline(changes);
}

/** `site diff BASE_DIR`: the change report of a built folder against another, without building. */
export async function runDiff(options: { base: string; dir: string; report?: string; screenshots?: string }): Promise<number> {
  const missing = [options.base, options.dir].filter((dir) => !existsSync(dir));
  if (missing.length > 0) {
    for (const dir of missing) console.error(`✖ ${dir}/ does not exist: build a site into it first (site generate --out ${dir})`);
    return 1;
  }
  const screenshots = options.screenshots === undefined ? undefined : { base: options.base, out: options.screenshots };
  await writeChangeReport(await readPublishedSite(options.base), options.dir, options.report, undefined, screenshots);
  return 0;
}

/** `site screenshots`: a PNG of a page of every kind at 375 and 1280 px, and a contact sheet of them. */
export async function runScreenshots(options: { dir: string; out: string; perKind: number }): Promise<number> {
  if (!existsSync(options.dir)) {
    console.error(`✖ no built site in ${options.dir}/: run \`node bin/site.js generate --out ${options.dir}\` first`);
    return 1;
  }
  const { contactSheet } = await import('./visual/index.ts');
  const sheet = await contactSheet(options.dir, options.out, { perKind: options.perKind });
  console.log(`✔ ${sheet.files.length} screenshots of ${sheet.pages.length} pages in ${options.out}/; open ${sheet.index}`);
  return 0;
}

/** `site coverage`: the whole writing plan, as a table or as CSV; writes nothing. */
export async function runCoverage(options: { data: string; to?: string; siteUrl?: string; searchConsole?: string[]; months?: string }): Promise<number> {
  if (options.to !== undefined && options.to !== 'csv') {
    console.error(`✖ --to accepts only "csv", got "${options.to}"`);
    return 1;
  }
  try {
    if (options.searchConsole?.length) await importDemand(options.data, options.searchConsole, options.months);
    const { prepareRoutes } = await import('./build.ts');
    const { ctx, routes, coverage } = await prepareRoutes({ dataDir: options.data, outDir: 'dist', siteUrl: options.siteUrl });
    const plan = advisedPlan(ctx, routes, coverage);
    if (options.to === 'csv') process.stdout.write(planCsv(plan));
    else for (const line of [...planSummaryLines(plan), '', ...planTableLines(plan)]) console.log(line);
    return 0;
  } catch (error) {
    return reportError(error);
  }
}

/** `site init [DIR]`: a new data folder, and the next steps. */
export async function runInit(options: { dir: string; from?: string; missing?: boolean }): Promise<number> {
  try {
    if (options.missing) {
      const added = await addMissingCopyFiles(options.dir);
      console.log(added.length === 0 ? `✔ ${options.dir}/ has every copy file` : `✔ ${added.length} copy file${added.length === 1 ? '' : 's'} added to ${options.dir}/, each text marked ✎ for your words: ${added.join(', ')}`);
      return 0;
    }
    const result = await initDataFolder(options);
    const dataFlag = path.resolve(result.dir) === path.resolve('data') ? '' : ` --data ${result.dir}`;
    console.log(`✔ ${result.dir}/ made from ${result.from}: ${result.files} files`);
    if (result.neutral) console.log(`  ${result.marked} texts hold a starter mark (✎) for your own words; the build counts them and names each one`);
    console.log(
      [
        `  Left out: the source's published addresses, redirects, keyword rows, testimonials and reviews, and the copy of a page its business does not build (the Bitcoin page without Bitcoin in paymentMethods).`,
        `  Next:`,
        `    1. business.json: your name, phone, e-mail, address, map position, hours, rating and review count, region and state`,
        `    2. cities.csv and services.csv: your towns and your services, the categories in blocks/why-us.md (availability.csv: only the pairs a town does not offer); a new state builds again only once cities.csv's towns lie in it`,
        `    3. node bin/site.js generate${dataFlag}: builds now; its warnings name each text still holding a starter mark or the source's words (${result.words.length} in ${result.dir}/starter.json), at its file and line`,
        `    4. write those texts until the build names none; then delete ${result.dir}/starter.json`,
        `  The guide: docs/marketers.md, "Set up another business".`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof InitError) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  }
}

/** `site coverage --search-console FILE...`: the export's figures, a month of them, into the data folder. */
async function importDemand(data: string, files: string[], months: string | undefined): Promise<void> {
  const { parse } = await import('csv-parse/sync');
  const given = months === undefined ? undefined : Number(months);
  if (given !== undefined && !(given > 0)) throw new SearchConsoleImportError(`--months expects the number of months the export covers, like 3, got "${months}"`);
  const exported = await Promise.all(files.map(async (file) => ({ name: file, text: await readFile(file, 'utf8') })));
  const result = importSearchConsole(exported, (text) => parse(text, { skip_empty_lines: true, relax_column_count: true }) as string[][], given);
  const target = path.join(data, SEARCH_CONSOLE_FILE);
  await writeFile(target, result.csv);
  const span = result.months.toFixed(1).replace(/\.0$/, '');
  console.error(`✔ ${result.queries} queries and ${result.pages} pages from Search Console (${span} months, figures a month) written to ${target}; the plan below ranks by them`);
}
