// Green means publishable. Retiring a service the way a marketer would (its
// rows and its Markdown go) while the header menu, the home page's copy and an article still link
// to it must never give a green build with broken links: either the build succeeds and
// `site check` passes on its output, or it fails naming what links to the page, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import type { CliResult } from '../../helpers/cli.ts';
import { copyData, readCsv, SMALL_SITE, writeCsv } from '../../helpers/data.ts';

const RETIRED = 'airbnb-cleaning';
let copy: Awaited<ReturnType<typeof copyData>>;
let out: string;
let result: CliResult;
let articleLine: number;
let data: string;

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  data = copy.data;
  const dropRows = async (name: string, keep: (row: Record<string, string>) => boolean) => {
    const { header, rows } = await readCsv(path.join(data, name));
    await writeCsv(path.join(data, name), header, rows.filter((cells) => keep(Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])))));
  };
  await dropRows('services.csv', (r) => r.slug !== RETIRED);
  await dropRows('availability.csv', (r) => r.service !== RETIRED);
  await dropRows('seo-keywords.csv', (r) => r.service_slug !== RETIRED);
  await rm(path.join(data, 'services', `${RETIRED}.md`));
  // a published article that still links to the retired page
  const article = path.join(data, 'articles', 'inside-appliance-cleaning.md');
  const text = (await readFile(article, 'utf8')).trimEnd();
  await writeFile(article, `${text}\n\nHosting guests? Ask about our [turnover cleaning](/services/${RETIRED}/).\n`);
  articleLine = text.split('\n').length + 2;
  // the live site: a previous build's output that a failed build must leave as it was
  out = path.join(copy.root, 'dist');
  await mkdir(out);
  await writeFile(path.join(out, 'index.html'), '<!DOCTYPE html><title>previous build</title>');
  result = await runSite(['generate', '--data', 'data', '--out', 'dist'], { cwd: copy.root, env: { GITHUB_ACTIONS: '' } });
}, 900_000);

afterAll(async () => copy?.cleanup());

describe('retiring a service that other pages link to', () => {
  it('never builds green with broken links', async () => {
    if (result.code === 0) {
      const check = await runSite(['check', '--dir', out]);
      expect(check.stderr).toBe('');
      expect(check.code).toBe(0);
      return;
    }
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain('✔');
    expect(result.stderr).toMatch(/^✖ \d+ problems? in the data: nothing was written, the previous output is unchanged/);
  });

  it('when it fails, names every place that links to the retired page, like a data error', async () => {
    if (result.code === 0) return;
    const home = (await readFile(path.join(data, 'pages', 'home.md'), 'utf8')).split('\n');
    const homeLine = home.findIndex((l) => l.includes(`/services/${RETIRED}/`)) + 1;
    const problems = result.stderr.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l));
    const target = `link to "/services/${RETIRED}/"`;
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/articles/inside-appliance-cleaning\\.md:${articleLine}:\\d+: ${target}`)));
    // the home page's copy (data/pages/home.md) links to it at its own line
    expect(homeLine).toBeGreaterThan(0);
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/pages/home\\.md:${homeLine}:\\d+: ${target}`)));
    // the header's menu comes from data/menus.csv, which drops a retired service (with a warning): no broken link there
    expect(problems.filter((p) => p.startsWith('templates/layout/Header'))).toEqual([]);
    // each place once
    expect(new Set(problems).size).toBe(problems.length);
  });

  it('writes nothing: the previous output is exactly as it was', async () => {
    if (result.code === 0) return;
    expect(await readdir(out)).toEqual(['index.html']);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('<!DOCTYPE html><title>previous build</title>');
  });
});
