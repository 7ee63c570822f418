// The change report's comparison and its Markdown, on published sites made up here: what a page
// is read as, which warnings count as new when rows moved, folding of long lists, and the one
// line of a build that changed nothing. The real command line is in change-report.test.ts.
import { describe, expect, it } from 'vitest';
import { changesMarkdown, NOTHING_PUBLISHED, readPage, readRedirectsFile, siteChanges, type PublishedPage, type PublishedSite } from '../../../generator/report/index.ts';
import { COMMENT_CHARS } from '../../../generator/report/markdown.ts';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Deep Cleaning in Novi, MI | Oak &amp; Shore</title>',
  '<meta name="description" content="Deep cleaning for Novi homes &amp; condos."/><meta name="robots" content="noindex,follow"/></head>',
  '<body><header><nav>Home Services</nav></header><main><h1>Deep <span>Cleaning</span> in Novi</h1><p>Vents and grout.</p>',
  '<script type="application/ld+json">{"words":"not counted"}</script></main><footer>Footer words</footer></body></html>',
].join('');

const page = (overrides: Partial<PublishedPage> = {}): PublishedPage => ({
  title: 'A page',
  description: 'What it says.',
  h1: 'A page',
  indexing: 'indexable',
  text: 'hash-1',
  words: 100,
  ...overrides,
});

const site = (pages: Record<string, PublishedPage>, extra: Partial<PublishedSite> = {}): PublishedSite => ({
  pages: new Map(Object.entries(pages)),
  redirects: new Map(),
  warnings: [],
  ...extra,
});

describe('readPage', () => {
  it('reads the title, description, H1, indexing and the words of <main> only', () => {
    const read = readPage(PAGE);
    expect(read).toMatchObject({ title: 'Deep Cleaning in Novi, MI | Oak & Shore', description: 'Deep cleaning for Novi homes & condos.', h1: 'Deep Cleaning in Novi', indexing: 'held back', words: 7 });
    // the same words inside other markup: the same text; another word: another
    expect(readPage(PAGE.replace('<p>Vents and grout.</p>', '<p><b>Vents</b> and grout.</p>'))).toEqual(read);
    expect(readPage(PAGE.replace('Vents and grout.', 'Vents, ducts and grout.'))).not.toMatchObject({ text: (read as PublishedPage).text });
    expect(readPage(PAGE.replace('Footer words', 'Other footer words'))).toEqual(read);
  });

  it('reads the breadcrumb trail, the page itself last with no address', () => {
    const nav = '<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="/">Home</a></li><li><a href="/service-areas/">Michigan</a></li><li><span aria-current="page">Novi</span></li></ol></nav>';
    expect(readPage(PAGE.replace('<h1>', `${nav}<h1>`))).toMatchObject({ breadcrumbs: [{ path: '/' }, { path: '/service-areas/' }, {}] });
    expect(readPage(PAGE)).not.toHaveProperty('breadcrumbs');
  });

  it('tells indexable, held back and noindex apart, and a redirect stub from a page', () => {
    expect(readPage(PAGE.replace('<meta name="robots" content="noindex,follow"/>', ''))).toMatchObject({ indexing: 'indexable' });
    expect(readPage(PAGE.replace('noindex,follow', 'noindex'))).toMatchObject({ indexing: 'noindex' });
    expect(readPage('<html><head><meta name="robots" content="noindex"/><meta http-equiv="refresh" content="0; url=/mi/novi/"/></head></html>')).toEqual({ redirectTo: '/mi/novi/' });
  });

  it('reads _redirects with its status', () => {
    expect([...readRedirectsFile('/novi /mi/novi/ 301!\n/old/ /new/ 302\n\n/gone/ /404.html 410\n').entries()]).toEqual([
      ['/novi', { to: '/mi/novi/', status: 301 }],
      ['/old/', { to: '/new/', status: 302 }],
      ['/gone/', { to: '/404.html', status: 410 }],
    ]);
  });
});

