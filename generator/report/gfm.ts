// Safe pieces of GitHub-flavoured Markdown for a report posted where others read it (a
// pull-request comment). Every value that comes from a built folder (addresses, titles,
// descriptions, H1s, warnings, redirect targets: words a data folder chose) goes out as a code span
// and nothing else. Inside a code span GitHub's renderer takes nothing as markup: no HTML, no link
// or image, and its mention, issue-reference, emoji and autolink filters skip `<code>`. What
// remains is keeping the span and its line whole: a fence longer than any run of backticks inside,
// one line (line breaks become spaces), `|` escaped inside a table (GFM strips the backslash), and
// a length cut with a marker so one value cannot fill the comment.

/** The longest value a cell or list item shows; the rest is cut with a marker saying how much. */
export const VALUE_CHARS = 300;

/** Line breaks of any kind, tabs and the other control characters: one space each. */
const BREAKS = /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** `text` on one line, at most `max` characters, the cut said at its end. */
export function oneLine(text: string, max = VALUE_CHARS): string {
  const flat = text.replace(BREAKS, ' ').trim();
  if (flat.length <= max) return flat;
  let cut = flat.slice(0, max);
  // never half a surrogate pair
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}… (${flat.length - cut.length} more characters)`;
}

/** A code span holding `text` as it is: no backtick inside can close it. */
export function code(text: string, { table = false, max = VALUE_CHARS }: { table?: boolean; max?: number } = {}): string {
  let value = oneLine(text, max);
  if (value === '') return '(none)';
  // inside a table a `|` splits the row even in a code span, unless escaped (GFM drops the backslash)
  // (a run of backslashes before it is made even first, so that they pair off and the last one escapes it)
  if (table) value = value.replace(/(\\*)\|/g, (_, run: string) => `${run}${run.length % 2 === 1 ? '\\' : ''}\\|`);
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // a space either side when the value begins or ends with a backtick (the renderer strips one)
  const pad = value.startsWith('`') || value.endsWith('`') || (value.startsWith(' ') && value.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A table cell holding a value from the data. */
export const cell = (text: string) => code(text, { table: true });

/** A fenced block of `lines`: its fence is longer than any run of backticks in them. */
export function fenced(info: string, lines: string[]): string[] {
  const flat = lines.map((line) => oneLine(line, VALUE_CHARS * 2));
  const longest = Math.max(2, ...flat.flatMap((line) => line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${info}`, ...flat, fence];
}

/** What GitHub takes in one comment. */
export const COMMENT_LIMIT = 65_536;

/**
 * `markdown` whole when it fits in `limit` characters; else its first lines, the folds and fences
 * they opened closed again, and a last line saying which sections were cut or left out.
 */
export function withinLimit(markdown: string, limit = COMMENT_LIMIT): string {
  if (markdown.length <= limit) return markdown;
  const lines = markdown.split('\n');
  const headings = (from: number) => lines.slice(from).filter((line) => line.startsWith('### ')).map((line) => line.slice(4));
  // room for the closing lines and the note (a few hundred characters at most)
  const budget = limit - 1_000 - headings(0).join(', ').length;
  const kept: string[] = [];
  let size = 0;
  let openFolds = 0;
  let openFence: string | undefined;
  let cutAt = lines.length;
  for (const [i, line] of lines.entries()) {
    if (size + line.length + 1 > budget) {
      cutAt = i;
      break;
    }
    kept.push(line);
    size += line.length + 1;
    if (openFence === undefined && /^`{3,}/.test(line)) openFence = /^`+/.exec(line)![0];
    else if (openFence !== undefined && line === openFence) openFence = undefined;
    else if (openFence === undefined && line.trim() === '<details>') openFolds += 1;
    else if (openFence === undefined && line.trim() === '</details>') openFolds -= 1;
  }
  const current = [...lines.slice(0, cutAt)].reverse().find((line) => line.startsWith('### '))?.slice(4);
  const leftOut = headings(cutAt);
  const cut = [current ? `${current} (cut short)` : undefined, ...leftOut].filter((s) => s !== undefined);
  const closers = [...(openFence ? [openFence] : []), ...Array.from({ length: openFolds }, () => '</details>')];
  const note = `**This report was cut to fit one comment (${limit.toLocaleString('en-US')} characters): ${lines.length - cutAt} lines left out${cut.length > 0 ? `, in ${cut.join('; ')}` : ''}.** \`site diff\` writes the whole report to a file.`;
  return `${[...kept, ...closers, '', note].join('\n')}\n`;
}
