// Incremental builds (docs/decisions.md#incremental-builds): after a one-row edit of any data table
// exactly the pages that show that row are written again; every other file keeps its inode and
// modification time (a deploy uploads only what changed). The truth each edit is checked against
// comes from outside the build's hashes: a clean build of the edited data into a fresh folder says
// which pages differ (and the incremental output must equal it byte for byte); each edit's reach is
// read from it (a marker put into the edited row), or named by the route list of `site generate
// --to json`.
//
// These edits reach pages no other edit here reaches, so one clean build checks them all
// (tests/helpers/incremental.ts); the edits whose pages overlap (hubs, the home page, every page)
// are in incremental-overlapping.test.ts, the two files run at the same time.
//
// Landmarks, cities and services (rows and long copy) are part of the site-wide data every page
// is rendered with (SiteInfo), so an edit of them renders every page again and only the output
// tree's byte comparison keeps the rest as they were; those cases cannot catch a wrong page
// hash. The page-hash cases are the others (keywords, FAQs, checklist, articles, redirects here;
// availability, city articles, testimonials there).
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEW_SERVICES } from '../../helpers/data.ts';
import { IncrementalSite, changedPages, marked, pageFile, pagesContaining, snapshot } from '../../helpers/incremental.ts';

// the office's town (Milford: landmarks, the /milford redirect) and Wixom (its description), and
// FEW_SERVICES: these edits need no more, and every build is a third of one with every service
const TOWNS = ['milford', 'wixom'];

const site = IncrementalSite.fixture({ towns: TOWNS, services: FEW_SERVICES });

describe('incremental generate: one row of each table', { timeout: 240_000 }, () => {
  it('rewrites nothing when nothing changed', async () => {
    const before = await snapshot(site.dist);
    const result = await site.generate();
    expect(result.stdout).toMatch(/ against the last build in \S+: 0 pages changed, 0 added, 0 removed; files: 0 written/);
    expect(result.stdout).toMatch(/ 0 rendered, \d+ unchanged and re-used/);
    expect(changedPages(before, await snapshot(site.dist)).html).toEqual([]);
  });

  it('seo-keywords.csv: only the city-service page the row describes', async () => {
    const pages = await site.edit(
      'seo-keywords.csv',
      () => site.editCsv('seo-keywords.csv', (r) => r.city_slug === 'milford' && r.service_slug === 'deep-cleaning', 'intro', (old) => `kwmarker ${old}`),
      marked('kwmarker'),
    );
    expect(pages).toEqual([pageFile('/mi/milford/deep-cleaning/')]);
  });

  it('landmarks.csv: the city hub that lists the landmark', async () => {
    const pages = await site.edit(
      'landmarks.csv',
      () => site.editCsv('landmarks.csv', (r) => r.city === 'milford', 'detail', (old) => `lmmarker ${old}`),
      marked('lmmarker'),
    );
    // the same pages by the route list: Milford's hub showing this detail
    const shown = (await site.routeList()).filter(
      (r) => r.kind === 'cityHub' && r.props.landmarkDetails.some((l) => l.detail.startsWith('lmmarker')),
    );
    expect(pages).toEqual(shown.map((r) => pageFile(r.path)).sort());
    expect(shown.map((r) => r.path)).toEqual(['/mi/milford/']);
  });

  it('cities.csv: every page that shows the city description', async () => {
    const pages = await site.edit(
      'cities.csv',
      () => site.editCsv('cities.csv', (r) => r.slug === 'wixom', 'description', (old) => `citymarker ${old}`),
      marked('citymarker'),
    );
    expect(pages).toEqual(await pagesContaining('citymarker', site.dist));
  });

  it('services/{slug}.md: the service page alone', async () => {
    const pages = await site.edit(
      'services/deep-cleaning.md',
      () => site.editText('services/deep-cleaning.md', (text) => `${text.trimEnd()}\n\nmdmarker: we bring our own ladders.\n`),
      marked('mdmarker'),
    );
    expect(pages).toEqual([pageFile('/services/deep-cleaning/')]);
  });

  it('faqs.csv: the pages that show the answer', async () => {
    const pages = await site.edit(
      'faqs.csv',
      () => site.editCsv('faqs.csv', (r) => r.category === 'pricing', 'answer', (old) => `faqmarker ${old}`),
      marked('faqmarker'),
    );
    expect(pages).toEqual(await pagesContaining('faqmarker', site.dist));
  });

  it('checklist.json: the checklist page', async () => {
    const pages = await site.edit(
      'checklist.json',
      () =>
        site.editJson<{ lists: { groups: { tasks: string[] }[] }[] }>('checklist.json', (checklist) => {
          const tasks = checklist.lists[1]!.groups[0]!.tasks;
          tasks[0] = `clmarker ${tasks[0]}`;
        }),
      marked('clmarker'),
    );
    expect(pages).toEqual([pageFile('/checklist/')]);
  });

  it('articles/{slug}.md: the article page', async () => {
    const pages = await site.edit(
      'articles/spring-cleaning-checklist.md',
      () => site.editText('articles/spring-cleaning-checklist.md', (text) => `${text.trimEnd()}\n\narmarker closing note.\n`),
      marked('armarker'),
    );
    expect(pages).toEqual([pageFile('/blog/spring-cleaning-checklist/')]);
  });

  it('redirects.csv: the redirect page of that row', async () => {
    const before = await readFile(path.join(site.dist, '_redirects'), 'utf8');
    const stub = pageFile('/milford/');
    const pages = await site.edit(
      'redirects.csv',
      () => site.editCsv('redirects.csv', (r) => r.from === '/milford', 'to', () => '/service-areas/'),
      async () => [stub],
    );
    expect(pages).toEqual([stub]);
    expect(await readFile(path.join(site.dist, stub), 'utf8')).toContain('/service-areas/');
    expect(await readFile(path.join(site.dist, '_redirects'), 'utf8')).not.toBe(before);
  });

  it('each edit wrote exactly the pages that differ in a clean build of the edited data, which equals the output', async () => {
    await site.checkpoint();
  });
});
