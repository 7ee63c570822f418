// The change report as GitHub Markdown (a pull-request comment, a job summary): a headline that
// counts what a reviewer cares about (pages added and removed, moves in search, new titles, new
// words) and puts the pages that changed only because of those in one clause; then why pages
// changed, one line per cause with its pages folded under it; then a section for each other kind
// of change. A section with nothing to say is left out.
//
// The report is posted where anyone can read it and its values come from the data: every one goes
// out through gfm.ts (a code span that nothing inside can close or turn into markup), and the whole
// report is cut to what one comment holds, saying what was left out.
import { formatProblem } from '../support/errors.ts';
import { cell, code, fenced, withinLimit } from './gfm.ts';
import { VIAS, type ChangeCause, type FieldChange, type SiteChanges, type Via } from './site-changes.ts';

/** Lists longer than this fold into <details>. */
export const FOLD_AFTER = 10;
/** How many entries a list shows before it says how many it left out. */
export const LIST_LIMIT = 100;
/** A pull-request comment holds 65,536 characters: a report longer than this lists fewer of each
 * first, and is cut only when that is not enough. */
export const COMMENT_CHARS = 60_000;
const SHORT_LIST_LIMIT = 20;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The page kinds the index gate weighs, in a marketer's words; another kind by its code name. */
const KIND_NAMES: Record<string, string> = { cityService: 'town × service pages', cityHub: 'town pages', cityArticle: 'town guides' };
const kindName = (kind: string) => KIND_NAMES[kind] ?? code(kind);

/** The first `limit` of `items`, and the line saying how many more there are. */
function capped<T>(items: T[], limit: number): { shown: T[]; more: string[] } {
  const shown = items.slice(0, limit);
  return { shown, more: items.length > limit ? ['', `…and ${items.length - limit} more.`] : [] };
}

