// The render+write step of a build. Pages whose inputs did not change since the last build stay as
// they are (the manifest says so); the rest render, on worker threads for a large site, and each is
// written as soon as it is rendered. Only small facts are kept of a page: its manifest record, its
// links and audit for the publish gate, its last-modified date for the sitemap.
import type { Route } from '../../shared/model/routes.ts';
import type { JsonLd } from '../../shared/model/head.ts';
import type { SiteInfo } from '../../shared/model/site.ts';
import { pathToFile } from '../routes/index.ts';
import { contentHash, routeInput, type BuildManifest, type FragmentLink, type LastModified, type OutputTree, type PageOutput, type RouteInputs } from '../write/index.ts';
import { linkIndex, type AuditCache, type PageAudit } from '../check/index.ts';
import { boundedTasks } from '../support/bounded-tasks.ts';
import type { Progress } from '../support/progress.ts';
import type { CompressedPages } from '../assets/index.ts';
import { boundedHeap } from './heap.ts';
import { renderAll, type DeliveredPage, type RenderPool } from './render-pool.ts';

/** In-flight page writes; each also compresses, so more would only queue in the thread pool. */
const WRITES_IN_FLIGHT = 8;

export interface PagesInput {
  routes: Route[];
  info: SiteInfo;
  /** the JSON-LD block every route shares */
  shared: JsonLd;
  code: string;
  buildDate: string;
  out: OutputTree;
  output: PageOutput;
  /** the .br/.gz pairs of pages (the render workers take and add to them too) */
  compressed: CompressedPages;
  /** the last build's manifest, when its pages may be re-used (same code and site context) */
  reusable: BuildManifest | undefined;
  /** the last build's route records, kept by `site dev` */
  lastInputs: RouteInputs | undefined;
  lastModified: LastModified;
  auditCache: AuditCache;
  pool: RenderPool | undefined;
  progress: Progress | undefined;
}

export interface WrittenPages {
  /** the manifest's page records, by output file */
  records: BuildManifest['pages'];
  inputs: RouteInputs['byPath'];
  byKind: Record<string, number>;
  /** the last-modified date of each indexable page, by path */
  lastmods: Map<string, string>;
  rendered: number;
  reused: number;
  /** the publish gate's input: audits and links of rendered pages, files and fragment links of re-used ones */
  audits: Map<string, PageAudit>;
  links: ReturnType<typeof linkIndex>;
  reusedFiles: string[];
  reusedFragmentLinks: Map<string, FragmentLink[]>;
}

const auditLost = (file: string): never => {
  throw new Error(`no audit of ${file}: a worker took it for one kept from an earlier build`);
};

/** Decides, route by route, whether the last build's page can stay; returns the routes to render with their input hashes. */
async function reusePages(input: PagesInput, pages: WrittenPages): Promise<Map<Route, string>> {
  const toRender = new Map<Route, string>();
  for (const route of input.routes) {
    pages.byKind[route.kind] = (pages.byKind[route.kind] ?? 0) + 1;
    const file = pathToFile(route.path);
    const hash = routeInput(route, input.shared, input.lastInputs);
    pages.inputs.set(route.path, { route, input: hash });
    if (route.indexable) pages.lastmods.set(route.path, input.lastModified.date(route.path, file, hash, () => contentHash(route, input.shared, input.info.siteUrl, input.buildDate), input.buildDate));
    const before = input.reusable?.pages[file];
    if (before?.input === hash && (await input.output.reuse(file))) {
      pages.records[file] = { ...before, kind: route.kind };
      pages.reused += 1;
      pages.reusedFiles.push(file);
      if (before.fragmentLinks?.length) pages.reusedFragmentLinks.set(route.path, before.fragmentLinks);
      continue;
    }
    toRender.set(route, hash);
  }
  return toRender;
}

/** Renders the routes and writes each page as soon as it is rendered, a bounded number of writes in flight. */
async function renderPages(input: PagesInput, toRender: Map<Route, string>, pages: WrittenPages): Promise<void> {
  const { out, auditCache, pool } = input;
  const writes = boundedTasks(WRITES_IN_FLIGHT);
  /** what the gate and the manifest keep of a written page */
  const settle = (route: Route, file: string, islands: string[], links: string[], audit: PageAudit) => {
    pages.audits.set(route.path, audit);
    pages.records[file] = { input: toRender.get(route)!, kind: route.kind, islands, ...(audit.fragmentLinks.length > 0 && { fragmentLinks: audit.fragmentLinks }) };
    pages.links.add(route.path, links);
  };
  const onPage = async (route: Route, page: DeliveredPage) => {
    const file = pathToFile(route.path);
    pages.rendered += 1;
    input.progress?.count('render+write', 'pages', pages.rendered, toRender.size);
    if (page.files) {
      // written by a render worker: its audit came along, or is one kept from an earlier build
      out.record(page.files);
      return settle(route, file, page.islands, page.links, auditCache.take(page.auditKey!, page.audit ?? (() => auditLost(file))));
    }
    const html = page.html!;
    settle(route, file, page.islands, page.links, auditCache.audit(file, html));
    await writes.start(() => input.output.write(file, html));
  };
  try {
    await boundedHeap(input.routes.length, () =>
      renderAll([...toRender.keys()], input.info, onPage, { shared: [input.shared], target: out.target, code: input.code, pool, knownAudits: auditCache.known(), compressed: input.compressed }),
    );
  } finally {
    // On a failure the writes still in flight finish first: abandoning the staging folder
    // while they create files in it fails with ENOTEMPTY or leaves the folder behind.
    await writes.drain().catch(() => undefined);
    // the workers' heaps (~135 MB each at 10x) go before the check and the saves
    await pool?.close();
  }
  await writes.drain();
}

/** Re-uses what it can of the last build's pages, renders and writes the rest. */
export async function writePages(input: PagesInput): Promise<WrittenPages> {
  const pages: WrittenPages = {
    records: {},
    inputs: new Map(),
    byKind: {},
    lastmods: new Map(),
    rendered: 0,
    reused: 0,
    audits: new Map(),
    links: linkIndex(),
    reusedFiles: [],
    reusedFragmentLinks: new Map(),
  };
  await renderPages(input, await reusePages(input, pages), pages);
  return pages;
}
