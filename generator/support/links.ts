// Internal links of built pages, as a static host resolves them. Shared by `site check` (which
// reads the output from disk) and the publish gate (which sees each page as it is rendered, in
// the main thread or in a render worker), so both agree on what a broken link is. No imports:
// render workers load this too.

/** `mi/novi/index.html` -> `/mi/novi/`; `404.html` -> `/404.html` (either path separator). */
export function fileToUrlPath(file: string): string {
  const posix = file.replace(/\\/g, '/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix}`;
}

/** The site path a link on `pageUrl` points at (query and fragment dropped); undefined when it
 * leaves the site (another origin, mailto:, tel:, ...). */
export function linkTarget(href: string, pageUrl: string): string | undefined {
  if (/^(https?:|mailto:|tel:|sms:|data:|\/\/)/i.test(href)) return undefined;
  const pathPart = href.split('#')[0] ?? '';
  if (pathPart === '') return pageUrl;
  // Nearly every link is a plain site path, which the URL parser returns as it is; parsing them
  // was most of the cost of finding a page's links, on every page.
  if (isPlainPath(pathPart)) return pathPart;
  return new URL(pathPart, `http://site${pageUrl}`).pathname;
}

/** An absolute path with no query, escape, empty segment or dot segment: nothing for `new URL` to change. */
const isPlainPath = (p: string) => /^\/[\w\-./]*$/.test(p) && !p.includes('//') && !/(^|\/)\.\.?(\/|$)/.test(p);

/** The output file (relative, "/"-separated) a static host serves for `urlPath`, if any. */
export function resolveUrlPath(urlPath: string, isFile: (file: string) => boolean): string | undefined {
  const clean = decodeURIComponent(urlPath);
  const candidates = clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.map((c) => c.replace(/^\/+/, '')).find((c) => !c.split('/').includes('..') && isFile(c));
}

const LINK_ATTRIBUTE = /\s(?:href|src|data-src)="([^"]*)"/g;
/** rel values whose href is not a page a visitor follows (as in check.ts) */
const NOT_FOLLOWED = /<link\b[^>]*\brel="(?:canonical|alternate|preconnect|dns-prefetch)"[^>]*>/g;

/** Internal link targets (site paths) of one page's HTML: a regular expression, not a DOM parse,
 * so that checking every page of a build costs milliseconds. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const targets = new Set<string>();
  for (const match of html.replace(NOT_FOLLOWED, '').matchAll(LINK_ATTRIBUTE)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (href === '' || href.startsWith('#')) continue;
    const target = linkTarget(href, pageUrl);
    if (target !== undefined) targets.add(target);
  }
  return [...targets];
}

/**
 * A link to a page the site does not have, in the same words wherever the link was written (a
 * table, Markdown copy, a copy file, a template): what it points at, where it shows (`pages`),
 * and the three ways to fix it.
 */
export function brokenLinkMessage(href: string, pages?: string): string {
  return `link to "${href}", which is not a page of the ${pages ? `new site (${pages})` : 'site'}. Restore the page, change the link, or add a row to data/redirects.csv`;
}
