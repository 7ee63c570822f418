// Rules of the loader (generator/load/load.ts) that load.test.ts does not reach, in the test process
// where mutation testing sees them: a file that is not UTF-8 is pointed at its first bad byte,
// with the hint for its kind of file; note columns are left out of the rows; rows cleared to
// commas are no rows; the two wrong-length messages; csv-parse's errors in plain words; paths
// shown relative to the working folder; and a table read again (`site dev`) still reports its
// problems.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataValidationError, type Problem } from '../../generator/support/errors.ts';
import { decodeUtf8, displayPath, isNoteColumn, load, loadMarkdownFolder, parseCsv } from '../../generator/load/load.ts';
import { copyData, tempDir } from '../helpers/data.ts';

describe('decodeUtf8', () => {
  it('returns UTF-8 text as it is', () => {
    const problems: Problem[] = [];
    expect(decodeUtf8('/d/a.csv', Buffer.from('Café, “quoted”\n'), problems)).toBe('Café, “quoted”\n');
    expect(problems).toEqual([]);
  });

  it('points at the first byte that is not UTF-8, with the spreadsheet hint for a CSV file', () => {
    const problems: Problem[] = [];
    // Windows-1252: 0x93 is a left curly quote, on line 2, after "ab"
    const bytes = Buffer.concat([Buffer.from('slug,name\nab'), Buffer.from([0x93]), Buffer.from('x\n')]);
    expect(decodeUtf8('/d/cities.CSV', bytes, problems)).toBeUndefined();
    expect(problems).toEqual([
      {
        file: '/d/cities.CSV',
        line: 2,
        column: 3,
        message:
          'the file is not saved as UTF-8 (byte 0x93 here is a curly quote, dash or accent in another encoding, such as Windows-1252). ' +
          'In Excel: Save As, CSV UTF-8 (Comma delimited); in Google Sheets: File, Download, CSV; in Numbers: Export To, CSV, Text Encoding Unicode (UTF-8).',
      },
    ]);
  });

  it('counts the column in characters after earlier multi-byte text, and gives the editor hint for other files', () => {
    const problems: Problem[] = [];
    const bytes = Buffer.concat([Buffer.from('---\ntitle: é'), Buffer.from([0xe9]), Buffer.from('\n---\n')]);
    expect(decodeUtf8('/d/articles/a.md', bytes, problems)).toBeUndefined();
    expect(problems).toEqual([
      {
        file: '/d/articles/a.md',
        line: 2,
        column: 9,
        message:
          'the file is not saved as UTF-8 (byte 0xE9 here is a curly quote, dash or accent in another encoding, such as Windows-1252). ' +
          'Save it as UTF-8 in your editor (VS Code: click the encoding in the status bar, "Save with Encoding", UTF-8).',
      },
    ]);
  });
});

describe('note columns', () => {
  it('are "notes" in any case and any header starting with #', () => {
    for (const header of ['notes', 'Notes', 'NOTES', '#', '# why', '#todo']) expect(isNoteColumn(header), header).toBe(true);
    for (const header of ['note', 'notes2', 'my notes', 'slug', ' #x']) expect(isNoteColumn(header), header).toBe(false);
  });

  it('are kept in the columns but left out of each row, and a row with only a note is no row', () => {
    const problems: Problem[] = [];
    const table = parseCsv('/d/faqs.csv', 'question,notes,# mine,answer\nWhy?,ask Sam,x,Because\n,only a note,,\n , , , \n', problems);
    expect(problems).toEqual([]);
    expect(table.columns).toEqual(['question', 'notes', '# mine', 'answer']);
    expect(table.rows).toEqual([{ line: 2, values: { question: 'Why?', answer: 'Because' } }]);
  });
});

describe('parseCsv messages', () => {
  it('says whether a row has a cell too few or too many, at its line', () => {
    const problems: Problem[] = [];
    const table = parseCsv('/d/cities.csv', 'a,b,c\n1,2\n1,2,3\n1,2,3,4\n', problems);
    expect(table.rows).toEqual([{ line: 3, values: { a: '1', b: '2', c: '3' } }]);
    expect(problems).toEqual([
      { file: '/d/cities.csv', line: 2, message: 'row 2 has 2 cells but the header has 3: a comma is missing or a cell has an unquoted comma (put such a cell in "quotes")' },
      { file: '/d/cities.csv', line: 4, message: 'row 4 has 4 cells but the header has 3: there is an extra comma, or a cell has an unquoted comma (put such a cell in "quotes")' },
    ]);
  });

  it('explains a quote typed once inside a cell, with the cell', () => {
    const problems: Problem[] = [];
    parseCsv('/d/services.csv', 'slug,title\nclean,"The "deep" clean"\n', problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: '/d/services.csv', line: 2 });
    expect(problems[0]!.message).toMatch(/^a " inside a cell must be typed twice \(""\) and the whole cell put in quotes, like "The ""same-day"" visit" \(a spreadsheet program does this when it saves as CSV\) \(cell \d+\)$/);
  });

  it('names a file inside the working folder by its relative path, and one outside by its full path', () => {
    expect(displayPath(path.join(process.cwd(), 'data', 'cities.csv'))).toBe(path.join('data', 'cities.csv'));
    expect(displayPath('/somewhere/else/cities.csv')).toBe('/somewhere/else/cities.csv');
    expect(parseCsv(path.join(process.cwd(), 'data/x.csv'), 'a\n1\n', []).file).toBe(path.join('data', 'x.csv'));
  });
});

describe('loadMarkdownFolder', () => {
  it('reads only .md files, in name order', async () => {
    const dir = await tempDir('load-rules-');
    try {
      await mkdir(path.join(dir, 'md'));
      await writeFile(path.join(dir, 'md', 'b.md'), '---\ntitle: B\n---\nb\n');
      await writeFile(path.join(dir, 'md', 'a.md'), '---\ntitle: A\n---\na\n');
      await writeFile(path.join(dir, 'md', 'notes.txt'), 'not markdown');
      const problems: Problem[] = [];
      const documents = await loadMarkdownFolder(path.join(dir, 'md'), problems);
      expect(problems).toEqual([]);
      expect(documents.map((d) => [d.name, d.data.title])).toEqual([
        ['a', 'A'],
        ['b', 'B'],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('load, twice', () => {
  it('reports a broken table again on the second load (site dev reuses parsed tables)', async () => {
    const copy = await copyData();
    try {
      await writeFile(path.join(copy.data, 'redirects.csv'), 'from,to,status\n/a,/b/\n');
      for (const attempt of [1, 2]) {
        const error = await load(copy.data).catch((e: unknown) => e);
        expect(error, `load ${attempt}`).toBeInstanceOf(DataValidationError);
        expect((error as DataValidationError).problems.map((p) => p.message)).toEqual([
          'row 2 has 2 cells but the header has 3: a comma is missing or a cell has an unquoted comma (put such a cell in "quotes")',
        ]);
      }
      const broken = path.join(copy.data, 'business.json');
      await writeFile(broken, Buffer.from([0x7b, 0x93, 0x7d]));
      const error = (await load(copy.data).catch((e: unknown) => e)) as DataValidationError;
      expect(error.problems.map((p) => path.basename(p.file))).toEqual(['business.json', 'redirects.csv']);
    } finally {
      await copy.cleanup();
    }
  });
});
