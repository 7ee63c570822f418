// Edges of the loader (generator/load/load.ts) that load.test.ts and load-rules.test.ts leave open, in
// the test process where mutation testing sees them: the exact cell of a quote error, both kinds
// of misplaced quote, a table edited between two loads (`site dev` keeps parsed tables), the two
// copy folders a site may do without, and front matter whose error has no position.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../generator/support/errors.ts';
import { load, loadMarkdownFolder, parseCsv, parseMarkdown } from '../../generator/load/load.ts';
import { copyData, tempDir } from '../helpers/data.ts';

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
  it('reports YAML at its line and column, counted from 1', () => {
    const problems: Problem[] = [];
    parseMarkdown('/d/articles/a.md', '---\ntitle: ok\n  bad: indent\n---\nBody\n', problems);
    expect(problems).toEqual([
      { file: '/d/articles/a.md', line: 3, column: 6, message: 'front matter is not valid YAML: bad indentation of a mapping entry at line 3, column 6:' },
    ]);
  });
});
