// The CSV export opens right in Excel: a UTF-8 byte-order mark (accents stay
// accents), and every cell that would start a formula in some locale's split is quoted or defused.
import { describe, expect, it } from 'vitest';
import { formatSubmissions } from '../../api/export.ts';

const csvOf = (message: string) => formatSubmissions([{ id: '1', receivedAt: 't', data: { message } }], ['message'], 'csv');

/** The cells a spreadsheet sees when it splits unquoted text on `separator`, honouring quotes. */
function cellsSplitOn(csv: string, separator: string): string[] {
  const body = csv.replace(/^\uFEFF/, '').split('\r\n')[1]!;
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '"') {
      if (quoted && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (!quoted && c === separator) {
      cells.push(cell);
      cell = '';
    }
    else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe('CSV export for Excel', () => {
  it('starts with a UTF-8 byte-order mark and keeps accents as written', () => {
    const csv = csvOf('Café in Northville, señora Zoë');
    expect(csv.startsWith('\uFEFFid,receivedAt,message\r\n')).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('Café in Northville, señora Zoë');
  });

  const attacks = ['x;=1+1', 'x;+1', 'x;-1+2', 'x;@SUM(1)', 'x\t=1+1', 'x|=1+1', 'a,=1+1', 'ok; =cmd|\'/c calc\'!A1', '=1+1', '+1', '@x', '-2+3'];
  for (const separator of [',', ';', '\t', '|']) {
    it(`no cell starts a formula when a spreadsheet splits on ${JSON.stringify(separator)}`, () => {
      for (const attack of attacks) {
        for (const cell of cellsSplitOn(csvOf(attack), separator)) expect(cell.trimStart()).not.toMatch(/^[=+\-@]/);
      }
    });
  }

  it('plain text stays unquoted', () => {
    expect(csvOf('Please call after 5pm').split('\r\n')[1]).toBe('1,t,Please call after 5pm');
  });
});
