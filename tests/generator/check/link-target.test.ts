// linkTarget's shortcut: a plain site path is returned as written instead of going
// through the URL parser. For any link, the answer must be the parser's: a shortcut that let a
// dot segment, an escape, a query or a doubled slash through would make the publish gate and
// `site check` look for the wrong page.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkTarget } from '../../../generator/support/links.ts';

/** what a static host resolves `href` on `pageUrl` to, by the URL parser alone */
const byParser = (href: string, pageUrl: string) => {
  const pathPart = href.split('#')[0]!;
  return pathPart === '' ? pageUrl : new URL(pathPart, `http://site${pageUrl}`).pathname;
};

/** the answer, or that there is none (" //" is a URL without a host) */
const outcome = (answer: () => string | undefined) => {
  try {
    return { path: answer() };
  } catch {
    return { invalid: true };
  }
};

const pieces = ['/', '/', '/', '.', '..', 'a', 'mi', 'novi', '-', '_', '%20', '%2e', '?q=1', '#top', '\\\\', ' ', 'É', 'index.html', 'site-3f.css'];
const internalHref = fc
  .array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''))
  .filter((href) => !href.startsWith('//'));
const pageUrl = fc.constantFrom('/', '/mi/novi/', '/services/deep-cleaning/', '/404.html');

describe('linkTarget', () => {
  it('answers what the URL parser answers, for absolute and relative links alike', () => {
    fc.assert(
      fc.property(internalHref, pageUrl, (href, page) => {
        expect(outcome(() => linkTarget(href, page))).toEqual(outcome(() => byParser(href, page)));
      }),
      { numRuns: 5000 },
    );
  });

  it('takes the plain paths a page is made of as they are, and resolves the rest', () => {
    expect(linkTarget('/mi/novi/', '/')).toBe('/mi/novi/');
    expect(linkTarget('/assets/site-3f2a.css', '/')).toBe('/assets/site-3f2a.css');
    expect(linkTarget('/mi/../services/./deep-cleaning/', '/')).toBe('/services/deep-cleaning/');
    expect(linkTarget('/mi/novi/?ref=nav#faq', '/')).toBe('/mi/novi/');
    expect(linkTarget('../', '/mi/novi/')).toBe('/mi/');
    expect(linkTarget('https://maps.example.com/', '/')).toBeUndefined();
  });
});
