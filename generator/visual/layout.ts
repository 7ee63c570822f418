// `site check --layout`: a few pages of every page kind opened in Chromium at a phone's, a
// tablet's and a desktop's width, and the layout rules of layout-rules.ts run on each.
import type { Page } from 'playwright-core';
import { inTabs, withServedFolders } from './chromium.ts';
import { inspectLayout, LAYOUT_CHECKS, type InspectOptions, type LayoutCheck, type LayoutFinding } from './layout-rules.ts';
import { samplePages, type PageSample } from './page-kinds.ts';

/** The widths every page is looked at: a phone, a tablet, a desktop. */
export const LAYOUT_WIDTHS = [375, 768, 1280] as const;
/** Pages open at once: each keeps a renderer busy, and two cores are the common case. */
const PAGES_AT_ONCE = 3;
const WINDOW_HEIGHT = 900;

export interface LayoutProblem extends LayoutFinding {
  path: string;
  kind: string;
  /** the widths it shows at */
  widths: number[];
}

export interface LayoutReport {
  pages: PageSample[];
  problems: LayoutProblem[];
}

/** Runs the rules in the page; `__name` stands in for the helper a TypeScript loader adds to named functions. */
const inspect = (page: Page, options: InspectOptions) =>
  page.evaluate(`(async () => { const __name = (f) => f; return (${inspectLayout.toString()})(${JSON.stringify(options)}); })()`) as Promise<LayoutFinding[]>;

/** Every problem of one page at every width, one entry per element and rule, with the widths it shows at. */
async function checkPage(page: Page, origin: string, sample: PageSample): Promise<LayoutProblem[]> {
  const found = new Map<string, LayoutProblem>();
  await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: WINDOW_HEIGHT });
  await page.goto(origin + sample.path, { waitUntil: 'load' });
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: WINDOW_HEIGHT });
    for (const finding of await inspect(page, { phone: width === LAYOUT_WIDTHS[0] })) {
      // the same element breaking the same rule at another width (its figures aside) is one problem
      const key = `${finding.check} ${finding.target} ${finding.key ?? finding.detail.replace(/\d+/g, '#')}`;
      const known = found.get(key);
      if (!known) {
        const { key: _key, ...problem } = finding;
        found.set(key, { ...problem, path: sample.path, kind: sample.kind, widths: [width] });
      } else if (!known.widths.includes(width)) known.widths.push(width);
    }
  }
  return [...found.values()];
}

/** Opens a few pages of every kind of the built folder `dir` and checks their layout. */
export async function checkLayout(dir: string, options: { perKind?: number } = {}): Promise<LayoutReport> {
  const pages = await samplePages(dir, options.perKind ?? 2);
  const problems = await withServedFolders([dir], (browser, [origin]) => inTabs(browser, pages, PAGES_AT_ONCE, (page, sample) => checkPage(page, origin!, sample)));
  return { pages, problems: problems.flat() };
}

/** Problems counted by rule and page kind: one row per pair that has any. */
export function layoutCounts(problems: LayoutProblem[]): { check: LayoutCheck; kind: string; count: number }[] {
  const counts = new Map<string, { check: LayoutCheck; kind: string; count: number }>();
  for (const problem of problems) {
    const key = `${problem.check}\0${problem.kind}`;
    const row = counts.get(key) ?? { check: problem.check, kind: problem.kind, count: 0 };
    row.count += 1;
    counts.set(key, row);
  }
  return [...counts.values()].sort((a, b) => LAYOUT_CHECKS.indexOf(a.check) - LAYOUT_CHECKS.indexOf(b.check) || a.kind.localeCompare(b.kind));
}

/** What `site check --layout` prints: the problems by rule, then by page kind, then the counts. */
export function layoutLines(report: LayoutReport, dir: string): string[] {
  const kinds = new Set(report.pages.map((page) => page.kind)).size;
  const looked = `${report.pages.length} pages of ${kinds} kinds at ${LAYOUT_WIDTHS.join(', ')} px`;
  if (report.problems.length === 0) return [`✔ layout of ${dir}/: no problems (${looked})`];
  const lines = [`✖ ${report.problems.length} layout problem${report.problems.length === 1 ? '' : 's'} in ${dir}/ (${looked}):`];
  for (const check of LAYOUT_CHECKS) {
    const mine = report.problems.filter((problem) => problem.check === check);
    if (mine.length === 0) continue;
    lines.push('', `${check} (${mine.length})`);
    for (const kind of [...new Set(mine.map((problem) => problem.kind))]) {
      lines.push(`  ${kind}`);
      for (const problem of mine.filter((p) => p.kind === kind)) lines.push(`    ${problem.path} at ${problem.widths.join(', ')} px: ${problem.target}: ${problem.detail}`);
    }
  }
  lines.push('', 'by rule and page kind:');
  for (const row of layoutCounts(report.problems)) lines.push(`  ${row.check.padEnd(14)} ${row.kind.padEnd(20)} ${row.count}`);
  return lines;
}
