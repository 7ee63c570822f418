// `site serve` never redirects to another origin, never serves dotfiles
// or the host's control files, and never caches a miss under /assets/ as immutable.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestSitePath } from '../../api/site/static.ts';
import { fixtureSite, startApi } from '../helpers/api.ts';

/** The built site these tests serve: a few pages, assets and the host files. */
const SITE_FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'careers/index.html': '<!doctype html><title>Careers</title>',
  'evil.example/careers/index.html': '<!doctype html><title>A folder named like a host</title>',
  '404.html': '<!doctype html><title>404 Page Not Found</title>',
  'assets/site-1a2b3c.css': 'body{color:#123}',
  '.env': 'SECRET=1',
  '.well-known/security.txt': 'Contact: mailto:x@example.com',
  '.well-known/.secret': 'SECRET=2',
  'assets/.hidden.js': 'secret()',
  _headers: ['/*', '  X-Frame-Options: DENY', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
  _redirects: '/old-careers /careers/ 301\n',
};

const site = () => startApi({}, { siteDir: fixtureSite(SITE_FILES) }).app;

/** Where a browser at http://site.test would land after following `location`. */
const landsOn = (location: string) => new URL(location, 'http://site.test/some/page').origin;

describe('static server: redirects stay on this origin', () => {
  const attacks = [
    '//evil.example/..%2fcareers',
    '//evil.example/..%2Fcareers',
    '//evil.example/%2e%2e/careers',
    '///evil.example/careers',
    '//evil.example/careers',
    '/%2fevil.example/careers',
    '/%5cevil.example/careers',
    '/\\evil.example/careers',
    '//evil.example%2fcareers',
  ];
  for (const attack of attacks) {
    it(`GET ${attack} never answers with a Location on another origin`, async () => {
      const res = await request(site()).get(attack).redirects(0);
      const location = res.headers.location as string | undefined;
      if (location !== undefined) {
        expect(location.startsWith('/')).toBe(true);
        expect(location.startsWith('//')).toBe(false);
        expect(landsOn(location)).toBe('http://site.test');
      }
      expect([301, 400, 404]).toContain(res.status);
    });
  }

  it('still redirects the slashless path of a page to its slashed form, on this origin', async () => {
    const res = await request(site()).get('/careers?ref=1').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/careers/?ref=1');
  });

  it('collapses doubled slashes before the slash redirect', async () => {
    const res = await request(site()).get('//careers').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/careers/');
  });

  it('refuses encoded separators with 400', async () => {
    const res = await request(site()).get('/careers%2f').redirects(0);
    expect(res.status).toBe(400);
  });

  it('normalises paths into one leading slash, decoded once', () => {
    expect(requestSitePath('//evil.example/careers')).toBe('/evil.example/careers');
    expect(requestSitePath('/a/../../careers/')).toBe('/careers/');
    expect(requestSitePath('/%252f')).toBe('/%2f'); // decoded once: %25 -> %, no second pass
    expect(requestSitePath('/x%2fy')).toBeUndefined();
    expect(requestSitePath('/x%5Cy')).toBeUndefined();
    expect(requestSitePath('/%E0%A4%A')).toBeUndefined();
  });
});

describe('static server: configuration is not content', () => {
  for (const hidden of ['/.env', '/assets/.hidden.js', '/_headers', '/_redirects', '/.well-known/.secret', '/%2eenv']) {
    it(`GET ${hidden} is a 404`, async () => {
      const res = await request(site()).get(hidden).redirects(0);
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/SECRET|secret\(\)|X-Frame-Options|old-careers/);
    });
  }

  it('/.well-known/ stays public (RFC 8615)', async () => {
    const res = await request(site()).get('/.well-known/security.txt');
    expect(res.status).toBe(200);
  });

  it('the redirect table still applies', async () => {
    const res = await request(site()).get('/old-careers').redirects(0);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/careers/');
  });
});

describe('static server: a miss under /assets/', () => {
  it('is a 404 that is not cached as immutable, but keeps the page security headers', async () => {
    const res = await request(site()).get('/assets/site-000000.css');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('a real asset keeps its long cache', async () => {
    const res = await request(site()).get('/assets/site-1a2b3c.css');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});