function table(header: string[], rows: string[][]): string[] {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- |').join('')}`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

/** `lines` as they are, or folded under `summary` (our words only, never a value: GitHub reads it
 * as HTML) when there are more than `after` `items`. */
function foldable(items: number, summary: string, lines: string[], after = FOLD_AFTER): string[] {
  if (items <= after) return lines;
  return ['<details>', `<summary>${summary}</summary>`, '', ...lines, '', '</details>'];
}

const isHeadChange = (change: FieldChange) => change.field !== 'text' && change.field !== 'indexing';
const pagesOf = (causes: ChangeCause[]) => causes.reduce((sum, cause) => sum + cause.pages.length, 0);

/** What the headline counts: pages whose indexing alone moved count there, pages whose text moved
 * with their title under the title. */
function counts(changes: SiteChanges) {
  return {
    added: changes.added.length,
    removed: changes.removed.length,
    heldBack: changes.gate.heldBack.length,
    indexable: changes.gate.indexable.length,
    head: changes.changed.filter((page) => page.changes.some(isHeadChange)).length,
    ownWords: pagesOf(changes.causes.filter((cause) => cause.words)),
    ripples: pagesOf(changes.causes.filter((cause) => cause.moved)),
    warnings: changes.warnings.compared ? changes.warnings.introduced.length : 0,
  };
}

/** How the rippled pages felt the pages that moved: "links to", "links to and mentions of". */
function rippleWays(changes: SiteChanges): string {
  const felt = new Set(changes.causes.flatMap((cause) => VIAS.filter((via) => (cause.moved?.via?.[via] ?? 0) > 0)));
  // a link handed over to a page that moved is a change in the page's links, told so
  const words: Record<Via, string> = { links: 'links to', names: 'mentions of', counts: 'counts of', handovers: 'links to' };
  const said = [...new Set(VIAS.filter((via) => felt.has(via)).map((via) => words[via]))];
  return said.length === 0 ? words.links : said.length === 1 ? said[0]! : `${said.slice(0, -1).join(', ')} and ${said.at(-1)!}`;
}

/**
 * "65 pages added, 15 removed, 1 held back from search engines, 14 whose own words changed; 976
 * other pages changed only in their links to those, 3 new warnings." (or "No page changed.").
 */
export function headline(changes: SiteChanges): string {
  const c = counts(changes);
  const parts = (
    [
      [c.added, 'added'],
      [c.removed, 'removed'],
      [c.heldBack, 'held back from search engines'],
      [c.indexable, 'made indexable'],
      [c.head, 'with a new title, description or H1'],
      [c.ownWords, 'whose own words changed'],
    ] as const
  )
    .filter(([count]) => count > 0)
    // "65 pages added, 15 removed, ...": the first says what is counted
    .map(([count, what], i) => (i === 0 ? `${plural(count, 'page')} ${what}` : `${count} ${what}`));
  const ripples =
    c.ripples > 0 ? `${plural(c.ripples, parts.length > 0 ? 'other page' : 'page')} changed only in ${c.ripples === 1 ? 'its' : 'their'} ${rippleWays(changes)} ${parts.length > 0 ? 'those' : 'pages that moved'}` : undefined;
  const warnings = c.warnings > 0 ? plural(c.warnings, 'new warning') : undefined;
  if (parts.length === 0 && ripples === undefined) return warnings ? `No page changed; ${warnings}.` : 'No page changed.';
  const said = [parts.join(', '), ripples].filter((s) => s !== undefined && s !== '').join('; ');
  return `${said}${warnings ? `, ${warnings}` : ''}.`;
}

const FIELD_NAMES: Record<FieldChange['field'], string> = { title: 'title', description: 'description', h1: 'H1', indexing: 'search engines', text: 'main text' };

/** Pages whose title, description, H1 or indexing moved: a row per field. */
function headSection(changes: SiteChanges, limit: number): string[] {
  const head = changes.changed.filter((page) => !page.changes.every((change) => change.field === 'text'));
  if (head.length === 0) return [];
  const { shown, more } = capped(head, limit);
  const value = (change: FieldChange, side: 'before' | 'after') => (change.field === 'indexing' || change.field === 'text' ? change[side] : cell(change[side]));
  const rows = shown.flatMap((page) => page.changes.map((change, i) => [i === 0 ? cell(page.url) : '', FIELD_NAMES[change.field], value(change, 'before'), value(change, 'after')]));
  return ['', `### Title, description, H1 or search engines changed (${head.length})`, '', ...foldable(head.length, plural(head.length, 'page'), [...table(['page', 'what', 'before', 'after'], rows), ...more])];
}

/** "`$199` became `$219`", "words added: `…`", or the first words that went and came. */
function wordsLine(words: NonNullable<ChangeCause['words']>, table = false): string {
  const gone = code(words.gone.join(' '), { table });
  const came = code(words.came.join(' '), { table });
  const more = words.more ? ' (and more)' : '';
  if (words.gone.length + words.came.length === 0) return 'its words were not kept to compare';
  if (words.gone.length === 0) return `words added: ${came}${more}`;
  if (words.came.length === 0) return `words removed: ${gone}${more}`;
  return `${gone} became ${came}${more}`;
}

/** What `pages` of a cause did with the page (or pages, `many`) that moved, by way of `via`:
 * "17 pages link to them now", "22 name it now", "2 counted them". */
function feltHow(how: NonNullable<ChangeCause['moved']>['how'], via: Via, pages: number, many: boolean): string {
  const it = many ? 'them' : 'it';
  const one = pages === 1;
  const verbs: Record<Via, [string, string, string]> = {
    // added, removed, moved in search
    links: [`${one ? 'links' : 'link'} to ${it} now`, `linked to ${it}`, `changed ${one ? 'its' : 'their'} links to ${it}`],
    names: [`${one ? 'names' : 'name'} it now`, 'named it', `changed ${one ? 'its' : 'their'} words about ${it}`],
    counts: [`${one ? 'counts' : 'count'} ${it} now`, `counted ${it}`, `changed ${one ? 'its' : 'their'} count of ${it}`],
    // a hub's link to its own page of a service, given to (or taken back from) the page of the same service that came or went
    handovers: [`passed a link on to ${many ? 'theirs' : 'it'}`, `took back a link from ${many ? 'theirs' : 'it'}`, `moved a link because of ${it}`],
  };
  return `${plural(pages, 'page')} ${verbs[via][how === 'added' ? 0 : how === 'removed' ? 1 : 2]}`;
}

/** "`Howell` (`/mi/howell/` and the 21 pages under it) added", "`Maid Services` (the 3 pages of
 * `maid-services`, and 1 that never went live) removed": the name the site gives it (its
 * breadcrumb), then its addresses. Pages gone before going live are told apart, so that the count
 * agrees with the headline's and the Removed section's, which leave them out. */
function movedWhat({ url, slug, name, how, count, neverLive = 0 }: NonNullable<ChangeCause['moved']>): string {
  const live = count - neverLive;
  const apart = neverLive === 0 ? '' : live === 0 ? ', none of which went live' : `, and ${neverLive} that never went live`;
  const pages =
    slug !== undefined
      ? `the ${plural(live === 0 ? count : live, 'page')} of ${code(slug)}`
      : count === 1
        ? code(url!)
        : live === 0 || neverLive === 0
          ? `${code(url!)} and the ${plural(count - 1, 'page')} under it`
          : `${code(url!)} and the pages under it: ${plural(live, 'page')}`;
  const where = `${pages}${count === 1 && neverLive === 1 ? ', which never went live' : apart}`;
  return name === undefined ? `${where} ${how}` : `${code(name)} (${where}) ${how}`;
}

function causeLine(cause: ChangeCause): string {
  if (cause.moved) {
    const { via, how, count } = cause.moved;
    const felt = VIAS.filter((each) => (via?.[each] ?? 0) > 0).map((each) => feltHow(how, each, via![each], count > 1));
    return `${movedWhat(cause.moved)}: ${felt.length > 0 ? felt.join(', ') : plural(cause.pages.length, 'page')}`;
  }
  return `${wordsLine(cause.words!)}: ${plural(cause.pages.length, 'page')}`;
}

/** Pages whose main text alone changed: one line per cause that touched several pages, the pages
 * folded under it; the pages whose words changed each its own way in one table. */
function causesSection(changes: SiteChanges, limit: number): string[] {
  if (changes.causes.length === 0) return [];
  const shared = changes.causes.filter((cause) => cause.moved || (cause.pages.length > 1 && !cause.words!.more));
  const own = changes.causes.filter((cause) => !shared.includes(cause)).flatMap((cause) => cause.pages.map((url) => ({ url, words: cause.words! })));
  const lines = ['', `### Main text changed (${pagesOf(changes.causes)})`];
  const { shown: causes, more: moreCauses } = capped(shared, limit);
  for (const cause of causes) {
    const { shown, more } = capped(cause.pages, limit);
    const list = [...shown.map((url) => `- ${code(url)}`), ...more];
    lines.push('', `**${causeLine(cause)}**`, '', ...foldable(cause.pages.length, 'the pages', list, 3));
  }
  lines.push(...moreCauses);
  if (own.length > 0) {
    const { shown, more } = capped(own, limit);
    const rows = shown.map(({ url, words }) => {
      const change = changes.changed.find((page) => page.url === url)?.changes.find((c) => c.field === 'text');
      return [cell(url), change ? `${change.before} → ${change.after}` : '', wordsLine(words, true)];
    });
    const summary = `${plural(own.length, 'page')} whose words changed each its own way`;
    const body = [...table(['page', 'main text', 'what changed'], rows), ...more];
    lines.push('', ...(own.length > FOLD_AFTER ? foldable(own.length, summary, body) : [`${summary}:`, '', ...body]));
  }
  return lines;
}

function addedSection(changes: SiteChanges, limit: number): string[] {
  const count = changes.added.length;
  if (count === 0) return [];
  const { shown, more } = capped(changes.added, limit);
  const rows = shown.map((page) => [cell(page.url), cell(page.title), page.indexing]);
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
      `Links from other sites and search results to ${rows.length === 1 ? 'this address' : `these ${rows.length} addresses`} now end on the 404 page. Add ${rows.length === 1 ? 'this row' : 'these rows'} to ${code(`${changes.dataDir}/redirects.csv`)} to send visitors to the closest page:`,
      '',
      ...foldable(rows.length, plural(rows.length, 'row'), [...fenced('csv', shown), ...(more.length > 0 ? ['', `…and ${rows.length - shown.length} more: \`site generate\` prints every one.`] : [])]),
    );
  }
  const { shown, more } = capped(changes.removed, limit);
  const answered = shown.map((page) => [
    cell(page.url),
    page.title === undefined ? `a redirect to ${cell(page.wasRedirectTo ?? '/')}` : cell(page.title),
    page.redirect ? (page.redirect.status === 410 ? 'answered 410 (gone)' : `redirected to ${cell(page.redirect.to)}`) : 'nothing yet: 404',
  ]);
  lines.push('', ...foldable(count, plural(count, 'page'), [...table(['page', 'title', 'its address now'], answered), ...more]));
  return lines;
}

