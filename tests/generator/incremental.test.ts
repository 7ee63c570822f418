// Incremental builds (issue 7): after a one-row edit of any data table exactly the pages that
// show that row are written again; every other file keeps its inode and modification time (a
// deploy uploads only what changed). The truth each edit is checked against comes from outside
// the build's hashes: a clean build of the edited data into a fresh folder says which pages
// differ (and the incremental output must equal it byte for byte); the edit's reach is then
// checked against the output text (a marker put into the edited row), the route list of
// `site generate --to json`, or the row itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyData, FEW_TOWNS, findLine, readCsv, setCell, writeCsv } from '../helpers/data.ts';
import { runSite } from '../helpers/cli.ts';
import type { Route } from '../../shared/model/routes.ts';

let root: string;
let data: string;
let dist: string;
let cleanup: () => Promise<void>;

async function filesIn(dir: string, sub = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, sub), { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesIn(dir, path.join(sub, e.name)) : [path.join(sub, e.name)])));
  return nested.flat();
}

/** file -> inode and modification time */
async function snapshot(dir = dist): Promise<Map<string, string>> {
  const files = await filesIn(dir);
  const stats = await Promise.all(files.map((f) => stat(path.join(dir, f))));
  return new Map(files.map((f, i) => [f, `${stats[i]!.ino}:${stats[i]!.mtimeMs}`]));
}

/** Pages (and their .br/.gz) written, created or removed between two snapshots. */
function changedPages(before: Map<string, string>, after: Map<string, string>): { html: string[]; siblings: string[] } {
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
  return {
    html: changed.filter((f) => f.endsWith('.html')).sort(),
    siblings: changed.filter((f) => /\.html\.(br|gz)$/.test(f)).sort(),
  };
}

/** Every page's HTML, by file. */
async function pagesIn(dir: string): Promise<Map<string, string>> {
  const pages = (await filesIn(dir)).filter((f) => f.endsWith('.html'));
  const contents = await Promise.all(pages.map((f) => readFile(path.join(dir, f), 'utf8')));
  return new Map(pages.map((f, i) => [f, contents[i]!]));
}

async function pagesContaining(text: string, dir = dist): Promise<string[]> {
  return [...(await pagesIn(dir))].filter(([, html]) => html.includes(text)).map(([file]) => file).sort();
}

async function generate(out = 'dist', env: NodeJS.ProcessEnv = {}) {
  const result = await runSite(['generate', '--data', 'data', '--out', out, '--site-url', 'https://clean.test'], { cwd: root, env });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result;
}

async function routeList(): Promise<Route[]> {
  const result = await runSite(['generate', '--data', 'data', '--to', 'json', '--site-url', 'https://clean.test'], { cwd: root });
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { routes: Route[] }).routes;
}

const pageFile = (urlPath: string) => path.join(...urlPath.split('/').filter(Boolean), 'index.html');

/**
 * Applies `edit` and builds. The pages that must change are those whose HTML differs between the
 * output before the edit and a clean build of the edited data; exactly those (each with its .br
 * and .gz) are written, and the output equals the clean build. `reach` names the same pages
 * another way (the pages showing the edited row), so an edit that reached too far or not at all
 * fails too. Returns the pages.
 */
async function expectOnly(edit: () => Promise<void>, reach: () => Promise<string[]>): Promise<string[]> {
  const before = await snapshot();
  const oldPages = await pagesIn(dist);
  await edit();
  await generate();
  const clean = path.join(root, 'clean');
  await rm(clean, { recursive: true, force: true });
  await generate('clean');
  const cleanPages = await pagesIn(clean);
  const expected = [...new Set([...oldPages.keys(), ...cleanPages.keys()])].filter((f) => oldPages.get(f) !== cleanPages.get(f)).sort();
  expect(expected.length).toBeGreaterThan(0);
  const { html, siblings } = changedPages(before, await snapshot());
  expect(html).toEqual(expected);
  expect(siblings).toEqual(expected.flatMap((p) => [`${p}.br`, `${p}.gz`]).sort());
  expect(await pagesIn(dist)).toEqual(cleanPages);
  expect(expected).toEqual([...new Set(await reach())].sort());
  return expected;
}

async function editCsv(file: string, row: (r: Record<string, string>) => boolean, column: string, value: (old: string) => string) {
  const full = path.join(data, file);
  const line = await findLine(full, row);
  const { header, rows, lines } = await readCsv(full);
  await setCell(full, line, column, value(rows[lines.indexOf(line)]![header.indexOf(column)]!));
}

