// sitemap.xml (indexable pages only, sorted), robots.txt and the `_redirects` table for hosts.
import type { Redirect } from '../shared/model/data.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(canonicalUrls: string[]): string {
  const urls = [...new Set(canonicalUrls)].sort();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Netlify/Cloudflare-style redirect table; `site serve` reads it too. */
export function redirectsFile(redirects: Redirect[]): string {
  const lines = [...redirects]
    .sort((a, b) => a.from.localeCompare(b.from))
    .flatMap((r) => {
      const bare = r.from.replace(/\/$/, '') || '/';
      const forms = bare === '/' ? ['/'] : [bare, `${bare}/`];
      return forms.map((from) => `${from} ${r.to} ${r.status}`);
    });
  return `${lines.join('\n')}\n`;
}
