// What a build changed, as a pure comparison of two published sites (published-site.ts reads
// them): the pages added, removed (with the redirect that keeps each address alive, or the
// redirects.csv row the build suggests for it) and changed, the warnings that are new, and the
// index gate's movement. markdown.ts writes it out.
import type { Problem } from '../support/errors.ts';
import { closestLivePage } from '../check/index.ts';
import type { Coverage } from '../index-gate/index.ts';
import type { Indexing, PublishedPage, PublishedRedirect, PublishedSite } from './published-site.ts';

/** What a reviewer reads of a page, in the order the report lists it. */
export const PAGE_FIELDS = ['title', 'description', 'h1', 'indexing', 'text'] as const;
export type PageField = (typeof PAGE_FIELDS)[number];

export interface FieldChange {
  field: PageField;
  before: string;
  after: string;
}

export interface PageChange {
  url: string;
  changes: FieldChange[];
}

export interface AddedPage {
  url: string;
  title: string;
  indexing: Indexing;
}

export interface RemovedPage {
  url: string;
  /** the page's title; undefined for an address the base answered with a redirect */
  title?: string;
  /** where the base's redirect sent it */
  wasRedirectTo?: string;
  /** what the new build answers at the address: a redirect (or 410) written in the data */
  redirect?: PublishedRedirect;
  /** else the redirects.csv row that keeps its links alive (check/warnings.ts suggests it) */
  row?: string;
}

/** One gated kind's counts before -> after (undefined before: the kind is new). */
export interface KindMovement {
  kind: string;
  pages: [number, number];
  indexable: [number, number];
  heldBack: [number, number];
}

/** A held-back page whose text moved towards (or away from) the gate's bar. */
export interface PlanMovement {
  url: string;
  ownWords: [number, number];
  nearest: [number, number];
  /** what it still lacks, in the words of the data */
  lacks?: string;
}

/** How a page moved between the two builds, as the pages linking to it felt it. */
export type Movement = 'added' | 'removed' | 'held back' | 'made indexable';

/** How a page that changed felt a page's moving: in its links, in words naming it, in a count, or
 * in a link to a page that stayed handed over to its namesake that moved (town hubs share out one
 * held-back page of each service: a new town's page of the service takes another hub's turn). */
export const VIAS = ['links', 'names', 'counts', 'handovers'] as const;
export type Via = (typeof VIAS)[number];

/**
 * Why pages changed in their main text alone, so that a reviewer reads one line per cause: a page
 * that came, went or moved in search that they link to now or no longer (a new town in every
 * nearby-towns list), or the same words changed on each (a price); a page whose words changed its
 * own way is a cause of one.
 */
export interface ChangeCause {
  /** the page whose coming, going or moving changed these pages: the highest of the pages that
   * moved so under one address (a town's page for its town x service pages), or, for pages of one
   * name under several (a retired service's), that name (`slug`); `name`: what the site calls it
   * (its breadcrumb: the town, the service); `count`: how many moved; `via`: how many of the
   * pages changed their links to them, their words naming them (a list of nearby towns) or a count
   * of the pages under them (a town's services); `neverLive`: how many of `count` were gone
   * before going live (the report's Removed counts the others) */
  moved?: { url?: string; slug?: string; name?: string; how: Movement; count: number; neverLive?: number; via?: Record<Via, number> };
  /** else the words that went and the words that came (up to WORDS_SHOWN of each) */
  words?: { gone: string[]; came: string[]; more: boolean };
  pages: string[];
}

