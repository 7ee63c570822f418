// axe-core in a real page, for every browser test that checks accessibility: zero violations is
// the bar, and a failure lists each rule with the elements to fix.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from './data.ts';

const AXE = readFile(path.join(PROJECT_ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeNode {
  target: string[];
  failureSummary?: string;
  html: string;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Runs axe-core on the page as it is now (widgets hydrated, messages shown, toasts open). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // evaluated through the DevTools protocol, not a <script> tag, so the site's real
  // Content-Security-Policy (served by `site serve`) stays on and still guards our own code
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE);
  return (await page.evaluate(async () => {
    type Axe = { run: (ctx: Document, options: { resultTypes: string[] }) => Promise<{ violations: unknown[] }> };
    // every rule still runs and every violating element is listed; only the passes, incomplete
    // and inapplicable lists (which nothing here reads) stop at one element each, axe-core's own
    // advice for speed on large pages
    const result = await (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as AxeViolation[];
}

/** One readable block per violation: rule, impact, what to fix, and the first few elements. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.html.slice(0, 160)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
          .join('\n') +
        (v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more` : ''),
    )
    .join('\n');
}
