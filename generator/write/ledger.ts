// The ledger of published addresses (docs/decisions.md#published-addresses-are-kept):
// `published.csv` in the data folder, committed with the data, lists every address a build of the
// site has written, with the date of the first build that wrote it and, once a build no longer
// makes it, the date of that build. A fresh clone or a CI run thus knows what the site has
// published without any earlier output, and check/warnings.ts asks a redirect or a "gone" row for
// each address that disappeared.
//
// Each page of the sitemap also has the hash of the content it went live with and the date it
// did (`content`, `changed`): the sitemap's lastmod in any build, a fresh clone's too (lastmod.ts).
//
// Only the build writes the file. Addresses are never dropped: a redirect row decides a vanished
// address today, and if that row is deleted one day the ledger still remembers the address. Nothing
// in it changes from one day to the next while the site keeps the same pages with the same content
// (no "last built" date), so a rebuild leaves the file byte for byte as it was and a diff of it
// shows exactly the addresses a change adds or drops and the pages whose content it changes.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeUtf8, displayPath, parseCsv } from '../load/index.ts';
import { DataValidationError, type Problem } from '../support/errors.ts';
import { sitePathProblem, visibleText } from '../../shared/site-path.ts';

export const LEDGER_FILE = 'published.csv';
// `content` and `changed` date each page of the sitemap by its content (write/lastmod.ts); a
// ledger written before they existed has the first three columns only, and still reads.
const COLUMNS = ['path', 'first_built', 'removed', 'content', 'changed'] as const;
const ADDRESS_COLUMNS = COLUMNS.slice(0, 3).join(',');
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CONTENT = /^[0-9a-f]{16}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(value));

export interface LedgerEntry {
  path: string;
  /** the date of the first build that published it (YYYY-MM-DD) */
  firstBuilt: string;
  /** the date of the first build that no longer published it; undefined while it is built */
  removed?: string;
  /** the hash of the content it was last published with, for pages in the sitemap */
  content?: string;
  /** the date of the first build that published that content (YYYY-MM-DD) */
  changed?: string;
  /** its line in the file, for messages */
  line?: number;
}

/** A page's content as a build dated it (write/lastmod.ts). */
export interface DatedContent {
  content: string;
  changed: string;
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The file as the build writes it: a header, then one row per address sorted by path. */
export function ledgerText(entries: Iterable<LedgerEntry>): string {
  const rows = [...entries]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((e) => [e.path, e.firstBuilt, e.removed ?? '', e.content ?? '', e.changed ?? ''].map(csvCell).join(','));
  return `${[COLUMNS.join(','), ...rows].join('\n')}\n`;
}

const RESTORE = (file: string) =>
  `only the build writes this file, and it was changed by hand: restore it (git checkout -- ${file}) and build again. To retire an address, add a row to redirects.csv instead`;

/** Reads the ledger's rows; a hand-broken file stops the build with the row and cell at fault. */
export function parseLedger(file: string, text: string): LedgerEntry[] {
  const problems: Problem[] = [];
  if (/^(<{7}|={7}|>{7})( |$)/m.test(text)) {
    throw new DataValidationError([
      { file, message: `has git merge-conflict markers (<<<<<<<, =======, >>>>>>>): delete the three marker lines and keep the rows of both sides; the next build sorts them and merges repeats` },
    ]);
  }
  const table = parseCsv(file, text, problems);
  const entries: LedgerEntry[] = [];
  if (problems.length === 0 && table.columns.join(',') !== COLUMNS.join(',') && table.columns.join(',') !== ADDRESS_COLUMNS) {
    problems.push({ file: table.file, line: 1, message: `expected the header ${COLUMNS.join(',')}, got ${table.columns.join(',')}` });
  }
  if (problems.length === 0) {
    for (const { line, values } of table.rows) {
      const at = (column: (typeof COLUMNS)[number], message: string) => problems.push({ file: table.file, line, column: COLUMNS.indexOf(column) + 1, message: `${column}: ${message}` });
      const { path: address = '', first_built: firstBuilt = '', removed = '', content = '', changed = '' } = values;
      const before: number = problems.length;
      const pathProblem = sitePathProblem(address);
      if (pathProblem) at('path', `${pathProblem}, got "${visibleText(address)}"`);
      if (!isDate(firstBuilt)) at('first_built', `expected a date like 2026-03-01, got "${visibleText(firstBuilt)}"`);
      if (removed !== '' && !isDate(removed)) at('removed', `expected a date like 2026-03-01 or an empty cell, got "${visibleText(removed)}"`);
      if (content !== '' && !CONTENT.test(content)) at('content', `expected 16 digits and letters a-f or an empty cell, got "${visibleText(content)}"`);
      if (changed !== '' && !isDate(changed)) at('changed', `expected a date like 2026-03-01 or an empty cell, got "${visibleText(changed)}"`);
      if ((content === '') !== (changed === '')) at(content === '' ? 'content' : 'changed', 'content and changed are both filled or both empty');
      if (problems.length === before) entries.push({ path: address, firstBuilt, removed: removed || undefined, ...(content && { content, changed }), line });
    }
  }
  if (problems.length > 0) throw new DataValidationError([...problems, { file: table.file, message: RESTORE(table.file) }]);
  return entries;
}

export class Ledger {
  private constructor(
    /** where the file is (absolute) */
    private readonly file: string,
    /** the file as read, to write it only when the build changed it */
    private readonly text: string | undefined,
    readonly entries: ReadonlyMap<string, LedgerEntry>,
  ) {}

