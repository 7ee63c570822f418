// Green means publishable (docs/decisions.md#green-means-publishable) for every rule of `site
// check`, not only broken links and images. The publish gate runs check.ts's own per-page rules
// over each page as it is rendered (in this thread and in render workers), so a page `site check`
// would refuse stops the build, named at the data line that causes it, and the live output stays as
// it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite, type CliResult } from '../../helpers/cli.ts';
import { copyData, FEW_SERVICES, readCsv, writeCsv } from '../../helpers/data.ts';
import { checkedBuiltSite } from '../../helpers/built-site.ts';

const ARTICLE = path.join('articles', 'spring-cleaning-checklist.md');
/** The rules here are about an article and a service page, which every town's copy has: one town
 * (the office's) renders them with the fewest other pages. */
const ONE_TOWN = ['milford'];
const PREVIOUS = '<!DOCTYPE html><title>previous build</title>';

let copy: Awaited<ReturnType<typeof copyData>>;
let articleLine: number;

/** a live site (one page of a previous build) that a refused build must leave as it was */
async function liveSite(name: string): Promise<string> {
  const out = path.join(copy.root, name);
  await mkdir(out);
  await writeFile(path.join(out, 'index.html'), PREVIOUS);
  return out;
}

const generate = (out: string, env: NodeJS.ProcessEnv = {}) =>
  runSite(['generate', '--data', 'data', '--out', path.basename(out)], { cwd: copy.root, env: { GITHUB_ACTIONS: '', ...env } });

beforeAll(async () => {
  // ask now for the one shared `site check` of the build; the test that reads it awaits it
  void checkedBuiltSite().catch(() => undefined);
  copy = await copyData({ towns: ONE_TOWN, services: FEW_SERVICES });
  // An article links to an id its own page does not have, and to one a service page does not have:
  // `site check` fails both ("that page has no id").
  const article = path.join(copy.data, ARTICLE);
  const lines = (await readFile(article, 'utf8')).split('\n');
  const at = lines.findIndex((l) => l.startsWith('## ')); // the first heading of the body
  lines.splice(at, 0, 'Jump to [the whole-house list](#whole-house-list) or book a [deep clean](/services/deep-cleaning/#book-a-deep-clean).', '');
  await writeFile(article, lines.join('\n'));
  articleLine = at + 1;
}, 60_000);

afterAll(async () => copy?.cleanup());

function expectRefusal(result: CliResult, out: string) {
  expect(result.code).toBe(1);
  expect(result.stdout).not.toContain('✔');
  expect(result.stderr).toMatch(/^✖ \d+ problems? in the data: nothing was written, the previous output is unchanged/);
  const problems = result.stderr.split('\n').filter((l) => /^\S+:\d+:\d+: /.test(l));
  expect(problems).toContainEqual(
    expect.stringMatching(new RegExp(`^data/articles/spring-cleaning-checklist\\.md:${articleLine}:\\d+: link to #whole-house-list, but that page has no id "whole-house-list" \\(on 1 page: /blog/spring-cleaning-checklist/\\)`)),
  );
  expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/articles/spring-cleaning-checklist\\.md:${articleLine}:\\d+: link to /services/deep-cleaning/#book-a-deep-clean, but that page has no id "book-a-deep-clean"`)));
  return readFile(path.join(out, 'index.html'), 'utf8').then((html) => expect(html).toBe(PREVIOUS));
}

describe('a page-level check failure that comes from the data', () => {
  it('a Markdown link to an id no page has: generate refuses, names the Markdown line, leaves the live site as it was', async () => {
    const out = await liveSite('dist-one-thread');
    await expectRefusal(await generate(out, { SITE_RENDER_WORKERS: '0' }), out);
  }, 900_000);

  it('the same when render workers write the pages themselves', async () => {
    const out = await liveSite('dist-workers');
    await expectRefusal(await generate(out, { SITE_RENDER_WORKERS: '2' }), out);
  }, 900_000);
});

describe('a meta description over the limit in services.csv', () => {
  // makeHead keeps every page's description within the limit (whole sentences, or a first sentence
  // too long cut at a word), so `site check` passes such a site: a first sentence too long stays a
  // warning naming its row, and the build is publishable.
  it('builds green with a warning naming the row, and `site check` passes on the output', async () => {
    const own = await copyData({ towns: ONE_TOWN, services: FEW_SERVICES });
    try {
      const file = path.join(own.data, 'services.csv');
      const { header, rows, lines } = await readCsv(file);
      const column = header.indexOf('meta_description');
      rows[0]![column] =
        'Top-to-bottom deep cleaning for homes across Oakland County, with baseboards, vents, grout, window tracks and the tops of the kitchen cabinets included, by insured crews working to a written checklist.';
      await writeCsv(file, header, rows);
      const result = await runSite(['generate', '--data', 'data', '--out', 'dist'], { cwd: own.root, env: { GITHUB_ACTIONS: '' } });
      expect(result.code).toBe(0);
      expect(result.stderr + result.stdout).toMatch(new RegExp(`services\\.csv:${lines[0]}:${column + 1}: meta_description: its first sentence is 201 characters`));
      const check = await runSite(['check', '--dir', path.join(own.root, 'dist')]);
      expect(check.stderr).toBe('');
      expect(check.code).toBe(0);
    } finally {
      await own.cleanup();
    }
  }, 900_000);
});

describe('the real data', () => {
  it('generate is green and `site check` passes on its output', async () => {
    const check = await checkedBuiltSite();
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
  }, 900_000);
});
