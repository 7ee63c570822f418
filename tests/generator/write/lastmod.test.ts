// sitemap.xml gives each page the date its content last changed. A rebuild of unchanged data keeps
// every date (into a fresh output folder too), and a changed keyword row moves the date of its own
// page only. The publishing build records each page's content and date in data/published.csv, so
// a fresh clone (no .cache/) dates every page as recorded, and a page changed since moves alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { copyData, findLine, readCsv, setCell, SMALL_SITE, tempDir } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;

/** `root`: the folder the build runs in, whose .cache/ it keeps (a fresh folder is a fresh clone). */
async function buildOn(date: string, out: string, { root = copy.root, publish = false, siteUrl = 'https://clean.test' } = {}): Promise<Map<string, string>> {
  const result = await runSite(['generate', '--data', 'data', '--out', out, '--quiet', '--site-url', siteUrl, '--no-strict', ...(publish ? ['--publish'] : [])], {
    cwd: root,
    env: { SITE_BUILD_DATE: date, GITHUB_ACTIONS: '' },
  });
  expect(result.code, result.stderr).toBe(0);
  const xml = (await readFile(path.join(root, out, 'sitemap.xml'), 'utf8')).replaceAll(siteUrl, 'https://clean.test');
  const entries = [...xml.matchAll(/<url><loc>https:\/\/clean\.test([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
  return new Map(entries.map((m) => [m[1]!, m[2] ?? 'none']));
}

const dates = (byPage: Map<string, string>) => new Set(byPage.values());

let first: Map<string, string>;

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  first = await buildOn('2026-01-10', 'dist-1');
}, 600_000);

afterAll(async () => copy?.cleanup());

describe('lastmod in sitemap.xml', () => {
  it('a first build dates every page it lists by the build', () => {
    // the indexable pages: the index gate holds most templated pages back (docs/decisions.md#index-gate)
    expect(first.size).toBeGreaterThan(50);
    expect(dates(first)).toEqual(new Set(['2026-01-10']));
  });

  it('a later build of unchanged data, into a fresh folder, keeps every date', async () => {
    const again = await buildOn('2026-02-20', 'dist-2');
    // the accessibility statement shows the build's date as its review date: no change of its content
    expect(again.get('/accessibility/')).toBe('2026-01-10');
    expect(again).toEqual(first);
  }, 600_000);

  it('a changed keyword row moves the date of its page, and of no page that does not show it', async () => {
    const file = path.join(copy.data, 'seo-keywords.csv');
    const line = await findLine(file, (row) => row.city_slug === 'novi' && row.service_slug === 'deep-cleaning');
    await setCell(file, line, 'meta_description', 'Deep cleaning for Novi homes: baseboards, grout, vents and the spots a weekly visit skips, by an insured local team.');
    const later = await buildOn('2026-03-05', 'dist-2');
    const moved = [...later].filter(([page, date]) => date !== first.get(page)).map(([page]) => page);
    expect(moved).toContain('/mi/novi/deep-cleaning/');
    expect(later.get('/mi/novi/deep-cleaning/')).toBe('2026-03-05');
    expect(later.get('/')).toBe('2026-01-10');
    expect(later.get('/mi/wixom/general-cleaning/')).toBe('2026-01-10');
    expect(moved.filter((page) => page !== '/accessibility/').length).toBeLessThan(20);
  }, 600_000);

  it('a build date that is not a date stops the build with a clear message', async () => {
    const result = await runSite(['generate', '--data', 'data', '--out', 'dist-3', '--quiet'], { cwd: copy.root, env: { SITE_BUILD_DATE: '5 March' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SITE_BUILD_DATE: "5 March" is not a date: write it as YYYY-MM-DD');
  }, 120_000);
});

describe('lastmod recorded in data/published.csv', () => {
  let published: Awaited<ReturnType<typeof copyData>>;
  const clones: string[] = [];
  /** a fresh clone: the data folder alone, in a folder no build ran in (no .cache/) */
  const freshClone = async () => {
    const root = await tempDir('site-clone-');
    clones.push(root);
    await cp(published.data, path.join(root, 'data'), { recursive: true });
    return root;
  };
  const ledgerRows = async () => new Map((await readCsv(path.join(published.data, 'published.csv'))).rows.map((row) => [row[0]!, row]));
  let recorded: Map<string, string>;

  beforeAll(async () => {
    published = await copyData(SMALL_SITE);
    recorded = await buildOn('2026-01-10', 'dist', { root: published.root, publish: true });
  }, 600_000);

  afterAll(async () => Promise.all([published?.cleanup(), ...clones.map((root) => rm(root, { recursive: true, force: true }))]));

  it('a fresh clone dates every page as the publishing build recorded it, whatever its build date and site address', async () => {
    const rows = await ledgerRows();
    expect(recorded.size).toBeGreaterThan(50);
    for (const [page, date] of recorded) expect(rows.get(page)?.slice(3), page).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/), date]);
    const clone = await freshClone();
    const built = await buildOn('2026-02-20', 'dist', { root: clone, siteUrl: 'https://preview.clean.test' });
    expect(built).toEqual(recorded);
    expect(dates(built)).toEqual(new Set(['2026-01-10']));
  }, 600_000);

  it('a page whose content changed moves alone: to the build date in a fresh clone, and as recorded once published', async () => {
    const file = path.join(published.data, 'seo-keywords.csv');
    const line = await findLine(file, (row) => row.city_slug === 'wixom' && row.service_slug === 'deep-cleaning');
    await setCell(file, line, 'meta_description', 'Deep cleaning for Wixom homes: baseboards, grout, vents and the corners a weekly visit skips, by an insured local team.');
    const changed = await buildOn('2026-03-05', 'dist', { root: await freshClone() });
    const moved = [...changed].filter(([page, date]) => date !== recorded.get(page)).map(([page]) => page);
    expect(moved).toContain('/mi/wixom/deep-cleaning/');
    expect(changed.get('/mi/wixom/deep-cleaning/')).toBe('2026-03-05');
    expect(changed.get('/')).toBe('2026-01-10');
    expect(moved.length).toBeLessThan(20);
    // a build that does not go live records nothing
    expect((await ledgerRows()).get('/mi/wixom/deep-cleaning/')?.[4]).toBe('2026-01-10');

    // the change goes live on 2026-03-09: the ledger moves the same pages, and a later fresh clone agrees
    const live = await buildOn('2026-03-09', 'dist', { root: published.root, publish: true });
    const rows = await ledgerRows();
    expect([...live].filter(([page, date]) => date !== recorded.get(page)).map(([page]) => page)).toEqual(moved);
    expect(rows.get('/mi/wixom/deep-cleaning/')?.[4]).toBe('2026-03-09');
    expect(rows.get('/')?.[4]).toBe('2026-01-10');
    expect(await buildOn('2026-04-01', 'dist', { root: await freshClone() })).toEqual(live);
  }, 600_000);

  it('a ledger written before the content columns still builds, dating unrecorded pages by the build, and the next publish fills them', async () => {
    const file = path.join(published.data, 'published.csv');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^([^,\n]*,[^,\n]*,[^,\n]*),[^,\n]*,[^,\n]*$/gm, '$1'));
    expect((await readFile(file, 'utf8')).split('\n')[0]).toBe('path,first_built,removed');
    const unrecorded = await buildOn('2026-05-01', 'dist', { root: await freshClone() });
    expect(dates(unrecorded)).toEqual(new Set(['2026-05-01']));
    // the publishing build's checkout remembers when it built each content (.cache/): it records those dates
    const live = await buildOn('2026-05-02', 'dist', { root: published.root, publish: true });
    expect(live.get('/')).toBe('2026-01-10');
    expect(await readFile(file, 'utf8')).toBe(text);
  }, 600_000);
});
