// `site submissions export` (docs/decisions.md#spreadsheet-safe-export): what was received, as CSV or JSON, so the owner can read
// it without touching SQL. CSV columns are the form's field names, after id and received time.
import type { Received } from './storage/types.ts';

export type ExportFormat = 'csv' | 'json';

// Cells a spreadsheet would run as a formula; visitors typed these values, so they are defused
// with a leading apostrophe (OWASP, "CSV injection"). Spreadsheets skip white space before the
// formula sign, so `  =1+1` or a line break then `@SUM(...)` is guarded too, and so is a leading
// tab on its own, which some spreadsheets read as the start of a cell. Control characters before
// the sign (`\u0000=HYPERLINK(...)`) are gone by then: the guard looks at the printable text.
const FORMULA_START = /^(?:\t|\s*[=+\-@])/u;
// Quoted: a cell holding any character some spreadsheet locale splits on. Excel in locales with
// a decimal comma splits on `;`, so `x;=1+1` unquoted would become a cell `=1+1` there;
// quoted, it stays one cell of text everywhere.
const NEEDS_QUOTES = /[",;\t|\r\n]/;
// Excel reads a CSV without a byte-order mark in the machine's legacy code page: "Café" arrives
// as "CafÃ©". The mark tells it the file is UTF-8; other readers skip it.
export const UTF8_BOM = '\uFEFF';

// What the export prints lands in the owner's terminal (or a pipe to one): a stored ESC, BEL or
// lone CR could move the cursor, rewrite a line or change the terminal's settings. Every control
// character (C0, DEL, C1) goes but tab and line feed, which are layout; a CR LF line break (how
// browsers send a textarea) becomes LF. Rows stored before forms refused control characters
// still hold them, so the guard lives here and not only at the door.
const TERMINAL_CONTROL = /(?![\t\n])\p{Cc}/gu;

/** Text with nothing that could drive a terminal: see TERMINAL_CONTROL. */
export function printable(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(TERMINAL_CONTROL, '');
}

/** Every string of a row, printable; other values as they are. */
const printableValue = (value: unknown) => (typeof value === 'string' ? printable(value) : value);

function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : printable(String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function formatSubmissions(rows: Received<object>[], fields: readonly string[], format: ExportFormat): string {
  if (format === 'json') {
    const printed = rows.map(({ id, receivedAt, data }) => Object.fromEntries(Object.entries({ id, receivedAt, ...data }).map(([k, v]) => [k, printableValue(v)])));
    return `${JSON.stringify(printed, null, 2)}\n`;
  }
  const header = ['id', 'receivedAt', ...fields];
  const lines = rows.map(({ id, receivedAt, data }) => {
    const values = data as Record<string, unknown>;
    return [id, receivedAt, ...fields.map((field) => values[field])].map(csvCell).join(',');
  });
  return `${UTF8_BOM}${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