export interface SiteChanges {
  /** the base published nothing: every page is new */
  first: boolean;
  /** the new build's data folder as its messages name it (`data`) */
  dataDir: string;
  changed: PageChange[];
  /** the pages of `changed` whose main text alone changed, by cause, the most pages first */
  causes: ChangeCause[];
  added: AddedPage[];
  removed: RemovedPage[];
  /** pages of the base gone that never went live (the ledger the new build read does not list
   * them: built before on this machine, never published): no redirect needed */
  neverLive: string[];
  warnings: {
    /** false when the base build kept no warnings to compare with: `introduced` is then all of them */
    compared: boolean;
    introduced: Problem[];
    /** warnings of the base that this build no longer gives */
    resolved: number;
  };
  gate: {
    /** pages that were held back and are indexable now, and the other way */
    indexable: string[];
    heldBack: string[];
    /** per gated kind, only when some count moved (both builds' figures needed) */
    kinds: KindMovement[];
  };
  /** The writing plan's movement: held-back pages whose own words changed (both builds' figures
   * needed). The plan itself (what to write next) reads the same coverage. */
  plan: { minOwnWords: number; pages: PlanMovement[] };
}

const words = (page: PublishedPage) => `${page.words} word${page.words === 1 ? '' : 's'}`;

/** The fields of a page that differ, before -> after. */
export function pageChanges(before: PublishedPage, after: PublishedPage): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of PAGE_FIELDS) {
    if (field === 'text') {
      if (before.text !== after.text) changes.push({ field, before: words(before), after: before.words === after.words ? `${words(after)}, reworded` : words(after) });
    } else if (before[field] !== after[field]) changes.push({ field, before: before[field], after: after[field] });
  }
  return changes;
}

/** `text` with each mention of the data folder `dataDir/` made `data/`: a base branch built from
 * `.base/data` names its files so, and its warnings are still the same ones. */
function relativeToData(text: string, dataDir: string | undefined): string {
  if (dataDir === undefined || dataDir === '' || dataDir === 'data') return text;
  const folder = `${dataDir.replace(/\\/g, '/')}/`;
  return text.replace(/\\/g, '/').split(folder).join('data/');
}

/** A warning is the same one when it says the same of the same file (relative to its data
 * folder) and key, wherever its row moved. */
const warningId = (warning: Problem, dataDir: string | undefined) =>
  `${relativeToData(warning.file, dataDir)}\0${warning.key ?? ''}\0${relativeToData(warning.message, dataDir)}`;

function warningMovement(base: PublishedSite, next: PublishedSite): SiteChanges['warnings'] {
  const current = next.warnings ?? [];
  if (base.warnings === undefined) return { compared: false, introduced: current, resolved: 0 };
  const before = new Set(base.warnings.map((w) => warningId(w, base.dataDir)));
  const after = new Set(current.map((w) => warningId(w, next.dataDir)));
  return {
    compared: true,
    introduced: current.filter((w) => !before.has(warningId(w, next.dataDir))),
    resolved: [...before].filter((id) => !after.has(id)).length,
  };
}

/** Pages of the base the new build no longer serves that its ledger does not list: they never went
 * live (a branch's earlier build on a laptop made them). Without a ledger, none is known so. */
function neverLivePages(base: PublishedSite, next: PublishedSite): string[] {
  const { published } = next;
  if (!published) return [];
  return [...base.pages.keys()].filter((url) => !next.pages.has(url) && !published.has(url)).sort();
}

/** Addresses the base answered (pages, and redirects in their `/x/` form) that the new build
 * no longer serves as a page, save those that never went live: each with the redirect now
 * answering it, or the row suggested. */
function removedPages(base: PublishedSite, next: PublishedSite, neverLive: ReadonlySet<string>): RemovedPage[] {
  const pages = [...base.pages.keys()].filter((url) => !next.pages.has(url) && !neverLive.has(url));
  const redirects = [...base.redirects.keys()].filter((url) => url.endsWith('/') && !base.pages.has(url) && !next.pages.has(url) && !next.redirects.has(url));
  const gone = [...pages, ...redirects].sort();
  const unanswered = gone.filter((url) => !next.redirects.has(url));
  const live = [...next.pages].map(([path, page]) => ({ path, breadcrumbs: page.breadcrumbs }));
  // a built folder does not say which first segment holds the towns: an address's own first
  // segment is taken, so /mi/novi/x/ may go to /services/x/ when /mi/novi/ is gone too
  const rows = new Map(unanswered.map((url) => [url, `${url},${closestLivePage(url, live, url.split('/')[1] ?? '')},301`]));
  return gone.map((url) => {
    const redirect = next.redirects.get(url);
    const was = base.pages.get(url);
    return { url, ...(was ? { title: was.title } : { wasRedirectTo: base.redirects.get(url)!.to }), ...(redirect ? { redirect } : { row: rows.get(url) }) };
  });
}

