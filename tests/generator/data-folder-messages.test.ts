// Messages name the data folder the command was given: with `--data groomer/data`, a broken link
// says to add a row to groomer/data/redirects.csv, not data/redirects.csv; and a front matter
// line that YAML cannot read says what to do (a colon in a value: quotes), at its line, on the real
// command line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let home: string;
let good: string;
const routeTable = () => runSite(['generate', '--data', 'groomer/data', '--to', 'json'], { cwd: copy.root, env: { GITHUB_ACTIONS: '', SITE_URL: '' } });

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  await mkdir(path.join(copy.root, 'groomer'));
  await rename(copy.data, path.join(copy.root, 'groomer', 'data'));
  home = path.join(copy.root, 'groomer', 'data', 'pages', 'home.md');
  good = await readFile(home, 'utf8');
}, 120_000);

afterAll(async () => copy?.cleanup());

describe('messages with --data groomer/data', { timeout: 60_000 }, () => {
  it('a broken link: the row goes to groomer/data/redirects.csv', async () => {
    await writeFile(home, good.replace('(/services/deep-cleaning/)', '(/services/deeep-cleaning/)'));
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^groomer\/data\/pages\/home\.md:\d+:\d+: link to "\/services\/deeep-cleaning\/", which is not a page of the site\. Restore the page, change the link, or add a row to groomer\/data\/redirects\.csv$/m);
    expect(result.stderr).not.toMatch(/(^|\s)data\/redirects\.csv/);
  });

  it('a colon in a front matter value: put it in quotes, at its line, ending on the text', async () => {
    const lines = good.split('\n');
    const at = lines.findIndex((line) => line.startsWith('  quoteButton: '));
    lines[at] = '  quoteButton: Free quote: no obligation';
    await writeFile(home, lines.join('\n'));
    const result = await routeTable();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`^groomer/data/pages/home\\.md:${at + 1}:\\d+: front matter: the value of "quoteButton" holds a colon, which YAML reads as the start of another key: put the value in quotes, as in quoteButton: "Free quote: no obligation"$`, 'm'),
    );
  });
});
