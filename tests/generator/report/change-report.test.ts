// The change report of `site generate --report FILE` and `site diff BASE_DIR`, on the real command
// line: a data copy of two towns is built, then edited three times as a marketer would (one
// keyword row rewritten, a town removed, a service retired), each build reporting against the one
// it replaced. The redirects.csv rows of removed pages are the ones the build itself suggests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite, type CliResult } from '../../helpers/cli.ts';
import { section } from '../../helpers/report.ts';
import { copyData, FEW_SERVICES, keepTowns, readCsv, writeCsv } from '../../helpers/data.ts';

const TOWNS = ['milford', 'wixom'];
/** the keyword row rewritten: indexable in the base build (its intro is long and its own) */
const EDITED = { city: 'milford', service: 'deep-cleaning', url: '/mi/milford/deep-cleaning/' };
const RETIRED = 'maid-services';

let copy: Awaited<ReturnType<typeof copyData>>;
const reports: Record<'first' | 'edited' | 'townRemoved' | 'retired' | 'unchanged', string> = { first: '', edited: '', townRemoved: '', retired: '', unchanged: '' };
const builds: Partial<Record<keyof typeof reports, CliResult>> = {};
let diffOfEdit: CliResult;
let before: { title: string; description: string };
/** the other Milford town x service pages whose related links named the edited page before it was held back, and not after */
let siblingsThatDroppedIt: string[] = [];

const dataFile = (name: string) => path.join(copy.data, name);

/** `extra`: `--verbose` where the test reads every warning and row (the default output shows a few). */
async function generate(name: keyof typeof reports, extra: string[] = []): Promise<void> {
  const file = path.join(copy.root, `${name}.md`);
  const result = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://clean.test', '--report', file, ...extra], { cwd: copy.root, env: { GITHUB_ACTIONS: '' } });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  builds[name] = result;
  reports[name] = await readFile(file, 'utf8');
}

async function filterCsv(name: string, keep: (row: Record<string, string>) => boolean): Promise<void> {
  const { header, rows } = await readCsv(dataFile(name));
  await writeCsv(dataFile(name), header, rows.filter((cells) => keep(Object.fromEntries(header.map((c, i) => [c, cells[i] ?? ''])))));
}

async function editKeywordRow(change: Record<string, string>): Promise<Record<string, string>> {
  const { header, rows } = await readCsv(dataFile('seo-keywords.csv'));
  const row = rows.find((cells) => cells[header.indexOf('city_slug')] === EDITED.city && cells[header.indexOf('service_slug')] === EDITED.service)!;
  const old = Object.fromEntries(header.map((c, i) => [c, row[i] ?? '']));
  for (const [column, value] of Object.entries(change)) row[header.indexOf(column)] = value;
  await writeCsv(dataFile('seo-keywords.csv'), header, rows);
  return old;
}

/** The rows of the redirects.csv block of the Removed section. */
const csvRows = (report: string) => {
  const lines = section(report, 'Removed');
  return lines.slice(lines.indexOf('```csv') + 1, lines.lastIndexOf('```'));
};

/** The rows `site generate` printed ready to paste (its vanished-page warnings). */
const printedRows = (result: CliResult) => {
  const lines = result.stdout.split('\n');
  const start = lines.findIndex((line) => line.startsWith('Rows for data/redirects.csv'));
  return start < 0 ? [] : lines.slice(start + 1).filter((line) => /^\/\S*,\S+,\d+$/.test(line));
};

/** The town x service pages of a town in a built folder whose HTML links to `url`. */
async function townPagesLinkingTo(dir: string, town: string, url: string): Promise<string[]> {
  const pages: string[] = [];
  for (const service of await readdir(path.join(dir, 'mi', town))) {
    const page = `/mi/${town}/${service}/`;
    if (page === url) continue;
    const html = await readFile(path.join(dir, 'mi', town, service, 'index.html'), 'utf8').catch(() => '');
    if (html.includes(`href="${url}"`)) pages.push(page);
  }
  return pages;
}

const tableRows = (lines: string[]) => lines.filter((line) => line.startsWith('| ') && !/^\| (page|pages|---) /.test(line));

