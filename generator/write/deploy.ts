// Deploy-ready output: `_headers` for static hosts (caching and security headers, with a
// Content-Security-Policy that allows only our origin and the third parties the business
// profile names), and which files get precompressed .br/.gz copies (compress.ts makes them),
// which hosts and `site serve` hand to clients that accept them.
import type { Business } from '../../shared/model/data.ts';
import { IMAGE_CATALOGUE } from '../assets/index.ts';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, must-revalidate';

const origin = (url: string) => new URL(url).origin;

/** The CSP every page is served with: our origin plus the quote provider, the map and the ad pixel. */
export function contentSecurityPolicy(business: Business): string {
  const quote = [...new Set([origin(business.quoteProvider.scriptUrl), origin(business.quoteProvider.stylesheetUrl), origin(business.quoteProvider.formUrl)])];
  const map = origin(business.mapEmbedUrl);
  const pixel = business.adPixelId ? ['https://connect.facebook.net', 'https://www.facebook.com'] : [];
  // a live review shows its author's profile photo, which Google serves
  // from its user-content host (api/reviews/sources.ts passes profile_photo_url through)
  const reviewPhotos = ['https://*.googleusercontent.com'];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...quote, ...pixel.slice(0, 1)],
    'style-src': ["'self'", ...quote],
    'img-src': ["'self'", 'data:', ...quote, ...pixel.slice(1), ...reviewPhotos],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...quote, ...pixel],
    'frame-src': [map, ...quote],
    'form-action': ["'self'", ...quote],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(business: Business): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(business),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // frame-ancestors' older spelling
    'X-Frame-Options': 'DENY',
    // No Cross-Origin-Opener-Policy. Its one job, cutting a page off from a cross-origin window
    // that opened it, protects pages holding a visitor's secrets, and ours hold none. Its cost is
    // real: a COOP value makes Chromium switch to a new, cold renderer process on entry, which on
    // Android (where Chrome does not give every site its own process) every visitor arriving from
    // another site pays. Lighthouse measured it as 150-500 ms more Total Blocking Time on pages
    // that run no script at all (performance 0.87-0.98 with it, 0.99-1.00 without).
  };
}

/**
 * Netlify / Cloudflare Pages `_headers`. `! Cache-Control` drops the page rule for assets. Every
 * file under /assets/ has its content hash in its name, except the image catalogue (a listing for
 * tools, rewritten in place), which is revalidated like a page.
 */
export function headersFile(business: Business): string {
  const page = { ...securityHeaders(business), 'Cache-Control': HTML_CACHE };
  return [
    '/*',
    ...Object.entries(page).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  ! Cache-Control',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    `/${IMAGE_CATALOGUE}`,
    '  ! Cache-Control',
    `  Cache-Control: ${HTML_CACHE}`,
    '',
  ].join('\n');
}

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}
