// The HTML document: head tags from the route, JSON-LD, then the chrome: skip link, header, main, footer.
import type { ReactNode } from 'react';
import type { Route } from '../../shared/model/routes.ts';
import type { ImageCatalogue } from '../../shared/model/site.ts';
import { resolveImageMarkers } from '../../shared/model/json-ld-images.ts';
import { safeJson } from '../components/safe-json.ts';
import { BROWSER_WORDS_ID, browserWordsOf } from '../components/browser-words.ts';
import { useSite } from '../site-context.tsx';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { FloatingTextButton } from './FloatingTextButton.tsx';

export { markedPaths } from './Header.tsx';

/** Scripts of the islands a page uses; empty for pages without islands (no script at all). */
export interface PageScripts {
  /** loaded with the page: <script type="module"> */
  entries: string[];
  /** their static imports: <link rel="modulepreload"> */
  preloads: string[];
  /** modules the loader imports later, when an island scrolls near or is used (not in the HTML) */
  deferred: string[];
}

/** The link preview: the share crop of the first of the page's artworks that exists, as an absolute URL. */
function shareImage(head: Route['head'], images: ImageCatalogue): { url: string; width: number; height: number } | undefined {
  const share = head.shareImage.map((key) => images[key]?.share).find((found) => found !== undefined);
  return share && { url: new URL(share.url, head.canonical).href, width: share.width, height: share.height };
}

/** The whole page: its head, then the chrome (skip link, header, footer) around its <main>. */
export function Document({ route, bodyHtml, scripts }: { route: Route; bodyHtml: string; scripts: PageScripts }) {
  return (
    <DocumentShell route={route} scripts={scripts}>
      <PageChrome path={route.path} bodyHtml={bodyHtml} />
    </DocumentShell>
  );
}

/** The <html> element with the page's head; `children` make up the <body>. */
export function DocumentShell({ route, scripts, children }: { route: Route; scripts: PageScripts; children?: ReactNode }) {
  const { business, assets, copy, favicon } = useSite();
  const { head } = route;
  const share = shareImage(head, assets.images);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <link rel="canonical" href={head.canonical} />
        {head.noindex ? <meta name="robots" content={head.noindex === 'follow' ? 'noindex,follow' : 'noindex'} /> : null}
        {route.kind === 'redirect' ? <meta httpEquiv="refresh" content={`0; url=${route.props.to}`} /> : null}
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={business.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={head.canonical} />
        <meta property="og:locale" content="en_US" />
        {share ? (
          <>
            <meta property="og:image" content={share.url} />
            <meta property="og:image:width" content={String(share.width)} />
            <meta property="og:image:height" content={String(share.height)} />
            <meta property="og:image:alt" content={head.title} />
          </>
        ) : null}
        <meta name="twitter:card" content={share ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        {share ? <meta name="twitter:image" content={share.url} /> : null}
        <link rel="stylesheet" href={assets.stylesheet} />
        <link rel="icon" href={favicon.href} type={favicon.type} />
        {scripts.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {scripts.entries.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
        {scripts.entries.length > 0 ? <script type="application/json" id={BROWSER_WORDS_ID} dangerouslySetInnerHTML={{ __html: safeJson(browserWordsOf(copy)) }} /> : null}
        {route.jsonLd.map((block, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(resolveImageMarkers(block, assets.images, head.canonical)) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** What surrounds every page's <main>; it differs from page to page only where the header marks the page shown. */
export function PageChrome({ path, bodyHtml }: { path: string; bodyHtml: string }) {
  const { copy } = useSite();
  return (
    <>
      <a className="skip-link" href="#main">
        {copy.skipLink}
      </a>
      <Header path={path} />
      <main id="main" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <Footer />
      <FloatingTextButton />
    </>
  );
}
