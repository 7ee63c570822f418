// A YAML alias (`*name`) repeats what its anchor (`&name`) holds, and an anchor may hold aliases
// itself: nine levels of `&a [*b, *b, ...]` are a few hundred bytes that stand for billions of
// values, and gray-matter's YAML reader expands every one of them (the build then runs for
// minutes). Front matter is read here first, without expanding anything, and refused at the
// alias when its aliases would stand for more than MAX_ALIAS_EXPANSION values; copy files rarely
// need an alias at all.
import { LineCounter, parseDocument, visit } from 'yaml';
import type { Problem } from '../support/errors.ts';

/** The `yaml` package's own default: far more than a copy file's front matter repeats. */
export const MAX_ALIAS_EXPANSION = 100;

// gray-matter's default delimiters: the front matter runs from a first line `---` to the next.
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)(?:\r?\n)?^---/m;

/** The problem with the front matter's aliases of `text` (a Markdown file), at the first alias, or undefined. */
export function aliasProblem(file: string, text: string): Problem | undefined {
  const front = text.startsWith('---') ? FRONT_MATTER.exec(text)?.[1] : undefined;
  if (front === undefined || !front.includes('*')) return undefined;
  const lineCounter = new LineCounter();
  const document = parseDocument(front, { lineCounter });
  // a front matter that is not YAML is gray-matter's to report
  if (document.errors.length > 0) return undefined;
  try {
    document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
    return undefined;
  } catch (error) {
    if (!(error instanceof ReferenceError)) return undefined;
  }
  let offset = 0;
  visit(document, {
    Alias(_key, alias) {
      offset = alias.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  const { line, col } = lineCounter.linePos(offset);
  return {
    file,
    // the front matter starts on the file's second line
    line: line + 1,
    column: col,
    message: `front matter: its YAML aliases (*name) repeat more than ${MAX_ALIAS_EXPANSION} values in all; write the values out instead of nesting aliases`,
  };
}
