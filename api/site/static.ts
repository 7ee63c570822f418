// Serves the built site for `site serve` (docs/decisions.md#the-static-server and
// docs/decisions.md#the-command-line-contract):
// redirect table (`_redirects`) as real 301s (and 410 for an address gone for good), the generator's `_headers` (its Content Security
// Policy and cache rules) applied as a static host would, slashless paths redirected to their slashed form, directories as
// index.html, 404.html with status 404, right content types, long cache for content-hashed
// /assets/ files and short cache for HTML, precompressed .br/.gz siblings when the client accepts
// them, else compression on the fly.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { ANSWER_STATUSES, headersFor, parseHeaders, parseRedirects, reloadingFile, type HeaderRule } from './host-files.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
// Below this a compressed answer is hardly smaller and costs a round of CPU.
const MIN_COMPRESS_BYTES = 1024;

export const CACHE_ASSETS = 'public, max-age=31536000, immutable';
export const CACHE_HTML = 'public, max-age=300, must-revalidate';
export const CACHE_OTHER = 'public, max-age=3600';

function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function statFile(file: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

function accepts(req: Request, encoding: 'br' | 'gzip'): boolean {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name?.trim().toLowerCase() === encoding && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** `/a/b/` -> `a/b/index.html` inside root, or undefined when the path would leave root. */
function fileFor(root: string, urlPath: string): string | undefined {
  const relative = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
  const file = path.join(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

// Encoded separators (`%2f`, `%5c`) and backslashes let a path mean one thing to us and another
// to the browser that follows our redirect; no page of the site needs them.
const ENCODED_SEPARATOR = /%2f|%5c|\\/i;

/**
 * The request path as a site path: decoded once, runs of slashes collapsed, `.`/`..` segments
 * resolved, always starting with exactly one `/`. Undefined for paths we refuse (bad escapes,
 * encoded separators, NUL).
 */
export function requestSitePath(rawPath: string): string | undefined {
  if (ENCODED_SEPARATOR.test(rawPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const normalised = path.posix.normalize(`/${decoded}`.replace(/\/{2,}/g, '/'));
  const trailing = decoded.endsWith('/') && !normalised.endsWith('/') ? '/' : '';
  return `${normalised}${trailing}`.replace(/^\/+/, '/');
}

/**
 * Dotfiles and the host's control files are configuration, not pages (docs/decisions.md#the-static-server). `/.well-known/`
 * is the one public dot-folder (RFC 8615: security.txt, certificate challenges).
 */
const HOST_FILES = new Set(['/_headers', '/_redirects']);
function isHidden(urlPath: string): boolean {
  const segments = urlPath.split('/').slice(urlPath.startsWith('/.well-known/') ? 2 : 0);
  return HOST_FILES.has(urlPath) || segments.some((segment) => segment.startsWith('.'));
}

interface Reply {
  status: number;
  cacheControl: string;
  /** Headers from `_headers` for the asked path; they override the defaults above. */
  extra: Map<string, string | null>;
}

function applyHeaders(res: Response, headers: Map<string, string | null>) {
  for (const [name, value] of headers) {
    if (value === null) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

async function sendFile(req: Request, res: Response, file: string, stat: fs.Stats, reply: Reply) {
  const { status } = reply;
  const type = contentType(file);
  res.status(status);
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', reply.cacheControl);
  applyHeaders(res, reply.extra);
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  if (status === 200) {
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
  }
  const compressible = COMPRESSIBLE.test(type);
  if (compressible) res.vary('Accept-Encoding');

  let source = file;
  let size = stat.size;
  let encoding: 'br' | 'gzip' | undefined;
  for (const candidate of ['br', 'gzip'] as const) {
    const sibling = statFile(`${file}.${candidate === 'br' ? 'br' : 'gz'}`);
    if (compressible && sibling && accepts(req, candidate)) {
      [source, size, encoding] = [`${file}.${candidate === 'br' ? 'br' : 'gz'}`, sibling.size, candidate];
      break;
    }
  }
  let transform: zlib.BrotliCompress | zlib.Gzip | undefined;
  if (!encoding && compressible && stat.size >= MIN_COMPRESS_BYTES) {
    if (accepts(req, 'br')) {
      encoding = 'br';
      transform = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    } else if (accepts(req, 'gzip')) {
      encoding = 'gzip';
      transform = zlib.createGzip();
    }
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  if (!transform) res.setHeader('Content-Length', String(size));
  if (req.method === 'HEAD') return void res.end();
  const stream = fs.createReadStream(source);
  // A visitor who leaves mid-download closes the socket; nothing to report, nothing to answer.
  await (transform ? pipeline(stream, transform, res) : pipeline(stream, res)).catch(() => res.destroy());
}

/**
 * The headers of an HTML page from `_headers` (its security headers: the Content Security Policy,
 * X-Frame-Options and the rest), without its cache rule: what the server's own answers carry
 * (redirects, refusals, the 404 page), so none of them is weaker than a page.
 */
function pageHeaders(rules: readonly HeaderRule[]): Map<string, string | null> {
  const headers = headersFor(rules, '/404.html');
  headers.delete('cache-control');
  return headers;
}

/** A short plain-text answer of the server's own, with a page's headers. */
function answer(res: Response, rules: readonly HeaderRule[], status: number, text: string) {
  applyHeaders(res, pageHeaders(rules));
  res.status(status).type('text/plain').send(text);
}

function redirect(res: Response, rules: readonly HeaderRule[], status: number, location: string) {
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', CACHE_OTHER);
  answer(res, rules, status, `Moved to ${location}\n`);
}

export function staticSite(dir: string): RequestHandler {
  const root = path.resolve(dir);
  const redirects = reloadingFile(path.join(root, '_redirects'), parseRedirects, new Map());
  const headerRules = reloadingFile<HeaderRule[]>(path.join(root, '_headers'), parseHeaders, []);

  return async (req, res) => {
    const rules = headerRules();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, rules, 405, 'Method not allowed\n');
    }
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const urlPath = requestSitePath(req.path);
    if (urlPath === undefined) return answer(res, rules, 400, 'Bad request\n');

    const rule = redirects().get(req.path) ?? redirects().get(urlPath);
    if (rule && ANSWER_STATUSES.has(rule.status)) {
      // "gone" (or "not found") with the content of the rule's page, as Netlify answers it
      const page = fileFor(root, rule.to);
      const pageStat = page && statFile(page);
      if (page && pageStat) return sendFile(req, res, page, pageStat, { status: rule.status, cacheControl: 'no-cache', extra: pageHeaders(rules) });
      return answer(res, rules, rule.status, rule.status === 410 ? 'Gone\n' : '404 Page Not Found\n');
    }
    if (rule) return redirect(res, rules, rule.status, rule.to + (rule.to.includes('?') ? '' : query));

    const file = isHidden(urlPath) ? undefined : fileFor(root, urlPath);
    const stat = file && statFile(file);
    if (file && stat) {
      const cacheControl = urlPath.startsWith('/assets/') ? CACHE_ASSETS : file.endsWith('.html') ? CACHE_HTML : CACHE_OTHER;
      return sendFile(req, res, file, stat, { status: 200, cacheControl, extra: headersFor(rules, urlPath) });
    }
    // URLs end with a slash; the slashless form redirects to it (docs/decisions.md#trailing-slash-urls).
    // The Location is built from the normalised path (one leading slash, re-encoded), never from
    // the raw request, so it cannot name another host (`//evil.example/..%2fcareers`).
    if (file && !urlPath.endsWith('/') && statFile(path.join(file, 'index.html'))) {
      return redirect(res, rules, 301, `${encodeURI(urlPath)}/${query}`);
    }
    const notFoundPage = path.join(root, '404.html');
    const notFoundStat = statFile(notFoundPage);
    if (notFoundStat) {
      // The 404 page takes the headers of an HTML page, not of the asked path: a miss under
      // /assets/ must not be cached for a year as immutable.
      return sendFile(req, res, notFoundPage, notFoundStat, { status: 404, cacheControl: 'no-cache', extra: pageHeaders(rules) });
    }
    answer(res, rules, 404, '404 Page Not Found\n');
  };
}