describe('siteChanges', () => {
  it('each field before -> after, in a fixed order', () => {
    const before = site({ '/a/': page() });
    const after = site({ '/a/': page({ title: 'B', description: 'New.', h1: 'B page', indexing: 'held back', text: 'hash-2', words: 40 }) });
    expect(siteChanges(before, after).changed).toEqual([
      {
        url: '/a/',
        changes: [
          { field: 'title', before: 'A page', after: 'B' },
          { field: 'description', before: 'What it says.', after: 'New.' },
          { field: 'h1', before: 'A page', after: 'B page' },
          { field: 'indexing', before: 'indexable', after: 'held back' },
          { field: 'text', before: '100 words', after: '40 words' },
        ],
      },
    ]);
  });

  it('a warning whose row moved is not new; one that changed is', () => {
    const warning = { file: 'data/cities.csv', line: 4, column: 2, message: 'slug: Novi offers no services' };
    const before = site({}, { warnings: [warning, { file: 'data/menus.csv', line: 9, message: 'gone now' }] });
    const after = site({}, { warnings: [{ ...warning, line: 7 }, { file: 'data/cities.csv', line: 5, column: 2, message: 'slug: Wixom offers no services' }] });
    expect(siteChanges(before, after).warnings).toEqual({ compared: true, introduced: [{ file: 'data/cities.csv', line: 5, column: 2, message: 'slug: Wixom offers no services' }], resolved: 1 });
    expect(siteChanges({ ...before, warnings: undefined }, after).warnings).toMatchObject({ compared: false, introduced: after.warnings });
    // a first build: nothing published before, so every warning is new
    expect(siteChanges(NOTHING_PUBLISHED, after).warnings).toMatchObject({ compared: true, introduced: after.warnings });
  });

  it('a removed page answered by a redirect is listed with it; one without gets the suggested row', () => {
    const before = site({ '/mi/novi/': page(), '/mi/novi/deep/': page({ title: 'Deep' }), '/mi/novi/old/': page({ title: 'Old' }) });
    const after = site({ '/mi/novi/': page() }, { redirects: new Map([['/mi/novi/old/', { to: '/mi/novi/', status: 301 }]]) });
    expect(siteChanges(before, after).removed).toEqual([
      { url: '/mi/novi/deep/', title: 'Deep', row: '/mi/novi/deep/,/mi/novi/,301' },
      { url: '/mi/novi/old/', title: 'Old', redirect: { to: '/mi/novi/', status: 301 } },
    ]);
  });
});

