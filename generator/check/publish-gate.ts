// Green means publishable (docs/decisions.md#green-means-publishable): before the new output goes
// live, every internal link of every page must resolve to a file of that output, as `site check`
// requires. A failure names what links to the missing page (a Markdown line, a menu row: the places
// validation kept), like a data error.
//
// Cheap on purpose: only pages rendered this build are scanned (a regular expression over the
// HTML, not a DOM parse); a page re-used unchanged passed before, and can only break when a page
// it links to disappears, so re-used pages are read only when pages were removed.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileToUrlPath } from '../support/links.ts';
import { brokenLinkMessage, internalLinks, resolveUrlPath } from '../support/links.ts';
import type { ContentLink, SourceLocation } from '../../shared/model/data.ts';
import type { Problem } from '../support/errors.ts';
import type { BuildManifest } from '../write/index.ts';
import { filesUnder } from '../support/hash.ts';
import { workingCache } from '../support/cache-dir.ts';
import { auditKey, auditPage, missingIdMessage, pageFacts, type PageAudit } from './check.ts';
import type { FragmentLink } from '../write/index.ts';
import { budgetOverruns, type PageJavaScript } from '../assets/index.ts';

/** Pages by the internal targets they link to: a count and a few examples per target, so a
 * large site's thousands of pages cost one entry per distinct target, not one per link. */
export function linkIndex() {
  const targets = new Map<string, { pages: number; examples: string[] }>();
  return {
    targets,
    add(pageUrl: string, links: Iterable<string>): void {
      for (const target of links) {
        const entry = targets.get(target);
        if (!entry) targets.set(target, { pages: 1, examples: [pageUrl] });
        else if (++entry.pages <= 3) entry.examples.push(pageUrl);
      }
    },
  };
}

export interface GateInput {
  /** internal links of the pages rendered this build */
  links: ReturnType<typeof linkIndex>;
  /** output files of pages re-used unchanged from the previous build */
  reused: string[];
  /** page files of the previous build that this build no longer produces */
  removed: Set<string>;
  /** every file of the new output */
  files: Set<string>;
  readPrevious: (file: string) => Promise<string>;
  /** the places in the data that link to a target (linkSources) */
  sourcesOf: (hrefs: string[]) => SourceLocation[];
}

/** Broken links of the new output, one problem per missing target, at the source that links to it. */
export async function publishProblems(input: GateInput): Promise<Problem[]> {
  if (input.removed.size > 0) {
    for (const file of input.reused) {
      const url = fileToUrlPath(file);
      input.links.add(url, internalLinks(await input.readPrevious(file), url));
    }
  }
  const broken = [...input.links.targets].filter(([target]) => resolveUrlPath(target, (f) => input.files.has(f)) === undefined);
  if (broken.length === 0) return [];
  const problems: Problem[] = [];
  for (const [target, { pages, examples }] of broken.sort((a, b) => a[0].localeCompare(b[0]))) {
    const what = brokenLinkMessage(target, onPages(pages, examples));
    const sources = input.sourcesOf([target, target.endsWith('/') ? target.slice(0, -1) : `${target}/`]);
    if (sources.length === 0) problems.push({ file: 'site', message: what });
    for (const source of sources) problems.push({ ...source, message: what });
  }
  return problems;
}

const onPages = (pages: number, examples: string[]) =>
  `on ${pages} page${pages === 1 ? '' : 's'}: ${pages > examples.length ? `${examples.join(', ')} and ${pages - examples.length} more` : examples.join(', ')}`;

/**
 * `site check`'s rules over the pages of this build (check.ts, one definition): each page's own
 * rules, found as it was rendered, and its links to ids of other pages. A page re-used unchanged
 * passed them when it was published, and so did its links to pages also re-used; only links
 * between a changed page and a re-used one need the re-used page's ids, read from the live output.
 */
export interface PageGateInput {
  /** audits of the pages rendered this build, by page path */
  rendered: Map<string, PageAudit>;
  /** fragment links of the pages re-used unchanged, by page path (from the manifest) */
  reused: Map<string, FragmentLink[]>;
  files: Set<string>;
  readPrevious: (file: string) => Promise<string>;
  sourcesOf: (hrefs: string[]) => SourceLocation[];
}

