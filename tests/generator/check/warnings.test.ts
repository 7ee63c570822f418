// Warnings that do not stop the build, each naming the row to edit, in
// `site generate --to json`; pages the last build published that are gone now, with the
// redirects.csv rows that keep their links alive; the placeholder site address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { builtSite } from '../../helpers/built-site.ts';
import { copyData, findLine, keepTowns, readCsv, setCell, writeCsv } from '../../helpers/data.ts';

interface Warning {
  file: string;
  line?: number;
  column?: number;
  key?: string;
  message: string;
  redirectRow?: string;
}

let copy: Awaited<ReturnType<typeof copyData>>;
let warnings: Warning[];
let lines: { walledLake: number; deep: number; wixom: number };
const file = (name: string) => path.join(copy.data, name);

beforeAll(async () => {
  const previous = await builtSite();
  copy = await copyData();
  // Walled Lake stops offering anything (its city-service pages go), gains a landmark without a
  // paragraph; deep cleaning's meta description grows; a Wixom keyword row gets a stray ZIP and state.
  const availability = await readCsv(file('availability.csv'));
  await writeCsv(file('availability.csv'), availability.header, availability.rows.filter((r) => r[0] !== 'walled-lake'));
  // its keyword rows go with its pages (a row for a page that does not exist stops the build)
  const keywords = await readCsv(file('seo-keywords.csv'));
  await writeCsv(file('seo-keywords.csv'), keywords.header, keywords.rows.filter((r) => r[keywords.header.indexOf('city_slug')] !== 'walled-lake'));
  lines = {
    walledLake: await findLine(file('cities.csv'), (r) => r.slug === 'walled-lake'),
    deep: await findLine(file('services.csv'), (r) => r.slug === 'deep-cleaning'),
    wixom: await findLine(file('seo-keywords.csv'), (r) => r.city_slug === 'wixom' && r.service_slug === 'deep-cleaning'),
  };
  const cities = await readCsv(file('cities.csv'));
  const landmarks = cities.rows[lines.walledLake - 2]![cities.header.indexOf('landmarks')]!;
  await setCell(file('cities.csv'), lines.walledLake, 'landmarks', `${landmarks}|Riley Park`);
  // one sentence too long for a search result: it is cut at a word, and the row is named
  await setCell(
    file('services.csv'),
    lines.deep,
    'meta_description',
    'Top-to-bottom deep cleaning for homes across Oakland County, with baseboards, vents, grout, cabinet fronts and window tracks included, done to a written checklist by insured crews.',
  );
  await setCell(file('seo-keywords.csv'), lines.wixom, 'zips', '48393|48390');
  // an article's title with no shorter whole phrase that fits a search result
  const article = file('articles/memorial-day-cleaning.md');
  await writeFile(article, (await readFile(article, 'utf8')).replace(/^title: .*$/m, 'title: "Baseboards Vents Grout Cabinet Fronts Window Tracks Ceiling Fans Deep Cleaned Today"'));
  await setCell(file('seo-keywords.csv'), lines.wixom, 'state', 'OH');
  const result = await runSite(['generate', '--data', 'data', '--out', previous, '--to', 'json'], { cwd: copy.root, env: { SITE_URL: '' } });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  warnings = (JSON.parse(result.stdout) as { warnings: Warning[] }).warnings;
  // the site-address tests below plan the copy again: one town plans them at a third of the
  // whole data's work, and the placeholder rule does not depend on the towns
  await keepTowns(copy.data, ['novi']);
});

afterAll(async () => copy?.cleanup());

const at = (file: string, line: number) => warnings.filter((w) => w.file === file && w.line === line).map((w) => w.message);

describe('warnings in site generate --to json', () => {
  it('a city with no services', () => {
    expect(at('data/cities.csv', lines.walledLake)).toContainEqual(expect.stringMatching(/^slug: Walled Lake offers no services: add rows for "walled-lake" to data\/availability\.csv/));
  });

  it('a landmark without its paragraph', () => {
    expect(at('data/cities.csv', lines.walledLake)).toContain(
      'landmarks: "Riley Park" has no paragraph in data/landmarks.csv: add a row (walled-lake,Riley Park,...) so the city page can say something about it',
    );
  });

  it('a meta description whose first sentence alone is over 155 characters, and no other', () => {
    expect(at('data/services.csv', lines.deep)).toContainEqual(expect.stringMatching(/^meta_description: its first sentence is 1[6-9]\d characters and search results show about 155, so it is cut at a word/));
    expect(warnings.filter((w) => /first sentence/.test(w.message)).map((w) => w.file)).toEqual(['data/services.csv']);
  });

  it('a title longer than a search result with no shorter whole phrase, and no other', () => {
    const titles = warnings.filter((w) => /^title: /.test(w.message));
    expect(titles).toEqual([expect.objectContaining({ file: 'data/articles/memorial-day-cleaning.md', line: 2 })]);
    expect(titles[0]!.message).toMatch(/^title: it is 8\d characters and search results show about 60, and no shorter part of it .* fits, so it is cut/);
  });

  it('a keyword row whose ZIP codes or state disagree with cities.csv', () => {
    const messages = at('data/seo-keywords.csv', lines.wixom);
    expect(messages).toContain("zips: 48390 not among Wixom's ZIP codes in data/cities.csv (48393)");
    expect(messages).toContain('state: "OH", but Wixom, Michigan in data/cities.csv is in MI');
  });

  it('pages the last build published and this one drops, each with its redirects.csv row', () => {
    const vanished = warnings.filter((w) => w.redirectRow !== undefined);
    expect(vanished.length).toBeGreaterThan(20);
    expect(vanished.every((w) => w.file === 'data/redirects.csv')).toBe(true);
    expect(vanished.map((w) => w.redirectRow)).toContain('/mi/walled-lake/deep-cleaning/,/mi/walled-lake/,301');
    expect(vanished.every((w) => /^\/mi\/walled-lake\/[a-z-]+\/,\/mi\/walled-lake\/,301$/.test(w.redirectRow!))).toBe(true);
    // the city hub itself stays, and so do pages already redirected in redirects.csv
    expect(vanished.map((w) => w.redirectRow)).not.toContainEqual(expect.stringMatching(/^\/mi\/walled-lake\/,/));
  });

  it('the placeholder site address, unless SITE_URL or --site-url gives the real one', async () => {
    expect(warnings.filter((w) => w.key === 'siteUrl').map((w) => w.message)).toEqual([
      'canonical URLs and the sitemap point at the placeholder https://www.example.com: set siteUrl in data/business.json (or SITE_URL) to the real address before publishing',
    ]);
    const fromEnv = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root, env: { SITE_URL: 'https://www.oakandshore.test' } });
    expect((JSON.parse(fromEnv.stdout) as { warnings: Warning[] }).warnings.filter((w) => w.key === 'siteUrl')).toEqual([]);
  });

  it('a business.json siteUrl is the address canonical URLs use, with no warning', async () => {
    const business = JSON.parse(await readFile(file('business.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(file('business.json'), JSON.stringify({ ...business, siteUrl: 'https://www.oakandshore.test' }));
    const result = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root, env: { SITE_URL: '' } });
    const { routes, warnings: fresh } = JSON.parse(result.stdout) as { routes: { head: { canonical: string } }[]; warnings: Warning[] };
    expect(fresh.filter((w) => w.key === 'siteUrl')).toEqual([]);
    expect(routes.every((r) => r.head.canonical.startsWith('https://www.oakandshore.test/'))).toBe(true);
  });
});
