// Deploy-ready output: what a static host needs comes out of `site generate`:
// `_headers` (immutable caching for hashed assets, short caching for pages, security headers and a
// Content-Security-Policy that allows our origin and the named third parties only), `_redirects`,
// precompressed .br/.gz copies of text files, a favicon, and a stylesheet small enough to block
// rendering briefly; `site serve` hands all of it to a browser as a host would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { headersFor, parseHeaders, type HeaderRule } from '../../../api/site/host-files.ts';
import { contentSecurityPolicy, HTML_CACHE, IMMUTABLE_CACHE, isCompressible } from '../../../generator/write/deploy.ts';
import { IMAGE_CATALOGUE } from '../../../generator/assets/images.ts';
import type { Business } from '../../../shared/model/data.ts';
import { spawnSiteServe, type SpawnedApi } from '../../helpers/api-fixtures.ts';
import { builtSite } from '../../helpers/built-site.ts';
import { DATA_DIR, tempDir } from '../../helpers/data.ts';

let root: string;
let out: string;
let files: string[];
let rules: HeaderRule[];
let business: Business;
let server: SpawnedApi;

beforeAll(async () => {
  root = await tempDir('deploy-');
  out = await builtSite();
  files = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  rules = parseHeaders(await readFile(path.join(out, '_headers'), 'utf8'));
  business = JSON.parse(await readFile(path.join(DATA_DIR, 'business.json'), 'utf8')) as Business;
  server = await spawnSiteServe(out, path.join(root, 'site.db'), { LOG_LEVEL: 'warn' });
}, 600_000);

afterAll(async () => {
  server?.process.kill('SIGTERM');
  await server?.exited;
  await rm(root, { recursive: true, force: true });
});

const stylesheet = () => files.find((f) => /^assets\/site-[\w-]+\.css$/.test(f))!;
const header = (urlPath: string, name: string) => headersFor(rules, urlPath).get(name.toLowerCase());

