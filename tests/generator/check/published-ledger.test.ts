// docs/decisions.md#published-addresses-are-kept: the build keeps a ledger of every address it has
// published (data/published.csv, committed with the data). A later build, on a fresh clone with no
// earlier output, knows what a removed town or service took away: each such address is a warning
// with the redirects.csv row to its closest live page, and under CI (--strict) the build stops with
// nothing written until a redirect row or a "gone" row (status 410) decides it. A slug the site
// published is reported as removed from its table, not as a typo of another one.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSiteServe } from '../../helpers/api-fixtures.ts';
import { cleanup as afterTest } from '../../helpers/cleanup.ts';
import { runSite, type CliResult } from '../../helpers/cli.ts';
import { appendRow, copyData, FEW_SERVICES, findLine, readCsv, retire, setCell, writeCsv } from '../../helpers/data.ts';
import { snapshot } from '../../helpers/output-snapshot.ts';

const TOWN = 'highland';
const SERVICE = 'maid-services';
const FIRST_DAY = '2026-03-01';
const LATER = '2026-04-01';

let copy: Awaited<ReturnType<typeof copyData>>;
const data = (name: string) => path.join(copy.data, name);
const out = (name: string) => path.join(copy.root, name);
/** `site generate --publish` of the copy into `dist` (a folder name under the copy's root), as of
 * `date`: each build here is the deploy job's, which records what it published */
const generate = (dist: string, env: NodeJS.ProcessEnv = {}, flags: string[] = []) =>
  runSite(['generate', '--data', 'data', '--out', dist, '--site-url', 'https://clean.test', '--publish', ...flags], { cwd: copy.root, env: { SITE_BUILD_DATE: LATER, ...env } });
const printed = (result: CliResult) => result.stdout + result.stderr;
/** the rows a build printed ready to paste into redirects.csv */
const pasted = (result: CliResult) => printed(result).split('\n').filter((line) => /^\/\S*,\S*,301$/.test(line));

let ledgerAfterFirst: string;

beforeAll(async () => {
  // the towns the tests name (Novi stays, Wixom takes a misspelt row, Highland goes): each of
  // this file's builds renders a few towns' pages and FEW_SERVICES', not the whole site's
  copy = await copyData({ towns: ['novi', 'wixom', TOWN], services: FEW_SERVICES });
  // the site as published: its first build writes the ledger
  const first = await generate('live', { SITE_BUILD_DATE: FIRST_DAY }, ['--quiet']);
  expect(first.code, printed(first)).toBe(0);
  ledgerAfterFirst = await readFile(data('published.csv'), 'utf8');
  await retire(copy.data, { cities: [TOWN], services: [SERVICE] });
}, 600_000);

afterAll(async () => copy?.cleanup());

describe('the ledger a build writes', () => {
  it('lists every address of the build, sorted, with the date of its first build', async () => {
    const { header, rows } = await readCsv(data('published.csv'));
    expect(header).toEqual(['path', 'first_built', 'removed', 'content', 'changed']);
    const paths = rows.map((row) => row[0]!);
    expect(paths).toEqual([...paths].sort());
    expect(paths).toEqual(expect.arrayContaining(['/', `/mi/${TOWN}/`, `/mi/${TOWN}/deep-cleaning/`, `/services/${SERVICE}/`, `/mi/novi/${SERVICE}/`]));
    expect(new Set(rows.map((row) => `${row[1]},${row[2]}`))).toEqual(new Set([`${FIRST_DAY},`]));
  });
});

describe(`removing ${TOWN} and ${SERVICE}, built on a fresh clone (no earlier output)`, () => {
  let local: CliResult;
  beforeAll(async () => {
    // --verbose: every warning and row (the default output shows the first few)
    local = await generate('fresh', {}, ['--verbose']);
  }, 600_000);

  it('warns about each address the ledger lists and the build no longer makes, with its row ready to paste', () => {
    expect(local.code, printed(local)).toBe(0);
    expect(printed(local)).toContain(`data/redirects.csv: /mi/${TOWN}/deep-cleaning/ was published (first built ${FIRST_DAY}) and this build no longer makes it; to keep its links alive, add this row: /mi/${TOWN}/deep-cleaning/,/services/deep-cleaning/,301`);
    expect(printed(local)).toContain('Rows for data/redirects.csv, ready to paste');
  });

  it('suggests the closest live page, never the home page when something closer exists', () => {
    const rows = pasted(local);
    // the town's pages of a service go to the service's page; the town's hub to the service area
    expect(rows).toContain(`/mi/${TOWN}/deep-cleaning/,/services/deep-cleaning/,301`);
    expect(rows).toContain(`/mi/${TOWN}/,/service-areas/,301`);
    // the retired service, in a town that stays: the town's hub; in the retired town: the service area
    expect(rows).toContain(`/mi/novi/${SERVICE}/,/mi/novi/,301`);
    expect(rows).toContain(`/mi/${TOWN}/${SERVICE}/,/service-areas/,301`);
    expect(rows).toContain(`/services/${SERVICE}/,/services/,301`);
    // the old address the town's redirect row answered goes to the page above it
    expect(rows).toContain(`/locations/${TOWN}/,/locations/,301`);
    expect(rows.filter((row) => row.endsWith(',/,301'))).toEqual([]);
    const ledger = ledgerAfterFirst.split('\n').filter((line) => line.startsWith(`/mi/${TOWN}/`) || line.includes(`/${SERVICE}/`));
    expect(rows.length).toBeGreaterThanOrEqual(ledger.length);
  });

  it('records when each address stopped being built, and keeps it', async () => {
    // the address columns (the content columns date the sitemap's pages: lastmod.test.ts)
    const rows = (await readCsv(data('published.csv'))).rows.map((row) => row.slice(0, 3));
    expect(rows).toContainEqual([`/mi/${TOWN}/`, FIRST_DAY, LATER]);
    expect(rows).toContainEqual(['/mi/novi/', FIRST_DAY, '']);
  });
});

