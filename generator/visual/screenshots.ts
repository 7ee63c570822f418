// Screenshots for a human to look at: `site screenshots` (a contact sheet of every page kind) and
// the change report's before and after pictures of the pages whose visible content moved most.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { htmlText } from '../support/html-text.ts';
import { inTabs, loadEverything, withServedFolders } from './chromium.ts';
import { pageKinds, samplePages, type PageSample } from './page-kinds.ts';

/** A phone and a desktop: the widths a reviewer compares. */
export const SCREENSHOT_WIDTHS = [375, 1280] as const;
/** A page's first screens are what a reviewer reads; a list of 65 cards at 375 px runs past 30,000 px. */
export const MAX_SCREENSHOT_HEIGHT = 8000;
const WINDOW_HEIGHT = 900;
const SHOTS_AT_ONCE = 2;

/** `/mi/novi/` -> `mi-novi`, `/` -> `home`: a file name for a page. */
export const pageSlug = (page: string) => page.replace(/\.html$/, '').split('/').filter(Boolean).join('-') || 'home';

/** The page at `url` in a PNG `width` px wide, as tall as the page up to MAX_SCREENSHOT_HEIGHT. */
async function shoot(page: Page, url: string, width: number, file: string): Promise<void> {
  await page.setViewportSize({ width, height: WINDOW_HEIGHT });
  await page.goto(url, { waitUntil: 'load' });
  await loadEverything(page);
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), MAX_SCREENSHOT_HEIGHT);
  await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height } });
}

/** Takes every shot of `jobs`, a few at a time. */
const shootAll = (browser: Browser, jobs: { url: string; width: number; file: string }[]) => inTabs(browser, jobs, SHOTS_AT_ONCE, (page, job) => shoot(page, job.url, job.width, job.file));

