// Root cause first (docs/decisions.md#root-cause-first): one city row left invalid, or one service
// retired, makes every row that names it fail too. Such reference problems carry `ref`;
// `groupByRootCause` turns each group into one problem at the row to fix (or at the first row
// naming an unknown slug), with a count of the rows waiting on it, and adds a "did you mean" from
// the known slugs.
import type { Problem } from '../support/errors.ts';
import type { CsvTable } from '../load/index.ts';
import { editDistance } from '../../shared/edit-distance.ts';

export type ReferenceKind = 'city' | 'service';

export interface Reference {
  kind: ReferenceKind;
  slug: string;
}

/** A problem "this row names a city or service that does not exist". */
export type ReferenceProblem = Problem & { ref: Reference };

/** What a reference problem says about its slug (replaced when the slug was removed, not mistyped). */
export const unknownReference = (kind: ReferenceKind, slug: string, file: string): string => `unknown ${kind} "${slug}" (not in ${file})`;

/** The known slug a typo most likely meant, when one is close enough to be a fair guess. */
export function didYouMean(value: string, known: Iterable<string>): string | undefined {
  let best: { slug: string; distance: number } | undefined;
  for (const slug of known) {
    // "deep-clean" for "deep-cleaning": one contains the other, as good as a one-letter typo
    const distance = slug.startsWith(value) || value.startsWith(slug) ? 1 : editDistance(value, slug);
    if (!best || distance < best.distance || (distance === best.distance && slug < best.slug)) best = { slug, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(value.length / 3)) ? best.slug : undefined;
}

const suggestion = (value: string, known: Iterable<string>) => {
  const guess = didYouMean(value, known);
  return guess ? `; did you mean "${guess}"?` : '';
};

function linesByFile(problems: Problem[]): string {
  // a table's problems are at lines, a JSON file's at keys
  const files = new Map<string, (number | string)[]>();
  for (const p of problems) files.set(p.file, [...(files.get(p.file) ?? []), p.line ?? p.key ?? 0]);
  return [...files]
    .map(([file, places]) => {
      const shown = places.length > 8 ? `${places.slice(0, 8).join(', ')} and ${places.length - 8} more` : places.join(', ');
      const noun = typeof places[0] === 'number' ? 'line' : 'key';
      return `${file} (${places.length}: ${noun}${places.length === 1 ? '' : 's'} ${shown})`;
    })
    .join(', ');
}

export interface ReferenceTables {
  city: { table: CsvTable; known: Set<string> };
  service: { table: CsvTable; known: Set<string> };
  /** the address a slug's own page was published at, when the site has published it (the ledger) */
  publishedAt?: (ref: Reference) => string | undefined;
}

/** A slug the site once had: its row was removed, so "did you mean" would send the reader astray. */
export function removedReference(ref: Reference, file: string, address: string): string {
  return `${ref.kind} "${ref.slug}" was removed from ${file} (it was published at ${address})`;
}

export function groupByRootCause(problems: Problem[], tables: ReferenceTables): Problem[] {
  const groups = new Map<string, ReferenceProblem[]>();
  const rest: Problem[] = [];
  for (const problem of problems) {
    const ref = (problem as Partial<ReferenceProblem>).ref;
    if (!ref) {
      rest.push(problem);
      continue;
    }
    const key = `${ref.kind}:${ref.slug}`;
    groups.set(key, [...(groups.get(key) ?? []), problem as ReferenceProblem]);
  }
  for (const group of groups.values()) {
    const { kind, slug } = group[0]!.ref;
    const { table, known } = tables[kind];
    const root = table.rows.find((row) => row.values.slug === slug);
    const count = `${group.length} row${group.length === 1 ? '' : 's'}`;
    if (root) {
      // the row exists but failed validation: its own problems are reported at it; add the count
      rest.push({
        file: table.file,
        line: root.line,
        message: `${count} elsewhere name${group.length === 1 ? 's' : ''} the ${kind} "${slug}" and fail${group.length === 1 ? 's' : ''} until this row is fixed: ${linesByFile(group)}`,
      });
      continue;
    }
    const [first] = [...group].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
    const { ref, ...location } = first!;
    const address = tables.publishedAt?.(ref);
    if (address) {
      const message = location.message.replace(unknownReference(kind, slug, table.file), removedReference(ref, table.file, address));
      const fix = group.length === 1 ? 'remove it here or restore the row' : `${count} still name it, ${linesByFile(group)}: remove it from them or restore the row`;
      rest.push({ ...location, message: `${message}; ${fix}` });
      continue;
    }
    const named = group.length === 1 ? '' : `; ${count} name it: ${linesByFile(group)}`;
    rest.push({
      ...location,
      message: `${location.message}${suggestion(slug, known)}${named}`,
    });
  }
  return rest;
}
