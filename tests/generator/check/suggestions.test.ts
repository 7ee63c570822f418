// Advice in problems: a slug missing from several cells gets its "did you mean" once, and a link
// to a page the site does not have offers the same three fixes wherever it was written (a table,
// Markdown copy, a copy file). Real CLI (`site generate --to json`: the route table alone) on a few towns'
// copy of the data.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../../helpers/cli.ts';
import { appendRow, copyData, readCsv, SMALL_SITE, writeCsv } from '../../helpers/data.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
beforeEach(async () => {
  copy = await copyData(SMALL_SITE);
});
afterEach(async () => copy.cleanup());

const routeTable = () => runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root, env: { GITHUB_ACTIONS: '' } });
const FIXES = 'Restore the page, change the link, or add a row to data/redirects.csv';

describe('advice in problems', () => {
  it('suggests a misspelt featured service once, however many towns name it', async () => {
    const file = path.join(copy.data, 'cities.csv');
    const { header, rows } = await readCsv(file);
    const featured = header.indexOf('featured_services');
    // every town features the same misspelt slug
    for (const row of rows) row[featured] = row[featured]!.replace('deep-cleaning', 'deep-claening');
    await writeCsv(file, header, rows);
    const result = await routeTable();
    expect(result.code, result.stderr).toBe(0);
    const warnings = (JSON.parse(result.stdout) as { warnings: { line: number; message: string }[] }).warnings.filter((w) => w.message.includes('"deep-claening"'));
    expect(warnings).toHaveLength(3);
    const [first, ...later] = warnings;
    expect(first!.message).toMatch(/; did you mean "deep-cleaning"\?$/);
    for (const warning of later) expect(warning.message).toMatch(new RegExp(`leaves it out \\(as on line ${first!.line}\\)$`));
    expect(JSON.stringify(warnings).match(/did you mean/g)).toHaveLength(1);
  });

  it('offers the three fixes for a broken link in a table, in Markdown copy and in a copy file', async () => {
    await appendRow(path.join(copy.data, 'menus.csv'), { menu: 'footer-legal', page: '/no-such-page/', label: 'Lost' });
    const body = path.join(copy.data, 'services', 'deep-cleaning.md');
    await writeFile(body, `${await readFile(body, 'utf8')}\nSee [our gone page](/gone-page/).\n`);
    const blog = path.join(copy.data, 'pages', 'blog.md');
    await writeFile(blog, (await readFile(blog, 'utf8')).replace('(/blog/cities/)', '(/blog/towns/)'));
    // a whole build: links in copy files are checked on the rendered pages (the publish gate)
    const result = await runSite(['generate', '--data', 'data', '--out', 'dist'], { cwd: copy.root, env: { GITHUB_ACTIONS: '' } });
    expect(result.code, result.stderr).toBe(1);
    const links = result.stderr.split('\n').filter((line) => line.includes(': link to "'));
    expect(links, result.stderr).toHaveLength(3);
    expect(links.filter((line) => /^data\/(menus\.csv|services\/deep-cleaning\.md):\d+:\d+: /.test(line))).toHaveLength(2);
    expect(links.filter((line) => line.includes('"/blog/towns/"'))).toHaveLength(1);
    for (const line of links) expect(line.endsWith(`. ${FIXES}`), line).toBe(true);
  });
});