export interface ContactSheet {
  pages: PageSample[];
  /** the sheet itself, `index.html` in the output folder */
  index: string;
  /** every PNG, `{kind}-{width}.png` */
  files: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `site screenshots`: a PNG of a page of every kind at each width, and an index.html showing them side by side. */
export async function contactSheet(dir: string, out: string, options: { perKind?: number } = {}): Promise<ContactSheet> {
  const pages = await samplePages(dir, options.perKind ?? 1);
  await mkdir(out, { recursive: true });
  const seen = new Map<string, number>();
  const rows = pages.map((page) => {
    const kindSlug = pageSlug(page.kind.replace(/\*/g, 'any'));
    const n = (seen.get(kindSlug) ?? 0) + 1;
    seen.set(kindSlug, n);
    const base = n === 1 ? kindSlug : `${kindSlug}-${n}`;
    return { page, files: SCREENSHOT_WIDTHS.map((width) => ({ width, name: `${base}-${width}.png` })) };
  });
  await withServedFolders([dir], (browser, [origin]) =>
    shootAll(
      browser,
      rows.flatMap(({ page, files }) => files.map(({ width, name }) => ({ url: origin + page.path, width, file: path.join(out, name) }))),
    ),
  );
  const cells = rows.map(
    ({ page, files }) =>
      `<tr><th>${escapeHtml(page.kind)}<br><a href="${escapeHtml(page.path)}">${escapeHtml(page.path)}</a></th>${files
        .map(({ width, name }) => `<td><a href="${name}"><img src="${name}" alt="${escapeHtml(`${page.path} at ${width} px`)}" width="${width === 375 ? 188 : 320}" loading="lazy"></a></td>`)
        .join('')}</tr>`,
  );
  const index = path.join(out, 'index.html');
  await writeFile(
    index,
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${dir}: every page kind`)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.5rem;vertical-align:top;text-align:left}img{display:block;height:auto;border:1px solid #eee}</style></head>
<body><h1>${escapeHtml(dir)}: ${pages.length} pages, ${SCREENSHOT_WIDTHS.join(' and ')} px (at most ${MAX_SCREENSHOT_HEIGHT} px tall)</h1>
<table><thead><tr><th>page kind</th>${SCREENSHOT_WIDTHS.map((width) => `<th>${width} px</th>`).join('')}</tr></thead><tbody>
${cells.join('\n')}
</tbody></table></body></html>
`,
  );
  return { pages, index, files: rows.flatMap(({ files }) => files.map(({ name }) => path.join(out, name))) };
}

/** What a visitor sees of a page, as words: the body's text, and its markup's element and class names. */
function visibleTokens(html: string): { words: string[]; markup: string[] } {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const shown = body.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ');
  const markup = [...shown.matchAll(/<([a-z][\w-]*)(?:[^>]*?\sclass="([^"]*)")?/gi)].flatMap(([, tag, classes]) => [tag!.toLowerCase(), ...(classes ?? '').split(/\s+/).filter(Boolean)]);
  return { words: htmlText(shown).split(' ').filter(Boolean), markup };
}

/** How many items one list has that the other has not, counting repeats. */
function difference(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const item of a) counts.set(item, (counts.get(item) ?? 0) + 1);
  for (const item of b) counts.set(item, (counts.get(item) ?? 0) - 1);
  let total = 0;
  for (const count of counts.values()) total += Math.abs(count);
  return total;
}

export interface VisibleChange {
  path: string;
  kind: string;
  /** words and element or class names added or taken away */
  score: number;
}

/**
 * The pages both folders publish whose HTML differs, the most changed first: by the words of the
 * body and the names of its elements and classes added or taken away. Pages whose only change is
 * elsewhere (a new stylesheet's address) follow, score 0, one of each kind in address order.
 */
export async function visibleChanges(baseDir: string, dir: string): Promise<VisibleChange[]> {
  const kinds = await pageKinds(dir);
  const changes: VisibleChange[] = [];
  for (const [page, kind] of kinds) {
    const file = page.endsWith('/') ? `${page}index.html` : page;
    const before = await readFile(path.join(baseDir, file), 'utf8').catch(() => null);
    if (before === null) continue;
    const after = await readFile(path.join(dir, file), 'utf8');
    if (before === after) continue;
    const [a, b] = [visibleTokens(before), visibleTokens(after)];
    changes.push({ path: page, kind, score: difference(a.words, b.words) + difference(a.markup, b.markup) });
  }
  return changes.sort((x, y) => y.score - x.score);
}

/** The `count` most changed pages, one per page kind (three town pages changed alike show one). */
export function mostChanged(changes: VisibleChange[], count: number): VisibleChange[] {
  const picked: VisibleChange[] = [];
  const kinds = new Set<string>();
  for (const change of changes) {
    if (picked.length === count) break;
    if (kinds.has(change.kind)) continue;
    kinds.add(change.kind);
    picked.push(change);
  }
  return picked;
}

export interface ChangeShots {
  change: VisibleChange;
  /** PNG paths by width: before (the base folder) and after */
  shots: { width: number; before: string; after: string }[];
}

/** The change report's pictures: the `count` pages that changed most, before and after, at each width, into `out`. */
export async function changeScreenshots(baseDir: string, dir: string, out: string, count = 3): Promise<ChangeShots[]> {
  const picked = mostChanged(await visibleChanges(baseDir, dir), count);
  if (picked.length === 0) return [];
  await mkdir(out, { recursive: true });
  const all = picked.map((change, i) => ({
    change,
    shots: SCREENSHOT_WIDTHS.map((width) => {
      const name = `${i + 1}-${pageSlug(change.path)}-${width}`;
      return { width, before: path.join(out, `${name}-before.png`), after: path.join(out, `${name}-after.png`) };
    }),
  }));
  await withServedFolders([baseDir, dir], (browser, [before, after]) =>
    shootAll(
      browser,
      all.flatMap(({ change, shots }) =>
        shots.flatMap((shot) => [
          { url: before + change.path, width: shot.width, file: shot.before },
          { url: after + change.path, width: shot.width, file: shot.after },
        ]),
      ),
    ),
  );
  return all;
}

/** The report's section of pictures, each path relative to the report's folder `from`. */
export function screenshotsMarkdown(shots: ChangeShots[], from: string): string {
  if (shots.length === 0) return '';
  const link = (file: string) => path.relative(from, file).split(path.sep).join('/');
  const lines = [
    '## What a visitor sees',
    '',
    `The ${shots.length === 1 ? 'page' : `${shots.length} pages`} whose visible words and markup changed most, before and after, at ${SCREENSHOT_WIDTHS.join(' and ')} px (at most ${MAX_SCREENSHOT_HEIGHT} px of each).`,
    '',
  ];
  for (const { change, shots: pictures } of shots) {
    lines.push(`### ${change.path} (${change.kind})`, '', `| width | before | after |`, '| --- | --- | --- |');
    for (const shot of pictures) lines.push(`| ${shot.width} px | ![before](${link(shot.before)}) | ![after](${link(shot.after)}) |`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