async function editJson<T>(file: string, change: (value: T) => void) {
  const full = path.join(data, file);
  const value = JSON.parse(await readFile(full, 'utf8')) as T;
  change(value);
  await writeFile(full, JSON.stringify(value, null, 2));
}

async function editText(file: string, change: (text: string) => string) {
  const full = path.join(data, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
}

beforeAll(async () => {
  // the reach of an edit is the same on three towns as on fourteen, at a fifth of the pages (each
  // case builds twice, so the pages per build are most of this file's time)
  ({ root, data, cleanup } = await copyData({ towns: FEW_TOWNS }));
  dist = path.join(root, 'dist');
  await generate();
}, 600_000); // two full builds; on a loaded machine they take minutes

afterAll(async () => cleanup());

// each case builds twice (incremental, then clean) on a shared 2-core machine
describe('incremental generate: one row of each table', { timeout: 240_000 }, () => {
  it('rewrites nothing when nothing changed', async () => {
    const before = await snapshot();
    const result = await generate();
    expect(result.stdout).toMatch(/ 0 rendered, \d+ unchanged and re-used; files: 0 written/);
    expect(changedPages(before, await snapshot()).html).toEqual([]);
  });

  it('seo-keywords.csv: only the city-service page the row describes', async () => {
    const pages = await expectOnly(
      () => editCsv('seo-keywords.csv', (r) => r.city_slug === 'novi' && r.service_slug === 'deep-cleaning', 'intro', (old) => `kwmarker ${old}`),
      () => pagesContaining('kwmarker'),
    );
    expect(pages).toEqual([pageFile('/mi/novi/deep-cleaning/')]);
  });

  it('landmarks.csv: the city hub that lists the landmark', async () => {
    const pages = await expectOnly(
      () => editCsv('landmarks.csv', (r) => r.city === 'milford', 'detail', (old) => `lmmarker ${old}`),
      () => pagesContaining('lmmarker'),
    );
    // the same pages by the route list: Milford's hub showing this detail
    const shown = (await routeList()).filter(
      (r) => r.kind === 'cityHub' && r.props.landmarkDetails.some((l) => l.detail.startsWith('lmmarker')),
    );
    expect(pages).toEqual(shown.map((r) => pageFile(r.path)).sort());
    expect(shown.every((r) => r.path.startsWith('/mi/milford/'))).toBe(true);
  });

  it('cities.csv: every page that shows the city description', async () => {
    await expectOnly(() => editCsv('cities.csv', (r) => r.slug === 'wixom', 'description', (old) => `citymarker ${old}`), () => pagesContaining('citymarker'));
  });

  it('services.csv: every page with the service card or its description', async () => {
    await expectOnly(
      () => editCsv('services.csv', (r) => r.slug === 'window-cleaning', 'short_description', (old) => `svcmarker ${old}`),
      () => pagesContaining('svcmarker'),
    );
  });

  it('services/{slug}.md: the service page alone', async () => {
    const pages = await expectOnly(
      () => editText('services/deep-cleaning.md', (text) => `${text.trimEnd()}\n\nmdmarker: we bring our own ladders.\n`),
      () => pagesContaining('mdmarker'),
    );
    expect(pages).toEqual([pageFile('/services/deep-cleaning/')]);
  });

  it('availability.csv: the removed page goes, and every page that linked to it is written again', async () => {
    const removed = '/mi/wixom/event-cleaning/';
    const linking = await pagesContaining(`href="${removed}"`);
    await expectOnly(
      async () => {
        // the pair's row goes, and its keyword row if the sheet has one (it may not describe a missing page)
        for (const [file, city, service] of [
          ['availability.csv', 'city', 'service'],
          ['seo-keywords.csv', 'city_slug', 'service_slug'],
        ] as const) {
          const { header, rows } = await readCsv(path.join(data, file));
          const keep = rows.filter((r) => !(r[header.indexOf(city)] === 'wixom' && r[header.indexOf(service)] === 'event-cleaning'));
          if (file === 'availability.csv') expect(keep.length).toBe(rows.length - 1);
          await writeCsv(path.join(data, file), header, keep);
        }
      },
      // and Wixom's hub, whose count of the town's services ("See all N services") drops by one
      async () => [pageFile(removed), ...linking, pageFile('/mi/wixom/')],
    );
    expect(await pagesContaining(`href="${removed}"`)).toEqual([]);
    expect(await stat(path.join(dist, pageFile(removed))).catch(() => undefined)).toBeUndefined();
  });

  it('faqs.csv: the pages that show the answer', async () => {
    await expectOnly(() => editCsv('faqs.csv', (r) => r.category === 'pricing', 'answer', (old) => `faqmarker ${old}`), () => pagesContaining('faqmarker'));
  });

  it('testimonials.json: the pages that quote the testimonial', async () => {
    await expectOnly(
      () =>
        editJson<{ id: string; text: string }[]>('testimonials.json', (list) => {
          const testimonial = list.find((t) => t.id === 't2')!;
          testimonial.text = `tmarker ${testimonial.text}`;
        }),
      () => pagesContaining('tmarker'),
    );
  });

  it('checklist.json: the checklist page', async () => {
    await expectOnly(
      () =>
        editJson<{ deep: { tasks: string[] }[] }>('checklist.json', (checklist) => {
          const tasks = checklist.deep[0]!.tasks;
          tasks[0] = `clmarker ${tasks[0]}`;
        }),
      () => pagesContaining('clmarker'),
    );
  });

  it('city-articles.csv: the article and the lists that show its excerpt', async () => {
    await expectOnly(
      () => editCsv('city-articles.csv', (r) => r.city === 'wixom' && r.slug === 'winter-cleaning-guide', 'excerpt', (old) => `camarker ${old}`),
      () => pagesContaining('camarker'),
    );
  });

  it('articles/{slug}.md: the article page', async () => {
    const pages = await expectOnly(
      () => editText('articles/spring-cleaning-checklist.md', (text) => `${text.trimEnd()}\n\narmarker closing note.\n`),
      () => pagesContaining('armarker'),
    );
    expect(pages).toEqual([pageFile('/blog/spring-cleaning-checklist/')]);
  });

  it('redirects.csv: the redirect page of that row', async () => {
    const before = await readFile(path.join(dist, '_redirects'), 'utf8');
    await expectOnly(
      () => editCsv('redirects.csv', (r) => r.from === '/milford', 'to', () => '/service-areas/'),
      async () => [pageFile('/milford/')],
    );
    expect(await readFile(path.join(dist, 'milford/index.html'), 'utf8')).toContain('/service-areas/');
    expect(await readFile(path.join(dist, '_redirects'), 'utf8')).not.toBe(before);
  });

  it('business.json: every page, since every page shows the phone number', async () => {
    let routes: Route[] = [];
    await expectOnly(
      () =>
        editJson<{ phone: string }>('business.json', (business) => {
          business.phone = '(248) 555-0199';
        }),
      async () => (routes = await routeList()).map((r) => (r.path.endsWith('.html') ? r.path.slice(1) : pageFile(r.path))),
    );
    expect((await pagesContaining('(248) 555-0199')).length).toBe(routes.length);
  });
});

describe('render workers (large sites)', { timeout: 240_000 }, () => {
  // SITE_RENDER_WORKERS forces the worker pool that sites above WORKER_THRESHOLD pages get
  const workers = { SITE_RENDER_WORKERS: '2' };
  const allFiles = async (dir: string) => {
    const files = (await filesIn(dir)).sort();
    return new Map(await Promise.all(files.map(async (f) => [f, (await readFile(path.join(dir, f))).toString('base64')] as const)));
  };

  it('write the same files as one thread, on a first build and on a patch', async () => {
    const out = path.join(root, 'workers');
    await generate('workers', workers);
    expect(await allFiles(out)).toEqual(await allFiles(dist));
    // a patch: the pages showing the edited testimonial, written by the workers into the live folder
    const before = await snapshot(out);
    await editJson<{ id: string; text: string }[]>('testimonials.json', (list) => {
      list.find((t) => t.id === 't2')!.text += ' wkmarker';
    });
    await generate('workers', workers);
    await generate();
    const { html, siblings } = changedPages(before, await snapshot(out));
    expect(html.length).toBeGreaterThan(0);
    expect(html).toEqual(await pagesContaining('wkmarker'));
    expect(siblings).toHaveLength(html.length * 2);
    expect(await allFiles(out)).toEqual(await allFiles(dist));
  });
});
