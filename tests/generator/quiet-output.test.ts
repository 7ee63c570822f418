// What `site generate` prints on a build that succeeds: the summary and its changes first and at
// most 8 lines; the stage timings and the JavaScript and index-gate tables only with --verbose, or
// once when their figures moved since the last build. Real CLI on one town's copy of the data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runSite } from '../helpers/cli.ts';
import { appendRow, copyData, FEW_SERVICES, findLine, readCsv, setCell, writeCsv } from '../helpers/data.ts';
import { manifestPath } from '../../generator/support/cache-dir.ts';

let copy: Awaited<ReturnType<typeof copyData>>;
let out: string;

const generate = async (...extra: string[]) => {
  const result = await runSite(['generate', '--data', copy.data, '--out', out, ...extra], { env: { SITE_URL: '', GITHUB_ACTIONS: '' } });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout.split('\n').filter((line, i, all) => i < all.length - 1 || line !== '');
};

const STAGE_LINE = /^ {2}(load|validate|render\+write) done in/;
const JAVASCRIPT_TABLE = /^ {2}JavaScript: \d+ pages ship none/;
const COVERAGE_TABLE = /^Index gate \(nearest sibling/;

const SHOWN = 3;
const MORE_LINE = /^ {2}\.\.\. (\d+) more warnings?: run "site generate --verbose" to see them$/;

/**
 * The warnings every build of the copy prints: the placeholder address and each promotion an
 * article names whose validThrough has passed (hidden and warned), read from the copy's data.
 */
async function standingWarnings(data: string): Promise<number> {
  const business = JSON.parse(await readFile(path.join(data, 'business.json'), 'utf8')) as { promotions: { id: string; validThrough: string }[] };
  const today = new Date().toISOString().slice(0, 10);
  const named = new Set<string>();
  for (const file of await readdir(path.join(data, 'articles'))) {
    const promotion = /^promotion: *(\S+)$/m.exec(await readFile(path.join(data, 'articles', file), 'utf8'));
    if (promotion) named.add(promotion[1]!);
  }
  return 1 + business.promotions.filter((p) => named.has(p.id) && today > p.validThrough).length;
}

/** The quiet warnings block: `total` in its header, the first three, then how many more. */
function expectWarnings(lines: string[], total: number): void {
  expect(lines, lines.join('\n')).toContain(`⚠ ${total} warning${total === 1 ? '' : 's'} (the site was built; worth fixing):`);
  const header = lines.findIndex((l) => l.startsWith('⚠ '));
  const shown = lines.slice(header + 1).filter((l) => !MORE_LINE.test(l));
  expect(shown).toHaveLength(Math.min(total, SHOWN));
  // the placeholder address stops a real publish: it comes first, naming the business.json read
  // (the copy's, given by --data, not the project's data/)
  const business = path.join(copy.data, 'business.json');
  expect(shown[0]!.startsWith(`  ${business} siteUrl: `), shown[0]).toBe(true);
  expect(shown[0]).toContain(`set siteUrl in ${business} (or SITE_URL)`);
  const more = lines.filter((l) => MORE_LINE.test(l));
  expect(more).toEqual(total > SHOWN ? [`  ... ${total - SHOWN} more warning${total - SHOWN === 1 ? '' : 's'}: run "site generate --verbose" to see them`] : []);
}

/** `table` shows on the build after its figures moved (`other` does not), and not on the next. */
async function shownOnce(table: RegExp, other: RegExp): Promise<void> {
  const moved = await generate();
  expect(moved.some((l) => table.test(l)), moved.join('\n')).toBe(true);
  expect(moved.some((l) => other.test(l))).toBe(false);
  const again = await generate();
  expect(again.some((l) => table.test(l)), again.join('\n')).toBe(false);
}

beforeAll(async () => {
  // one town (Novi: keyword rows to drop and add): what the build prints does not depend on how
  // many towns it builds, and each of this file's builds costs half a few towns' build
  copy = await copyData({ towns: ['novi'], services: FEW_SERVICES });
  out = path.join(copy.root, 'dist');
  // the optional monthly_searches column, empty (every page's searches estimated, as without it),
  // from the first build on: a later test's new row fills it, and that row is the only change
  const keywords = path.join(copy.data, 'seo-keywords.csv');
  const sheet = await readCsv(keywords);
  await writeCsv(keywords, [...sheet.header, 'monthly_searches'], sheet.rows.map((row) => [...row, '']));
  // the first build: no last build to compare with, so both tables show
  const first = await generate();
  expect(first.some((line) => JAVASCRIPT_TABLE.test(line))).toBe(true);
  expect(first.some((line) => COVERAGE_TABLE.test(line))).toBe(true);
}, 600_000);

afterAll(async () => copy?.cleanup());

describe('site generate prints little on success', () => {
  it('a one-cell edit: at most 8 lines, the ✔ first, the pages that changed, no stage or table', async () => {
    const services = path.join(copy.data, 'services.csv');
    const line = await findLine(services, (row) => row.slug === 'deep-cleaning');
    await setCell(services, line, 'meta_description', 'Deep cleaning in Metro Detroit: baseboards, grout, cabinet fronts and vents, done by one insured team with a written checklist.');
    const lines = await generate();
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(8);
    expect(lines[0]).toMatch(/^✔ \d+ pages built into .* in \d+ ms$/);
    // the service's page and its towns' pages carry the description (or a link titled by it)
    expect(lines[1]).toMatch(/^ {2}against the last build in \S+: ([1-9]\d*) pages? changed, 0 added, 0 removed; files: \d+ written, \d+ kept as they were$/);
    // the writing plan in one line, then the warnings
    expect(lines[2]).toMatch(/^ {2}Writing plan: \d+ of \d+ town x service pages indexable, /);
    expect(lines[3]).toMatch(/^⚠ /);
    expect(lines.some((l) => STAGE_LINE.test(l) || JAVASCRIPT_TABLE.test(l) || COVERAGE_TABLE.test(l) || l.startsWith('  stages:'))).toBe(false);
    // the copy's standing warnings: the placeholder address and the promotions that have ended
    expectWarnings(lines, await standingWarnings(copy.data));
  }, 300_000);

  it('--verbose adds the stage lines, the timings and both tables', async () => {
    const lines = await generate('--verbose');
    expect(lines.filter((l) => STAGE_LINE.test(l))).toHaveLength(3);
    expect(lines.some((l) => /^ {2}stages: load \d+ ms/.test(l))).toBe(true);
    expect(lines.some((l) => JAVASCRIPT_TABLE.test(l))).toBe(true);
    expect(lines.some((l) => COVERAGE_TABLE.test(l))).toBe(true);
    // the ✔ follows the stage lines; nothing but them comes before it
    const summary = lines.findIndex((l) => l.startsWith('✔ '));
    expect(lines.slice(0, summary).every((l) => / done in /.test(l))).toBe(true);
  }, 300_000);

  it('shows the index-gate table once when its figures move', async () => {
    // a town's keyword row gone: its page has no copy of its own and is held back
    const keywords = path.join(copy.data, 'seo-keywords.csv');
    const { header, rows } = await readCsv(keywords);
    const slug = header.indexOf('city_slug');
    const dropped = rows.findIndex((row) => row[slug] === 'novi');
    await writeCsv(keywords, header, rows.filter((_, i) => i !== dropped));
    await shownOnce(COVERAGE_TABLE, JAVASCRIPT_TABLE);
  }, 300_000);

  it('shows the JavaScript table once when a page ships other figures than the last build', async () => {
    // the last build's figures, as a build before a widget grew would have left them
    const file = manifestPath(out);
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { javascript: { upFrontBytes: number }[] };
    manifest.javascript[0]!.upFrontBytes += 2048;
    await writeFile(file, JSON.stringify(manifest));
    await shownOnce(JAVASCRIPT_TABLE, COVERAGE_TABLE);
  }, 300_000);

  it('shows the first three warnings and says how to see the rest', async () => {
    const services = path.join(copy.data, 'services.csv');
    const long = `${'A thorough clean of every room, '.repeat(6)}done to a written checklist.`;
    for (const slug of ['general-cleaning', 'deep-cleaning', 'move-out-cleaning', 'estate-cleaning']) {
      await setCell(services, await findLine(services, (row) => row.slug === slug), 'meta_description', long);
    }
    const lines = await generate();
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(8);
    // four descriptions too long beside the copy's standing warnings
    const total = 4 + (await standingWarnings(copy.data));
    expectWarnings(lines, total);
    expect(lines.filter((l) => l.includes('meta_description: ') || l.includes('siteUrl: '))).toHaveLength(3);
    expect(lines.at(-1)).toMatch(MORE_LINE);
    const verbose = await generate('--verbose');
    expect(verbose).toContain(`⚠ ${total} warnings (the site was built; worth fixing):`);
    expect(verbose.filter((l) => l.includes('meta_description: ') || l.includes('siteUrl: ') || l.includes('.validThrough: '))).toHaveLength(total);
    expect(verbose.some((l) => MORE_LINE.test(l))).toBe(false);
  }, 300_000);

  it('a row that only raises a held-back page\'s value moves the plan line, not the index-gate table', async () => {
    // estate cleaning: held back in this one-town copy (it reads too much like maid services) and
    // worth less than it before the row; a row with searches and no copy leaves it held back
    const page = '/mi/novi/estate-cleaning/';
    const keywords = path.join(copy.data, 'seo-keywords.csv');
    await appendRow(keywords, {
      city: 'Novi',
      state: 'MI',
      city_slug: 'novi',
      zips: '48374',
      service: 'Estate Cleaning',
      service_slug: 'estate-cleaning',
      primary_keyword: 'estate cleaning novi',
      suggested_url: page,
      monthly_searches: '5000',
    });
    const lines = await generate();
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(8);
    expect(await readFile(path.join(out, page, 'index.html'), 'utf8')).toContain('<meta name="robots" content="noindex,follow"/>');
    // 5000 searches x the service's $350 starting price, one visit a year
    expect(lines[2]).toMatch(/^ {2}Writing plan: .*; next \/mi\/novi\/estate-cleaning\/ \(value 1,750,000: 5000 searches a month \(keyword sheet\)\)/);
    expect(lines.some((l) => COVERAGE_TABLE.test(l)), lines.join('\n')).toBe(false);
  }, 300_000);

  it('--quiet prints nothing on success', async () => {
    expect(await generate('--quiet')).toEqual([]);
  }, 300_000);
});