describe('under CI', () => {
  it('stops the build, writes nothing and prints the rows; --no-strict builds with the warnings', async () => {
    const before = await snapshot(out('live'));
    const ledger = await stat(data('published.csv'));
    const strict = await generate('live', { CI: '1' });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toMatch(/^✖ \d+ published addresses would disappear with no row in data\/redirects\.csv: nothing was written, the previous output is unchanged/m);
    expect(strict.stderr).toContain('--strict is on (the default when CI is set)');
    expect(pasted(strict)).toContain(`/mi/${TOWN}/,/service-areas/,301`);
    expect(await snapshot(out('live'))).toEqual(before);
    expect((await stat(data('published.csv'))).mtimeMs).toBe(ledger.mtimeMs);
    // the flag alone does it too, and --no-strict turns it off under CI
    expect((await generate('strict-flag', {}, ['--strict', '--quiet'])).code).toBe(1);
    const lenient = await generate('lenient', { CI: 'true' }, ['--no-strict', '--verbose']);
    expect(lenient.code, printed(lenient)).toBe(0);
    expect(pasted(lenient)).toContain(`/mi/${TOWN}/,/service-areas/,301`);
  }, 600_000);

  it('passes once redirect rows and a "gone" row decide every address; site serve answers 410 for it', async () => {
    const failed = await generate('live', { CI: '1' });
    const rows = pasted(failed).map((row) => (row === `/mi/${TOWN}/,/service-areas/,301` ? `/mi/${TOWN}/,,410` : row));
    expect(rows).toContain(`/mi/${TOWN}/,,410`);
    const { header, rows: existing } = await readCsv(data('redirects.csv'));
    await writeCsv(data('redirects.csv'), header, [...existing, ...rows.map((row) => row.split(','))]);
    const passed = await generate('live', { CI: '1' });
    expect(passed.code, printed(passed)).toBe(0);
    expect(printed(passed)).not.toContain('ready to paste');

    const redirects = await readFile(path.join(out('live'), '_redirects'), 'utf8');
    expect(redirects).toContain(`/mi/${TOWN} /404.html 410\n/mi/${TOWN}/ /404.html 410\n`);
    const server = await spawnSiteServe(out('live'), path.join(copy.root, 'site.db'));
    afterTest(() => server.process.kill());
    for (const address of [`/mi/${TOWN}/`, `/mi/${TOWN}`]) {
      const gone = await fetch(new URL(address, server.url), { redirect: 'manual' });
      expect(gone.status, address).toBe(410);
      expect(await gone.text()).toContain('<!DOCTYPE html>');
    }
    const moved = await fetch(new URL(`/mi/${TOWN}/deep-cleaning/`, server.url), { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location')!, server.url).pathname).toBe('/services/deep-cleaning/');

    // a redirected address is answered again (by its redirect); the gone one keeps its date
    const ledger = (await readCsv(data('published.csv'))).rows.map((row) => row.slice(0, 3));
    expect(ledger).toContainEqual([`/mi/${TOWN}/deep-cleaning/`, FIRST_DAY, '']);
    expect(ledger).toContainEqual([`/mi/${TOWN}/`, FIRST_DAY, LATER]);
  }, 600_000);
});

describe('a slug the site published, named after its row was removed', () => {
  it('is reported as removed, with the rows still naming it; a slug never published gets "did you mean"', async () => {
    const novi = await findLine(data('cities.csv'), (row) => row.slug === 'novi');
    const added = await appendRow(data('availability.csv'), { city: 'novi', service: SERVICE });
    const typo = await appendRow(data('availability.csv'), { city: 'wixom', service: 'deep-claning' });
    const result = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `data/availability.csv:${added}:2: service: service "${SERVICE}" was removed from data/services.csv (it was published at /services/${SERVICE}/); remove it here or restore the row`,
    );
    expect(result.stderr).toContain(`data/availability.csv:${typo}:2: service: unknown service "deep-claning" (not in data/services.csv); did you mean "deep-cleaning"?`);
    expect(result.stderr).not.toMatch(new RegExp(`"${SERVICE}".*did you mean`));

    // a town's featured services: the removed one is said so, a misspelt one gets its suggestion
    const { header, rows } = await readCsv(data('availability.csv'));
    await writeCsv(data('availability.csv'), header, rows.slice(0, -2));
    await setCell(data('cities.csv'), novi, 'featured_services', `deep-cleaning|${SERVICE}|deep-claning`);
    const planned = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: copy.root });
    expect(planned.code, planned.stderr).toBe(0);
    const warnings = (JSON.parse(planned.stdout) as { warnings: { file: string; line?: number; message: string }[] }).warnings;
    const atNovi = warnings.filter((w) => w.file === 'data/cities.csv' && w.line === novi).map((w) => w.message);
    expect(atNovi).toContain(`featured_services: service "${SERVICE}" was removed from data/services.csv (it was published at /services/${SERVICE}/), so Novi's page leaves it out: remove it here or restore the row`);
    expect(atNovi).toContain(`featured_services: "deep-claning" is not in data/services.csv, so Novi's page leaves it out; did you mean "deep-cleaning"?`);
  }, 600_000);
});