/** Pages gone that never went live: listed, so that a reviewer sees them go, with no row asked. */
function neverLiveSection(changes: SiteChanges, limit: number): string[] {
  const count = changes.neverLive.length;
  if (count === 0) return [];
  const { shown, more } = capped(changes.neverLive, limit);
  const these = count === 1 ? 'This page was' : `These ${count} pages were`;
  return [
    '',
    `### Gone before going live (${count})`,
    '',
    `${these} built before in this folder but never published (${code(`${changes.dataDir}/published.csv`)} does not list ${count === 1 ? 'it' : 'them'}): no redirect is needed.`,
    '',
    ...foldable(count, plural(count, 'page'), [...shown.map((url) => `- ${code(url)}`), ...more]),
  ];
}

function warningSection(changes: SiteChanges, limit: number): string[] {
  const { compared, introduced, resolved } = changes.warnings;
  if (introduced.length === 0 && resolved === 0) return [];
  const lines = ['', compared ? `### New warnings (${introduced.length})` : `### Warnings (${introduced.length})`];
  if (!compared) lines.push('', "The base build kept no warnings to compare with (it was built on another machine, or by an older version): these are all of this build's.");
  if (resolved > 0) lines.push('', `${plural(resolved, 'warning')} of the base build ${resolved === 1 ? 'is' : 'are'} gone.`);
  const { shown, more } = capped(introduced, limit);
  if (introduced.length > 0) lines.push('', ...foldable(introduced.length, plural(introduced.length, 'warning'), [...shown.map((w) => `- ${code(formatProblem(w), { max: 600 })}`), ...more]));
  return lines;
}