/** A change of words this small is told word by word; a larger one is a rewrite. */
const WORDS_SHOWN = 6;

/** The words of `text` that `other` lacks, counting repeats, in page order. */
function wordsMissing(text: string, other: string): string[] {
  const count = new Map<string, number>();
  for (const word of other === '' ? [] : other.split(' ')) count.set(word, (count.get(word) ?? 0) + 1);
  return (text === '' ? [] : text.split(' ')).filter((word) => {
    const left = count.get(word) ?? 0;
    count.set(word, left - 1);
    return left <= 0;
  });
}

/** Where a page's words first differ, as a reader finds it: the first words of the run that went
 * and of the run that came, between the words both texts start and end with. */
function firstChange(before: string, after: string): NonNullable<ChangeCause['words']> {
  const was = before === '' ? [] : before.split(' ');
  const now = after === '' ? [] : after.split(' ');
  let start = 0;
  while (start < was.length && start < now.length && was[start] === now[start]) start++;
  let end = 0;
  while (end < was.length - start && end < now.length - start && was[was.length - 1 - end] === now[now.length - 1 - end]) end++;
  const gone = was.slice(start, was.length - end);
  const came = now.slice(start, now.length - end);
  return { gone: gone.slice(0, WORDS_SHOWN), came: came.slice(0, WORDS_SHOWN), more: gone.length > WORDS_SHOWN || came.length > WORDS_SHOWN };
}

/** The words of `before` missing from `after` and the other way. */
const wordChanges = (before: string, after: string) => ({ gone: wordsMissing(before, after), came: wordsMissing(after, before) });

/** The parent address of `/a/b/` (`/a/`); undefined for the home page. */
const parentOf = (url: string) => (url === '/' ? undefined : url.replace(/[^/]+\/?$/, ''));

/**
 * The group each page that moved belongs to: under the highest address above it that moved the
 * same way (a removed town's pages under the town's page); then groups of the same last name under
 * different parents (a retired service's pages in each town) are one. A group is named as the site
 * names its highest page (`nameOf`: "Milford › Deep Cleaning"; of a group of one last name, the
 * name its pages share: "Maid Services").
 */
function movementGroups(
  movements: Map<string, Movement>,
  neverLive: ReadonlySet<string>,
  nameOf: (url: string, alone: boolean) => string | undefined,
): Map<string, NonNullable<ChangeCause['moved']>> {
  const top = (url: string) => {
    let highest = url;
    for (let up = parentOf(url); up !== undefined && up !== ''; up = parentOf(up)) if (movements.get(up) === movements.get(url)) highest = up;
    return highest;
  };
  const tops = new Map([...movements.keys()].map((url) => [url, top(url)]));
  const lastName = (url: string) => url.split('/').filter(Boolean).pop() ?? '';
  const byName = new Map<string, Set<string>>();
  for (const [url, head] of tops) {
    const key = `${movements.get(url)}\0${lastName(head)}`;
    byName.set(key, (byName.get(key) ?? new Set()).add(head));
  }
  const byId = new Map<string, NonNullable<ChangeCause['moved']>>();
  const headsOf = new Map<string, Set<string>>();
  const groups = new Map<string, NonNullable<ChangeCause['moved']>>();
  for (const [url, head] of tops) {
    const key = `${movements.get(url)}\0${lastName(head)}`;
    const shared = byName.get(key)!.size > 1 && lastName(head) !== '';
    const id = shared ? key : `${movements.get(url)}\0${head}`;
    const group = byId.get(id) ?? { ...(shared ? { slug: lastName(head) } : { url: head }), how: movements.get(url)!, count: 0 };
    group.count += 1;
    if (neverLive.has(url)) group.neverLive = (group.neverLive ?? 0) + 1;
    byId.set(id, group);
    headsOf.set(id, (headsOf.get(id) ?? new Set()).add(head));
    groups.set(url, group);
  }
  for (const [id, group] of byId) {
    // the shortest address that has a name: a town's page before its guide, a page before a redirect
    const heads = [...headsOf.get(id)!].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    const name = heads.map((head) => nameOf(head, group.slug !== undefined)).find((each) => each !== undefined);
    if (name !== undefined) group.name = name;
  }
  return groups;
}

