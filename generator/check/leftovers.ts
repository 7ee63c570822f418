// Leftovers of the folder a business started from (`site init`, starter.json): every text that
// still holds a starter mark ("✎ title") or a word of the source's business, towns or trade, named
// at its file and line, and counted in one line. A folder without starter.json has only marks to find.
import type { CsvTable, JsonDocument, MarkdownDocument, RawData } from '../load/index.ts';
import type { Problem } from '../support/errors.ts';
import { COPY_FILES, type CopyFile } from '../../shared/model/copy/index.ts';
import { STARTER_MARK, sourceWordsIn, starterRecord } from '../support/starter.ts';
import { keyLocation } from '../validate/index.ts';

type Find = (text: string) => string | undefined;

/** What is left of the source in `text`, as a message; undefined when nothing is. */
function finder(words: readonly string[], from: string): Find {
  return (text) => {
    const marked = text.includes(STARTER_MARK);
    const found = sourceWordsIn(text, words);
    if (!marked && found.length === 0) return undefined;
    const parts = [
      ...(marked ? [`still holds the starter mark ${STARTER_MARK}: write your own words here`] : []),
      ...(found.length > 0 ? [`still holds ${found.map(({ word, as }) => (as.toLowerCase() === word.toLowerCase() ? `"${word}"` : `"${as}" (starter.json: "${word}")`)).join(', ')}, from ${from}: write your own`] : []),
    ];
    return parts.join('; ');
  };
}

function inTable(table: CsvTable, find: Find): Problem[] {
  return table.rows.flatMap((row) =>
    Object.entries(row.values).flatMap(([column, text]) => {
      const message = find(text);
      return message ? [{ file: table.file, line: row.line, column: table.columns.indexOf(column) + 1, message: `${column}: ${message}` }] : [];
    }),
  );
}

/** Every string of a JSON or front-matter value, with its path of keys. */
function* strings(value: unknown, at: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === 'string') yield [value, at];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...at, i]);
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* strings(item, [...at, key]);
}

function inJson(document: JsonDocument, find: Find): Problem[] {
  return [...strings(document.value)].flatMap(([text, at]) => {
    const message = find(text);
    return message ? [{ file: document.file, key: at.join('.'), message }] : [];
  });
}

function inDocument(document: MarkdownDocument, find: Find): Problem[] {
  const fields = [...strings(document.data)].flatMap(([text, at]) => {
    const message = find(text);
    return message ? [{ file: document.file, ...keyLocation(document, at), message: `${at.join('.')}: ${message}` }] : [];
  });
  // the body, line by line: each line that holds something of the source
  const body = document.body.split('\n').flatMap((text, i) => {
    const message = find(text);
    return message ? [{ file: document.file, line: document.bodyLine + i, column: 1, message: `text: ${message}` }] : [];
  });
  return [...fields, ...body];
}

/** Whether a visitor reads the copy file `name`: a page only some businesses build (the Bitcoin
 * page) is no leftover while this business does not build it. */
function builds(raw: RawData, name: string): boolean {
  const neededBy = (COPY_FILES as Record<string, CopyFile>)[name]?.neededBy;
  const paymentMethods = (raw.business.value as { paymentMethods?: unknown } | null)?.paymentMethods;
  return !neededBy || neededBy({ paymentMethods: Array.isArray(paymentMethods) ? paymentMethods.filter((m): m is string => typeof m === 'string') : [] });
}

/**
 * The leftovers of a folder `site init` made: their count, and each text. A starter mark is one in
 * any folder (`site init --missing` adds marked copy files to an existing one); the source's words
 * are looked for only while starter.json names them.
 */
export function leftoverWarnings(raw: RawData): { count?: Problem; texts: Problem[] } {
  const record = raw.starter && starterRecord.safeParse(raw.starter.value);
  if (raw.starter && !record?.success) {
    return { count: { file: raw.starter.file, message: 'expected {"from": "...", "words": ["...", ...]} as site init wrote it: fix it, or delete the file once your words have replaced the starter\'s' }, texts: [] };
  }
  const source = record?.data;
  const find = finder(source?.words ?? [], source?.from ?? '');
  const tables = Object.values(raw).filter((value): value is CsvTable => typeof value === 'object' && value !== null && 'columns' in value && 'rows' in value);
  const documents = [raw.serviceBodies, raw.articles, raw.cityArticleTemplates, raw.cityBodies, raw.pageBodies.filter((page) => builds(raw, `pages/${page.name}`)), raw.blockBodies].flat();
  const found = [
    ...[raw.business, raw.testimonials, raw.checklist].flatMap((document) => inJson(document, find)),
    ...tables.flatMap((table) => inTable(table, find)),
    ...documents.flatMap((document) => inDocument(document, find)),
  ];
  if (found.length === 0) return { texts: [] };
  const files = new Set(found.map((problem) => problem.file)).size;
  const texts = `${found.length} text${found.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'} still hold starter words`;
  const count = raw.starter
    ? { file: raw.starter.file, message: `${texts} (the mark ${STARTER_MARK}, or words of ${source!.from} listed here); each is named below. A word your business really uses: take it out of this file's list; delete the file when none is left` }
    : { file: raw.dir, message: `${texts} (the mark ${STARTER_MARK}); each is named below` };
  return { count, texts: found };
}
