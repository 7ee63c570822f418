// The change report as GitHub Markdown (a pull-request comment, a job summary): a one-line
// headline, then a section for each kind of change that happened, tables for what has columns,
// long lists folded in <details>. A section with nothing to say is left out.
import { formatProblem } from '../support/errors.ts';
import type { FieldChange, SiteChanges } from './site-changes.ts';

/** Lists longer than this fold into <details>. */
export const FOLD_AFTER = 10;
/** A comment holds 65,536 characters: a list stops here and says how many it left out. */
export const LIST_LIMIT = 150;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A table cell: one line, no column breaks, no markup taken as HTML. */
const cell = (text: string) => (text === '' ? '(none)' : text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;'));
const address = (url: string) => `\`${url}\``;

function table(header: string[], rows: string[][]): string[] {
  const shown = rows.slice(0, LIST_LIMIT);
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...shown.map((row) => `| ${row.join(' | ')} |`)];
  if (rows.length > shown.length) lines.push('', `…and ${rows.length - shown.length} more.`);
  return lines;
}

/** `lines` as they are, or folded under `summary` when there are more than FOLD_AFTER `items`. */
function foldable(items: number, summary: string, lines: string[]): string[] {
  if (items <= FOLD_AFTER) return lines;
  return ['<details>', `<summary>${summary}</summary>`, '', ...lines, '', '</details>'];
}

/** "3 pages changed, 1 added, 15 removed, 2 new warnings" (or "No page changed."). */
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

function changedSection(changes: SiteChanges): string[] {
  if (changes.changed.length === 0) return [];
  const rows = changes.changed.flatMap((page) => page.changes.map((change, i) => [i === 0 ? address(page.url) : '', FIELD_NAMES[change.field], cell(change.before), cell(change.after)]));
  const count = changes.changed.length;
  return ['', `### Changed (${count})`, '', ...foldable(count, plural(count, 'page'), table(['page', 'what', 'before', 'after'], rows))];
}

function addedSection(changes: SiteChanges): string[] {
  const count = changes.added.length;
  if (count === 0) return [];
  const rows = changes.added.map((page) => [address(page.url), cell(page.title), page.indexing]);
  return ['', `### Added (${count})`, '', ...foldable(count, plural(count, 'page'), table(['page', 'title', 'search engines'], rows))];
}

function removedSection(changes: SiteChanges): string[] {
  const count = changes.removed.length;
  if (count === 0) return [];
  const lines = ['', `### Removed (${count})`];
  const rows = changes.removed.flatMap((page) => (page.row ? [page.row] : []));
  if (rows.length > 0) {
    const block = ['```csv', ...rows, '```'];
    lines.push(
      '',
      `Links from other sites and search results to ${rows.length === 1 ? 'this address' : `these ${rows.length} addresses`} now end on the 404 page. Add ${rows.length === 1 ? 'this row' : 'these rows'} to \`data/redirects.csv\` to send visitors to the closest page:`,
      '',
      ...foldable(rows.length, plural(rows.length, 'row'), block),
    );
  }
  const answered = changes.removed.map((page) => [
    address(page.url),
    page.title === undefined ? `a redirect to ${address(page.wasRedirectTo ?? '/')}` : cell(page.title),
    page.redirect ? (page.redirect.status === 410 ? 'answered 410 (gone)' : `redirected to ${address(page.redirect.to)}`) : 'nothing yet: 404',
  ]);
  lines.push('', ...foldable(count, plural(count, 'page'), table(['page', 'title', 'its address now'], answered)));
  return lines;
}

function warningSection(changes: SiteChanges): string[] {
  const { compared, introduced, resolved } = changes.warnings;
  if (introduced.length === 0 && resolved === 0) return [];
  const lines = ['', compared ? `### New warnings (${introduced.length})` : `### Warnings (${introduced.length})`];
  if (!compared) lines.push('', 'The base build kept no warnings to compare with (it was built in another folder, or by an older version): these are all of this build\'s.');
  if (resolved > 0) lines.push('', `${plural(resolved, 'warning')} of the base build ${resolved === 1 ? 'is' : 'are'} gone.`);
  const items = introduced.slice(0, LIST_LIMIT).map((w) => `- ${cell(formatProblem(w))}`);
  if (introduced.length > LIST_LIMIT) items.push(`- …and ${introduced.length - LIST_LIMIT} more.`);
  if (introduced.length > 0) lines.push('', ...foldable(introduced.length, plural(introduced.length, 'warning'), items));
  return lines;
}

function gateSection(changes: SiteChanges): string[] {
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
    const items = list.slice(0, LIST_LIMIT).map((url) => `- ${address(url)}`);
    lines.push('', ...(list.length > FOLD_AFTER ? foldable(list.length, `${what} (${list.length})`, items) : [`${what}:`, '', ...items]));
  }
  return lines;
}

function planSection(changes: SiteChanges): string[] {
  const { minOwnWords, pages } = changes.plan;
  if (pages.length === 0) return [];
  const rows = pages.map((p) => [address(p.url), `${p.ownWords[0]} → ${p.ownWords[1]} of ${minOwnWords}`, `${p.nearest[0].toFixed(2)} → ${p.nearest[1].toFixed(2)}`, cell(p.lacks ?? '')]);
  return [
    '',
    `### Writing plan (${pages.length} held-back ${pages.length === 1 ? 'page' : 'pages'} moved)`,
    '',
    ...foldable(pages.length, plural(pages.length, 'page'), table(['page', 'own words', 'nearest sibling', 'still needs'], rows)),
  ];
}

/** The whole report. */
export function changesMarkdown(changes: SiteChanges): string {
  const said = headline(changes);
  const title = changes.first ? `**Site changes: a first build, ${plural(changes.added.length, 'page')}.**` : said.startsWith('No page') ? `**${said}**` : `**Site changes: ${said}**`;
  const sections = [...changedSection(changes), ...addedSection(changes), ...removedSection(changes), ...warningSection(changes), ...gateSection(changes), ...planSection(changes)];
  return `${[title, ...sections].join('\n')}\n`;
}
