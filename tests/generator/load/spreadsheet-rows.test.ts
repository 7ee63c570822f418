// A CSV problem names the row a spreadsheet shows (the header is row 1, the first data row is
// row 2) beside the file line when multi-line cells (keyword intros) set them apart; a file
// without such cells keeps the plain file:line:column; a GitHub annotation keeps the file line,
// which is what a pull request's diff shows. Real CLI on a few towns' copy of the data.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { copyData, readCsv, setCell, SMALL_SITE } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
beforeEach(async () => {
  copy = await copyData(SMALL_SITE);
});
afterEach(async () => copy.cleanup());

const routeTable = (...extra: string[]) => runSite(['generate', '--data', 'data', '--to', 'json', ...extra], { cwd: copy.root, env: { GITHUB_ACTIONS: '' } });

describe('spreadsheet rows in CSV problems', () => {
  it('names the spreadsheet row and the file line of a row below multi-line cells', async () => {
    const file = path.join(copy.data, 'seo-keywords.csv');
    const { header, lines } = await readCsv(file);
    // the fourth data row: three multi-line intros above it
    const index = 3;
    const row = index + 2;
    const line = lines[index]!;
    expect(line).toBeGreaterThan(row);
    await setCell(file, line, 'service_slug', 'deep-claening');
    const column = header.indexOf('service_slug') + 1;
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^data/seo-keywords\\.csv row ${row} \\(line ${line}\\), column ${column}: service_slug: unknown service "deep-claening"`, 'm'));
    expect(result.stderr).not.toContain(`data/seo-keywords.csv:${line}:`);

    const github = await routeTable('--reporter', 'github');
    expect(github.stdout).toContain(`::error file=data/seo-keywords.csv,line=${line},col=${column}::service_slug: unknown service "deep-claening"`);
  });

  it('keeps file:line:column in a file whose rows are its lines', async () => {
    const file = path.join(copy.data, 'cities.csv');
    const { header, lines } = await readCsv(file);
    await setCell(file, lines[0]!, 'lat', 'north-ish');
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`data/cities.csv:${lines[0]}:${header.indexOf('lat') + 1}: lat: expected a number, got "north-ish"`);
    expect(result.stderr).not.toMatch(/cities\.csv row /);
  });

  it('names the row of the first of two repeated keys by its spreadsheet row too', async () => {
    const file = path.join(copy.data, 'seo-keywords.csv');
    const { header, rows, lines } = await readCsv(file);
    const city = header.indexOf('city_slug');
    const service = header.indexOf('service_slug');
    // a later row of the same town takes the service of the second row: the pair repeats
    const later = rows.findIndex((cells, i) => i > 1 && cells[city] === rows[1]![city]);
    await setCell(file, lines[later]!, 'service_slug', rows[1]![service]!);
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`^data/seo-keywords\\.csv row ${later + 2} \\(line ${lines[later]}\\).*already on row 3 \\(line ${lines[1]}\\)`, 'm'));
  });
});
