// The loader (generator/load/load.ts) in the test process, where mutation testing sees it. Every
// row keeps the file line it came from (so a validation error can point at it), cells and headers
// are trimmed, a byte-order mark is ignored, and files that cannot be read are all listed at once
// with their location. Then its finer rules: a file that is not UTF-8 is pointed at its first bad
// byte, with the hint for its kind of file; note columns are left out of the rows; rows cleared to
// commas are no rows; the two wrong-length messages; csv-parse's errors in plain words; the exact
// cell of a quote error and both kinds of misplaced quote; paths shown relative to the working
// folder; the two copy folders a site may do without; and front matter whose error has no
// position. validate.test.ts checks the messages end to end through the CLI; load-cache.test.ts
// the parses kept between loads.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataValidationError, type Problem } from '../../../generator/support/errors.ts';
import { decodeUtf8, displayPath, isNoteColumn, load, loadMarkdownFolder, parseCsv, parseMarkdown } from '../../../generator/load/load.ts';
import { copyData, tempDir } from '../../helpers/data.ts';

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
    expect(problems[0]).toMatchObject({ file: '/data/articles/bad.md', message: expect.stringMatching(/^front matter: .*[^:]$/) });
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

const QUOTE_TWICE =
  'a " inside a cell must be typed twice ("") and the whole cell put in quotes, like "The ""same-day"" visit" (a spreadsheet program does this when it saves as CSV)';

describe('misplaced quotes', () => {
  it('explains a quote inside an unquoted cell and one after a closing quote, each at its line and cell', () => {
    const problems: Problem[] = [];
    parseCsv('/d/services.csv', 'slug,title,price\ndeep,The "deep" clean,90\n', problems);
    parseCsv('/d/services.csv', 'slug,title,price\ndeep,ok,90\nmove,"Move" out,90\n', problems);
    expect(problems).toEqual([
      { file: '/d/services.csv', line: 2, message: `${QUOTE_TWICE} (cell 2)` },
      { file: '/d/services.csv', line: 3, message: `${QUOTE_TWICE} (cell 2)` },
    ]);
  });
});

describe('rows and cells', () => {
  it('skips a row cleared to fewer commas than the header has, and names an unclosed quote at its cell', () => {
    const problems: Problem[] = [];
    expect(parseCsv('/d/faqs.csv', 'question,answer,category\nWhy?,Because,general\n,\n', problems).rows).toHaveLength(1);
    parseCsv('/d/landmarks.csv', 'city,landmark\nnovi,"Twelve Oaks\n', problems);
    expect(problems).toEqual([
      {
        file: '/d/landmarks.csv',
        line: 2,
        message: 'a cell opened with " is never closed, so the rest of the file was read as one cell: find the cell with an odd number of " on or above this line (cell 2)',
      },
    ]);
  });
});