  /** The ledger of a data folder; empty when the folder has none yet (its first build writes it). */
  static async open(dataDir: string): Promise<Ledger> {
    const file = path.resolve(dataDir, LEDGER_FILE);
    if (!existsSync(file)) return new Ledger(file, undefined, new Map());
    const problems: Problem[] = [];
    const text = decodeUtf8(file, await readFile(file), problems);
    if (text === undefined) throw new DataValidationError([...problems, { file: displayPath(file), message: RESTORE(displayPath(file)) }]);
    const entries = new Map<string, LedgerEntry>();
    for (const entry of parseLedger(displayPath(file), text)) {
      // a repeat (both sides of a merge kept) counts from its earliest build, and its content is the
      // one published last
      const seen = entries.get(entry.path);
      if (!seen) entries.set(entry.path, entry);
      else {
        const later = (entry.changed ?? '') > (seen.changed ?? '') ? entry : seen;
        const earlier = entry.firstBuilt < seen.firstBuilt ? entry : seen;
        entries.set(entry.path, { ...earlier, content: later.content, changed: later.changed });
      }
    }
    return new Ledger(file, text, entries);
  }

  /** how messages name the file (data/published.csv) */
  get shownFile(): string {
    return displayPath(this.file);
  }

  /** The ledger once a build on `date` published `built` (paths), its sitemap's pages dated by `dated`. */
  after(built: Iterable<string>, date: string, dated: ReadonlyMap<string, DatedContent> = new Map()): LedgerEntry[] {
    const next = new Map<string, LedgerEntry>();
    for (const address of built) next.set(address, { path: address, firstBuilt: this.entries.get(address)?.firstBuilt ?? date, ...dated.get(address) });
    for (const [address, entry] of this.entries) {
      if (!next.has(address)) next.set(address, { path: address, firstBuilt: entry.firstBuilt, removed: entry.removed ?? date });
    }
    return [...next.values()];
  }

  /**
   * Records a successful build's addresses: the file is replaced in one rename, and only when its
   * text changes. A data folder the build may not write (a read-only checkout) is no reason to
   * fail a build that succeeded: the problem comes back as a warning.
   */
  async record(built: Iterable<string>, date: string, dated?: ReadonlyMap<string, DatedContent>): Promise<Problem | undefined> {
    const text = ledgerText(this.after(built, date, dated));
    if (text === this.text) return undefined;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, text);
      await rename(temporary, this.file);
      return undefined;
    } catch (error) {
      await rm(temporary, { force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
      return {
        file: this.shownFile,
        message: `could not record this build's addresses (${code}: the data folder is read-only here). The site was built; build where the data folder is writable and commit ${this.shownFile}, or later builds elsewhere will not know these addresses`,
      };
    }
  }
}
