// The CSV export defuses every character a spreadsheet reads as the start of a formula (OWASP,
// "CSV injection": = + - @, tab and carriage return), in any column, and leaves every other value
// exactly as the visitor typed it (issue 13: only "=" was tested).
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { formatSubmissions } from '../../api/export.ts';

const FIELDS = ['name', 'message'] as const;

/** One row through the CSV export, read back by a real CSV parser: the cells as a spreadsheet gets them. */
function exported(name: string, message = 'plain'): string[] {
  const csv = formatSubmissions([{ id: 'id-1', receivedAt: '2026-05-01T10:00:00.000Z', data: { name, message } }], FIELDS, 'csv');
  // the byte-order mark is how Excel knows the file is UTF-8 (issue 16); a spreadsheet hides it
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, row, ...rest] = parse(csv, { bom: true, relax_quotes: false }) as string[][];
  expect(header).toEqual(['id', 'receivedAt', ...FIELDS]);
  expect(rest).toEqual([]);
  return row!.slice(2);
}

describe('CSV export: formula guard', () => {
  it.each([
    ['=', '=SUM(A1:A9)'],
    ['+', '+1 248 555 0142'],
    ['-', '-2+3+cmd|"/C calc"!A0'],
    ['@', '@SUM(1+1)*cmd|"/C calc"!A0'],
    ['tab', '\t=1+1'],
    ['carriage return', '\r=1+1'],
  ])('puts an apostrophe before a leading %s, in every column', (_label, value) => {
    expect(exported(value)).toEqual([`'${value}`, 'plain']);
    expect(exported('Casey', value)).toEqual(['Casey', `'${value}`]);
  });

  it.each([
    'Casey Morgan',
    '248-555-0142',
    ' =not first',
    "'already quoted",
    'a=b',
    'x+y@z',
    '',
    'line one\nline two',
    'say "hi", then go',
  ])('leaves %j as it is', (value) => {
    expect(exported(value)).toEqual([value, 'plain']);
  });

  it('leaves the JSON export as typed: only a spreadsheet needs the guard', () => {
    const json = formatSubmissions([{ id: 'id-1', receivedAt: 't', data: { name: '=1+1', message: '@x' } }], FIELDS, 'json');
    expect(JSON.parse(json)).toEqual([{ id: 'id-1', receivedAt: 't', name: '=1+1', message: '@x' }]);
  });
});