export async function pageProblems(input: PageGateInput): Promise<Problem[]> {
  const byRule = linkIndex();
  for (const [url, audit] of input.rendered) byRule.add(url, audit.failures);
  const previousIds = new Map<string, Promise<Set<string>>>();
  const idsOf = (file: string): Promise<Set<string>> | undefined => {
    const rendered = input.rendered.get(fileToUrlPath(file));
    if (rendered) return Promise.resolve(new Set(rendered.ids));
    if (!previousIds.has(file)) previousIds.set(file, input.readPrevious(file).then((html) => pageFacts(file, html).ids));
    return previousIds.get(file);
  };
  const missing = linkIndex();
  const linking: [string, FragmentLink[], boolean][] = [
    ...[...input.rendered].map(([url, audit]): [string, FragmentLink[], boolean] => [url, audit.fragmentLinks, true]),
    ...[...input.reused].map(([url, links]): [string, FragmentLink[], boolean] => [url, links, false]),
  ];
  for (const [url, links, changed] of linking) {
    for (const link of links) {
      const file = resolveUrlPath(link.target, (f) => input.files.has(f));
      if (file === undefined || !file.endsWith('.html')) continue; // a broken link: publishProblems names it
      if (!changed && !input.rendered.has(fileToUrlPath(file))) continue;
      if (!(await idsOf(file))!.has(link.fragment)) missing.add(url, [link.href]);
    }
  }
  const problems: Problem[] = [];
  for (const [rule, { pages, examples }] of [...byRule.targets].sort((a, b) => a[0].localeCompare(b[0]))) {
    problems.push({ file: 'site', message: `${rule} (${onPages(pages, examples)}); \`site check\` refuses such a page` });
  }
  for (const [href, { pages, examples }] of [...missing.targets].sort((a, b) => a[0].localeCompare(b[0]))) {
    const fragment = href.split('#')[1]!;
    const what = `${missingIdMessage(href, fragment)} (${onPages(pages, examples)}). Link to an id the page has, or drop the "#${fragment}"`;
    const sources = input.sourcesOf([href]);
    if (sources.length === 0) problems.push({ file: 'site', message: what });
    for (const source of sources) problems.push({ ...source, message: what });
  }
  return problems;
}

/** The publish gate over a build's pages, before anything goes live: broken links, each page's own
 * rules and its links to ids, then the site-wide rules. */
export interface PublishGateInput {
  /** what the render step kept of the pages: audits and links of rendered ones, re-used ones' files and fragment links */
  pages: { audits: Map<string, PageAudit>; links: ReturnType<typeof linkIndex>; reusedFiles: string[]; reusedFragmentLinks: Map<string, FragmentLink[]> };
  removed: Set<string>;
  files: Set<string>;
  readPrevious: (file: string) => Promise<string>;
  sourcesOf: (hrefs: string[]) => SourceLocation[];
  javascript: PageJavaScript[];
  inSitemap: Set<string>;
  robotsTxt: string;
}

export async function publishGate(input: PublishGateInput): Promise<Problem[]> {
  const { pages, files, readPrevious, sourcesOf } = input;
  return [
    ...(await publishProblems({ links: pages.links, reused: pages.reusedFiles, removed: input.removed, files, readPrevious, sourcesOf })),
    ...(await pageProblems({ rendered: pages.audits, reused: pages.reusedFragmentLinks, files, readPrevious, sourcesOf })),
    ...siteRuleProblems({ javascript: input.javascript, rendered: pages.audits, inSitemap: input.inSitemap, robotsTxt: input.robotsTxt }),
  ];
}

/**
 * `site check`'s site-wide rules on the new build (check.ts checkJavaScript, checkSitemap): every page
 * keeps the JavaScript budget (js-budget.ts), and the sitemap lists exactly the
 * indexable pages. Pages re-used unchanged kept their robots meta and their place in the sitemap
 * (both follow from the route, which did not change), so only rendered pages are compared.
 */
export interface SiteGateInput {
  javascript: PageJavaScript[];
  rendered: Map<string, PageAudit>;
  /** paths of the pages the sitemap lists */
  inSitemap: Set<string>;
  robotsTxt: string;
}

