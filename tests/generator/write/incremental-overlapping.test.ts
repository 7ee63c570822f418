// Incremental builds (docs/decisions.md#incremental-builds), continued from incremental.test.ts:
// the edits whose pages overlap another's (city hubs, the home page, every page). Two edits that
// reach different pages share a clean build of the edited data (tests/helpers/incremental.ts); each
// edit wrote exactly the pages that clean build shows it reaching, and the output equals it byte
// for byte. Availability, city articles and testimonials reach pages through their own route
// records, not the site-wide data, so these are the cases that catch a page hash that misses a
// change (a city hub's, say).
import { describe, expect, it } from 'vitest';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Route } from '../../../shared/model/routes.ts';
import { FEW_SERVICES, readCsv, writeCsv } from '../../helpers/data.ts';
import { IncrementalSite, changedPages, marked, filesIn, pageFile, pagesContaining, snapshot } from '../../helpers/incremental.ts';

// Milford (the office's town) and Wixom (its articles, its event-cleaning pair), with FEW_SERVICES
// and event cleaning: all these need
const TOWNS = ['milford', 'wixom'];

const site = IncrementalSite.fixture({ towns: TOWNS, services: [...FEW_SERVICES, 'event-cleaning'] });

describe('incremental generate: edits whose pages overlap others', { timeout: 240_000 }, () => {
  it('services.csv: every page with the service card or its description', async () => {
    const pages = await site.edit(
      'services.csv',
      () => site.editCsv('services.csv', (r) => r.slug === 'window-cleaning', 'short_description', (old) => `svcmarker ${old}`),
      marked('svcmarker'),
    );
    expect(pages).toEqual(await pagesContaining('svcmarker', site.dist));
  });

  // a checkpoint of its own: Milford's hub shows the edited card and loses the removed pair's link
  it('services.csv: it wrote exactly the pages that differ in a clean build, which equals the output', async () => {
    await site.checkpoint();
  });

  it('availability.csv: the removed page goes, and every page that linked to it is written again', async () => {
    // a held-back page another held-back page links (indexable pages link only indexable ones)
    const removed = '/mi/milford/event-cleaning/';
    const linking = await pagesContaining(`href="${removed}"`, site.dist);
    expect(linking.length).toBeGreaterThan(0);
    // and Milford's hub, whose count of the town's services ("See all N services") drops by one;
    // the service's held-back entry moves to Wixom's hub, and the service page's town list with it
    const reach = [pageFile(removed), ...linking, pageFile('/mi/milford/'), pageFile('/mi/wixom/'), pageFile('/services/event-cleaning/')];
    const pages = await site.edit(
      'availability.csv',
      async () => {
        // the pair's row goes, and its keyword row if the sheet has one (it may not describe a missing page)
        for (const [file, city, service] of [
          ['availability.csv', 'city', 'service'],
          ['seo-keywords.csv', 'city_slug', 'service_slug'],
        ] as const) {
          const { header, rows } = await readCsv(path.join(site.data, file));
          const keep = rows.filter((r) => !(r[header.indexOf(city)] === 'milford' && r[header.indexOf(service)] === 'event-cleaning'));
          if (file === 'availability.csv') expect(keep.length).toBe(rows.length - 1);
          await writeCsv(path.join(site.data, file), header, keep);
        }
      },
      async () => reach,
    );
    expect(pages).toEqual([...new Set(reach)].sort());
    expect(await pagesContaining(`href="${removed}"`, site.dist)).toEqual([]);
    expect(await stat(path.join(site.dist, pageFile(removed))).catch(() => undefined)).toBeUndefined();
  });

  it('availability.csv: it wrote exactly the pages that differ in a clean build, which equals the output', async () => {
    await site.checkpoint();
  });

  it('city-articles.csv: the article and the lists that show its excerpt', async () => {
    const pages = await site.edit(
      'city-articles.csv',
      () => site.editCsv('city-articles.csv', (r) => r.city === 'wixom' && r.slug === 'winter-cleaning-guide', 'excerpt', (old) => `camarker ${old}`),
      marked('camarker'),
    );
    expect(pages).toEqual(await pagesContaining('camarker', site.dist));
  });

  it('testimonials.json: the pages that quote the testimonial', async () => {
    const pages = await site.edit(
      'testimonials.json',
      () =>
        site.editJson<{ id: string; text: string }[]>('testimonials.json', (list) => {
          const testimonial = list.find((t) => t.id === 't2')!;
          testimonial.text = `tmarker ${testimonial.text}`;
        }),
      marked('tmarker'),
    );
    expect(pages).toEqual(await pagesContaining('tmarker', site.dist));
  });

  it('city-articles.csv and testimonials.json: each wrote exactly the pages that differ in a clean build, which equals the output', async () => {
    await site.checkpoint();
  });

  it('business.json: every page, since every page shows the phone number', async () => {
    let routes: Route[] = [];
    const pages = await site.edit(
      'business.json',
      () =>
        site.editJson<{ phone: string }>('business.json', (business) => {
          business.phone = '(248) 555-0199';
        }),
      async () => routes.map((r) => (r.path.endsWith('.html') ? r.path.slice(1) : pageFile(r.path))),
    );
    routes = await site.routeList();
    expect(pages).toHaveLength(routes.length);
    expect((await pagesContaining('(248) 555-0199', site.dist)).length).toBe(routes.length);
  });

  it('business.json: the output equals a clean build of the edited data', async () => {
    await site.checkpoint();
  });
});

describe('render workers (large sites)', { timeout: 240_000 }, () => {
  // SITE_RENDER_WORKERS forces the worker pool that sites above WORKER_THRESHOLD pages get: one
  // worker, as on two cores, with this thread rendering beside it (the test files already keep
  // both cores busy; a second worker only added its start-up)
  const workers = { SITE_RENDER_WORKERS: '1' };
  const allFiles = async (dir: string) => {
    const files = (await filesIn(dir)).sort();
    return new Map(await Promise.all(files.map(async (f) => [f, (await readFile(path.join(dir, f))).toString('base64')] as const)));
  };

  it('write the same files as one thread, on a first build and on a patch', async () => {
    // the last checkpoint's clean build, one thread, is of the data as it is now
    expect(site.clean).toBeDefined();
    const out = path.join(site.root, 'workers');
    await site.generate('workers', workers);
    expect(await allFiles(out)).toEqual(await allFiles(site.clean!));
    // a patch: the pages showing the edited testimonial, written by the workers into the live folder
    const before = await snapshot(out);
    await site.editJson<{ id: string; text: string }[]>('testimonials.json', (list) => {
      list.find((t) => t.id === 't2')!.text += ' wkmarker';
    });
    await site.generate('workers', workers);
    await site.generate();
    const { html, siblings } = changedPages(before, await snapshot(out));
    expect(html.length).toBeGreaterThan(0);
    expect(html).toEqual(await pagesContaining('wkmarker', site.dist));
    expect(siblings).toHaveLength(html.length * 2);
    expect(await allFiles(out)).toEqual(await allFiles(site.dist));
  });
});
