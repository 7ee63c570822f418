// The loader keeps its last parse of every data file, CSV, JSON and Markdown (`site dev` loads the
// whole folder on each edit): a file whose text is unchanged gives back the very value parsed
// before and is not parsed again, an edited file is parsed again, and a broken file or row is
// reported, with its line and column, on every load until it is fixed, not only on the one that
// parsed it.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataValidationError } from '../../../generator/support/errors.ts';
import { load } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { copyData, findLine, setCell } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
beforeEach(async () => {
  copy = await copyData();
});
afterEach(async () => copy.cleanup());

/** The problems a load reports, as file:line:column message. */
async function problems(): Promise<string[]> {
  try {
    await load(copy.data);
    return [];
  } catch (error) {
    if (!(error instanceof DataValidationError)) throw error;
    return error.problems.map((problem) => `${problem.file}:${problem.line ?? ''}:${problem.column ?? ''} ${problem.message}`);
  }
}

const article = (raw: Awaited<ReturnType<typeof load>>, name: string) => raw.articles.find((doc) => doc.name === name);

describe('loading the same data folder again', () => {
  it('does not parse unchanged JSON and Markdown files again, and parses an edited one', async () => {
    const before = await load(copy.data);
    const edited = path.join(copy.data, 'articles', 'memorial-day-cleaning.md');
    await writeFile(edited, (await readFile(edited, 'utf8')).replace(/^title: .*$/m, 'title: "Memorial Day Cleaning, Edited"'));
    const business = path.join(copy.data, 'business.json');
    const profile = JSON.parse(await readFile(business, 'utf8')) as { name: string };
    await writeFile(business, JSON.stringify({ ...profile, name: `${profile.name} Edited` }, null, 2));
    const after = await load(copy.data);

    expect(after.testimonials.value).toBe(before.testimonials.value);
    expect(after.checklist.value).toBe(before.checklist.value);
    expect(article(after, 'inside-appliance-cleaning')).toBe(article(before, 'inside-appliance-cleaning'));
    expect(after.serviceBodies[0]).toBe(before.serviceBodies[0]);

    expect(article(after, 'memorial-day-cleaning')?.data.title).toBe('Memorial Day Cleaning, Edited');
    expect((after.business.value as { name: string }).name).toBe(`${profile.name} Edited`);
  });

  it('reports a broken JSON file and a broken front matter on every load until they are fixed', async () => {
    const testimonials = path.join(copy.data, 'testimonials.json');
    const goodJson = await readFile(testimonials, 'utf8');
    const articleFile = path.join(copy.data, 'articles', 'memorial-day-cleaning.md');
    const goodArticle = await readFile(articleFile, 'utf8');
    expect(await problems()).toEqual([]);

    await writeFile(testimonials, goodJson.replace(/\]\s*$/, ''));
    await writeFile(articleFile, goodArticle.replace(/^date: .*$/m, 'date: [2024-05-27'));
    const first = await problems();
    expect(first).toHaveLength(2);
    expect(first.find((p) => p.includes('testimonials.json'))).toMatch(/not valid JSON/);
    expect(first.find((p) => p.includes('memorial-day-cleaning.md'))).toMatch(/memorial-day-cleaning\.md:\d+:\d+ front matter: /);
    expect(await problems()).toEqual(first);
    expect(await problems()).toEqual(first);

    await writeFile(testimonials, goodJson);
    expect(await problems()).toEqual(first.filter((p) => !p.includes('testimonials.json')));
    await writeFile(articleFile, goodArticle);
    expect(await problems()).toEqual([]);
  });
});

describe('validating the same data folder again', () => {
  it('reports a <script> in a cell on every build until it is removed, and sees one added to a file it scanned before', async () => {
    const faqs = path.join(copy.data, 'faqs.csv');
    const line = await findLine(faqs, () => true);
    const validated = async () => {
      try {
        validate(await load(copy.data));
        return [];
      } catch (error) {
        if (!(error instanceof DataValidationError)) throw error;
        return error.problems.filter((p) => /<script>/.test(p.message)).map((p) => `${p.file}:${p.line ?? ''}:${p.column ?? ''}`);
      }
    };
    expect(await validated()).toEqual([]);
    const good = await readFile(faqs, 'utf8');
    await setCell(faqs, line, 'answer', 'Yes. <script>alert(1)</script>');
    const first = await validated();
    expect(first).toEqual([expect.stringMatching(new RegExp(`faqs\\.csv:${line}:\\d+`))]);
    expect(await validated()).toEqual(first);
    await writeFile(faqs, good);
    expect(await validated()).toEqual([]);
  });
});

describe('loading the same data folder again: an edit is always seen', () => {
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
