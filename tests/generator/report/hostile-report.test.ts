// The change report is posted as a bot comment: its values come from a data folder anyone can edit
// in a pull request, so none of them may become markup. Two hostile built folders (a base folder
// whose name holds HTML, page addresses holding a backtick, `|`, `<` and a line break, titles
// holding a link, a mention and an image, a `_redirects` target closing the fold, a title of a
// megabyte) are compared by the real `site diff`, and its report rendered through a
// GitHub-flavoured Markdown renderer: every value is inside a <code> element, whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { marked } from 'marked';
import { runSite } from '../../helpers/cli.ts';
import { tempDir } from '../../helpers/data.ts';
import { COMMENT_LIMIT, withinLimit } from '../../../generator/report/gfm.ts';

const BASE = 'x`<img src=x onerror=alert(3)>`y';
const LINK_TITLE = '[x](https://evil.example) @github/security ![i](https://evil.example/i.png) <img src=x onerror=alert(1)>';
const TICKS = 'Deep ``cleaning` | in </td></tr></table> www.evil.example #12 :tada:';
const ADDRESS = '/a`<b>|c</details>\nd/';
const REDIRECT = '</details><img/src=x/onerror=alert(4)>';
const HUGE = `${'Oak & Shore '.repeat(90_000)}end`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const html = (page: { title: string; description?: string; h1?: string; body?: string }) =>
  `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description ?? '')}"/></head>` +
  `<body><main><h1>${escapeHtml(page.h1 ?? page.title)}</h1><p>${escapeHtml(page.body ?? 'Some words of the page.')}</p></main></body></html>`;

async function writeSite(dir: string, pages: Record<string, Parameters<typeof html>[0]>, redirects = ''): Promise<void> {
  for (const [url, page] of Object.entries(pages)) {
    await mkdir(path.join(dir, url), { recursive: true });
    await writeFile(path.join(dir, url, 'index.html'), html(page));
  }
  await writeFile(path.join(dir, '_redirects'), redirects);
}

let root: string;
let report: string;
let rendered: string;

/** The rendered report with every code element taken out: what a reader sees as markup. */
const outsideCode = (text: string) => text.replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, '');
const tagsOf = (text: string) => new Set([...text.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
/** What the report's own markup makes, and nothing else. */
const OURS = new Set(['p', 'strong', 'h3', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'ul', 'li', 'details', 'summary', 'pre']);

function expectNothingFromData(markdown: string): string {
  const page = marked.parse(markdown, { gfm: true, async: false });
  const markup = outsideCode(page);
  expect([...tagsOf(markup)].filter((tag) => !OURS.has(tag))).toEqual([]);
  for (const word of ['evil', 'onerror', 'alert(', '@github', 'www.', ':tada:', '#12', 'Oak &amp; Shore']) expect(markup).not.toContain(word);
  // every fold the report opens is closed by the report, and only there
  expect(markup.match(/<details>/g)?.length ?? 0).toBe(markdown.split('\n').filter((line) => line === '<details>').length);
  expect(markup.match(/<\/details>/g)?.length ?? 0).toBe(markup.match(/<details>/g)?.length ?? 0);
  return page;
}

beforeAll(async () => {
  root = await tempDir('hostile-report-');
  const base = path.join(root, BASE);
  const head = path.join(root, 'head');
  // the megabyte title sorts last: the values before it are all in the report
  await writeSite(base, { '/': { title: 'Home' }, '/kept/': { title: 'Kept' }, '/gone/': { title: LINK_TITLE }, [ADDRESS]: { title: 'Old' }, '/zz-big/': { title: 'Big' } });
  await writeSite(
    head,
    {
      '/': { title: 'Home' },
      '/kept/': { title: LINK_TITLE, description: `${TICKS}\nsecond line`, h1: TICKS },
      '/zz-big/': { title: HUGE },
      [`/new\`${TICKS}|/`]: { title: TICKS },
    },
    `/gone/ ${REDIRECT} 301\n`,
  );
  const result = await runSite(['diff', BASE, '--dir', 'head', '--report', 'report.md'], { cwd: root });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  report = await readFile(path.join(root, 'report.md'), 'utf8');
  rendered = expectNothingFromData(report);
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a change report of hostile folders', () => {
  it('shows no HTML, link, image or mention from the data: each value whole in one code element', () => {
    expect(rendered).toContain(`<code>${escapeHtml(LINK_TITLE)}</code>`);
    // its line break a space, its `|` kept inside the cell, its backticks inside a longer fence
    expect(rendered).toContain(`<code>${escapeHtml(`${TICKS} second line`)}</code>`);
    expect(rendered).toContain(`<code>${escapeHtml(TICKS)}</code>`);
    expect(rendered).toContain(`<code>${escapeHtml(REDIRECT)}</code>`);
    expect(rendered).toContain(`<code>${escapeHtml(ADDRESS.replace('\n', ' '))}</code>`);
  });

  it('keeps every table row to its header\'s columns', () => {
    for (const table of rendered.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
      const columns = (table.match(/<th>/g) ?? []).length;
      for (const row of table.match(/<tr>[\s\S]*?<\/tr>/g)!.slice(1)) expect(outsideCode(row).match(/<td>/g)?.length).toBe(columns);
    }
    // and in the Markdown itself: a row splits into as many cells as its header
    const lines = report.split('\n');
    const cells = (line: string) => line.replace(/`+[^`]*?`+/g, (span) => span.replace(/\\\|/g, '')).split(/(?<!\\)\|/).length;
    for (const [i, line] of lines.entries()) if (line.startsWith('| ') && !line.startsWith('| page') && !line.startsWith('|  ')) expect(cells(line), line.slice(0, 80)).toBe(cells(lines.slice(0, i).reverse().find((l) => l.startsWith('| page'))!));
  });

  it('cuts a megabyte title to a short cell with a marker, and stays within one comment', () => {
    expect(report.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(report).toMatch(/`Oak & Shore Oak & Shore [^`]*… \(\d{6,} more characters\)`/);
  });
});

describe('withinLimit', () => {
  it('cuts a report too long for a comment at a line, closes the fold and fence it opened, and says what it left out', () => {
    const long = ['**Site changes**', '', '### Added (5000)', '', '<details>', '<summary>5000 pages</summary>', '', '```csv', ...Array.from({ length: 5000 }, (_, i) => `/mi/town-${i}/,/,301`), '```', '</details>', '', '### Removed (1)', '', 'one'].join('\n');
    const cut = withinLimit(long, 20_000);
    expect(cut.length).toBeLessThanOrEqual(20_000);
    expect(cut).toMatch(/\n```\n<\/details>\n\n\*\*This report was cut to fit one comment \(20,000 characters\): \d+ lines left out, in Added \(5000\) \(cut short\); Removed \(1\)\.\*\* `site diff` writes the whole report to a file\.\n$/);
    expectNothingFromData(cut);
    expect(withinLimit('short\n')).toBe('short\n');
  });
});
