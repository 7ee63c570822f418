// What a path cell of the data may hold (a redirect's from and to, a keyword row's page, a menu's
// page, a copy file's link, the ledger's addresses): an address of this site as it appears in a
// URL. Every such path later names a page, a redirect rule and a file in the output folder, and
// is printed in messages; so beyond "starts with /" it holds only the characters a URL path
// carries as they are (RFC 3986's, with %XX escapes for the rest), no empty part (`//`), no `.` or
// `..` part (a browser resolves those away, and a file written for one would leave its folder),
// no escaped `/`, `\` or control character, and no control character at all.

export const SITE_PATH_SHAPE = 'expected a site path starting with / (no spaces, query or fragment)';

/** A value as messages show it: control characters as \u escapes, so none reaches a terminal. */
export function visibleText(value: string): string {
  return value.replace(/\p{Cc}/gu, (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
}

const URL_PATH_CHARACTER = /[A-Za-z0-9\-._~!$&'()*+,;=:@%/]/;

/** Why `value` is not a path of this site, or undefined. */
export function sitePathProblem(value: string): string | undefined {
  if (!value.startsWith('/') || /[\s?#]/.test(value)) return SITE_PATH_SHAPE;
  const control = /\p{Cc}/u.exec(value);
  if (control) return `holds the invisible control character ${visibleText(control[0])}, which no address holds`;
  const foreign = [...value].find((character) => !URL_PATH_CHARACTER.test(character));
  if (foreign) return `holds "${foreign}", which an address cannot carry as it is: write it as ${encodeURIComponent(foreign)}, or leave it out`;
  if (/%(?![0-9A-Fa-f]{2})/.test(value)) return 'holds a % that starts no %XX escape (write a % sign as %25)';
  const parts = value.slice(1).split('/');
  // the last part is empty when the path ends with / (and for "/" itself)
  if (parts.slice(0, -1).includes('')) return 'has an empty part (//): write one / between the parts of an address';
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return `holds a %XX escape that is not UTF-8 text ("${part}")`;
    }
    if (decoded === '.' || decoded === '..') return `has a "${part}" part, which names no page: a browser resolves it away, so write the address it leads to`;
    if (/[/\\\p{Cc}]/u.test(decoded)) return `holds an escaped /, \\ or control character ("${part}"), which no page of the site is named with`;
  }
  return undefined;
}