describe('changesMarkdown', () => {
  it('a build that changed nothing: one line', () => {
    expect(changesMarkdown(siteChanges(site({ '/a/': page() }), site({ '/a/': page() })))).toBe('**No page changed.**\n');
  });

  it('a headline, then tables; lists past ten folded', () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`/mi/novi/s${String(i).padStart(2, '0')}/`, page({ title: `Service ${i}` })]));
    const before = site({ '/mi/novi/': page(), '/b/': page(), ...many });
    const after = site({ '/mi/novi/': page({ title: 'Novi | Oak <Shore>' }), '/c/': page({ title: 'C' }) });
    const markdown = changesMarkdown(siteChanges(before, after));
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('**Site changes: 1 page added, 13 removed, 1 with a new title, description or H1.**');
    // every value in a code span, its `|` escaped for the table
    expect(lines).toContain('| `/mi/novi/` | title | `A page` | `Novi \\| Oak <Shore>` |');
    expect(lines).toContain('| `/c/` | `C` | indexable |');
    expect(lines).toContain('<summary>13 pages</summary>');
    expect(lines).toContain('<summary>13 rows</summary>');
    expect(lines).toContain('/mi/novi/s00/,/mi/novi/,301');
    expect(lines).toContain('/b/,/,301');
  });

  it('pages whose words alone changed are listed apart from those whose head moved, by cause', () => {
    const body = 'Deep cleaning from $199 in Novi';
    const before = site({ '/a/': page(), '/b/': page({ body }), '/c/': page({ body: 'one two three' }), '/d/': page({ body }), '/e/': page({ body: 'Homes near Novi' }), '/f/': page({ links: ['/g/'] }), '/g/': page() });
    const after = site({
      '/a/': page({ h1: 'A new heading' }),
      '/b/': page({ text: 'hash-2', body: body.replace('$199', '$219') }),
      '/c/': page({ text: 'hash-3', body: 'three two one' }),
      '/d/': page({ text: 'hash-4', body: body.replace('$199', '$219') }),
      '/e/': page({ text: 'hash-5', body: 'Homes near Novi and Howell', links: ['/mi/howell/'] }),
      '/f/': page({ text: 'hash-6', links: [] }),
      '/mi/howell/': page({ title: 'Howell' }),
    });
    const lines = changesMarkdown(siteChanges(before, after)).split('\n');
    expect(lines[0]).toBe('**Site changes: 1 page added, 1 removed, 1 with a new title, description or H1, 3 whose own words changed; 2 other pages changed only in their links to those.**');
    expect(lines).toContain('| `/a/` | H1 | `A page` | `A new heading` |');
    expect(lines).toContain('**`/mi/howell/` added: 1 page links to it now**');
    expect(lines).toContain('**`/g/` removed: 1 page linked to it**');
    expect(lines).toContain('**`$199` became `$219`: 2 pages**');
    expect(lines).toContain('1 page whose words changed each its own way:');
    expect(lines).toContain('| `/c/` | 100 words → 100 words, reworded | `one two three` became `three two one` |');
  });

  it('a town page counting its services and a page naming a new town changed because of those, not in their own words', () => {
    const crumbs = (...names: [string, string?][]) => names.map(([name, path]) => ({ name, ...(path !== undefined && { path }) }));
    const text = (body: string, extra: Partial<PublishedPage> = {}) => page({ text: body, body, words: body.split(' ').length, links: [], ...extra });
    const base = site({
      '/mi/novi/': text('Novi: 15 services, from weekly visits to deep cleans.'),
      '/mi/novi/maid/': text('Maid visits in Novi.', { breadcrumbs: crumbs(['Home', '/'], ['Novi', '/mi/novi/'], ['Maid Services']) }),
      '/mi/wixom/oven/': text('We also serve Milford.'),
      '/mi/wixom/': text('Wixom: 12 services and a price of $199.'),
      '/mi/wixom/maid/': text('Maid visits in Wixom.'),
    });
    const next = site({
      '/mi/novi/': text('Novi: 14 services, from weekly visits to deep cleans.'),
      '/mi/howell/': text('Howell homes.', { breadcrumbs: crumbs(['Home', '/'], ['Michigan', '/service-areas/'], ['Howell']) }),
      '/mi/wixom/oven/': text('We also serve Milford and Howell.'),
      // a count and a change of its own: the count explained, the price its own
      '/mi/wixom/': text('Wixom: 11 services and a price of $219.'),
    });
    const changes = siteChanges(base, next);
    const lines = changesMarkdown(changes).split('\n');
    expect(lines).toContain('**`Howell` (`/mi/howell/`) added: 1 page names it now**');
    expect(lines).toContain('**`Maid Services` (the 2 pages of `maid`) removed: 1 page counted them**');
    expect(lines).toContain('| `/mi/wixom/` | 8 words → 8 words, reworded | `$199.` became `$219.` |');
    expect(lines[0]).toBe('**Site changes: 1 page added, 2 removed, 1 whose own words changed; 2 other pages changed only in their mentions of and counts of those.**');
  });

  it('a long list stops at a hundred; a report too long for a pull-request comment lists fewer of each', () => {
    const title = (i: number) => `A long title for the page of service ${i} in town ${i} | Oak & Shore`;
    const removed = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`/mi/town-${i}/a-long-service-name-${i}/`, page({ title: title(i) })]));
    const long = changesMarkdown(siteChanges(site(removed), site({})));
    expect(long.length).toBeLessThanOrEqual(COMMENT_CHARS);
    expect(long).toContain('…and 2900 more.');
    expect(long).toContain('…and 2500 more: `site generate` prints every one.');
    const changed = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`/mi/town-${i}/kept-${i}/`, page({ title: title(i) })]));
    const retitled = Object.fromEntries(Object.entries(changed).map(([url, p], i) => [url, { ...p, title: `${title(i)}, renamed`, description: `A description rewritten for page ${i}, long enough to fill a table cell of its own.` }]));
    const both = changesMarkdown(siteChanges(site({ ...removed, ...changed }), site(retitled)));
    expect(both.length).toBeLessThanOrEqual(COMMENT_CHARS);
    expect(both).toContain('…and 2980 more.');
    expect(both.split('\n')[0]).toBe('**Site changes: 3000 pages removed, 3000 with a new title, description or H1.**');
  });
});
