// `site submissions export` (issue 4): what was received, as CSV or JSON, so the owner can read
// it without touching SQL. CSV columns are the form's field names, after id and received time.
import type { Received } from './storage/types.ts';

export type ExportFormat = 'csv' | 'json';

// Cells a spreadsheet would run as a formula; visitors typed these values, so they are defused
// with a leading apostrophe (OWASP, "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
