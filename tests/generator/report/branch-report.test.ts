// A branch that adds a town and retires a service, as a marketer makes it and as the example
// workflow (docs/ci/site.yml) builds it, on the real command line. The default branch's site went
// live by the deploy job (`generate --publish`), whose ledger the branch inherits; the branch is
// built on a laptop first (without --publish: nothing recorded), then in CI, where the base branch
// is checked out into .base/ and built from `--data .base/data`. The report a reviewer reads: one
// line for the new town, one for the retired service, no warning new that is not, no redirect
// asked for a page that never went live, and counts that agree with the build's summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { runSite, type CliResult } from '../../helpers/cli.ts';
import { section } from '../../helpers/report.ts';
import { copyData, FEW_SERVICES, keepTowns, readCsv, retire, writeCsv } from '../../helpers/data.ts';

/** the town the branch adds, and the service it retires */
const NEW_TOWN = 'highland';
const RETIRED = 'maid-services';
const LIVE_TOWNS = ['milford', 'wixom'];

let copy: Awaited<ReturnType<typeof copyData>>;
const at = (...parts: string[]) => path.join(copy.root, ...parts);
/** `site generate` in the copy's root, as a user or the workflow runs it (no SITE_URL: both builds warn of the placeholder) */
const generate = (args: string[], env: NodeJS.ProcessEnv = {}) => runSite(['generate', ...args], { cwd: copy.root, env: { GITHUB_ACTIONS: '', SITE_URL: '', SITE_BUILD_DATE: '2026-05-01', ...env } });
const printed = (result: CliResult) => result.stdout + result.stderr;
const pastedRows = (result: CliResult) => printed(result).split('\n').filter((line) => /^\/\S*,\S*,301$/.test(line));

let ledgerOfMain: string;
let laptop: CliResult;
let laptopReport: string;
let townReport: string;
let strict: CliResult;
let headBuild: CliResult;
let report: string;
let agreeing: { summary: string; report: string };

beforeAll(async () => {
  copy = await copyData({ towns: [...LIVE_TOWNS, NEW_TOWN], services: FEW_SERVICES });
  // the default branch: the same data without the new town, deployed (its ledger committed)
  await cp(copy.data, at('.base', 'data'), { recursive: true });
  await keepTowns(at('.base', 'data'), LIVE_TOWNS);
  const deployed = await generate(['--data', '.base/data', '--out', 'live', '--publish', '--quiet']);
  expect(deployed.code, printed(deployed)).toBe(0);
  ledgerOfMain = await readFile(at('.base', 'data', 'published.csv'), 'utf8');
  await cp(at('.base', 'data', 'published.csv'), at('data', 'published.csv'));

  // the branch, on a laptop: the new town built into dist/, then the service retired
  const withTown = await generate(['--quiet']);
  expect(withTown.code, printed(withTown)).toBe(0);
  // the new town alone, against what went live
  const townDiff = await runSite(['diff', 'live', '--dir', 'dist', '--report', 'town.md'], { cwd: copy.root });
  expect(townDiff.code, printed(townDiff)).toBe(0);
  townReport = await readFile(at('town.md'), 'utf8');
  await retire(copy.data, { services: [RETIRED] });
  laptop = await generate(['--verbose', '--report', 'laptop.md']);
  laptopReport = await readFile(at('laptop.md'), 'utf8');
  strict = await generate(['--quiet'], { CI: '1' });
  // the rows the strict build asked for go into redirects.csv
  const { header, rows } = await readCsv(at('data', 'redirects.csv'));
  await writeCsv(at('data', 'redirects.csv'), header, [...rows, ...pastedRows(strict).map((row) => row.split(','))]);

  // the workflow on the pull request: a fresh dist/, the base built from .base/data, then the branch, then site diff
  await rm(at('dist'), { recursive: true, force: true });
  const base = await generate(['--data', '.base/data', '--out', 'base-dist', '--quiet', '--reporter', 'text']);
  expect(base.code, printed(base)).toBe(0);
  headBuild = await generate([], { CI: '1' });
  expect(headBuild.code, printed(headBuild)).toBe(0);
  const diff = await runSite(['diff', 'base-dist', '--dir', 'dist', '--report', 'report.md'], { cwd: copy.root });
  expect(diff.code, printed(diff)).toBe(0);
  report = await readFile(at('report.md'), 'utf8');

  // the same change built over the base in one output folder, with --report: the summary's counts and the report's
  expect((await generate(['--data', '.base/data', '--out', 'one-folder', '--quiet'])).code).toBe(0);
  const over = await generate(['--out', 'one-folder', '--report', 'one-folder.md']);
  expect(over.code, printed(over)).toBe(0);
  agreeing = { summary: over.stdout.split('\n')[1]!, report: await readFile(at('one-folder.md'), 'utf8') };
}, 600_000);

