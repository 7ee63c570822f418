// The real data/ folder loaded once per test process, and private copies of it for one test to edit;
// for the in-process validation tests (validate-cross-table, validate-blog-output), which mutation testing sees.
import { DataValidationError, type Problem } from '../../generator/support/errors.ts';
import { load, type CsvRow, type CsvTable, type RawData } from '../../generator/load/load.ts';
import { validate } from '../../generator/validate/index.ts';
import { DATA_DIR } from './data.ts';

// Loaded when this module is first imported: once per test process, which keeps the modules its
// files import (no test writes into data/).
const pristine: RawData = await load(DATA_DIR);

/** The loaded data as read from disk (do not edit: take a `fresh()` copy). */
export function loaded(): RawData {
  return pristine;
}

/** A private copy of the loaded data, for one test to edit. */
export const fresh = (): RawData => structuredClone(loaded());

/** The problems validation reports for `raw`, or [] when it passes. */
export function problemsOf(raw: RawData): Problem[] {
  try {
    validate(raw);
    return [];
  } catch (error) {
    if (error instanceof DataValidationError) return error.problems;
    throw error;
  }
}

/** The 1-based column of `name` in `table`, as problems give it. */
export const column = (table: CsvTable, name: string) => table.columns.indexOf(name) + 1;

export function rowOf(table: CsvTable, predicate: (values: Record<string, string>) => boolean) {
  const row = table.rows.find((r) => predicate(r.values));
  if (!row) throw new Error(`no such row in ${table.file}`);
  return row;
}

/** Adds a copy of `row` to `table` on `line`; returns the problem validation must name it with:
 * at `columnName`, quoting the duplicate `key` and the line of the first. */
export function listTwice(table: CsvTable, row: CsvRow, line: number, columnName: string, key: string): Problem {
  table.rows.push({ line, values: { ...row.values } });
  return { file: table.file, line, column: column(table, columnName), message: `${columnName}: duplicate "${key}", already on line ${row.line}` };
}
