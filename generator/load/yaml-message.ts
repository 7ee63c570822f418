// A front matter YAML error in a marketer's words: what to do, on the line to do it. The YAML
// parser says "incomplete explicit mapping pair; a key node is missed; or followed by a
// non-tabulated empty line" for `intro: Call us: we clean`; what helps is "put the value in quotes",
// with the line written that way.

/** The parser's error, as far as the message needs it (js-yaml's YAMLException). */
export interface YamlError {
  reason?: string;
  message: string;
  mark?: { line: number; column: number; buffer?: string };
}

/** Where the problem is and what to do about it. */
export interface YamlProblem {
  /** the parser's buffer line (0-based; the buffer starts on the `---` line, so this is the file's
   * line minus one) */
  line?: number;
  column?: number;
  message: string;
}

const KEY_VALUE = /^(\s*(?:- )?)([^\s:#][^:#]*?):\s+(.*\S)\s*$/;

/** `value` in the quotes YAML reads literally: double, unless it holds one. */
function quoted(value: string): string {
  return value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

/** The value of a `key: value` line holding `: ` (or ending on `:`), which YAML takes for a second key. */
function colonInValue(text: string): { key: string; value: string } | undefined {
  const match = KEY_VALUE.exec(text);
  if (!match) return undefined;
  const value = match[3]!;
  if (/^["'[{|>]/.test(value)) return undefined;
  return /:(\s|$)/.test(value) ? { key: match[2]!, value } : undefined;
}

/** The parser's own words without its position and the quoted line it appends. */
const reasonOf = (error: YamlError) => (error.reason ?? error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')).trim();

export function yamlProblem(error: YamlError): YamlProblem {
  const reason = reasonOf(error);
  const lines = error.mark?.buffer?.split('\n') ?? [];
  const at = error.mark?.line;
  const text = at === undefined ? undefined : lines[at];
  const where = at === undefined ? {} : { line: at, column: (error.mark?.column ?? 0) + 1 };
  const colon = text === undefined ? undefined : colonInValue(text);
  if (colon && /mapping pair|mapping entry|key node|end of the stream or a document separator/.test(reason)) {
    return {
      ...where,
      message: `the value of "${colon.key}" holds a colon, which YAML reads as the start of another key: put the value in quotes, as in ${colon.key}: ${quoted(colon.value)}`,
    };
  }
  if (/duplicated mapping key/.test(reason)) {
    const key = text === undefined ? undefined : KEY_VALUE.exec(text)?.[2] ?? /^\s*([^:]+):/.exec(text)?.[1];
    return { ...where, message: `"${key ?? 'this key'}" is written twice in the front matter: keep one of the two lines` };
  }
  if (/within a (double|single) quoted scalar/.test(reason)) {
    const mark = /double/.test(reason) ? '"' : "'";
    // the line that opened the quote, searching up from where the parser gave up
    const opened = at === undefined ? -1 : lines.slice(0, at + 1).findLastIndex((line) => (line.split(mark).length - 1) % 2 === 1);
    return { ...(opened >= 0 ? { line: opened, column: lines[opened]!.indexOf(mark) + 1 } : where), message: `a value opened with ${mark} is not closed: end it with ${mark} on the same line` };
  }
  if (/bad indentation/.test(reason)) {
    return { ...where, message: `this line is indented differently from the lines around it: line it up with the other keys of its group (spaces, not tabs)` };
  }
  if (/tab characters/.test(reason)) return { ...where, message: 'this line is indented with a tab: indent with spaces' };
  return { ...where, message: `the front matter cannot be read here (the YAML reader says: ${reason}); check the quotes and the indentation of this line` };
}
