// `site submissions export` (issue 4): what was received, as CSV or JSON, so the owner can read
// it without touching SQL. CSV columns are the form's field names, after id and received time.
import type { Received } from './storage/types.ts';

export type ExportFormat = 'csv' | 'json';

// Cells a spreadsheet would run as a formula; visitors typed these values, so they are defused
// with a leading apostrophe (OWASP, "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
// Quoted: a cell holding any character some spreadsheet locale splits on. Excel in locales with
// a decimal comma splits on `;`, so `x;=1+1` unquoted became a cell `=1+1` there (issue 16);
// quoted, it stays one cell of text everywhere.
const NEEDS_QUOTES = /[",;\t|\r\n]/;
// Excel reads a CSV without a byte-order mark in the machine's legacy code page: "Café" arrives
// as "CafÃ©". The mark tells it the file is UTF-8; other readers skip it.
export const UTF8_BOM = '\uFEFF';

function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatSubmissions(rows: Received<object>[], fields: readonly string[], format: ExportFormat): string {
  if (format === 'json') {
    return `${JSON.stringify(rows.map(({ id, receivedAt, data }) => ({ id, receivedAt, ...data })), null, 2)}\n`;
  }
  const header = ['id', 'receivedAt', ...fields];
  const lines = rows.map(({ id, receivedAt, data }) => {
    const values = data as Record<string, unknown>;
    return [id, receivedAt, ...fields.map((field) => values[field])].map(csvCell).join(',');
  });
  return `${UTF8_BOM}${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
