// The redirect table's one odd address, the root: "/" has no form without its slash, and a stub
// page at "/" forces its redirect like any other (generator/write/sitemap.ts), which serializers.test.ts
// does not reach. In process, so mutation testing sees it.
import { describe, expect, it } from 'vitest';
import { redirectsFile } from '../../../generator/write/sitemap.ts';

describe('a redirect from the root', () => {
  const source = { file: 'data/redirects.csv', line: 2, column: 2 };
  const root = [{ from: '/', to: '/home/', status: 301 as const, source }];

  it('is written once, and forced when a stub page stands at "/"', () => {
    expect(redirectsFile(root)).toBe('/ /home/ 301\n');
    expect(redirectsFile(root, new Set(['/']))).toBe('/ /home/ 301!\n');
  });

  it('is not forced by a stub elsewhere', () => {
    expect(redirectsFile(root, new Set(['//', '/home/']))).toBe('/ /home/ 301\n');
  });
});
