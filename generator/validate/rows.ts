// Table and document validation, row by row: each zod issue becomes a problem at file:line:column
// (or JSON key), bad rows are skipped, and cross-references name the table they are missing from.
// Used by every validator of this folder (index.ts, blog.ts).
import path from 'node:path';
import { fieldHelp, RENAMED_FIELDS, renamedMessage } from './field-help.ts';
import { z } from 'zod';
import type { Problem } from '../support/errors.ts';
import { isNoteColumn, type CsvRow, type CsvTable, type JsonDocument, type MarkdownDocument, type RawData } from '../load/index.ts';
import type { ContentLink } from '../../shared/model/data.ts';
import { unknownReference, type ReferenceProblem } from './references.ts';
import { visibleText } from '../../shared/site-path.ts';

export interface ValidRow<T> {
  row: CsvRow;
  value: T;
}

function describeValue(value: string | undefined): string {
  if (value === undefined || value === '') return 'got an empty cell';
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return `got "${visibleText(shown)}"`;
}

/**
 * The columns of a table schema, named as in the file: a table's schema is an object with one
 * entry per column, optionally piped into the transform to the model (shared/model/tables.ts).
 */
function columnsOf(schema: z.ZodType): z.ZodObject['shape'] {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject) return schema.in.shape;
  throw new Error('a table schema is z.object({...columns}), optionally followed by .transform()');
}

/** Validates each row of a CSV table against its schema; bad rows are reported and skipped. */
export function validateTable<S extends z.ZodType>(
  table: CsvTable,
  schema: S,
  problems: Problem[],
): ValidRow<z.output<S>>[] {
  const shape = columnsOf(schema);
  const expected = Object.keys(shape);
  // a column whose schema accepts an absent cell (optionalColumn) may be left out of the sheet
  const missing = expected.filter((c) => !table.columns.includes(c) && !shape[c]!.safeParse(undefined).success);
  const unknown = table.columns.filter((c) => !expected.includes(c) && !isNoteColumn(c));
  if (table.rows.length === 0 && table.columns.length === 0) return [];
  if (missing.length > 0) {
    problems.push({
      file: table.file,
      line: 1,
      message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected columns: ${expected.join(', ')})`,
    });
    return [];
  }
  for (const column of unknown) {
    problems.push({
      file: table.file,
      line: 1,
      column: table.columns.indexOf(column) + 1,
      message: `unknown column "${column}" (expected columns: ${expected.join(', ')}; a column for your own notes is named notes or starts with #)`,
    });
  }
  const valid: ValidRow<z.output<S>>[] = [];
  for (const row of table.rows) {
    const result = z.safeParse<S>(schema, row.values);
    if (result.success) {
      valid.push({ row, value: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const column = String(issue.path[0] ?? '');
      problems.push({
        file: table.file,
        line: row.line,
        column: table.columns.indexOf(column) + 1 || undefined,
        message: `${column}: ${issue.message}, ${describeValue(row.values[column])}`,
      });
    }
  }
  return valid;
}

/** Validates a JSON document; problems name the key path (`hours.1.opens`). */
/**
 * A JSON file checked by its schema. A missing field says what it holds (field-help.ts); a key the
 * format renamed says its new name, once, instead of an unknown key and a missing one.
 */
export function validateJson<S extends z.ZodType>(
  document: JsonDocument,
  schema: S,
  problems: Problem[],
): z.output<S> | undefined {
  const result = schema.safeParse(document.value);
  if (result.success) return result.data;
  const renamed = RENAMED_FIELDS[path.basename(document.file)] ?? {};
  const renamedTo = new Set<string>();
  for (const issue of result.error.issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      const old = [...issue.path, key].join('.');
      const now = renamed[old];
      if (now === undefined || valueAt(document.value, now.split('.')) !== undefined) continue;
      renamedTo.add(now);
      problems.push({ file: document.file, key: old, message: renamedMessage(now) });
    }
  }
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(top level)';
    if (renamedTo.has(key)) continue;
    if (issue.code === 'unrecognized_keys') {
      const left = issue.keys.filter((k) => renamed[[...issue.path, k].join('.')] === undefined || !renamedTo.has(renamed[[...issue.path, k].join('.')]!));
      if (left.length === 0) continue;
      problems.push({ file: document.file, key, message: issue.message });
      continue;
    }
    const missing = issue.path.length > 0 && valueAt(document.value, issue.path) === undefined;
    const help = missing ? fieldHelp(schema, issue.path) : undefined;
    problems.push({ file: document.file, key, message: help ? `is required: ${help}` : issue.message });
  }
  return undefined;
}

