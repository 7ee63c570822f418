// The copy files (data/pages/*.md, data/blocks/*.md): every problem at its file:line:column, and
// placeholders filled as text, never as markup.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateCopy, keyLocation } from '../../../generator/validate/copy.ts';
import { fillCopy, fillMarkdown, fillText } from '../../../generator/routes/fill.ts';
import type { Problem } from '../../../generator/support/errors.ts';
import type { MarkdownDocument } from '../../../generator/load/load.ts';
import { fresh } from '../../helpers/loaded-data.ts';
import { copyData } from '../../helpers/data.ts';
import { runSite } from '../../helpers/cli.ts';

const document = (raw: ReturnType<typeof fresh>, name: string): MarkdownDocument => [...raw.pageBodies, ...raw.blockBodies].find((d) => `${d.file}`.endsWith(`${name}.md`))!;

/** The 1-based line and column of `text` in the file as written on disk. */
async function positionOf(file: string, text: string): Promise<{ line: number; column: number }> {
  const source = await readFile(file, 'utf8');
  const before = source.slice(0, source.indexOf(text)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe('validateCopy', () => {
  it('accepts the real data and keeps every placeholder for the pages to fill', () => {
    const problems: Problem[] = [];
    const copy = validateCopy(fresh(), problems, []);
    expect(problems).toEqual([]);
    expect(copy['pages/home'].hero.heading).toBe('House and Commercial Cleaning in {{business.city}} and {{business.region}}');
  });

  it('names an unknown placeholder at the line and column where it is written', async () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    const planted = '{{business.owner}}';
    home.frontMatter = home.frontMatter.replace('socialLabel: Find us online', `socialLabel: Find ${planted} online`);
    (home.data.hero as Record<string, string>).socialLabel = `Find ${planted} online`;
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    const line = home.frontMatter.split('\n').findIndex((l) => l.includes(planted)) + 1;
    const column = home.frontMatter.split('\n')[line - 1]!.indexOf(planted) + 1;
    expect(problems).toEqual([{ file: home.file, line, column, message: expect.stringMatching(/^unknown placeholder \{\{business\.owner\}\} \(this file may use \{\{business\.name\}\}, /) }]);
  });

  it('a town placeholder is unknown in a file about no town', () => {
    const raw = fresh();
    const layout = document(raw, 'blocks/layout');
    (layout.data as { opensInNewTab: string }).opensInNewTab = 'in {{town.name}}';
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('unknown placeholder {{town.name}}')]);
  });

  it('names a missing field, a too long one and a list item at the key\'s line', () => {
    const raw = fresh();
    const home = document(raw, 'pages/home');
    const data = home.data as { hero: Record<string, string>; commercial: { reasons: unknown[] }; faq?: unknown };
    delete data.faq;
    home.frontMatter = home.frontMatter.replace(/^faq:\n( {2}.*\n)+/m, '');
    data.hero.socialLabel = 'x'.repeat(41);
    data.commercial.reasons[1] = 42;
    const problems: Problem[] = [];
    const copy = validateCopy(raw, problems, []);
    expect(copy['pages/home']).toBeUndefined();
    const lines = home.frontMatter.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [lineOf('socialLabel:'), 'hero.socialLabel: is longer than 40 characters: shorten it'],
      [lineOf('A written cleaning scope'), 'commercial.reasons.1: expected text'],
      [lineOf('title:'), 'faq: is required'],
    ]);
  });

  it('names a missing copy file and a file no page reads', () => {
    const raw = fresh();
    raw.blockBodies = raw.blockBodies.filter((d) => !d.file.endsWith('why-us.md'));
    raw.pageBodies.push({ ...document(raw, 'pages/home'), name: 'about', file: 'data/pages/about.md' });
    const problems: Problem[] = [];
    validateCopy(raw, problems, []);
    expect(problems).toEqual([
      { file: expect.stringMatching(/data\/blocks\/why-us\.md$/), message: expect.stringContaining('file is missing') },
      { file: 'data/pages/about.md', message: expect.stringContaining('no page reads this file') },
    ]);
  });

  it('locates nested keys and list items in front matter', () => {
    const doc = { frontMatter: '\na: 1\nb:\n  c: two\n  list:\n    - x\n    - y\n', body: '', bodyLine: 9 } as MarkdownDocument;
    expect(keyLocation(doc, ['b', 'c'])).toEqual({ line: 4, column: 6 });
    expect(keyLocation(doc, ['b', 'list', 1])).toEqual({ line: 7, column: 7 });
    expect(keyLocation(doc, ['b', 'missing'])).toEqual({ line: 4, column: 3 });
    expect(keyLocation(doc, ['missing'])).toEqual({ line: 2, column: 1 });
    expect(keyLocation(doc, ['body'])).toEqual({ line: 9, column: 1 });
  });
});

describe('filling placeholders', () => {
  const values = { 'business.name': 'Oak & *Shore* <b>', 'links.text': 'sms:+1?&body=a b', 'town.name': 'Novi' };

  it('fills text as text, and leaves a placeholder a template fills itself', () => {
    expect(fillText('{{business.name}} in {{ town.name }}, {{town.county}} County', values)).toBe('Oak & *Shore* <b> in Novi, {{town.county}} County');
  });

  it('renders Markdown once and escapes each value where it lands, in text and in a link', () => {
    const markdown = { markdown: '**{{business.name}}** [text us]({{links.text}})', inline: true };
    expect(fillMarkdown(markdown, values).html).toBe('<strong>Oak &amp; *Shore* &lt;b&gt;</strong> <a href="sms:+1?&amp;body=a b">text us</a>');
    expect(fillMarkdown(markdown, { ...values, 'business.name': 'Pine' }).html).toContain('<strong>Pine</strong>');
    expect(fillMarkdown({ markdown: 'One {{town.name}}.\n\nTwo.', inline: false }, values).html).toBe('<p>One Novi.</p>\n<p>Two.</p>');
  });

  it('fills a whole copy value, lists and nested parts included', () => {
    expect(fillCopy({ a: ['{{town.name}}'], b: { markdown: '{{town.name}}', inline: true } }, values)).toEqual({ a: ['Novi'], b: { html: 'Novi' } });
  });
});

describe('site generate with a copy file mistake', () => {
  it('fails at the placeholder\'s file:line:column and keeps the previous output', async () => {
    const copy = await copyData({ towns: ['milford'] });
    try {
      const file = path.join(copy.data, 'pages', 'home.md');
      const source = await readFile(file, 'utf8');
      await writeFile(file, source.replace('heading: Ready to Get Started?', 'heading: Ready, {{business.owner}}?'));
      const { line, column } = await positionOf(file, '{{business.owner}}');
      const result = await runSite(['generate', '--data', 'data', '--out', 'dist', '--quiet'], { cwd: copy.root });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`data/pages/home.md:${line}:${column}: unknown placeholder {{business.owner}}`);
    } finally {
      await copy.cleanup();
    }
  });
});
