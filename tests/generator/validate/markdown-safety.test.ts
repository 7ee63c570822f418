// docs/decisions.md#safe-markdown: text from the tables is text wherever it enters Markdown, data
// Markdown renders through an allow-list (no raw HTML, no javascript: URLs), a data file holding a
// script tag, an event handler or a javascript: URL fails the build at file:line:column, and `site
// check` fails a built page holding any of them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderArticleMarkdown } from '../../../generator/validate/blog-markdown.ts';
import { isSafeUrl, markdownText, renderMarkdown } from '../../../generator/validate/safe-markdown.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, findLine, setCell, SMALL_SITE } from '../../helpers/data.ts';

let root: string;
let data: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ root, data, cleanup } = await copyData(SMALL_SITE));
  await mkdir(path.join(root, 'dist'), { recursive: true });
  await writeFile(path.join(root, 'dist/index.html'), '<p>live site</p>');
});
afterEach(async () => cleanup());

const generate = (...extra: string[]) =>
  runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', ...extra], { cwd: root });

/** The article body of each page, from one plan of the data (`--to json`). */
async function routeBodies(...urlPaths: string[]): Promise<string[]> {
  const result = await generate('--to=json');
  expect(result.stderr).toBe('');
  const { routes } = JSON.parse(result.stdout) as { routes: { path: string; props: { article?: { bodyHtml: string } } }[] };
  return urlPaths.map((urlPath) => routes.find((r) => r.path === urlPath)!.props.article!.bodyHtml);
}

describe('table text entering the city-article Markdown', () => {
  it('renders exactly as typed: no emphasis, no tags, no links made from a cell', async () => {
    const cities = path.join(data, 'cities.csv');
    const novi = await findLine(cities, (r) => r.slug === 'novi');
    await setCell(cities, novi, 'description', 'We clean *every* room <b>twice</b> & [Book now](/contact/) `fast` _always_ # done');
    await setCell(cities, novi, 'neighborhoods', '<i>Island Lake</i>|Maples & Pines|[x](/quote/)|Dunbarton_Pines_|Pioneer Meadows|Vistas|Lakeshore');
    const [large, recurring] = await routeBodies('/blog/cities/novi/large-home-cleaning/', '/blog/cities/novi/recurring-cleaning-schedule/');
    expect(large).toContain('We clean *every* room &lt;b&gt;twice&lt;/b&gt; &amp; [Book now](/contact/) `fast` _always_ # done');
    expect(large).not.toMatch(/<em>every|<b>|<strong>|<code>fast|href="\/contact\/">Book now/);
    expect(large).toContain('&lt;i&gt;Island Lake&lt;/i&gt;');
    expect(recurring).toContain('Maples &amp; Pines');
    expect(recurring).not.toMatch(/<i>|href="\/quote\/">x</);
  });

  it('a value at the start of a line cannot start a list or a heading', () => {
    const html = renderMarkdown(`${markdownText('- not a list')}\n\n${markdownText('1. not a list')}\n\n${markdownText('## not a heading')}`);
    expect(html).toBe('<p>- not a list</p>\n<p>1. not a list</p>\n<p>## not a heading</p>\n');
  });

  it('line breaks inside a cell cannot end the paragraph', () => {
    expect(renderMarkdown(`x ${markdownText('a\n\n# b')}`)).toBe('<p>x a # b</p>\n');
  });
});

describe('data Markdown through the allow-list', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[Book now](javascript:alert(1))',
    '[Book now](JAVASCRIPT:alert(1))',
    '[Book now](&#106;avascript:alert(1))',
    '[Book now](&#x6A;avascript&colon;alert(1))',
    '[Book now](<java\tscript:alert(1)>)',
    '![photo](javascript:alert(1))',
    '[ref][r]\n\n[r]: javascript:alert(1)',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><animate onbegin=alert(1)></svg>',
  ];
  for (const attack of attacks) {
    it(`renders ${JSON.stringify(attack)} with no live markup`, () => {
      for (const html of [renderMarkdown(attack), renderArticleMarkdown(attack)]) {
        expect(html).not.toMatch(/<(script|img|iframe|svg|animate)\b/i);
        expect(html).not.toMatch(/href="[^"]*(script|&#)/i);
        expect(html).not.toMatch(/<a\s[^>]*on\w+=/i);
      }
    });
  }

  it('keeps the links and images copy needs', () => {
    const html = renderMarkdown('[quote](/quote/) [call](tel:+15555550100) [mail](mailto:hi@example.com) [map](https://maps.google.com/?q=a&b=c) [top](#top) ![logo](/images/logo.png)');
    expect(html).toContain('<a href="/quote/">quote</a>');
    expect(html).toContain('<a href="tel:+15555550100">call</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">mail</a>');
    expect(html).toContain('<a href="https://maps.google.com/?q=a&amp;b=c">map</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('<img src="/images/logo.png" alt="logo">');
    expect(isSafeUrl('data:text/html,<script>')).toBe(false);
  });
});

describe('site generate refuses executable markup in data', () => {
  it('names the cell of a script tag, event handler or javascript: URL, exits 1 and keeps dist/', async () => {
    const cities = path.join(data, 'cities.csv');
    const novi = await findLine(cities, (r) => r.slug === 'novi');
    await setCell(cities, novi, 'description', 'Lovely homes <script>alert(1)</script>');
    await setCell(cities, novi, 'neighborhoods', 'Island Lake|<img src=x onerror=alert(1)>|Dunbarton Pines|Meadowbrook Lake|Pioneer Meadows');
    const file = path.join(data, 'services', 'deep-cleaning.md');
    const before = (await readFile(file, 'utf8')).split('\n').length;
    await appendFile(file, '\nSee [our offer](javascript:alert(1)).\n');

    const result = await generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/cities.csv:${novi}:9: description: a <script> tag is not allowed in site copy`);
    expect(result.stderr).toContain(`data/cities.csv:${novi}:11: neighborhoods: an on* event handler is not allowed in site copy`);
    expect(result.stderr).toContain(`data/services/deep-cleaning.md:${before + 1}:17: a javascript: URL is not allowed in site copy`);
    expect(await readFile(path.join(root, 'dist/index.html'), 'utf8')).toBe('<p>live site</p>');
    expect(await readdir(path.join(root, 'dist'))).toEqual(['index.html']);
  });
});

describe('site check', () => {
  it('fails a built page holding a javascript: URL, an inline script or an event handler', async () => {
    const dist = path.join(root, 'dist');
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Home</title></head><body><h1>Home</h1>' +
        '<a href="java&#x09;script:alert(1)">Book</a></body></html>',
    );
    const result = await runSite(['check', '--dir', 'dist'], { cwd: root });
    expect(result.code).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toContain('index.html: 1 element(s) with a javascript: URL');
  });
});
