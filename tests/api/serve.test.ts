// `site serve` (docs/decisions.md#the-static-server): a tiny fixture dist/ built here, served by
// the same app as the API: redirects, slash redirects, 404.html, content types, caching,
// compression (precompressed siblings and on the fly) and the API under /api.
import zlib from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CACHE_ASSETS } from '../../api/site/static.ts';
import { headersFor, parseHeaders, parseRedirects } from '../../api/site/host-files.ts';
import { fixtureSite, startApi } from '../helpers/api.ts';

const BIG_CSS = `body{color:#123}\n${'.card{margin:0 auto;padding:1rem}\n'.repeat(100)}`;

/** The built site these tests serve: a few pages, assets and the host files. */
const SITE_FILES: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home</h1>',
  'mi/novi/index.html': '<!doctype html><title>Novi</title>',
  // a redirect stub, as the generator writes for each old address: the forced rule wins over it
  'wixom/index.html': '<!doctype html><title>This page has moved</title><meta http-equiv="refresh" content="0; url=/mi/wixom/">',
  'services/deep-cleaning/index.html': '<!doctype html><title>Deep cleaning</title>',
  '404.html': '<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1>',
  'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
  'robots.txt': 'User-agent: *\n',
  'assets/site-3f2a9c.css': BIG_CSS,
  'assets/island-8be1d0.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
  'assets/island-8be1d0.js.br': zlib.brotliCompressSync('PRECOMPRESSED-BR'),
  'assets/island-8be1d0.js.gz': zlib.gzipSync('PRECOMPRESSED-GZ'),
  'images/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  _headers: [
    '/*',
    "  Content-Security-Policy: default-src 'self'; frame-src https://www.google.com",
    '  X-Frame-Options: DENY',
    '/assets/*',
    '  ! X-Frame-Options',
    '/mi/:city/',
    '  X-Robots-Tag: index',
    '',
  ].join('\n'),
  _redirects: [
    '# legacy paths (DESIGN.md decision 4)',
    '/locations/wixom /mi/wixom/ 301',
    '/locations/wixom/ /mi/wixom/ 301',
    '/wixom /mi/wixom/ 301!',
    '/wixom/ /mi/wixom/ 301!',
    '/standard-cleaning/ /services/general-cleaning/ 301',
    '',
  ].join('\n'),
};

function site() {
  return startApi({}, { siteDir: fixtureSite(SITE_FILES) }).app;
}

