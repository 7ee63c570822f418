// Tables as spreadsheets save them (docs/decisions.md#spreadsheet-proof-tables). Each case edits a
// copy of the real data the way Excel or Google Sheets would and runs the real CLI (`site generate
// --to json`: validation and routes, nothing written).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
// a few towns: the tables' format does not depend on how many rows they hold
beforeEach(async () => {
  copy = await copyData(SMALL_SITE);
});
afterEach(async () => copy.cleanup());

const file = (name: string) => path.join(copy.data, name);
const routeTable = () => runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root });
const lineCount = async (name: string) => (await readFile(file(name), 'utf8')).trimEnd().split('\n').length;

/** What Excel's "CSV (Comma delimited)" writes: Windows-1252, one byte per character. */
function windows1252(text: string): Buffer {
  const table: Record<string, number> = { '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, 'é': 0xe9 };
  return Buffer.from([...text].map((c) => (c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : table[c]!)));
}

describe('spreadsheet-proof tables', () => {
  it('refuses a Windows-1252 file, pointing at the first odd character and saying how to save as UTF-8', async () => {
    const original = await readFile(file('faqs.csv'));
    const row = 'other,Do you clean near the coffee shops?,"We’re “local” – café-close."\n';
    await writeFile(file('faqs.csv'), Buffer.concat([original, windows1252(row)]));
    const line = await lineCount('faqs.csv');
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/faqs.csv:${line}:${'other,Do you clean near the coffee shops?,"We'.length + 1}: the file is not saved as UTF-8`);
    expect(result.stderr).toContain('In Excel: Save As, CSV UTF-8 (Comma delimited)');
    expect(result.stderr).not.toContain('\uFFFD');
  });

  it('skips a row of only commas, as a spreadsheet leaves a cleared row', async () => {
    const text = (await readFile(file('cities.csv'), 'utf8')).split('\n');
    text.splice(3, 0, ',,,,,,,,,,');
    await writeFile(file('cities.csv'), text.join('\n'));
    const result = await routeTable();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('ignores a notes column and columns whose header starts with #', async () => {
    const lines = (await readFile(file('services.csv'), 'utf8')).trimEnd().split('\n');
    const edited = lines.map((l, i) => (i === 0 ? `${l},notes,#owner` : `${l},"Ask Dana before changing the price, she set it",Dana`));
    await writeFile(file('services.csv'), `${edited.join('\n')}\n`);
    const result = await routeTable();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('Ask Dana');
  });

  it('still rejects an unknown column, saying how to name a notes column', async () => {
    const lines = (await readFile(file('services.csv'), 'utf8')).trimEnd().split('\n');
    await writeFile(file('services.csv'), `${lines.map((l, i) => (i === 0 ? `${l},owner` : `${l},Dana`)).join('\n')}\n`);
    const result = await routeTable();
    expect(result.code).toBe(1);
    // the column after the last of the header's own
    const column = lines[0]!.split(',').length + 1;
    expect(result.stderr).toMatch(new RegExp(`data/services\\.csv:1:${column}: unknown column "owner" .*a column for your own notes is named notes or starts with #`));
  });

  it('explains a row with a missing comma and a lone quote in plain words, with the line', async () => {
    // cities.csv of a few towns has no line 6: this one edits the whole table
    await copy.cleanup();
    copy = await copyData();
    const cities = (await readFile(file('cities.csv'), 'utf8')).split('\n');
    // line 6: drop the comma between county and latitude (one cell fewer than the header's)
    const columns = cities[0]!.split(',').length;
    cities[5] = cities[5]!.replace(/,Oakland,/, ',Oakland ');
    await writeFile(file('cities.csv'), cities.join('\n'));
    const faqs = (await readFile(file('faqs.csv'), 'utf8')).trimEnd().split('\n');
    faqs.push('other,Do you bring a 12" ladder?,Yes');
    await writeFile(file('faqs.csv'), `${faqs.join('\n')}\n`);
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/cities.csv:6: row 6 has ${columns - 1} cells but the header has ${columns}: a comma is missing or a cell has an unquoted comma`);
    expect(result.stderr).toContain(`data/faqs.csv:${faqs.length}: a " inside a cell must be typed twice ("")`);
    expect(result.stderr).not.toMatch(/Invalid (Opening|Closing) Quote|Invalid Record Length/);
  });
});
