// Edges of the loader (generator/load.ts) that load.test.ts and load-rules.test.ts leave open, in
// the test process where mutation testing sees them: the exact cell of a quote error, both kinds
// of misplaced quote, a table edited between two loads (`site dev` keeps parsed tables), the two
// copy folders a site may do without, and front matter whose error has no position.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../generator/errors.ts';
import { load, parseCsv, parseMarkdown } from '../../generator/load.ts';
import { copyData } from '../helpers/data.ts';

const QUOTE_TWICE =
  'a " inside a cell must be typed twice ("") and the whole cell put in quotes, like "The ""deep"" clean" (a spreadsheet program does this when it saves as CSV)';

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
      expect(full.pageBodies.map((d) => d.name)).toEqual(['bitcoin-payments', 'home']);
      await rm(path.join(copy.data, 'cities'), { recursive: true });
      await rm(path.join(copy.data, 'pages'), { recursive: true });
      const bare = await load(copy.data);
      expect([bare.cityBodies, bare.pageBodies]).toEqual([[], []]);
    } finally {
      await copy.cleanup();
    }
  });
});

describe('front matter', () => {
  it('reports YAML at its line and column, counted from 1', () => {
    const problems: Problem[] = [];
    parseMarkdown('/d/articles/a.md', '---\ntitle: ok\n  bad: indent\n---\nBody\n', problems);
    expect(problems).toEqual([{ file: '/d/articles/a.md', line: 3, column: 6, message: expect.stringMatching(/^front matter is not valid YAML: [^\n]+$/) }]);
  });
});