export function siteRuleProblems(input: SiteGateInput): Problem[] {
  const problems: Problem[] = [];
  for (const row of input.javascript) {
    for (const overrun of budgetOverruns(row)) {
      problems.push({ file: 'site', message: `${row.url} ${overrun} (islands: ${row.islands.join(', ')}); \`site check\` refuses such a page` });
    }
  }
  for (const [url, audit] of [...input.rendered].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (audit.noindex && input.inSitemap.has(url)) problems.push({ file: 'site', message: `sitemap.xml lists ${url}, a noindex page; \`site check\` refuses such a sitemap` });
    if (!audit.noindex && !input.inSitemap.has(url)) problems.push({ file: 'site', message: `indexable page ${url} is not listed in sitemap.xml; \`site check\` refuses such a sitemap` });
  }
  if (!input.robotsTxt.includes('sitemap.xml')) problems.push({ file: 'site', message: 'robots.txt does not point at sitemap.xml; `site check` refuses it' });
  return problems;
}

/**
 * Audits by a hash of the page's HTML, kept in .cache/ between builds: parsing every page is most
 * of the gate's cost, and a page rendered again to the same bytes (after a code change, or into a
 * fresh output folder) needs no second parse. Rendered in workers, pages are audited there.
 */
export class AuditCache {
  private readonly next = new Map<string, PageAudit>();
  private constructor(private readonly file: string, private readonly previous: Map<string, PageAudit>) {}

  static async open(file = workingCache('page-audits.json')): Promise<AuditCache> {
    const stored = await readFile(file, 'utf8').then((text) => JSON.parse(text) as [string, PageAudit][], () => []);
    return new AuditCache(file, new Map(Array.isArray(stored) ? stored : []));
  }

  audit(file: string, html: string): PageAudit {
    return this.take(auditKey(file, html), () => auditPage(file, html));
  }

  /** keys of the audits kept from earlier builds: a render worker audits only pages not among them */
  known(): string[] {
    return [...this.previous.keys()];
  }

  /** The audit under `key` (found by a render worker, or kept from an earlier build), kept for the next build. */
  take(key: string, audited: PageAudit | (() => PageAudit)): PageAudit {
    const audit = this.previous.get(key) ?? (typeof audited === 'function' ? audited() : audited);
    this.next.set(key, audit);
    return audit;
  }

  /** this build's audits, and the previous ones up to a few builds' worth */
  async save(): Promise<void> {
    const kept = [...this.next, ...[...this.previous].filter(([key]) => !this.next.has(key)).slice(0, this.next.size * 2)];
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(kept));
  }
}

/**
 * Where each internal link written by hand in the data is (Markdown copy, menus: validation keeps
 * their file, line and column), so a broken target is reported at the places that link to it
 * without reading the sources again. `hrefs` match with or without their trailing slash; a link
 * that only adds a #fragment to one of them matches too.
 */
export function linkSources(links: ContentLink[]): (hrefs: string[]) => SourceLocation[] {
  const byHref = new Map<string, SourceLocation[]>();
  const at = (href: string, source: SourceLocation) => byHref.set(href, [...(byHref.get(href) ?? []), source]);
  for (const link of links) {
    at(link.href, link.source);
    const page = link.href.split('#')[0]!;
    if (page !== link.href) at(page, link.source);
  }
  return (hrefs) => {
    const found = [...new Set(hrefs)].flatMap((href) => byHref.get(href) ?? []);
    return [...new Set(found)].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  };
}

/** The data checks' problems, then the gate's at places the data checks did not already name. */
export function withoutRepeats(first: Problem[], second: Problem[]): Problem[] {
  const named = new Set(first.map((p) => `${p.file}:${p.line}`));
  return [...first, ...second.filter((p) => !named.has(`${p.file}:${p.line}`))];
}

/** Pages of the build now live: from its manifest, else (no .cache/) from the output folder. */
export async function previousPageFiles(outDir: string, previous: BuildManifest | undefined): Promise<Set<string>> {
  if (previous) return new Set(Object.keys(previous.pages));
  if (!existsSync(outDir)) return new Set();
  return new Set((await filesUnder(outDir)).filter((file) => file.endsWith('.html')));
}