/** Directive name -> its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

describe('_headers', () => {
  it('caches content-hashed assets for a year and revalidates pages', () => {
    expect(header(`/${stylesheet()}`, 'Cache-Control')).toBe(IMMUTABLE_CACHE);
    expect(header('/', 'Cache-Control')).toBe(HTML_CACHE);
    expect(header('/mi/novi/deep-cleaning/', 'Cache-Control')).toBe(HTML_CACHE);
    expect(HTML_CACHE).toMatch(/max-age=0\b/);
    expect(IMMUTABLE_CACHE).toMatch(/max-age=31536000.*immutable/);
  });

  it('has a content hash in the name of every file it caches forever; the image catalogue is revalidated', () => {
    const forever = files.filter((f) => header(`/${f}`, 'Cache-Control') === IMMUTABLE_CACHE);
    expect(forever.length).toBeGreaterThan(50);
    // esbuild names end -XXXXXXXX (8 of base32, upper case), image variants .xxxxxxxxxx (10 hex)
    const unhashed = forever.filter((f) => !/(-[A-Z2-7]{8}|\.[0-9a-f]{10})\.\w+(\.br|\.gz)?$/.test(f));
    expect(unhashed).toEqual([]);
    expect(files).toContain(IMAGE_CATALOGUE);
    expect(header(`/${IMAGE_CATALOGUE}`, 'Cache-Control')).toBe(HTML_CACHE);
  });

  it('sends security headers with every file', () => {
    for (const urlPath of ['/', '/careers/', `/${stylesheet()}`]) {
      expect(header(urlPath, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(urlPath, 'Strict-Transport-Security')).toMatch(/max-age=\d{8}/);
      expect(header(urlPath, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(urlPath, 'X-Frame-Options')).toBe('DENY');
      expect(header(urlPath, 'Content-Security-Policy')).toBe(contentSecurityPolicy(business));
      // deliberately absent: it would start a cold renderer process on entry (deploy.ts)
      expect(header(urlPath, 'Cross-Origin-Opener-Policy')).toBeUndefined();
    }
  });

  it('allows scripts, styles, frames and connections from our origin and the named third parties only', () => {
    const csp = directives(header('/', 'Content-Security-Policy')!);
    const origin = (url: string) => new URL(url).origin;
    const named = new Set([
      ...Object.values(business.quoteProvider).filter((v) => v.startsWith('https:')).map(origin), // quote provider
      origin(business.mapEmbedUrl), // map
      'https://*.googleusercontent.com', // reviewers' photos (live reviews)
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toContain(origin(business.mapEmbedUrl));
    expect(csp.get('script-src')).toContain(origin(business.quoteProvider.scriptUrl));
    for (const [name, sources] of csp) {
      for (const source of sources) {
        const allowed = source.startsWith("'") ? !/unsafe/.test(source) : source === 'data:' ? name === 'img-src' : named.has(source);
        expect(allowed, `${name} ${source}`).toBe(true);
      }
    }
  });

  it('adds the ad pixel\'s hosts when business.json names a pixel, and only then', () => {
    expect(contentSecurityPolicy(business)).not.toContain('facebook');
    const csp = directives(contentSecurityPolicy({ ...business, adPixelId: '1234567890' }));
    expect(csp.get('script-src')).toContain('https://connect.facebook.net');
    expect(csp.get('img-src')).toContain('https://www.facebook.com');
  });
});

describe('the rest of the output', () => {
  it('writes _redirects with permanent redirects for the old addresses', async () => {
    expect(await readFile(path.join(out, '_redirects'), 'utf8')).toMatch(/^\/wixom \/mi\/wixom\/ 301!$/m);
  });

  it('has a .br and a .gz copy of every text file, each decompressing to the same bytes', async () => {
    // the image catalogue is a listing for tools, and .site/ the records `site serve` reads (the
    // review snapshot): neither is fetched by a page
    const text = files.filter((f) => isCompressible(f) && !f.startsWith('_') && !f.startsWith('.site/') && f !== IMAGE_CATALOGUE);
    expect(text.length).toBeGreaterThan(1000);
    expect(text.filter((f) => !files.includes(`${f}.br`) || !files.includes(`${f}.gz`))).toEqual([]);
    for (const file of [stylesheet(), 'index.html', 'mi/novi/deep-cleaning/index.html', 'sitemap.xml', 'favicon.svg']) {
      const original = await readFile(path.join(out, file));
      expect(zlib.brotliDecompressSync(await readFile(path.join(out, `${file}.br`))).equals(original), file).toBe(true);
      expect(zlib.gunzipSync(await readFile(path.join(out, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it('links a favicon from every page and answers /favicon.ico too (no 404 in the console)', async () => {
    const html = await readFile(path.join(out, 'careers/index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(await readFile(path.join(out, 'favicon.svg'), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const ico = await readFile(path.join(out, 'favicon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6], ico[7]]).toEqual([1, 1, 32, 32]); // one 32 px icon
    expect(ico.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });

  it('keeps the render-blocking stylesheet small: under 12 KB as sent (brotli)', async () => {
    const { size } = await stat(path.join(out, `${stylesheet()}.br`));
    expect(size).toBeLessThan(12 * 1024);
  });
});

describe('site serve, as a browser meets it', () => {
  it('serves pages precompressed, with the _headers of the build', async () => {
    const response = await fetch(`${server.url}/mi/novi/deep-cleaning/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe(HTML_CACHE);
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(business));
    expect(await response.text()).toBe(await readFile(path.join(out, 'mi/novi/deep-cleaning/index.html'), 'utf8'));
  });

  it('serves the stylesheet immutable and the favicon with its type', async () => {
    const css = await fetch(`${server.url}/${stylesheet()}`, { headers: { 'accept-encoding': 'gzip' } });
    expect([css.status, css.headers.get('content-encoding'), css.headers.get('cache-control')]).toEqual([200, 'gzip', IMMUTABLE_CACHE]);
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect([ico.status, ico.headers.get('content-type')]).toEqual([200, 'image/x-icon']);
  });
});
