// Stage 4: one route to one HTML string with react-dom/server. The page body renders first so
// that the document head knows which islands (and so which scripts) the page uses.
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Route } from '../../shared/model/routes.ts';
import { Document, type PageScripts } from '../../templates/layout/Document.tsx';
import { pages } from '../../templates/pages/index.ts';
import { IslandUsage, IslandUsageContext, SiteContext } from '../../templates/site-context.tsx';
import type { SiteInfo } from '../../shared/model/site.ts';
import { pageScripts } from '../assets/index.ts';

export interface RenderedPage {
  html: string;
  islands: string[];
  scripts: PageScripts;
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
  const markup = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <Document route={route} bodyHtml={body} scripts={scripts} />
    </SiteContext.Provider>,
  );
  return { html: `<!DOCTYPE html>${markup}`, islands, scripts };
}