afterAll(async () => copy?.cleanup());

describe('a branch adding a town and retiring a service', { timeout: 60_000 }, () => {
  it('builds on a laptop without recording anything: the ledger stays as the deploy left it', async () => {
    expect(laptop.code, printed(laptop)).toBe(0);
    expect(await readFile(at('data', 'published.csv'), 'utf8')).toBe(ledgerOfMain);
  });

  it('asks a redirect for each retired page that went live, none for the new town\'s that never did', () => {
    expect(strict.code).toBe(1);
    const rows = pastedRows(strict);
    expect(rows).toEqual(expect.arrayContaining([`/mi/milford/${RETIRED}/,/mi/milford/,301`, `/services/${RETIRED}/,/services/,301`]));
    expect(rows.filter((row) => row.includes(NEW_TOWN))).toEqual([]);
    expect(printed(laptop)).not.toContain(`/mi/${NEW_TOWN}/${RETIRED}/`);
  });

  it('reports one line for the new town and one for the retired service, with a headline a reviewer reads', () => {
    const added = Number(/^### Added \((\d+)\)$/m.exec(report)![1]);
    const removed = Number(/^### Removed \((\d+)\)$/m.exec(report)![1]);
    expect(section(report, 'Added').filter((line) => line.startsWith('| `')).every((line) => line.includes(NEW_TOWN))).toBe(true);
    expect(report.split('\n')[0]).toMatch(new RegExp(`^\\*\\*Site changes: ${added} pages added, ${removed} removed, .*; \\d+ other pages changed only in their links to and mentions of those, 1 new warning\\.\\*\\*$`));
    const causes = section(report, 'Main text changed').filter((line) => line.startsWith('**'));
    // the town's page and the pages under it as one cause, named as the site names them: the pages
    // that link to it, and those that only name it (the nearby towns of a town x service page's FAQ)
    expect(causes).toContainEqual(
      expect.stringMatching(new RegExp(`^\\*\\*\`Highland\` \\(\`/mi/${NEW_TOWN}/\` and the ${added - 1} pages under it\\) added: \\d{2,} pages link to them now, \\d{2,} pages name it now(, 1 page passed a link on to theirs)?\\*\\*$`)),
    );
    // the service's pages in every town as one cause; the town pages that count their services, under it
    expect(causes).toContainEqual(expect.stringMatching(new RegExp(`^\\*\\*\`Maid Services\` \\(the \\d+ pages of \`${RETIRED}\`\\) removed: \\d+ pages linked to them\\*\\*$`)));
    // no page's own words are a town page's count of its services or a new town's name
    const own = section(report, 'Main text changed').filter((line) => line.startsWith('| `'));
    expect(own.filter((line) => /\d+` became `\d+`|`Highland`|Highland\.`/i.test(line))).toEqual([]);
    expect(causes.filter((line) => /^\*\*`\d+` became `\d+`/.test(line))).toEqual([]);
  });

  it("puts a town page's link handed over to the new town's page of the same service under the town, not among its own words", () => {
    // town hubs share out one held-back page of each service: Highland's hub takes one Wixom's had
    expect(townReport.split('\n')[0]).not.toContain('own words');
    expect(section(townReport, 'Main text changed').filter((line) => line.startsWith('| `'))).toEqual([]);
    const text = section(townReport, 'Main text changed').join('\n');
    expect(text).toMatch(new RegExp(`^\\*\\*\`Highland\` \\(\`/mi/${NEW_TOWN}/\` and the \\d+ pages under it\\) added: \\d+ pages link to them now, \\d+ pages name it now, 1 page passed a link on to theirs\\*\\*$`, 'm'));
    const underTown = text.split('\n\n**')[1]!;
    expect(underTown).toContain(`- \`/mi/${LIVE_TOWNS[1]}/\``);
  });

  it("reports a page the laptop's folder had that never went live apart from the removed ones, with no row asked", () => {
    const never = section(laptopReport, 'Gone before going live');
    expect(never[0]).toMatch(/^### Gone before going live \(\d+\)$/);
    expect(never).toContain(`- \`/mi/${NEW_TOWN}/${RETIRED}/\``);
    expect(never.join('\n')).toContain('never published (`data/published.csv` does not list');
    const removed = section(laptopReport, 'Removed');
    expect(removed.filter((line) => line.startsWith('| `')).length).toBeGreaterThan(0);
    expect(removed.join('\n')).not.toContain(NEW_TOWN);
    // the build's summary counts the same: the live pages removed, the others apart
    const removedCount = Number(/^### Removed \((\d+)\)$/m.exec(laptopReport)![1]);
    expect(laptop.stdout.split('\n').find((line) => line.includes('against the last build'))).toContain(`${removedCount} removed (and ${never.filter((line) => line.startsWith('- ')).length} gone that never went live)`);
    // the retired service's cause line counts what the headline and Removed count, the page that never went live apart
    expect(laptopReport.split('\n')[0]).toMatch(new RegExp(`^\\*\\*Site changes: ${removedCount} pages removed;`));
    const causes = section(laptopReport, 'Main text changed').filter((line) => line.startsWith('**'));
    expect(causes).toContainEqual(expect.stringMatching(new RegExp(`^\\*\\*\`Maid Services\` \\(the ${removedCount} pages of \`${RETIRED}\`, and 1 that never went live\\) removed: `)));
  });

  it('gives no new warning for the ones the base build gave from .base/data', () => {
    // both builds warn of the placeholder site address: the same warning, named from another folder
    expect(printed(headBuild)).toContain('data/business.json siteUrl: canonical URLs and the sitemap point at the placeholder');
    const warnings = section(report, 'New warnings');
    expect(warnings[0]).toBe('### New warnings (1)');
    expect(warnings.filter((line) => line.startsWith('- '))).toEqual([expect.stringMatching(new RegExp(`^- \`data/menus\\.csv:\\d+:3: service: service "${RETIRED}" was removed`))]);
    expect(report).not.toMatch(/warnings? of the base build (is|are) gone/);
  });

  it('removes only what went live, each answered by the rows the strict build asked for', () => {
    const rows = section(report, 'Removed').filter((line) => line.startsWith('| `'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(RETIRED) && !row.includes(NEW_TOWN) && row.includes('redirected to'))).toBe(true);
  });

  it("agrees with the build's summary: a fresh folder says it has nothing to compare with; one folder, the same counts", () => {
    expect(headBuild.stdout.split('\n')[1]).toMatch(/^ {2}a first build in dist\/, nothing to compare with; files: /);
    const [, added, removed] = /against the last build in one-folder\/: \d+ pages? changed, (\d+) added, (\d+) removed;/.exec(agreeing.summary)!;
    expect(agreeing.report).toContain(`### Added (${added})`);
    expect(agreeing.report).toContain(`### Removed (${removed})`);
    expect(agreeing.summary).toContain(`change report in one-folder.md: ${added} pages added, ${removed} removed`);
  });
});
