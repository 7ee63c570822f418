// Issue 15, item 5: sitemap.xml gives each page the date its content last changed. A rebuild of
// unchanged data keeps every date (into a fresh output folder too: the dates live in .cache/), and
// a changed keyword row moves the date of its own page only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { copyData, findLine, setCell, SMALL_SITE } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;

async function buildOn(date: string, out: string): Promise<Map<string, string>> {
  const result = await runSite(['generate', '--data', 'data', '--out', out, '--quiet', '--site-url', 'https://clean.test'], {
    cwd: copy.root,
    env: { SITE_BUILD_DATE: date, GITHUB_ACTIONS: '' },
  });
  expect(result.code, result.stderr).toBe(0);
  const xml = await readFile(path.join(copy.root, out, 'sitemap.xml'), 'utf8');
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
    // the indexable pages: the index gate holds most templated pages back (issue 15)
    expect(first.size).toBeGreaterThan(50);
    expect(dates(first)).toEqual(new Set(['2026-01-10']));
  });

  it('a later build of unchanged data, into a fresh folder, keeps every date but the accessibility statement’s', async () => {
    const again = await buildOn('2026-02-20', 'dist-2');
    // the spec shows today's date as the statement's review date: that page's content did change
    expect(again.get('/accessibility/')).toBe('2026-02-20');
    const { '/accessibility/': _statement, ...rest } = Object.fromEntries(again);
    const { '/accessibility/': _before, ...restBefore } = Object.fromEntries(first);
    expect(rest).toEqual(restBefore);
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
