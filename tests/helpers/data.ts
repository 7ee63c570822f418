// Test data: a private copy of the real data/ folder that a test may edit row by row.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DATA_DIR = path.join(PROJECT_ROOT, 'data');

export async function tempDir(prefix = 'site-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** Copies data/ into a fresh temporary folder and returns the copy's path. */
export async function copyData(): Promise<{ root: string; data: string; cleanup: () => Promise<void> }> {
  const root = await tempDir();
  const data = path.join(root, 'data');
  await cp(DATA_DIR, data, { recursive: true });
  return { root, data, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/**
 * Reads a CSV as header + rows of cells, with the file line each row starts on (`lines[i]`):
 * a quoted cell may span lines (the intro copy of seo-keywords.csv).
 */
export async function readCsv(file: string): Promise<{ header: string[]; rows: string[][]; lines: number[] }> {
  const records = parse(await readFile(file, 'utf8'), { bom: true, skip_empty_lines: true, info: true }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  const [header, ...rows] = records;
  const startLine = ({ record, info }: { record: string[]; info: { lines: number } }) =>
    info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0);
  return { header: header!.record, rows: rows.map((r) => r.record), lines: rows.map(startLine) };
}

export async function writeCsv(file: string, header: string[], rows: string[][]): Promise<void> {
  await writeFile(file, stringify([header, ...rows]));
}

/** Sets one cell; `line` is the file line the row starts on (2 = first data row), column by name. */
export async function setCell(file: string, line: number, column: string, value: string): Promise<void> {
  const { header, rows, lines } = await readCsv(file);
  const index = header.indexOf(column);
  if (index < 0) throw new Error(`no column ${column} in ${file}`);
  const row = rows[lines.indexOf(line)];
  if (!row) throw new Error(`no row starts on line ${line} of ${file}`);
  row[index] = value;
  await writeCsv(file, header, rows);
}

export async function appendRow(file: string, row: Record<string, string>): Promise<number> {
  const { header, rows } = await readCsv(file);
  rows.push(header.map((c) => row[c] ?? ''));
  await writeCsv(file, header, rows);
  return (await readCsv(file)).lines.at(-1)!;
}

export async function findLine(file: string, predicate: (row: Record<string, string>) => boolean): Promise<number> {
  const { header, rows, lines } = await readCsv(file);
  const index = rows.findIndex((cells) => predicate(Object.fromEntries(header.map((c, i) => [c, cells[i] ?? '']))));
  if (index < 0) throw new Error(`no matching row in ${file}`);
  return lines[index]!;
}
