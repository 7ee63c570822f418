// Stage 4: one route to one HTML string with react-dom/server. The page body renders first so
// that the document head knows which islands (and so which scripts) the page uses.
// The chrome around <main> (skip link, header, footer: over half of a page's elements) is the
// same on every page but for the header's mark on the page shown, so it is rendered once per
// site and marked page, and each page is its head and <main> spliced into it. The bytes are those
// of rendering <Document> whole (tests/generator/render/chrome-splice.test.tsx renders both ways).
// The chrome's links (most of a page's) are found once too: the publish gate takes each page's.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Route } from '../../shared/model/routes.ts';
import { DocumentShell, markedPaths, PageChrome, type PageScripts } from '../../templates/layout/Document.tsx';
import { pages } from '../../templates/pages/index.ts';
import { IslandUsage, IslandUsageContext, SiteContext } from '../../templates/site-context.tsx';
import type { SiteInfo } from '../../shared/model/site.ts';
import { pageScripts } from '../assets/index.ts';
import { internalLinks } from '../support/links.ts';

export interface RenderedPage {
  html: string;
  islands: string[];
  scripts: PageScripts;
  /** its internal link targets, as internalLinks() finds them in `html` */
  links: string[];
}

/** Stands for <main>'s content in a rendered chrome; no rendered text holds a NUL character. */
const MAIN_SLOT = '\u0000main\u0000';
const BODY_END = '</body></html>';

/** One part of the chrome, and its links when they are the same from every page (absolute paths). */
interface ChromePart {
  html: string;
  links: string[] | undefined;
}

/** Two pages at different depths: a link whose target differs between them is relative, found page by page. */
const PROBES = ['/', '/probe/page/'] as const;

function chromePart(html: string): ChromePart {
  const [one, other] = PROBES.map((page) => internalLinks(html, page));
  return { html, links: one!.join('\n') === other!.join('\n') ? one : undefined };
}

/** The chrome of one site, rendered once per header variant: the HTML before and after <main>'s content. */
class ChromeCache {
  private readonly marked: Set<string>;
  private readonly variants = new Map<string, [ChromePart, ChromePart]>();

  constructor(private readonly site: SiteInfo) {
    this.marked = markedPaths(site.menus);
  }

  around(path: string): [ChromePart, ChromePart] {
    // a page no header link points at looks like any other such page: '' is none of theirs
    const variant = this.marked.has(path) ? path : '';
    let parts = this.variants.get(variant);
    if (!parts) {
      const html = renderToStaticMarkup(
        <SiteContext.Provider value={this.site}>
          <PageChrome path={variant} bodyHtml={MAIN_SLOT} />
        </SiteContext.Provider>,
      );
      const at = html.indexOf(MAIN_SLOT);
      parts = [chromePart(html.slice(0, at)), chromePart(html.slice(at + MAIN_SLOT.length))];
      this.variants.set(variant, parts);
    }
    return parts;
  }
}

const chromes = new WeakMap<SiteInfo, ChromeCache>();

function chromeOf(site: SiteInfo): ChromeCache {
  let chrome = chromes.get(site);
  if (!chrome) chromes.set(site, (chrome = new ChromeCache(site)));
  return chrome;
}

export function renderRoute(route: Route, site: SiteInfo): RenderedPage {
  // The mapped registry guarantees route.kind and route.props agree; TypeScript cannot follow
  // that correlation through a union, hence the widened component type.
  const Page = pages[route.kind] as unknown as ComponentType<Record<string, unknown>>;
  const usage = new IslandUsage();
  const body = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <IslandUsageContext.Provider value={usage}>
        <Page {...(route.props as unknown as Record<string, unknown>)} breadcrumbs={route.breadcrumbs} />
      </IslandUsageContext.Provider>
    </SiteContext.Provider>,
  );
  const islands = [...usage.names];
  const scripts = pageScripts(islands, site.assets.islands);
  // the document with an empty <body>, which then receives the chrome around the page's <main>
  const shell = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <DocumentShell route={route} scripts={scripts} />
    </SiteContext.Provider>,
  );
  if (!shell.endsWith(`<body>${BODY_END}`)) throw new Error(`the document of ${route.path} does not end in an empty <body>`);
  const head = shell.slice(0, -BODY_END.length);
  const [before, after] = chromeOf(site).around(route.path);
  const html = `<!DOCTYPE html>${head}${before.html}${body}${after.html}${BODY_END}`;
  // every part ends between two tags, so no link attribute spans two of them
  const linksOf = (part: ChromePart) => part.links ?? internalLinks(part.html, route.path);
  const links = [...new Set([...internalLinks(head, route.path), ...linksOf(before), ...internalLinks(body, route.path), ...linksOf(after)])];
  return { html, islands, scripts, links };
}
