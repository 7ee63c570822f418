// The row-by-row helpers of validation (generator/validate/rows.ts) and the root-cause grouping
// (references.ts) on tables made from real CSV text, in the test process where mutation testing
// sees them: which columns may be missing, where each problem points, how values are shown, key
// paths of JSON problems, links found in Markdown, and "did you mean" only when it is a fair guess.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Problem } from '../../../generator/support/errors.ts';
import { parseCsv, type CsvTable, type MarkdownDocument } from '../../../generator/load/load.ts';
import { didYouMean, groupByRootCause } from '../../../generator/validate/references.ts';
import { markdownLinks, reportDuplicates, validateJson, validateTable } from '../../../generator/validate/rows.ts';
import { optionalColumn } from '../../../shared/model/cells.ts';

const table = (text: string): CsvTable => parseCsv('/d/towns.csv', text, []);
const townRow = z.object({ slug: z.string().regex(/^[a-z-]+$/, 'use a-z and -'), name: z.string().min(1, 'required'), note: optionalColumn });

describe('validateTable', () => {
  it('accepts a sheet without an optional column, and says which required columns are missing', () => {
    const problems: Problem[] = [];
    expect(validateTable(table('slug,name\nnovi,Novi\n'), townRow, problems).map((r) => r.value)).toEqual([{ slug: 'novi', name: 'Novi', note: '' }]);
    expect(validateTable(table('name\nNovi\n'), townRow, problems)).toEqual([]);
    // a header without rows is still checked
    expect(validateTable(table('note\n'), townRow, problems)).toEqual([]);
    expect(problems).toEqual([
      { file: '/d/towns.csv', line: 1, message: 'missing column slug (expected columns: slug, name, note)' },
      { file: '/d/towns.csv', line: 1, message: 'missing columns slug, name (expected columns: slug, name, note)' },
    ]);
  });

  it('checks nothing of a table that could not be read (no columns, no rows)', () => {
    const problems: Problem[] = [];
    expect(validateTable({ file: '/d/towns.csv', columns: [], rows: [] }, townRow, problems)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('names each bad cell at its line and column, with the value shown, and keeps the good rows', () => {
    const problems: Problem[] = [];
    const long = 'X'.repeat(61);
    const rows = validateTable(table(`name,slug,notes\nNovi,Bad Slug,\n,${long},\nWixom,wixom,\nA,${'Y'.repeat(60)},\n`), townRow, problems);
    expect(rows.map((r) => [r.row.line, r.value.slug])).toEqual([[4, 'wixom']]);
    expect(problems).toEqual([
      { file: '/d/towns.csv', line: 2, column: 2, message: 'slug: use a-z and -, got "Bad Slug"' },
      { file: '/d/towns.csv', line: 3, column: 2, message: `slug: use a-z and -, got "${'X'.repeat(57)}..."` },
      { file: '/d/towns.csv', line: 3, column: 1, message: 'name: required, got an empty cell' },
      { file: '/d/towns.csv', line: 5, column: 2, message: `slug: use a-z and -, got "${'Y'.repeat(60)}"` },
    ]);
  });

  it('names a problem of the whole row (a refinement) without a column', () => {
    const problems: Problem[] = [];
    const schema = townRow.refine((row) => row.slug !== 'novi' || row.name === 'Novi', { message: 'novi is Novi' });
    validateTable(table('slug,name\nnovi,Wixom\n'), schema, problems);
    expect(problems).toEqual([{ file: '/d/towns.csv', line: 2, column: undefined, message: ': novi is Novi, got an empty cell' }]);
  });

  it('reads the columns of a schema piped into a transform, and refuses any other schema', () => {
    const problems: Problem[] = [];
    const piped = townRow.transform((row) => ({ ...row, label: `${row.name} (${row.slug})` }));
    expect(validateTable(table('slug,name,extra\nnovi,Novi,1\n'), piped, problems).map((r) => r.value.label)).toEqual(['Novi (novi)']);
    expect(problems).toEqual([
      {
        file: '/d/towns.csv',
        line: 1,
        column: 3,
        message: 'unknown column "extra" (expected columns: slug, name, note; a column for your own notes is named notes or starts with #)',
      },
    ]);
    expect(() => validateTable(table('slug\nnovi\n'), z.string(), [])).toThrow('a table schema is z.object({...columns}), optionally followed by .transform()');
    expect(() => validateTable(table('slug\nnovi\n'), z.string().transform((v) => v.length), [])).toThrow('a table schema is z.object');
  });
});

describe('validateJson', () => {
  it('names the key path of each problem, or (top level)', () => {
    const problems: Problem[] = [];
    const schema = z.object({ hours: z.array(z.object({ opens: z.string() })) });
    expect(validateJson({ file: 'business.json', value: { hours: [{ opens: '8' }] } }, schema, problems)).toEqual({ hours: [{ opens: '8' }] });
    expect(validateJson({ file: 'business.json', value: { hours: [{ opens: '8' }, { opens: 9 }] } }, schema, problems)).toBeUndefined();
    expect(validateJson({ file: 'business.json', value: 'text' }, schema, problems)).toBeUndefined();
    expect(problems.map((p) => [p.file, p.key])).toEqual([
      ['business.json', 'hours.1.opens'],
      ['business.json', '(top level)'],
    ]);
  });
});

describe('reportDuplicates', () => {
  it('keeps the first of each key and names every repeat with the first line', () => {
    const problems: Problem[] = [];
    const towns = table('name,slug\nNovi,novi\nWixom,wixom\nNovi again,novi\nNovi thrice,novi\n');
    const unique = reportDuplicates(validateTable(towns, townRow, problems), (t) => t.slug, 'slug', towns, problems);
    expect(unique.map((r) => r.value.name)).toEqual(['Novi', 'Wixom']);
    expect(problems).toEqual([
      { file: '/d/towns.csv', line: 4, column: 2, message: 'slug: duplicate "novi", already on line 2' },
      { file: '/d/towns.csv', line: 5, column: 2, message: 'slug: duplicate "novi", already on line 2' },
    ]);
  });
});

describe('markdownLinks', () => {
  it('finds root-relative Markdown and href links at their file line and column, and no others', () => {
    const document: MarkdownDocument = {
      file: 'data/services/deep-cleaning.md',
      name: 'deep-cleaning',
      data: {},
      body: 'Intro\n[quote](/quote/) and [site](https://x.test/) and [rel](about/)\nSee <a href="/mi/novi/">Novi</a> [b](/a/b/#top)',
      bodyLine: 5,
      frontMatter: '',
    };
    expect(markdownLinks(document)).toEqual([
      { href: '/quote/', source: { file: document.file, line: 6, column: 7 } },
      { href: '/mi/novi/', source: { file: document.file, line: 7, column: 8 } },
      { href: '/a/b/#top', source: { file: document.file, line: 7, column: 36 } },
    ]);
  });
});

describe('markdownLinks in front matter', () => {
  it('finds the links of its values at the file line and column, before the body, and none in a comment line', () => {
    const document: MarkdownDocument = {
      file: 'data/pages/blog.md',
      name: 'blog',
      data: {},
      // as gray-matter gives it: the text after the opening ---, from the newline that ends it
      frontMatter: '\n# old: [gone](/gone/)\ntitle: Tips\ncard:\n  text: See [guides](/blog/cities/) or <a href="/x/">x</a>\n  # [y](/y/)\n',
      body: 'Read [more](/more/).',
      bodyLine: 7,
    };
    expect(markdownLinks(document)).toEqual([
      { href: '/blog/cities/', source: { file: document.file, line: 5, column: 20 } },
      { href: '/x/', source: { file: document.file, line: 5, column: 43 } },
      { href: '/more/', source: { file: document.file, line: 7, column: 11 } },
    ]);
  });
});

describe('markdownLinks to an id on the same page', () => {
  it('finds them too, so the publish gate can name where a link to a missing id is written', () => {
    const document: MarkdownDocument = {
      file: 'data/articles/spring.md',
      name: 'spring',
      data: {},
      body: 'Jump to [the list](#whole-list).\n<a href="#faq">Questions</a> and [mail](mailto:a@b.test)',
      bodyLine: 3,
      frontMatter: '',
    };
    expect(markdownLinks(document)).toEqual([
      { href: '#whole-list', source: { file: document.file, line: 3, column: 18 } },
      { href: '#faq', source: { file: document.file, line: 4, column: 4 } },
    ]);
  });
});

describe('didYouMean', () => {
  it('suggests the nearest known slug, a prefix as near as one typo, and the first by name on a tie', () => {
    expect(didYouMean('nvi', ['novi', 'wixom'])).toBe('novi');
    expect(didYouMean('deep-clean', ['deep-cleaning', 'window-cleaning'])).toBe('deep-cleaning');
    expect(didYouMean('deep-cleaning-plus', ['deep-cleaning', 'move-out'])).toBe('deep-cleaning');
    expect(didYouMean('abc', ['abd', 'abe'])).toBe('abd');
    expect(didYouMean('abc', ['abe', 'abd'])).toBe('abd');
    // a nearer slug later in the list wins; a farther one never replaces a nearer one, whatever its name
    expect(didYouMean('novi', ['wixom', 'novi'])).toBe('novi');
    expect(didYouMean('wixom', ['wixom', 'novi'])).toBe('wixom');
    // a prefix either way counts as one edit, however long the rest
    expect(didYouMean('deep', ['deep-cleaning', 'window-cleaning'])).toBe('deep-cleaning');
    expect(didYouMean('deep-cleaning-every-week', ['deep-cleaning', 'move-out'])).toBe('deep-cleaning');
    expect(didYouMean('cleaning', ['deep-cleaning'])).toBeUndefined();
  });

  it('suggests nothing beyond two edits, or a third of a long slug', () => {
    expect(didYouMean('novi', ['wixom'])).toBeUndefined();
    expect(didYouMean('ab', ['xy'])).toBe('xy');
    expect(didYouMean('abc', ['xyz'])).toBeUndefined();
    // 12 letters: up to 4 edits
    expect(didYouMean('windowcleans', ['wendiwclanes'])).toBe('wendiwclanes');
    expect(didYouMean('windowcleans', ['wendiwclxnes'])).toBeUndefined();
    expect(didYouMean('novi', [])).toBeUndefined();
  });
});

describe('groupByRootCause', () => {
  const cities = table('slug,name\nnovi,Novi\nmilford,\n');
  const services = table('slug,title\ndeep-cleaning,Deep\n');
  const tables = { city: { table: cities, known: new Set(['novi']) }, service: { table: services, known: new Set(['deep-cleaning']) } };
  const ref = (file: string, line: number, kind: 'city' | 'service', slug: string) => ({ file, line, column: 1, message: `unknown ${kind} "${slug}"`, ref: { kind, slug } });

  it('reports a slug named once as it was, with a "did you mean"', () => {
    const other: Problem = { file: 'b.csv', line: 9, message: 'other' };
    expect(groupByRootCause([other, ref('a.csv', 3, 'city', 'nov')], tables)).toEqual([
      other,
      { file: 'a.csv', line: 3, column: 1, message: 'unknown city "nov"; did you mean "novi"?' },
    ]);
    expect(groupByRootCause([ref('a.csv', 3, 'service', 'zzzzzz')], tables)).toEqual([{ file: 'a.csv', line: 3, column: 1, message: 'unknown service "zzzzzz"' }]);
  });

  it('reports a slug named by many rows once, at the first file and line, listing up to eight lines per file', () => {
    const group = [
      ...Array.from({ length: 10 }, (_, i) => ref('b.csv', 20 - i, 'city', 'novy')),
      ref('a.csv', 7, 'city', 'novy'),
      ref('a.csv', 4, 'city', 'novy'),
    ];
    expect(groupByRootCause(group, tables)).toEqual([
      {
        file: 'a.csv',
        line: 4,
        column: 1,
        message: 'unknown city "novy"; did you mean "novi"?; 12 rows name it: b.csv (10: lines 20, 19, 18, 17, 16, 15, 14, 13 and 2 more), a.csv (2: lines 7, 4)',
      },
    ]);
  });

  it('groups by kind and slug: two unknown slugs, or a town and a service of one name, are reported apart', () => {
    const problems = [ref('a.csv', 2, 'city', 'nowhere'), ref('a.csv', 3, 'city', 'elsewhere'), ref('a.csv', 4, 'service', 'nowhere')];
    expect(groupByRootCause(problems, tables).map((p) => p.message)).toEqual(['unknown city "nowhere"', 'unknown city "elsewhere"', 'unknown service "nowhere"']);
  });

  it('lists exactly eight lines of a file in full', () => {
    const group = Array.from({ length: 8 }, (_, i) => ref('b.csv', i + 2, 'city', 'zzzz'));
    expect(groupByRootCause(group, tables).map((p) => p.message)).toEqual(['unknown city "zzzz"; 8 rows name it: b.csv (8: lines 2, 3, 4, 5, 6, 7, 8, 9)']);
  });

  it('points rows naming a town whose own row is invalid at that row, with their count', () => {
    expect(groupByRootCause([ref('a.csv', 5, 'city', 'milford')], tables)).toEqual([
      { file: '/d/towns.csv', line: 3, message: '1 row elsewhere names the city "milford" and fails until this row is fixed: a.csv (1: line 5)' },
    ]);
    expect(groupByRootCause([ref('a.csv', 5, 'city', 'milford'), ref('a.csv', 8, 'city', 'milford')], tables)).toEqual([
      { file: '/d/towns.csv', line: 3, message: '2 rows elsewhere name the city "milford" and fail until this row is fixed: a.csv (2: lines 5, 8)' },
    ]);
  });
});