beforeAll(async () => {
  copy = await copyData({ towns: TOWNS, services: FEW_SERVICES });
  // the base branch's build, deployed (its addresses recorded in the ledger), and the same data
  // built into dist/: a first build reports every page
  const base = await runSite(['generate', '--data', 'data', '--out', 'base', '--site-url', 'https://clean.test', '--quiet', '--publish'], { cwd: copy.root });
  expect(base.stderr).toBe('');
  await generate('first');

  // (a) one keyword row: a new title and description, and an intro cut to one sentence
  const old = await editKeywordRow({ title: 'Deep Cleaning for Milford Homes', meta_description: 'Deep cleaning in Milford: baseboards, vents and grout in one visit.', intro: 'We deep clean Milford homes.' });
  before = { title: old.title!, description: old.meta_description! };
  await generate('edited');
  const linkedBefore = await townPagesLinkingTo(path.join(copy.root, 'base'), EDITED.city, EDITED.url);
  const linkedAfter = new Set(await townPagesLinkingTo(path.join(copy.root, 'dist'), EDITED.city, EDITED.url));
  siblingsThatDroppedIt = linkedBefore.filter((page) => !linkedAfter.has(page));
  diffOfEdit = await runSite(['diff', 'base', '--dir', 'dist'], { cwd: copy.root });

  // (b) Wixom leaves: its rows in every table, its long copy, the links to it (the ledger of what
  // went live stays: keepTowns makes a copy another site, this is the same one)
  const ledger = await readFile(dataFile('published.csv'), 'utf8');
  await keepTowns(copy.data, ['milford']);
  await writeFile(dataFile('published.csv'), ledger);
  await generate('townRemoved', ['--verbose']);

  // (c) a service retired: its row, its long copy and the towns offering it (its menu row stays: a warning)
  await filterCsv('services.csv', (row) => row.slug !== RETIRED);
  await filterCsv('availability.csv', (row) => row.service !== RETIRED);
  await rm(dataFile(`services/${RETIRED}.md`));
  await generate('retired', ['--verbose']);

  await generate('unchanged');
}, 600_000);

afterAll(async () => copy?.cleanup());