/** The links of `after` that it gained or lost against `before`, or that moved in its order. */
function linkChanges(before: string[], after: string[]): string[] {
  const was = new Set(before);
  const now = new Set(after);
  const changed = [...after.filter((link) => !was.has(link)), ...before.filter((link) => !now.has(link))];
  if (changed.length > 0) return changed;
  // the same links in another order (a page held back goes last): the ones whose place moved
  const kept = before.filter((link) => now.has(link));
  const order = after.filter((link) => was.has(link));
  return kept.filter((link, i) => order[i] !== link);
}

/** The last name of an address and how deep it lies: `/mi/wixom/deep-cleaning/` and
 * `/mi/novi/deep-cleaning/` are namesakes. */
const namesake = (url: string) => {
  const names = url.split('/').filter(Boolean);
  return `${names.length}\0${names.at(-1) ?? ''}`;
};

/**
 * When every link a page gained or lost is to a page that stayed, and each has a namesake that came,
 * went or moved in search (the same service in another town), the moved page the links were handed
 * over to (the first of the shortest addresses): a list that shares its entries out between pages
 * gave this page's entry to it, or took it back. Else undefined.
 */
function handedOver(changedLinks: string[], movements: ReadonlyMap<string, Movement>): string | undefined {
  if (changedLinks.length === 0) return undefined;
  const byName = new Map<string, string[]>();
  for (const url of movements.keys()) byName.set(namesake(url), [...(byName.get(namesake(url)) ?? []), url]);
  const takers = changedLinks.map((link) => byName.get(namesake(link)));
  if (takers.some((each) => each === undefined)) return undefined;
  return takers.flatMap((each) => each!).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
}

/** A word as compared for names and counts: lower case, without the punctuation around it (a
 * currency sign stays: a price is no count). */
const plainWord = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}\p{Sc}]+|[^\p{L}\p{N}]+$/gu, '');

/** A text's words as compared for names and counts: lower case, without the punctuation around them. */
const plainWords = (text: string) =>
  text
    .split(' ')
    .map((word) => plainWord(word))
    .filter((word) => word !== '');

/** Words that join the names of a list ("Milford, Wixom and Howell"). */
const JOINING = new Set(['and', 'or', '&']);

/**
 * What of a page's change of words the pages that moved explain: the names of pages that came (in
 * the words that came) or went (in the words that went), with the words that join a list, and
 * numbers that changed one for one while a page under it came or went (a town's count of its
 * services). Returns the group that explains the most, how, and a filter that leaves out of a
 * list of words those it explains.
 */
function explained(gone: string[], came: string[], groups: NonNullable<ChangeCause['moved']>[], under: NonNullable<ChangeCause['moved']> | undefined) {
  const names = new Set<string>();
  let named: NonNullable<ChangeCause['moved']> | undefined;
  for (const group of groups) {
    if (!group.name || (group.how !== 'added' && group.how !== 'removed')) continue;
    const words = new Set(plainWords(group.name));
    if ((group.how === 'added' ? came : gone).some((word) => words.has(plainWord(word)))) {
      named ??= group;
      for (const word of words) names.add(word);
    }
  }
  const isNumber = (word: string) => /^\d+$/.test(plainWord(word));
  const counted = under !== undefined && gone.filter(isNumber).length > 0 && gone.filter(isNumber).length === came.filter(isNumber).length;
  const left = (words: string[]) => words.filter((word) => !(names.has(plainWord(word)) || (names.size > 0 && JOINING.has(plainWord(word))) || (counted && isNumber(word))));
  const via: Via | undefined = named ? 'names' : counted ? 'counts' : undefined;
  return { group: named ?? (counted ? under : undefined), via, left };
}