function valueAt(value: unknown, at: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of at) current = current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined;
  return current;
}

/** `line 12`, or `row 6 (line 38)` where multi-line cells above set the spreadsheet row apart */
function placeOf(table: CsvTable, line: number): string {
  const row = table.spreadsheetRows?.get(line);
  return row === undefined ? `line ${line}` : `row ${row} (line ${line})`;
}

/** Reports rows whose key repeats an earlier row's, naming both lines. */
export function reportDuplicates<T>(
  rows: ValidRow<T>[],
  key: (value: T) => string,
  column: string,
  table: CsvTable,
  problems: Problem[],
): ValidRow<T>[] {
  const seen = new Map<string, number>();
  const unique: ValidRow<T>[] = [];
  for (const entry of rows) {
    const k = key(entry.value);
    const first = seen.get(k);
    if (first !== undefined) {
      problems.push({
        file: table.file,
        line: entry.row.line,
        column: table.columns.indexOf(column) + 1,
        message: `${column}: duplicate "${k}", already on ${placeOf(table, first)}`,
      });
      continue;
    }
    seen.set(k, entry.row.line);
    unique.push(entry);
  }
  return unique;
}

export function cellProblem(table: CsvTable, row: CsvRow, column: string, message: string): Problem {
  return { file: table.file, line: row.line, column: table.columns.indexOf(column) + 1, message: `${column}: ${message}` };
}

/** A cell naming a city that is not (validly) in cities.csv; grouped by groupByRootCause. */
export function unknownCity(raw: RawData, table: CsvTable, row: { line: number }, column: string, slug: string): ReferenceProblem {
  const problem = cellProblem(table, row as CsvRow, column, unknownReference('city', slug, raw.cities.file));
  return { ...problem, ref: { kind: 'city', slug } };
}

/** A cell naming a service that is not (validly) in services.csv; grouped by groupByRootCause. */
export function unknownService(raw: RawData, table: CsvTable, row: { line: number }, column: string, slug: string): ReferenceProblem {
  const problem = cellProblem(table, row as CsvRow, column, unknownReference('service', slug, raw.services.file));
  return { ...problem, ref: { kind: 'service', slug } };
}

/**
 * Finds root-relative links in Markdown so they can be checked against the route table: in the
 * body, and in the front matter's values (a copy file's words are there), so a broken one is named
 * at its line like a link in the body. YAML comments are not words a visitor reads.
 */
export function markdownLinks(document: MarkdownDocument): ContentLink[] {
  const links: ContentLink[] = [];
  const scan = (text: string, firstLine: number, skip?: (line: string) => boolean) =>
    text.split('\n').forEach((line, index) => {
      if (skip?.(line)) return;
      // site paths, and links to an id on the same page (the publish gate names where those are written)
      for (const match of line.matchAll(/\]\(([/#][^)\s]*)\)|href="([/#][^"]*)"/g)) {
        links.push({
          href: (match[1] ?? match[2]) as string,
          source: { file: document.file, line: firstLine + index, column: (match.index ?? 0) + 1 },
        });
      }
    });
  // the front matter's text starts with the newline that ends the opening ---: its lines are the file's
  scan(document.frontMatter, 1, (line) => line.trimStart().startsWith('#'));
  scan(document.body, document.bodyLine);
  return links;
}
