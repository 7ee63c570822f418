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

export interface SiteChanges {
  /** the base published nothing: every page is new */
  first: boolean;
  changed: PageChange[];
  added: AddedPage[];
  removed: RemovedPage[];
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

/** A warning is the same one when it says the same of the same file and key, wherever its row moved. */
const warningId = (warning: Problem) => `${warning.file}\0${warning.key ?? ''}\0${warning.message}`;

function warningMovement(base: PublishedSite, next: PublishedSite): SiteChanges['warnings'] {
  const current = next.warnings ?? [];
  if (base.warnings === undefined) return { compared: false, introduced: current, resolved: 0 };
  const before = new Set(base.warnings.map(warningId));
  const after = new Set(current.map(warningId));
  return {
    compared: true,
    introduced: current.filter((w) => !before.has(warningId(w))),
    resolved: [...before].filter((id) => !after.has(id)).length,
  };
}

/** Addresses the base answered (pages, and redirects in their `/x/` form) that the new build
 * no longer serves as a page: each with the redirect now answering it, or the row suggested. */
function removedPages(base: PublishedSite, next: PublishedSite): RemovedPage[] {
  const pages = [...base.pages.keys()].filter((url) => !next.pages.has(url));
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
  return {
    first: base.pages.size === 0,
    changed,
    added,
    removed: removedPages(base, next),
    warnings: warningMovement(base, next),
    gate: {
      indexable: moved('held back', 'indexable'),
      heldBack: moved('indexable', 'held back'),
      kinds: coverage ? kindMovement(coverage.base, coverage.next) : [],
    },
    plan: { minOwnWords: next.coverage?.settings.minOwnWords ?? 0, pages: coverage ? planMovement(coverage.base, coverage.next) : [] },
  };
}