/**
 * The pages whose main text alone changed, grouped by cause. A page that links now (or no longer)
 * to a page that came, went or moved in search changed because of it: of several such pages, the
 * one highest in the site (the shortest address: a town's page before its town x service pages)
 * is named. So did a page whose words changed only in naming a page that came or went (a town in a
 * list of nearby towns), or only in a number while a page under it came or went (a town's count of
 * its services). Otherwise pages with the same words gone and come share a cause.
 */
function changeCauses(base: PublishedSite, next: PublishedSite, textOnly: string[], movements: Map<string, Movement>, neverLive: ReadonlySet<string>): ChangeCause[] {
  // what the site calls a page: its breadcrumb, with those of the pages above it in its address
  // (a town x service page: "Milford › Deep Cleaning"); `alone`: its own crumb only
  const nameOf = (url: string, alone: boolean) => {
    const crumbs = (next.pages.get(url) ?? base.pages.get(url))?.breadcrumbs;
    const own = crumbs?.at(-1)?.name;
    if (own === undefined || alone) return own;
    const above = crumbs!.slice(0, -1).filter((crumb) => crumb.path !== undefined && crumb.path !== '/' && url.startsWith(crumb.path) && crumb.name !== undefined);
    return [...above.map((crumb) => crumb.name!), own].join(' › ');
  };
  const groups = movementGroups(movements, neverLive, nameOf);
  const causes = new Map<string, ChangeCause>();
  const add = (key: string, make: () => Omit<ChangeCause, 'pages'>, url: string) => {
    const cause = causes.get(key) ?? { ...make(), pages: [] };
    cause.pages.push(url);
    causes.set(key, cause);
  };
  const moved = (group: NonNullable<ChangeCause['moved']>, via: Via, url: string) => {
    const key = `moved\0${group.how}\0${group.slug ?? group.url}`;
    add(key, () => ({ moved: { ...group, via: Object.fromEntries(VIAS.map((each) => [each, 0])) as Record<Via, number> } }), url);
    causes.get(key)!.moved!.via![via] += 1;
  };
  const distinct = [...new Map([...groups.values()].map((group) => [`${group.how}\0${group.slug ?? group.url}`, group])).values()];
  for (const url of textOnly) {
    const before = base.pages.get(url)!;
    const after = next.pages.get(url)!;
    const touched = linkChanges(before.links ?? [], after.links ?? []).filter((link) => movements.has(link));
    if (touched.length > 0) {
      const first = touched.sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0]!;
      moved(groups.get(first)!, 'links', url);
      continue;
    }
    const handedTo = handedOver(linkChanges(before.links ?? [], after.links ?? []), movements);
    if (handedTo !== undefined) {
      moved(groups.get(handedTo)!, 'handovers', url);
      continue;
    }
    // compared without case and punctuation: "Milford." became "Milford and Howell."
    const plain = wordChanges(plainWords(before.body ?? '').join(' '), plainWords(after.body ?? '').join(' '));
    const below = [...movements.keys()].filter((moving) => moving !== url && moving.startsWith(url)).sort()[0];
    const rest = explained(plain.gone, plain.came, distinct, below === undefined ? undefined : groups.get(below));
    if (rest.group && rest.via && rest.left(plain.gone).length + rest.left(plain.came).length === 0) {
      moved(rest.group, rest.via, url);
      continue;
    }
    // what the moves leave unexplained: the page's own change
    const { gone, came } = wordChanges(before.body ?? '', after.body ?? '');
    const own = rest.via ? { gone: rest.left(gone), came: rest.left(came) } : { gone, came };
    if (own.gone.length > WORDS_SHOWN || own.came.length > WORDS_SHOWN || own.gone.length + own.came.length === 0) add(`own\0${url}`, () => ({ words: firstChange(before.body ?? '', after.body ?? '') }), url);
    else add(`words\0${own.gone.join(' ')}\0${own.came.join(' ')}`, () => ({ words: { gone: own.gone, came: own.came, more: false } }), url);
  }
  return [...causes.values()].sort((a, b) => b.pages.length - a.pages.length || (a.pages[0]! < b.pages[0]! ? -1 : 1));
}