describe('site serve', () => {
  it('serves index.html for / and for slashed directory paths, as HTML with short caching', async () => {
    const app = site();
    const home = await request(app).get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(home.text).toContain('<h1>Home</h1>');
    const novi = await request(app).get('/mi/novi/');
    expect(novi.status).toBe(200);
    expect(novi.text).toContain('<title>Novi</title>');
  });

  it('redirects the redirect table with real 301s, keeping the query string', async () => {
    const app = site();
    for (const from of ['/locations/wixom', '/locations/wixom/', '/wixom', '/wixom/']) {
      const res = await request(app).get(from);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/mi/wixom/');
    }
    const withQuery = await request(app).get('/standard-cleaning/?utm_source=flyer');
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.location).toBe('/services/general-cleaning/?utm_source=flyer');
  });

  it('redirects a slashless path to its slashed form when the page exists', async () => {
    const app = site();
    const res = await request(app).get('/mi/novi?ref=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/mi/novi/?ref=1');
    expect((await request(app).get('/services/deep-cleaning')).headers.location).toBe('/services/deep-cleaning/');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const app = site();
    for (const unknown of ['/no-such-page/', '/no-such-page', '/mi/atlantis/', '/assets/missing.js', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await request(app).get(unknown);
      expect(res.status, unknown).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('404 Page Not Found');
    }
  });

  it('sends the right content type for each kind of file', async () => {
    const app = site();
    const expected: Record<string, string> = {
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/robots.txt': 'text/plain; charset=utf-8',
      '/assets/site-3f2a9c.css': 'text/css; charset=utf-8',
      '/assets/island-8be1d0.js': 'text/javascript; charset=utf-8',
      '/images/logo.png': 'image/png',
    };
    for (const [url, type] of Object.entries(expected)) {
      const res = await request(app).get(url).set('Accept-Encoding', 'identity');
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
    }
  });

  it('caches hashed /assets/ files for a year, immutable, and other files briefly', async () => {
    const app = site();
    const asset = await request(app).get('/assets/site-3f2a9c.css');
    expect(asset.headers['cache-control']).toBe(CACHE_ASSETS);
    expect(CACHE_ASSETS).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get('/sitemap.xml')).headers['cache-control']).toBe('public, max-age=3600');
    const again = await request(app).get('/assets/site-3f2a9c.css').set('If-None-Match', asset.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('serves precompressed .br and .gz siblings to clients that accept them', async () => {
    const app = site();
    // supertest decodes the body, so the sibling's own content shows which file was sent.
    const br = await request(app).get('/assets/island-8be1d0.js').set('Accept-Encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.text).toBe('PRECOMPRESSED-BR');
    const gz = await request(app).get('/assets/island-8be1d0.js').set('Accept-Encoding', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe('PRECOMPRESSED-GZ');
    const plain = await request(app).get('/assets/island-8be1d0.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('console.log');
  });

  it('compresses on the fly when there is no sibling, and leaves images alone', async () => {
    const app = site();
    const css = await request(app).get('/assets/site-3f2a9c.css').set('Accept-Encoding', 'br');
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.text).toBe(BIG_CSS); // supertest decodes it
    const gz = await request(app).get('/assets/site-3f2a9c.css').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(BIG_CSS);
    const png = await request(app).get('/images/logo.png').set('Accept-Encoding', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const app = site();
    const head = await request(app).head('/mi/novi/');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('<!doctype html><title>Novi</title>'.length));
    const post = await request(app).post('/mi/novi/').send('x');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('mounts the API under /api, with JSON errors there and the 404 page elsewhere', async () => {
    const app = site();
    const reviews = await request(app).get('/api/google-reviews');
    expect(reviews.status).toBe(200);
    expect(reviews.body.success).toBe(true);
    const missing = await request(app).get('/api/missing');
    expect(missing.status).toBe(404);
    expect(missing.body.success).toBe(false);
  });

  it('applies the generator\'s _headers: its CSP instead of helmet\'s, removals and placeholders', async () => {
    const app = site();
    const home = await request(app).get('/');
    expect(home.headers['content-security-policy']).toBe("default-src 'self'; frame-src https://www.google.com");
    expect(home.headers['x-frame-options']).toBe('DENY');
    // helmet's default Cross-Origin-Opener-Policy is off for pages (generator/write/deploy.ts says why)
    expect(home.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(home.headers['x-robots-tag']).toBeUndefined();
    const novi = await request(app).get('/mi/novi/');
    expect(novi.headers['x-robots-tag']).toBe('index');
    const asset = await request(app).get('/assets/site-3f2a9c.css');
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // the /* rule reaches assets too: the same policy, not helmet's nor an empty one
    expect(asset.headers['content-security-policy']).toBe("default-src 'self'; frame-src https://www.google.com");
    const missing = await request(app).get('/nowhere/');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it("gives the server's own answers (redirects, 400, 405) a page's _headers, not helmet's defaults", async () => {
    const app = site();
    const answers = {
      'a redirect from _redirects': await request(app).get('/locations/wixom'),
      'a slashless path': await request(app).get('/services/deep-cleaning'),
      'a bad path': await request(app).get('/a%2fb/'),
      'another method': await request(app).delete('/'),
    };
    expect(Object.values(answers).map((res) => res.status)).toEqual([301, 301, 400, 405]);
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['content-security-policy'], what).toBe("default-src 'self'; frame-src https://www.google.com");
      expect(res.headers['x-frame-options'], what).toBe('DENY');
    }
  });

  it('parses the Netlify _headers format, later rules overriding earlier ones', () => {
    const rules = parseHeaders('# c\n/*\n  Cache-Control: public, max-age=0\n  X-A: 1\n/assets/*\n  ! Cache-Control\n  Cache-Control: immutable\n');
    expect(Object.fromEntries(headersFor(rules, '/'))).toEqual({ 'cache-control': 'public, max-age=0', 'x-a': '1' });
    expect(Object.fromEntries(headersFor(rules, '/assets/a.js'))).toEqual({ 'cache-control': 'immutable', 'x-a': '1' });
  });

  it('parses the Netlify redirect format, skipping comments, rewrites and junk', () => {
    const table = parseRedirects('# c\n/a /b/ 301\n/a /c/ 301\n/d /e/\n/f /g/ 200\nnonsense\n/h /i/ 302 # temp\n');
    expect([...table]).toEqual([
      ['/a', { to: '/b/', status: 301 }],
      ['/d', { to: '/e/', status: 301 }],
      ['/h', { to: '/i/', status: 302 }],
    ]);
  });
});
