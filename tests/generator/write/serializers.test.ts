// The serializers that write data into HTML, scripts and host files, in the test process so that
// mutation testing (npm run mutate) sees them: safeJson (JSON-LD and island props), the sitemap,
// robots.txt and the redirect table. json-ld-escaping.test.ts checks the same promise on a build.
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { redirectsFile, robotsTxt, sitemapXml } from '../../../generator/write/sitemap.ts';
import { safeJson } from '../../../templates/components/safe-json.ts';

describe('safeJson', () => {
  const hostile = { text: '</script><script>alert(1)</script><!-- -->', amp: 'a & b', lines: 'one\u2028two\u2029three', quote: `"it's"` };

  it('escapes each character that could end a script, open a comment or break a line', () => {
    expect(safeJson(hostile)).toBe(
      '{"text":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- --\\u003e","amp":"a \\u0026 b",' +
        '"lines":"one\\u2028two\\u2029three","quote":"\\"it\'s\\""}',
    );
  });

  it('parses back to the same value, also from inside a script element', () => {
    expect(JSON.parse(safeJson(hostile))).toEqual(hostile);
    const html = `<script type="application/ld+json">${safeJson(hostile)}</script><p>after</p>`;
    const script = parse(html).querySelector('script')!;
    expect(JSON.parse(script.rawText)).toEqual(hostile);
    expect(parse(html).querySelector('p')?.text).toBe('after');
  });

  it('leaves ordinary values as JSON.stringify writes them', () => {
    const plain = { name: 'Oak Co.', n: 3, list: [true, null], nested: { a: 'b' } };
    expect(safeJson(plain)).toBe(JSON.stringify(plain));
  });
});

describe('sitemap.xml', () => {
  it('lists each URL once, sorted, with XML escaping', () => {
    const xml = sitemapXml([{ url: 'https://clean.test/b/' }, { url: 'https://clean.test/a/?x=1&y="2"<' }, { url: 'https://clean.test/b/' }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://clean.test/a/?x=1&amp;y=&quot;2&quot;&lt;</loc></url>',
        '  <url><loc>https://clean.test/b/</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(sitemapXml([{ url: 'https://clean.test/>' }])).toContain('<loc>https://clean.test/&gt;</loc>');
  });

  it('gives each URL the date its content last changed', () => {
    const xml = sitemapXml([
      { url: 'https://clean.test/b/', lastmod: '2026-03-04' },
      { url: 'https://clean.test/a/', lastmod: '2026-01-02' },
    ]);
    expect(xml).toContain('  <url><loc>https://clean.test/a/</loc><lastmod>2026-01-02</lastmod></url>\n  <url><loc>https://clean.test/b/</loc><lastmod>2026-03-04</lastmod></url>');
  });

  it('points robots.txt at the sitemap on the site origin', () => {
    expect(robotsTxt('https://clean.test/some/path/')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://clean.test/sitemap.xml\n');
  });

  it('writes each redirect with and without its trailing slash, sorted by source', () => {
    const source = { file: 'data/redirects.csv', line: 2, column: 2 };
    const table = redirectsFile([
      { from: '/locations/novi/', to: '/novi/', status: 301, source },
      { from: '/', to: '/home/', status: 302, source },
      { from: '/a', to: '/b/', status: 301, source },
    ]);
    expect(table).toBe('/ /home/ 302\n/a /b/ 301\n/a/ /b/ 301\n/locations/novi /novi/ 301\n/locations/novi/ /novi/ 301\n');
  });

  it('forces (301!) the redirects whose old address has a stub page, and only those', () => {
    const source = { file: 'data/redirects.csv', line: 2, column: 2 };
    const table = redirectsFile(
      [
        { from: '/wixom', to: '/mi/wixom/', status: 301, source },
        { from: '/old-page/', to: '/new-page/', status: 302, source },
        { from: '/no-stub', to: '/b/', status: 301, source },
      ],
      new Set(['/wixom/', '/old-page/']),
    );
    expect(table).toBe('/no-stub /b/ 301\n/no-stub/ /b/ 301\n/old-page /new-page/ 302!\n/old-page/ /new-page/ 302!\n/wixom /mi/wixom/ 301!\n/wixom/ /mi/wixom/ 301!\n');
  });
});