describe('a Markdown folder', () => {
  it('reads the .md files in name order and leaves out one that is not UTF-8, with one problem for it', async () => {
    const dir = await tempDir('load-edges-');
    try {
      const names = ['kitchen', 'attic', 'garage', 'bath', 'porch', 'deck', 'hall', 'yard', 'closet', 'laundry'];
      for (const name of names) await writeFile(path.join(dir, `${name}.md`), `---\ntitle: ${name}\n---\nText\n`);
      await writeFile(path.join(dir, 'broken.md'), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x93, 0x0a]));
      const problems: Problem[] = [];
      const documents = await loadMarkdownFolder(dir, problems);
      expect(documents.map((d) => d.name)).toEqual([...names].sort());
      expect(problems.map((p) => [path.basename(p.file), p.line, p.message.slice(0, 35)])).toEqual([['broken.md', 2, 'the file is not saved as UTF-8 (byt']]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('loading again', () => {
  it('reads a table edited since the last load, and reports a problem fixed since then no more', async () => {
    const copy = await copyData();
    try {
      const file = path.join(copy.data, 'redirects.csv');
      await writeFile(file, 'from,to,status\n/old-a,/,301\n');
      expect((await load(copy.data)).redirects.rows.map((r) => r.values.from)).toEqual(['/old-a']);
      await writeFile(file, 'from,to,status\n/old-b,/,301\n/old-c,/,301\n');
      expect((await load(copy.data)).redirects.rows.map((r) => r.values.from)).toEqual(['/old-b', '/old-c']);
      await writeFile(file, 'from,to,status\n/old-b,/\n');
      await expect(load(copy.data)).rejects.toThrow();
      await writeFile(file, 'from,to,status\n/old-d,/,301\n');
      expect((await load(copy.data)).redirects.rows.map((r) => r.values.from)).toEqual(['/old-d']);
    } finally {
      await copy.cleanup();
    }
  });
});

describe('optional copy folders', () => {
  it('loads a data folder without cities/ and pages/, and reads them when present', async () => {
    const copy = await copyData();
    try {
      const full = await load(copy.data);
      expect(full.cityBodies.map((d) => d.name)).toEqual(['novi']);
      expect(full.pageBodies.map((d) => d.name)).toEqual((await readdir(path.join(copy.data, 'pages'))).map((file) => path.basename(file, '.md')).sort());
      expect(full.blockBodies.map((d) => d.name)).toContain('layout');
      // image keys are paths under data/images/ without extension (a town guide's default: cities/{slug})
      expect(full.imageKeys).toContain('cities/novi');
      await rm(path.join(copy.data, 'cities'), { recursive: true });
      await rm(path.join(copy.data, 'pages'), { recursive: true });
      await rm(path.join(copy.data, 'blocks'), { recursive: true });
      const bare = await load(copy.data);
      expect([bare.cityBodies, bare.pageBodies, bare.blockBodies]).toEqual([[], [], []]);
    } finally {
      await copy.cleanup();
    }
  });
});

describe('front matter', () => {
  /** The one problem the front matter `yaml` gives, at its line and column (counted from 1, the `---` line being 1). */
  const yamlProblem = (yaml: string) => {
    const problems: Problem[] = [];
    parseMarkdown('/d/articles/a.md', `---\n${yaml}\n---\nBody\n`, problems);
    expect(problems).toHaveLength(1);
    return problems[0]!;
  };

  it('reports YAML at its line and column, counted from 1, saying what to do', () => {
    expect(yamlProblem('title: ok\n  bad: indent')).toEqual({
      file: '/d/articles/a.md',
      line: 3,
      column: 6,
      message: 'front matter: this line is indented differently from the lines around it: line it up with the other keys of its group (spaces, not tabs)',
    });
  });

  it('a colon in a value: put the value in quotes, the line written so', () => {
    expect(yamlProblem('title: ok\nintro: Call us: we clean your home')).toMatchObject({
      line: 3,
      message: 'front matter: the value of "intro" holds a colon, which YAML reads as the start of another key: put the value in quotes, as in intro: "Call us: we clean your home"',
    });
    // nested, and a value holding double quotes gets single ones
    expect(yamlProblem('hero:\n  heading: ok\n  lead: The "best" team: insured').message).toBe(
      'front matter: the value of "lead" holds a colon, which YAML reads as the start of another key: put the value in quotes, as in lead: \'The "best" team: insured\'',
    );
  });

  it('a key written twice, and a quote left open: at the line to fix', () => {
    expect(yamlProblem('title: ok\ndate: 2026-01-01\ntitle: again')).toMatchObject({ line: 4, message: 'front matter: "title" is written twice in the front matter: keep one of the two lines' });
    expect(yamlProblem('title: "ok\ndate: 2026-01-01\nother: x')).toMatchObject({ line: 2, column: 8, message: 'front matter: a value opened with " is not closed: end it with " on the same line' });
  });
});

describe('load, images beside tables', () => {
  it('reports a bad image source beside a bad CSV cell, in one error, without throwing on the first', async () => {
    const copy = await copyData();
    try {
      // a quote typed once inside a cell: a reading problem of cities.csv
      const cities = path.join(copy.data, 'cities.csv');
      const text = await readFile(cities, 'utf8');
      const [header, first, ...rest] = text.split('\n');
      await writeFile(cities, [header, first!.replace(',', ',Bad"Quote'), ...rest].join('\n'));
      // two sources for one image key: a reading problem of data/images/
      const images = path.join(copy.data, 'images');
      const svg = (await readdir(images, { recursive: true })).map(String).find((name) => name.endsWith('.svg'))!;
      await writeFile(path.join(images, svg.replace(/\.svg$/, '.webp')), 'not a webp');
      const error = await load(copy.data).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataValidationError);
      const problems = (error as DataValidationError).problems;
      expect(problems.map((p) => path.basename(p.file)).sort()).toEqual(['cities.csv', path.basename(svg).replace(/\.svg$/, '.webp')]);
      expect(problems.find((p) => p.file.endsWith('.webp'))!.message).toMatch(/^a second source for the image /);
      expect(problems.find((p) => p.file.endsWith('cities.csv'))!.line).toBe(2);
    } finally {
      await copy.cleanup();
    }
  });
});
