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

/** Reads a CSV as header + rows of cells (row 0 is line 2 of the file when no cell spans lines). */
export async function readCsv(file: string): Promise<{ header: string[]; rows: string[][] }> {
  const [header, ...rows] = parse(await readFile(file, 'utf8'), { bom: true, skip_empty_lines: true }) as string[][];
  return { header: header!, rows };
}

export async function writeCsv(file: string, header: string[], rows: string[][]): Promise<void> {
  await writeFile(file, stringify([header, ...rows]));
}

/** Sets one cell; `line` is the file line (2 = first data row), column by name. */
export async function setCell(file: string, line: number, column: string, value: string): Promise<void> {
  const { header, rows } = await readCsv(file);
  const index = header.indexOf(column);
  if (index < 0) throw new Error(`no column ${column} in ${file}`);
  rows[line - 2]![index] = value;
  await writeCsv(file, header, rows);
}

export async function appendRow(file: string, row: Record<string, string>): Promise<number> {
  const { header, rows } = await readCsv(file);
  rows.push(header.map((c) => row[c] ?? ''));
  await writeCsv(file, header, rows);
  return rows.length + 1;
}

export async function findLine(file: string, predicate: (row: Record<string, string>) => boolean): Promise<number> {
  const { header, rows } = await readCsv(file);
  const index = rows.findIndex((cells) => predicate(Object.fromEntries(header.map((c, i) => [c, cells[i] ?? '']))));
  if (index < 0) throw new Error(`no matching row in ${file}`);
  return index + 2;
}