function kindMovement(base: Coverage, next: Coverage): KindMovement[] {
  const before = new Map(base.kinds.map((k) => [k.kind as string, k]));
  const after = new Map(next.kinds.map((k) => [k.kind as string, k]));
  const kinds = [...new Set([...before.keys(), ...after.keys()])];
  const movement = kinds.map((kind): KindMovement => {
    const b = before.get(kind);
    const a = after.get(kind);
    return { kind, pages: [b?.pages ?? 0, a?.pages ?? 0], indexable: [b?.indexable ?? 0, a?.indexable ?? 0], heldBack: [b?.heldBack ?? 0, a?.heldBack ?? 0] };
  });
  const moved = movement.some((k) => k.pages[0] !== k.pages[1] || k.indexable[0] !== k.indexable[1] || k.heldBack[0] !== k.heldBack[1]);
  return moved ? movement : [];
}

function planMovement(base: Coverage, next: Coverage): PlanMovement[] {
  const before = new Map(base.pages.map((p) => [p.path, p]));
  return next.pages
    .filter((page) => page.lacks !== undefined)
    .flatMap((page) => {
      const was = before.get(page.path);
      if (!was || was.ownWords === page.ownWords) return [];
      return [{ url: page.path, ownWords: [was.ownWords, page.ownWords] as [number, number], nearest: [was.nearest, page.nearest] as [number, number], lacks: page.lacks }];
    })
    .sort((a, b) => b.ownWords[1] - a.ownWords[1] || (a.url < b.url ? -1 : 1));
}

/** What `next` changed against `base`. */
export function siteChanges(base: PublishedSite, next: PublishedSite): SiteChanges {
  const shared = [...next.pages.keys()].filter((url) => base.pages.has(url)).sort();
  const changed = shared.flatMap((url) => {
    const changes = pageChanges(base.pages.get(url)!, next.pages.get(url)!);
    return changes.length > 0 ? [{ url, changes }] : [];
  });
  const added = [...next.pages.keys()]
    .filter((url) => !base.pages.has(url))
    .sort()
    .map((url) => ({ url, title: next.pages.get(url)!.title, indexing: next.pages.get(url)!.indexing }));
  const moved = (from: Indexing, to: Indexing) => shared.filter((url) => base.pages.get(url)!.indexing === from && next.pages.get(url)!.indexing === to);
  const coverage = base.coverage && next.coverage ? { base: base.coverage, next: next.coverage } : undefined;
  const neverLive = neverLivePages(base, next);
  const removed = removedPages(base, next, new Set(neverLive));
  const indexable = moved('held back', 'indexable');
  const heldBack = moved('indexable', 'held back');
  const movements = new Map<string, Movement>([
    ...added.map((page) => [page.url, 'added'] as const),
    ...removed.map((page) => [page.url, 'removed'] as const),
    ...neverLive.map((url) => [url, 'removed'] as const),
    ...indexable.map((url) => [url, 'made indexable'] as const),
    ...heldBack.map((url) => [url, 'held back'] as const),
  ]);
  const textOnly = changed.filter((page) => page.changes.every((change) => change.field === 'text')).map((page) => page.url);
  return {
    first: base.pages.size === 0,
    dataDir: next.dataDir ?? 'data',
    changed,
    causes: changeCauses(base, next, textOnly, movements, new Set(neverLive)),
    added,
    removed,
    neverLive,
    warnings: warningMovement(base, next),
    gate: {
      indexable,
      heldBack,
      kinds: coverage ? kindMovement(coverage.base, coverage.next) : [],
    },
    plan: { minOwnWords: next.coverage?.settings.minOwnWords ?? 0, pages: coverage ? planMovement(coverage.base, coverage.next) : [] },
  };
}
