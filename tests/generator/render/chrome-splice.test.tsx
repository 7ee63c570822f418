// The renderer renders the chrome around <main> (skip link, header, footer) once per header
// variant and splices each page's head and <main> into it. Every page must come out byte for byte
// as rendering <Document> whole would make it: for every route of this site and of both example
// businesses (other menus), pages are rendered both ways and compared: every page the header links
// to (each its own variant) and the first three of every kind (their heads differ by kind). The
// links the renderer reports for the publish gate (the chrome's found once) must be those found
// in the whole page.
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareRoutes } from '../../../generator/build.ts';
import { buildAssets } from '../../../generator/assets/index.ts';
import { siteInfo } from '../../../generator/render/index.ts';
import { renderRoute } from '../../../generator/render/render.tsx';
import { Document, markedPaths } from '../../../templates/layout/Document.tsx';
import { SiteContext } from '../../../templates/site-context.tsx';
import { internalLinks } from '../../../generator/support/links.ts';
import type { Route } from '../../../shared/model/routes.ts';
import type { SiteInfo } from '../../../shared/model/site.ts';
import { SITE_URL } from '../../helpers/built-site.ts';
import { DATA_DIR, PROJECT_ROOT, tempDir } from '../../helpers/data.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The routes and render context of a data folder, its images copied into a folder of the test's own. */
async function site(dataDir: string): Promise<{ routes: Route[]; info: SiteInfo }> {
  const { ctx, routes } = await prepareRoutes({ dataDir, outDir: 'unused', siteUrl: SITE_URL, buildDate: '2026-01-15' });
  const out = await tempDir('site-chrome-');
  folders.push(out);
  const assets = await buildAssets(async () => undefined, out, dataDir);
  return { routes, info: siteInfo(ctx, assets) };
}

/** The page as <Document> renders it in one piece, around the <main> content the renderer made. */
function whole(route: Route, info: SiteInfo, spliced: ReturnType<typeof renderRoute>): string {
  const open = '<main id="main">';
  const start = spliced.html.indexOf(open) + open.length;
  const body = spliced.html.slice(start, spliced.html.lastIndexOf('</main>'));
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={info}>
      <Document route={route} bodyHtml={body} scripts={spliced.scripts} />
    </SiteContext.Provider>,
  );
  return `<!DOCTYPE html>${markup}`;
}

describe('pages spliced into a chrome rendered once', { timeout: 300_000 }, () => {
  it.each([
    ['this site', DATA_DIR],
    ['the plumbing example', path.join(PROJECT_ROOT, 'examples/tabletop-plumbing/data')],
    ['the Olentangy example', path.join(PROJECT_ROOT, 'examples/olentangy-cleaning/data')],
  ])('are byte for byte <Document> rendered whole, on every page of %s', async (_, dataDir) => {
    const { routes, info } = await site(dataDir);
    const differing: string[] = [];
    let marked = 0;
    const headerLinks = markedPaths(info.menus);
    const ofKind = new Map<string, number>();
    const sample = routes.filter((route) => {
      ofKind.set(route.kind, (ofKind.get(route.kind) ?? 0) + 1);
      return headerLinks.has(route.path) || ofKind.get(route.kind)! <= 3;
    });
    for (const route of sample) {
      const spliced = renderRoute(route, info);
      if (spliced.html !== whole(route, info, spliced)) differing.push(route.path);
      if (spliced.links.join(' ') !== internalLinks(spliced.html, route.path).join(' ')) differing.push(`${route.path} (its links)`);
      if (/<header[\s\S]*aria-current="page"[\s\S]*<\/header>/.test(spliced.html)) marked += 1;
    }
    expect(differing).toEqual([]);
    // the header variants were exercised: pages its menu links to, and many it does not
    expect(marked).toBeGreaterThan(3);
    expect(sample.length - marked).toBeGreaterThan(3);
  });
});
