// The copy files (data/pages/*.md, data/blocks/*.md): every word a visitor reads. Each is checked
// against its schema (shared/model/copy/) and its placeholders against the groups it may use; a
// problem names the file, line and column of the key or placeholder, like a table cell's.
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import type { Problem } from '../support/errors.ts';
import path from 'node:path';
import { displayPath, type MarkdownDocument, type RawData } from '../load/index.ts';
import { COPY_FILES, type CopyFile, type CopyName, type SiteCopy } from '../../shared/model/copy/index.ts';
import { PLACEHOLDER, PLACEHOLDER_GROUPS } from '../../shared/model/copy/placeholders.ts';
import { copyFieldHelp, fieldNames, RENAMED_FIELDS, renamedMessage } from './field-help.ts';

type Located = Pick<Problem, 'line' | 'column'>;

/** Where a front-matter key (`hero.heading`, `reasons.2`) is written: its value's line and column (its name's with `at: 'key'`),
 * or the nearest written parent's; the body is under the key `body`. */
export function keyLocation(document: MarkdownDocument, path: readonly PropertyKey[], at: 'value' | 'key' = 'value'): Located {
  if (path[0] === 'body') return { line: document.bodyLine, column: 1 };
  const counter = new LineCounter();
  const yaml = parseDocument(document.frontMatter, { lineCounter: counter });
  let node: unknown = yaml.contents;
  let offset = yaml.contents?.range[0] ?? 0;
  for (const key of path) {
    const child = isMap(node) ? node.items.find((pair) => (pair.key as { value?: unknown } | null)?.value === key) : undefined;
    if (isMap(node) && child) {
      node = child.value;
      offset = ((at === 'value' ? (child.value as Node | null)?.range : undefined) ?? (child.key as Node).range ?? [offset])[0];
    } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
      node = node.items[key];
      offset = (node as Node).range?.[0] ?? offset;
    } else break;
  }
  // the front matter text starts with the newline that ends the opening ---: its lines are the file's
  const position = counter.linePos(offset);
  return { line: position.line, column: position.col };
}

/** Where a text is written in the file (its first occurrence), or undefined. */
function textLocation(document: MarkdownDocument, text: string): Located | undefined {
  const at = (source: string, firstLine: number): Located | undefined => {
    const index = source.indexOf(text);
    if (index < 0) return undefined;
    const before = source.slice(0, index).split('\n');
    return { line: firstLine + before.length - 1, column: before.at(-1)!.length + 1 };
  };
  return at(document.frontMatter, 1) ?? at(document.body, document.bodyLine);
}

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

function placeholderProblems(document: MarkdownDocument, input: Record<string, unknown>, file: CopyFile, problems: Problem[]): void {
  const known = new Set<string>([...file.groups.flatMap((group) => PLACEHOLDER_GROUPS[group]), ...(file.extra ?? [])]);
  const reported = new Set<string>();
  for (const text of strings(input)) {
    for (const [whole, name] of text.matchAll(PLACEHOLDER)) {
      if (known.has(name!) || reported.has(whole)) continue;
      reported.add(whole);
      problems.push({
        file: document.file,
        ...textLocation(document, whole),
        message: `unknown placeholder ${whole} (this file may use ${[...known].map((k) => `{{${k}}}`).join(', ')})`,
      });
    }
  }
}

function schemaProblems(document: MarkdownDocument, schema: z.ZodType, error: z.ZodError, problems: Problem[]): void {
  const seen = new Set<string>();
  // a key the format renamed is one problem, at the old key, not an unknown key and a missing one
  const renamed = RENAMED_FIELDS[path.basename(document.file)] ?? {};
  const written = new Set(error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : [])));
  const renamedTo = new Set(Object.entries(renamed).flatMap(([old, now]) => (written.has(old) ? [now] : [])));
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.message.startsWith('Unrecognized key')) {
      // a misspelt or misplaced field: named at its own line, like any other
      for (const unknown of issue.keys) {
        const keyPath = [...issue.path, unknown];
        const now = renamed[keyPath.join('.')];
        const message = now ? renamedMessage(now) : 'no such field here; check its spelling and how far it is indented';
        problems.push({ file: document.file, ...keyLocation(document, keyPath, 'key'), message: `${keyPath.join('.')}: ${message}` });
      }
      continue;
    }
    const key = issue.path.join('.') || '(front matter)';
    if (seen.has(key) || renamedTo.has(key)) continue;
    seen.add(key);
    // a schema's own words for keys it does not take: at the first of them
    const at = issue.code === 'unrecognized_keys' ? keyLocation(document, [...issue.path, issue.keys[0]!], 'key') : keyLocation(document, issue.path);
    // a field left out says what to write there, as a table's or business.json's does
    const help = issue.message === 'is required' && issue.path.length > 0 ? copyFieldHelp(schema, issue.path) : undefined;
    problems.push({ file: document.file, ...at, message: `${key}: ${issue.message}${help ? `: ${help}` : ''}` });
  }
}

/**
 * Every copy file, validated; `shown` collects the documents whose Markdown links are checked. A
 * file only some businesses need (`neededBy`) may be missing when `business` does not need it.
 */
export function validateCopy(raw: RawData, problems: Problem[], shown: MarkdownDocument[], business?: { paymentMethods: readonly string[] }): SiteCopy {
  const documents = new Map([...raw.pageBodies.map((d) => [`pages/${d.name}`, d] as const), ...raw.blockBodies.map((d) => [`blocks/${d.name}`, d] as const)]);
  const copy: Partial<Record<CopyName, unknown>> = {};
  for (const [name, file] of Object.entries(COPY_FILES) as [CopyName, CopyFile][]) {
    const document = documents.get(name);
    documents.delete(name);
    if (!document && business && file.neededBy && !file.neededBy(business)) continue;
    if (!document) {
      const fields = fieldNames(file.schema);
      problems.push({
        file: displayPath(path.join(raw.dir, `${name}.md`)),
        message: `file is missing: every site writes the words of this part here, its fields ${fields.join(', ')} (docs/marketers.md, "The words of every page"); "node bin/site.js init ${displayPath(raw.dir)} --missing" writes it with a starter text in each field`,
      });
      continue;
    }
    const input: Record<string, unknown> = { ...document.data, ...(document.body.trim() ? { body: document.body.trim() } : {}) };
    placeholderProblems(document, input, file, problems);
    const result = file.schema.safeParse(input);
    if (!result.success) {
      schemaProblems(document, file.schema, result.error, problems);
      continue;
    }
    shown.push(document);
    copy[name] = result.data;
  }
  for (const document of documents.values()) {
    problems.push({ file: document.file, message: `no page reads this file (copy files: ${Object.keys(COPY_FILES).map((n) => `${n}.md`).join(', ')})` });
  }
  return copy as SiteCopy;
}
