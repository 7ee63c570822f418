// The change report as GitHub Markdown (a pull-request comment, a job summary): a one-line
// headline, then a section for each kind of change that happened, tables for what has columns,
// long lists folded in <details>. A section with nothing to say is left out.
import { formatProblem } from '../support/errors.ts';
import type { FieldChange, PageChange, SiteChanges } from './site-changes.ts';

/** Lists longer than this fold into <details>. */
export const FOLD_AFTER = 10;
/** How many entries a list shows before it says how many it left out. */
export const LIST_LIMIT = 100;
/** A pull-request comment holds 65,536 characters: a longer report lists fewer of each. */
export const COMMENT_CHARS = 60_000;
const SHORT_LIST_LIMIT = 20;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A table cell: one line, no column breaks, no markup taken as HTML. */
const cell = (text: string) => (text === '' ? '(none)' : text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;'));
const address = (url: string) => `\`${url}\``;

/** The first `limit` of `items`, and the line saying how many more there are. */
function capped<T>(items: T[], limit: number): { shown: T[]; more: string[] } {
  const shown = items.slice(0, limit);
  return { shown, more: items.length > limit ? ['', `…and ${items.length - limit} more.`] : [] };
}

function table(header: string[], rows: string[][]): string[] {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

/** `lines` as they are, or folded under `summary` when there are more than FOLD_AFTER `items`. */
function foldable(items: number, summary: string, lines: string[]): string[] {
  if (items <= FOLD_AFTER) return lines;
  return ['<details>', `<summary>${summary}</summary>`, '', ...lines, '', '</details>'];
}

/** "3 pages changed, 1 added, 15 removed, 2 new warnings." (or "No page changed."). */
export function headline(changes: SiteChanges): string {
  const counts = [
    [changes.changed.length, 'changed'],
    [changes.added.length, 'added'],
    [changes.removed.length, 'removed'],
  ] as const;
  const moved = counts.filter(([count]) => count > 0).map(([count, what], i) => (i === 0 ? `${plural(count, 'page')} ${what}` : `${count} ${what}`));
  const introduced = changes.warnings.compared ? changes.warnings.introduced.length : 0;
  const warnings = introduced > 0 ? [plural(introduced, 'new warning')] : [];
  if (moved.length === 0) return warnings.length > 0 ? `No page changed; ${warnings[0]}.` : 'No page changed.';
  return `${[...moved, ...warnings].join(', ')}.`;
}

const FIELD_NAMES: Record<FieldChange['field'], string> = { title: 'title', description: 'description', h1: 'H1', indexing: 'search engines', text: 'main text' };

/** Pages whose title, description, H1 or indexing moved get a row per field; pages whose words
 * alone changed (a town's name gone from every list) are counted apart, so they do not bury them. */
function changedSection(changes: SiteChanges, limit: number): string[] {
  const count = changes.changed.length;
  if (count === 0) return [];
  const textOnly = (page: PageChange) => page.changes.every((change) => change.field === 'text');
  const head = changes.changed.filter((page) => !textOnly(page));
  const text = changes.changed.filter(textOnly);
  const lines = ['', `### Changed (${count})`];
  if (head.length > 0) {
    const { shown, more } = capped(head, limit);
    const rows = shown.flatMap((page) => page.changes.map((change, i) => [i === 0 ? address(page.url) : '', FIELD_NAMES[change.field], cell(change.before), cell(change.after)]));
    lines.push('', ...foldable(head.length, plural(head.length, 'page'), [...table(['page', 'what', 'before', 'after'], rows), ...more]));
  }
  if (text.length > 0) {
    const { shown, more } = capped(text, limit);
    const rows = shown.map((page) => [address(page.url), `${cell(page.changes[0]!.before)} → ${cell(page.changes[0]!.after)}`]);
    const summary = `${plural(text.length, 'page')} whose main text alone changed`;
    const body = [...table(['page', 'main text'], rows), ...more];
    lines.push('', ...(text.length > FOLD_AFTER ? foldable(text.length, summary, body) : [`${summary}:`, '', ...body]));
  }
  return lines;
}

function addedSection(changes: SiteChanges, limit: number): string[] {
  const count = changes.added.length;
  if (count === 0) return [];
  const { shown, more } = capped(changes.added, limit);
  const rows = shown.map((page) => [address(page.url), cell(page.title), page.indexing]);
  return ['', `### Added (${count})`, '', ...foldable(count, plural(count, 'page'), [...table(['page', 'title', 'search engines'], rows), ...more])];
}

function removedSection(changes: SiteChanges, limit: number): string[] {
  const count = changes.removed.length;
  if (count === 0) return [];
  const lines = ['', `### Removed (${count})`];
  const rows = changes.removed.flatMap((page) => (page.row ? [page.row] : []));
  if (rows.length > 0) {
    const { shown, more } = capped(rows, limit * 5);
    lines.push(
      '',
      `Links from other sites and search results to ${rows.length === 1 ? 'this address' : `these ${rows.length} addresses`} now end on the 404 page. Add ${rows.length === 1 ? 'this row' : 'these rows'} to \`data/redirects.csv\` to send visitors to the closest page:`,
      '',
      ...foldable(rows.length, plural(rows.length, 'row'), ['```csv', ...shown, '```', ...(more.length > 0 ? ['', `…and ${rows.length - shown.length} more: \`site generate\` prints every one.`] : [])]),
    );
  }
  const { shown, more } = capped(changes.removed, limit);
  const answered = shown.map((page) => [
    address(page.url),
    page.title === undefined ? `a redirect to ${address(page.wasRedirectTo ?? '/')}` : cell(page.title),
    page.redirect ? (page.redirect.status === 410 ? 'answered 410 (gone)' : `redirected to ${address(page.redirect.to)}`) : 'nothing yet: 404',
  ]);
  lines.push('', ...foldable(count, plural(count, 'page'), [...table(['page', 'title', 'its address now'], answered), ...more]));
  return lines;
}

function warningSection(changes: SiteChanges, limit: number): string[] {
  const { compared, introduced, resolved } = changes.warnings;
  if (introduced.length === 0 && resolved === 0) return [];
  const lines = ['', compared ? `### New warnings (${introduced.length})` : `### Warnings (${introduced.length})`];
  if (!compared) lines.push('', "The base build kept no warnings to compare with (it was built in another folder, or by an older version): these are all of this build's.");
  if (resolved > 0) lines.push('', `${plural(resolved, 'warning')} of the base build ${resolved === 1 ? 'is' : 'are'} gone.`);
  const { shown, more } = capped(introduced, limit);
  if (introduced.length > 0) lines.push('', ...foldable(introduced.length, plural(introduced.length, 'warning'), [...shown.map((w) => `- ${cell(formatProblem(w))}`), ...more]));
  return lines;
}

function gateSection(changes: SiteChanges, limit: number): string[] {
  const { indexable, heldBack, kinds } = changes.gate;
  if (indexable.length === 0 && heldBack.length === 0 && kinds.length === 0) return [];
  const lines = ['', '### Index gate'];
  const movement = [
    ...(indexable.length > 0 ? [`${plural(indexable.length, 'page')} became indexable`] : []),
    ...(heldBack.length > 0 ? [indexable.length > 0 ? `${heldBack.length} held back` : `${plural(heldBack.length, 'page')} held back`] : []),
  ];
  if (movement.length > 0) lines.push('', `${movement.join(', ')}.`);
  if (kinds.length > 0) {
    const moved = (pair: [number, number]) => (pair[0] === pair[1] ? String(pair[0]) : `${pair[0]} → ${pair[1]}`);
    lines.push('', ...table(['kind', 'pages', 'indexable', 'held back'], kinds.map((k) => [k.kind, moved(k.pages), moved(k.indexable), moved(k.heldBack)])));
  }
  for (const [list, what] of [
    [indexable, 'Became indexable'],
    [heldBack, 'Held back'],
  ] as const) {
    if (list.length === 0) continue;
    const { shown, more } = capped(list, limit);
    const items = [...shown.map((url) => `- ${address(url)}`), ...more];
    lines.push('', ...(list.length > FOLD_AFTER ? foldable(list.length, `${what} (${list.length})`, items) : [`${what}:`, '', ...items]));
  }
  return lines;
}

function planSection(changes: SiteChanges, limit: number): string[] {
  const { minOwnWords, pages } = changes.plan;
  if (pages.length === 0) return [];
  const { shown, more } = capped(pages, limit);
  const rows = shown.map((p) => [address(p.url), `${p.ownWords[0]} → ${p.ownWords[1]} of ${minOwnWords}`, `${p.nearest[0].toFixed(2)} → ${p.nearest[1].toFixed(2)}`, cell(p.lacks ?? '')]);
  return [
    '',
    `### Writing plan (${pages.length} held-back ${pages.length === 1 ? 'page' : 'pages'} moved)`,
    '',
    ...foldable(pages.length, plural(pages.length, 'page'), [...table(['page', 'own words', 'nearest sibling', 'still needs'], rows), ...more]),
  ];
}

function report(changes: SiteChanges, limit: number): string {
  const said = headline(changes);
  const title = changes.first ? `**Site changes: a first build, ${plural(changes.added.length, 'page')}.**` : said.startsWith('No page') ? `**${said}**` : `**Site changes: ${said}**`;
  const sections = [changedSection, addedSection, removedSection, warningSection, gateSection, planSection].flatMap((section) => section(changes, limit));
  return `${[title, ...sections].join('\n')}\n`;
}

/** The whole report, short enough for a pull-request comment. */
export function changesMarkdown(changes: SiteChanges): string {
  const full = report(changes, LIST_LIMIT);
  return full.length <= COMMENT_CHARS ? full : report(changes, SHORT_LIST_LIMIT);
}
