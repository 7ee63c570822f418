// `site dev` loads every table again on each edit, and the loader keeps its last parse of each file
// (issue 18): a table whose text is unchanged is not parsed again. These tests hold the reuse to
// what a fresh parse gives: an edit is always seen, and a broken row is reported on every load,
// not only on the one that parsed it.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataValidationError } from '../../generator/support/errors.ts';
import { load } from '../../generator/load/load.ts';
import { copyData, findLine, setCell } from '../helpers/data.ts';

describe('loading the same data folder again', () => {
  let copy: Awaited<ReturnType<typeof copyData>>;
  beforeEach(async () => {
    copy = await copyData();
  });
  afterEach(async () => copy.cleanup());

  it('sees an edited cell, and gives the unchanged tables as before', async () => {
    const keywords = path.join(copy.data, 'seo-keywords.csv');
    const line = await findLine(keywords, (row) => row.city_slug === 'novi' && row.service_slug === 'deep-cleaning');
    const before = await load(copy.data);
    await setCell(keywords, line, 'primary_keyword', 'deep cleaning novi mi, edited');
    const after = await load(copy.data);
    expect(after.keywords.rows.find((row) => row.line === line)?.values.primary_keyword).toBe('deep cleaning novi mi, edited');
    expect(before.keywords.rows.find((row) => row.line === line)?.values.primary_keyword).not.toBe('deep cleaning novi mi, edited');
    expect(after.cities).toEqual(before.cities);
  });

  it('reports a broken row on every load while it stays broken, and not once it is fixed', async () => {
    const faqs = path.join(copy.data, 'faqs.csv');
    const good = await readFile(faqs, 'utf8');
    await appendFile(faqs, `${good.endsWith('\n') ? '' : '\n'}one,cell,too,many,here,and,more,than,the,header,has\n`);
    const problems = async () => {
      try {
        await load(copy.data);
        return [];
      } catch (error) {
        if (!(error instanceof DataValidationError)) throw error;
        return error.problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`);
      }
    };
    const first = await problems();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/faqs\.csv:\d+ row \d+ has \d+ cells but the header has/);
    expect(await problems()).toEqual(first);
    await writeFile(faqs, good);
    expect(await problems()).toEqual([]);
  });
});
