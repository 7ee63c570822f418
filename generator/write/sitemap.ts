// sitemap.xml (indexable pages only, sorted), robots.txt and the `_redirects` table for hosts.
import type { GoneAddress, Redirect } from '../../shared/model/data.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface SitemapEntry {
  url: string;
  /** YYYY-MM-DD: when the page's content last changed */
  lastmod?: string;
}

export function sitemapXml(entries: SitemapEntry[]): string {
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  const urls = [...byUrl.keys()].sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => {
      const lastmod = byUrl.get(url)!.lastmod;
      return `  <url><loc>${escapeXml(url)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/**
 * Netlify/Cloudflare-style redirect table; `site serve` reads it too. A redirect whose old address
 * also has a stub page (`stubs`, paths with a trailing slash) is forced (`301!`): Netlify skips an
 * unforced rule when a file exists at its path, and would answer 200 with the stub's meta refresh.
 */
export function redirectsFile(redirects: Redirect[], stubs: ReadonlySet<string> = new Set(), gone: readonly GoneAddress[] = []): string {
  const rules = [
    ...redirects.map((r) => ({ from: r.from, to: r.to, status: `${r.status}` })),
    // a page gone for good: the host answers 410 with the not-found page's content
    ...gone.map((g) => ({ from: g.from, to: '/404.html', status: '410' })),
  ];
  const lines = rules
    .sort((a, b) => a.from.localeCompare(b.from))
    .flatMap((r) => {
      const bare = r.from.replace(/\/$/, '') || '/';
      const forms = bare === '/' ? ['/'] : [bare, `${bare}/`];
      const forced = stubs.has(bare === '/' ? '/' : `${bare}/`) ? '!' : '';
      return forms.map((from) => `${from} ${r.to} ${r.status}${forced}`);
    });
  return `${lines.join('\n')}\n`;
}