describe('site generate --report', { timeout: 60_000 }, () => {
  it('a first build: every page added', () => {
    expect(reports.first.split('\n')[0]).toMatch(/^\*\*Site changes: a first build, \d+ pages\.\*\*$/);
    expect(section(reports.first, 'Added')[0]).toMatch(/^### Added \(\d+\)$/);
  });

  it('an edited keyword row: its page changed, title, description, indexing and text before -> after', () => {
    const report = reports.edited;
    // links feed indexable pages: once held back, the siblings that linked to it link elsewhere, the
    // service page lists its town last, and /sitemap/ (indexable town pages only) drops it; those
    // pages change in their main text alone
    expect(siblingsThatDroppedIt.length).toBeGreaterThan(10);
    const textOnly = [...siblingsThatDroppedIt, `/services/${EDITED.service}/`, '/sitemap/'];
    // the headline counts what a reviewer reads; the pages that only moved their links, in one clause
    expect(report.split('\n')[0]).toBe(`**Site changes: 1 page held back from search engines, 1 with a new title, description or H1; ${textOnly.length} other pages changed only in their links to those.**`);
    // one cause for them all, the pages folded under it
    const causes = section(report, 'Main text changed');
    // named as the site names it (its breadcrumbs), then its address
    expect(causes).toContain(`**\`Milford › Deep Cleaning\` (\`${EDITED.url}\`) held back: ${textOnly.length} pages changed their links to it**`);
    expect(causes.filter((line) => line.startsWith('- ')).map((line) => line.slice(3, -1)).sort()).toEqual(textOnly.sort());
    const changedRows = tableRows(section(report, 'Title, description, H1 or search engines changed'));
    expect(changedRows).toEqual([
      `| \`${EDITED.url}\` | title | \`${before.title} \\| Oak & Shore\` | \`Deep Cleaning for Milford Homes \\| Oak & Shore\` |`,
      `|  | description | \`${before.description}\` | \`Deep cleaning in Milford: baseboards, vents and grout in one visit.\` |`,
      '|  | search engines | indexable | held back |',
      expect.stringMatching(/^\| {2}\| main text \| \d+ words \| \d+ words \|$/),
    ]);
    expect(section(report, 'Search engines')).toContain(`- \`${EDITED.url}\``);
    expect(section(report, 'Search engines')).toContain('1 page held back.');
    // the gate's page kinds in a marketer's words
    expect(section(report, 'Search engines')).toContainEqual(expect.stringMatching(/^\| town × service pages \| \d+ \| \d+ → \d+ \| \d+ → \d+ \|$/));
    expect(report).not.toMatch(/cityService|cityHub/);
    expect(section(report, 'Added')).toEqual([]);
    expect(section(report, 'Removed')).toEqual([]);
    expect(report).not.toContain('warning');
  });

  it('site diff BASE_DIR writes the same report from two built folders', () => {
    expect(diffOfEdit.stderr).toBe('');
    expect(diffOfEdit.code).toBe(0);
    expect(diffOfEdit.stdout).toBe(reports.edited);
  });

  it('a removed town: its pages removed, each with the row the build suggests', () => {
    const report = reports.townRemoved;
    const removed = tableRows(section(report, 'Removed')).map((row) => row.split(' | ')[0]!.slice(3, -1));
    expect(removed.length).toBeGreaterThan(20);
    expect(removed.every((url) => url.includes('wixom'))).toBe(true);
    // its hub, its city-service pages, its guides, and the redirect stubs that sent to them
    expect(removed).toEqual(expect.arrayContaining(['/mi/wixom/', '/mi/wixom/deep-cleaning/', '/blog/cities/wixom/', '/wixom/']));
    const rows = csvRows(report);
    expect(rows).toEqual(printedRows(builds.townRemoved!));
    // a closer page than the home page where one exists: a town's guide goes to the city guides
    expect(rows.filter((row) => row.startsWith('/blog/cities/wixom/')).every((row) => row.split(',')[1] === '/blog/cities/')).toBe(true);
    expect(report.split('\n')[0]).toMatch(new RegExp(`^\\*\\*Site changes: ${removed.length} pages removed, `));
    // the pages that linked to Wixom's, and those that named it (the careers page's list of towns): one cause, named by the town
    expect(section(report, 'Main text changed')).toContainEqual(
      expect.stringMatching(new RegExp(`^\\*\\*\`Wixom\` \\(the ${removed.length} pages of \`wixom\`\\) removed: \\d+ pages linked to them, \\d+ pages? named it\\*\\*$`)),
    );
  });

  it('a retired service: its pages removed with rows to the closest page, its menu row a new warning', () => {
    const report = reports.retired;
    expect(csvRows(report)).toEqual([`/mi/milford/${RETIRED}/,/mi/milford/,301`, `/services/${RETIRED}/,/services/,301`]);
    // the build asks for these and, still, for Wixom's (no row was pasted for them); the report, against the last build, these
    expect(printedRows(builds.retired!)).toEqual(expect.arrayContaining(csvRows(report)));
    expect(tableRows(section(report, 'Removed'))).toEqual([
      `| \`/mi/milford/${RETIRED}/\` | \`Maid Services in Milford, MI \\| Oak & Shore\` | nothing yet: 404 |`,
      expect.stringMatching(new RegExp(`^\\| \`/services/${RETIRED}/\` \\| .* \\| nothing yet: 404 \\|$`)),
    ]);
    const warnings = section(report, 'New warnings');
    expect(warnings[0]).toBe('### New warnings (1)');
    expect(warnings.filter((line) => line.startsWith('- '))).toEqual([expect.stringMatching(new RegExp(`^- \`data/menus\\.csv:\\d+:3: service: service "${RETIRED}" was removed from data/services\\.csv \\(it was published at /services/${RETIRED}/\\), so the header-services menu leaves it out`))]);
    expect(report.split('\n')[0]).toBe('**Site changes: 2 pages removed; 3 other pages changed only in their links to those, 1 new warning.**');
    expect(section(report, 'Main text changed')).toContain(`**\`Maid Services\` (the 2 pages of \`${RETIRED}\`) removed: 3 pages linked to them**`);
  });

  it('a build that changed nothing says so in one line', () => {
    expect(reports.unchanged).toBe('**No page changed.**\n');
    // the quiet output's second line ends with where the report went and its headline
    expect(builds.unchanged!.stdout.split('\n')[1]).toContain(`; change report in ${path.join(copy.root, 'unchanged.md')}: No page changed.`);
  });
});

describe('site diff', () => {
  it('refuses a folder that does not exist', async () => {
    const result = await runSite(['diff', 'no-such-build', '--dir', 'dist'], { cwd: copy.root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('✖ no-such-build/ does not exist: build a site into it first (site generate --out no-such-build)');
    expect(result.stdout).toBe('');
  });

  it('--report with --to json is refused', async () => {
    const result = await runSite(['generate', '--data', 'data', '--to', 'json', '--report', 'r.md'], { cwd: copy.root });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/--report compares a build with the one it replaces/);
    await rm(path.join(copy.root, 'r.md'), { force: true });
  });
});
