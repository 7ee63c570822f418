// The CSV export defuses every character a spreadsheet reads as the start of a formula (OWASP,
// "CSV injection": = + - @ and a leading tab), in any column, also behind white space or a control
// character; it prints no control character that could drive the owner's terminal; and it
// leaves every other value exactly as the visitor typed it.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { formatSubmissions } from '../../api/export.ts';

const FIELDS = ['name', 'message'] as const;

/** One row through the CSV export, read back by a real CSV parser: the cells as a spreadsheet gets them. */
function exported(name: string, message = 'plain'): string[] {
  const csv = formatSubmissions([{ id: 'id-1', receivedAt: '2026-05-01T10:00:00.000Z', data: { name, message } }], FIELDS, 'csv');
  // the byte-order mark is how Excel knows the file is UTF-8; a spreadsheet hides it
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
    ['tab before @', '\t@SUM(1+1)'],
    ['space', ' =1+1'],
    ['line break', '\n=1+1'],
    ['no-break space', '\u00a0=1+1'],
  ])('puts an apostrophe before a leading %s, in every column', (_label, value) => {
    expect(exported(value)).toEqual([`'${value}`, 'plain']);
    expect(exported('Casey', value)).toEqual(['Casey', `'${value}`]);
  });

  it.each([
    ['NUL', '\u0000=HYPERLINK("http://x.example")', '\'=HYPERLINK("http://x.example")'],
    ['carriage return', '\r=1+1', "'=1+1"],
    ['ESC and a space', '\u001b =1+1', "' =1+1"],
    ['CR LF', '\r\n@SUM(1)', "'\n@SUM(1)"],
    ['C1 CSI', '\u009b+1', "'+1"],
  ])('guards a formula behind a leading %s, which the export drops', (_label, value, cell) => {
    expect(exported(value)).toEqual([cell, 'plain']);
  });

  it.each([
    'Casey Morgan',
    '248-555-0142',
    'not first =',
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

describe('export: nothing that could drive the owner\'s terminal', () => {
  // Rows stored before the forms refused control characters, as an attacker would have typed them.
  const hostile = { name: 'Casey\u001b]0;owned\u0007 Morgan\u009b31m', message: 'line one\r\nline two\tend\rOVERWRITE\u007f\u0000' };
  const clean = { name: 'Casey]0;owned Morgan31m', message: 'line one\nline two\tendOVERWRITE' };
  const rows = [{ id: 'id-1', receivedAt: '2026-05-01T10:00:00.000Z', data: hostile }];
  // What may appear in the output: the CSV's own CR LF record ends, line feeds and tabs.
  const CONTROL_BUT_LAYOUT = /(?![\t\n])\p{Cc}/u;

  it('CSV: strips every control character but tab and line feed; CR LF inside a cell becomes LF', () => {
    const csv = formatSubmissions(rows, FIELDS, 'csv');
    expect(csv.replace(/\r\n/g, '\n')).not.toMatch(CONTROL_BUT_LAYOUT);
    const [, row] = parse(csv, { bom: true }) as string[][];
    expect(row!.slice(2)).toEqual([clean.name, clean.message]);
  });

  it('JSON: the same text, with no C1 or DEL left for JSON.stringify to pass through raw', () => {
    const json = formatSubmissions(rows, FIELDS, 'json');
    expect(json).not.toMatch(CONTROL_BUT_LAYOUT);
    expect(json).not.toMatch(/\\u00[01]/); // nor escaped C0: the text itself is clean
    expect(JSON.parse(json)).toEqual([{ id: 'id-1', receivedAt: '2026-05-01T10:00:00.000Z', ...clean }]);
  });
});