function gateSection(changes: SiteChanges, limit: number): string[] {
  const { indexable, heldBack, kinds } = changes.gate;
  if (indexable.length === 0 && heldBack.length === 0 && kinds.length === 0) return [];
  const lines = ['', '### Search engines'];
  const movement = [
    ...(indexable.length > 0 ? [`${plural(indexable.length, 'page')} made indexable`] : []),
    ...(heldBack.length > 0 ? [indexable.length > 0 ? `${heldBack.length} held back` : `${plural(heldBack.length, 'page')} held back`] : []),
  ];
  if (movement.length > 0) lines.push('', `${movement.join(', ')}.`);
  if (kinds.length > 0) {
    const moved = (pair: [number, number]) => (pair[0] === pair[1] ? String(pair[0]) : `${pair[0]} → ${pair[1]}`);
    lines.push('', ...table(['pages', 'how many', 'indexable', 'held back'], kinds.map((k) => [kindName(k.kind), moved(k.pages), moved(k.indexable), moved(k.heldBack)])));
  }
  for (const [list, what] of [
    [indexable, 'Made indexable'],
    [heldBack, 'Held back'],
  ] as const) {
    if (list.length === 0) continue;
    const { shown, more } = capped(list, limit);
    const items = [...shown.map((url) => `- ${code(url)}`), ...more];
    lines.push('', ...(list.length > FOLD_AFTER ? foldable(list.length, `${what} (${list.length})`, items) : [`${what}:`, '', ...items]));
  }
  return lines;
}

function planSection(changes: SiteChanges, limit: number): string[] {
  const { minOwnWords, pages } = changes.plan;
  if (pages.length === 0) return [];
  const { shown, more } = capped(pages, limit);
  const figure = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '?');
  const rows = shown.map((p) => [cell(p.url), `${figure(p.ownWords[0])} → ${figure(p.ownWords[1])} of ${figure(minOwnWords)}`, `${figure(p.nearest[0], 2)} → ${figure(p.nearest[1], 2)}`, cell(p.lacks ?? '')]);
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
  const sections = [causesSection, headSection, addedSection, removedSection, neverLiveSection, warningSection, gateSection, planSection].flatMap((section) => section(changes, limit));
  return `${[title, ...sections].join('\n')}\n`;
}

/** The whole report, short enough for a pull-request comment: fewer of each list first, then cut. */
export function changesMarkdown(changes: SiteChanges): string {
  const full = report(changes, LIST_LIMIT);
  return withinLimit(full.length <= COMMENT_CHARS ? full : report(changes, SHORT_LIST_LIMIT));
}
