// Where the publish gate says a broken link is written: the places validation kept for every link
// of the data (Markdown copy, menus), never a search of the source files.
import { describe, expect, it } from 'vitest';
import { linkSources } from '../../../generator/check/publish-gate.ts';

const at = (file: string, line: number, column = 1) => ({ file, line, column });

describe('linkSources', () => {
  const links = [
    { href: '/services/gone/', source: at('data/pages/home.md', 12, 40) },
    { href: '/services/gone/#book', source: at('data/articles/b.md', 3, 5) },
    { href: '/services/gone', source: at('data/articles/a.md', 9) },
    { href: '#whole-list', source: at('data/articles/a.md', 2) },
    { href: '/services/gone-too/', source: at('data/menus.csv', 4) },
  ];
  const sourcesOf = linkSources(links);

  it('finds a target written with or without its slash, or with a #fragment added, sorted by file and line', () => {
    expect(sourcesOf(['/services/gone/', '/services/gone'])).toEqual([at('data/articles/a.md', 9), at('data/articles/b.md', 3, 5), at('data/pages/home.md', 12, 40)]);
  });

  it('does not take one path for another that starts the same', () => {
    expect(sourcesOf(['/services/gone-too/'])).toEqual([at('data/menus.csv', 4)]);
    expect(sourcesOf(['/services/go/'])).toEqual([]);
  });

  it('finds a link to an id exactly as written, on another page or on the same one', () => {
    expect(sourcesOf(['/services/gone/#book'])).toEqual([at('data/articles/b.md', 3, 5)]);
    expect(sourcesOf(['#whole-list'])).toEqual([at('data/articles/a.md', 2)]);
  });

  it('names each place once when two of the hrefs asked for lead to it', () => {
    expect(sourcesOf(['/services/gone/#book', '/services/gone/'])).toEqual([at('data/articles/b.md', 3, 5), at('data/pages/home.md', 12, 40)]);
  });
});
