// The loader (generator/load/load.ts) in the test process, where mutation testing sees it: every row
// keeps the file line it came from (so a validation error can point at it), cells and headers are
// trimmed, a byte-order mark is ignored, and files that cannot be read are all listed at once with
// their location. validate.test.ts checks the messages end to end through the CLI.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataValidationError, type Problem } from '../../generator/support/errors.ts';
import { load, parseCsv, parseMarkdown } from '../../generator/load/load.ts';
import { copyData } from '../helpers/data.ts';

describe('parseCsv', () => {
  it('keeps the file line of each row, counting cells that span lines and skipping blank lines', () => {
    const problems: Problem[] = [];
    const text = '\uFEFFslug , name\nnovi, Novi \n\n"wixom","Wixom,\nMI"\nmilford,Milford\n';
    const table = parseCsv('/data/cities.csv', text, problems);
    expect(problems).toEqual([]);
    expect(table.columns).toEqual(['slug', 'name']);
    expect(table.rows).toEqual([
      { line: 2, values: { slug: 'novi', name: 'Novi' } },
      // a row is named by the line it starts on, though a quoted cell carries it onto the next
      { line: 4, values: { slug: 'wixom', name: 'Wixom,\nMI' } },
      { line: 6, values: { slug: 'milford', name: 'Milford' } },
    ]);
  });

  it('reports an empty file and a broken one with the line, and returns no rows', () => {
    const problems: Problem[] = [];
    expect(parseCsv('/data/faqs.csv', '', problems)).toMatchObject({ columns: [], rows: [] });
    expect(parseCsv('/data/landmarks.csv', 'city,landmark\nnovi,"Twelve Oaks\n', problems)).toMatchObject({ columns: [], rows: [] });
    expect(parseCsv('/data/cities.csv', 'a,b\n1,2,3\n', problems).rows).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatchObject({ file: '/data/faqs.csv', message: 'the file is empty; it needs a header row' });
    expect(problems[1]).toMatchObject({ file: '/data/landmarks.csv', message: expect.stringMatching(/^a cell opened with " is never closed/) });
    expect(problems[1]!.line).toBeGreaterThanOrEqual(2);
    expect(problems[2]).toMatchObject({ line: 2, message: expect.stringMatching(/^row 2 has 3 cells but the header has 2: /) });
  });
});

describe('parseMarkdown', () => {
  it('splits the front matter from the body and knows the line the body starts on', () => {
    const problems: Problem[] = [];
    const doc = parseMarkdown('/data/articles/spring.md', '---\ntitle: Spring\ntags: [a, b]\n---\nFirst line\n\nSecond\n', problems);
    expect(problems).toEqual([]);
    expect(doc).toMatchObject({ name: 'spring', data: { title: 'Spring', tags: ['a', 'b'] }, bodyLine: 5, frontMatter: '\ntitle: Spring\ntags: [a, b]' });
    expect(doc?.body.trim()).toBe('First line\n\nSecond');
  });

  it('reports front matter that is not YAML with its line and column', () => {
    const problems: Problem[] = [];
    expect(parseMarkdown('/data/articles/bad.md', '---\ntitle: ok\ndate: [unclosed\n---\nBody\n', problems)).toBeUndefined();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: '/data/articles/bad.md', message: expect.stringMatching(/^front matter is not valid YAML: /) });
    expect(problems[0]!.line).toBeGreaterThanOrEqual(3);
    expect(problems[0]!.column).toBeGreaterThanOrEqual(1);
  });
});

describe('load', () => {
  it('reads every table of the real data', async () => {
    const raw = await load(path.resolve('data'));
    expect(raw.cities.rows.length).toBeGreaterThan(10);
    expect(raw.cities.rows[0]!.line).toBe(2);
    expect(raw.services.columns).toContain('slug');
    expect(raw.articles.length).toBeGreaterThan(3);
    expect(raw.serviceBodies.length).toBeGreaterThan(0);
    expect((raw.business.value as { name: string }).name).toBeTruthy();
  });

  it('lists every file it cannot read in one error', async () => {
    const copy = await copyData();
    try {
      await rm(path.join(copy.data, 'faqs.csv'));
      await rm(path.join(copy.data, 'city-article-templates'), { recursive: true });
      await writeFile(path.join(copy.data, 'checklist.json'), '{ "rooms": [ }');
      const error = await load(copy.data).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataValidationError);
      const problems = (error as DataValidationError).problems;
      expect(problems.map((p) => [path.basename(p.file), p.message.split(':')[0]]).sort()).toEqual([
        ['checklist.json', 'not valid JSON'],
        ['city-article-templates', 'folder is missing'],
        ['faqs.csv', 'file is missing'],
      ]);
    } finally {
      await copy.cleanup();
    }
  });
});
