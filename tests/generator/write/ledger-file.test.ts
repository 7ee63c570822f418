// The ledger of published addresses as a file (docs/decisions.md#published-addresses-are-kept,
// write/ledger.ts): written only by a build that wrote its output, in one rename and only when its
// text changes (a rebuild on another day leaves it byte for byte and keeps its modification time);
// a hand-broken file stops the build with the cell at fault; a merge that kept both sides' rows is
// taken as it is; a data folder the build may not write is a warning, not a failed build. The
// committed ledgers of data/ and of the examples list what a build of each publishes today.
import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRoutes } from '../../../generator/build.ts';
import { parseLedger } from '../../../generator/write/index.ts';
import { runSite } from '../../helpers/cli.ts';
import { DATA_DIR, PROJECT_ROOT, readCsv, tempDir } from '../../helpers/data.ts';

const EXAMPLE = path.join(PROJECT_ROOT, 'examples', 'olentangy-cleaning', 'data');

let root: string;
const data = () => path.join(root, 'data');
const ledger = () => path.join(data(), 'published.csv');
const generate = (out: string, date = '2026-05-01') =>
  runSite(['generate', '--data', 'data', '--out', out, '--quiet', '--site-url', 'https://ohio.test', '--publish'], { cwd: root, env: { SITE_BUILD_DATE: date } });

beforeAll(async () => {
  root = await tempDir('site-ledger-');
  await cp(EXAMPLE, data(), { recursive: true });
  await rm(ledger());
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe('data/published.csv', () => {
  it('is written by the first build, and left as it was by a rebuild of the same data on a later day', async () => {
    const routed = await runSite(['generate', '--data', 'data', '--to', 'json'], { cwd: root });
    expect(routed.code, routed.stderr).toBe(0);
    await expect(stat(ledger())).rejects.toThrow(/ENOENT/);
    // a build that does not go live (a branch, a laptop) compares with the ledger and writes none
    const branch = await runSite(['generate', '--data', 'data', '--out', 'branch', '--quiet', '--site-url', 'https://ohio.test'], { cwd: root });
    expect(branch.code, branch.stderr).toBe(0);
    await expect(stat(ledger())).rejects.toThrow(/ENOENT/);

    expect((await generate('dist')).code).toBe(0);
    const text = await readFile(ledger(), 'utf8');
    const { routes } = JSON.parse(routed.stdout) as { routes: { path: string; indexable: boolean }[] };
    const [header, ...rows] = text.trimEnd().split('\n');
    expect(header).toBe('path,first_built,removed,content,changed');
    expect(rows.map((row) => row.split(',')[0])).toEqual(routes.map((r) => r.path).sort());
    // each page of the sitemap with its content's hash and the date that content went live
    const indexable = new Set(routes.filter((r) => r.indexable).map((r) => r.path));
    expect(indexable.size).toBeGreaterThan(10);
    for (const row of rows) {
      const [address] = row.split(',');
      expect(row).toMatch(indexable.has(address!) ? /^[^,]+,2026-05-01,,[0-9a-f]{16},2026-05-01$/ : /^[^,]+,2026-05-01,,,$/);
    }

    const written = await stat(ledger());
    expect((await generate('dist', '2026-06-15')).code).toBe(0);
    expect((await generate('elsewhere', '2026-07-01')).code).toBe(0);
    expect(await readFile(ledger(), 'utf8')).toBe(text);
    expect((await stat(ledger())).mtimeMs).toBe(written.mtimeMs);
  });

  it('refuses a hand-broken file with the cell at fault, and builds nothing', async () => {
    const good = await readFile(ledger(), 'utf8');
    try {
      await writeFile(ledger(), good.replace(/^\/,2026-05-01,/m, '/,May 1st,'));
      const line = good.split('\n').findIndex((row) => row.startsWith('/,2026-05-01,')) + 1;
      const broken = await generate('broken');
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain(`data/published.csv:${line}:2: first_built: expected a date like 2026-03-01, got "May 1st"`);
      expect(broken.stderr).toContain('data/published.csv: only the build writes this file, and it was changed by hand: restore it (git checkout -- data/published.csv)');
      await expect(stat(path.join(root, 'broken'))).rejects.toThrow(/ENOENT/);

      await writeFile(ledger(), `<<<<<<< HEAD\n${good}=======\n${good}>>>>>>> theirs\n`);
      const conflicted = await generate('broken');
      expect(conflicted.code).toBe(1);
      expect(conflicted.stderr).toContain('data/published.csv: has git merge-conflict markers');
    } finally {
      await writeFile(ledger(), good);
    }
  });

  it('takes both sides of a merge (repeats, out of order) and writes them back sorted, once each', async () => {
    const good = await readFile(ledger(), 'utf8');
    const [header, ...rows] = good.trimEnd().split('\n');
    const earlier = rows.map((row) => row.replace('2026-05-01', '2026-04-01'));
    await writeFile(ledger(), `${[header, ...[...rows].reverse(), earlier[0]].join('\n')}\n`);
    expect((await generate('dist')).code).toBe(0);
    expect(await readFile(ledger(), 'utf8')).toBe(`${[header, earlier[0], ...rows.slice(1)].join('\n')}\n`);
    await writeFile(ledger(), good);
  });

  it('a data folder the build may not write: the site is built, with a warning', async () => {
    const readOnly = path.join(root, 'read-only');
    await mkdir(readOnly);
    await cp(data(), path.join(readOnly, 'data'), { recursive: true });
    await rm(path.join(readOnly, 'data', 'published.csv'), { force: true });
    // the build runs as whoever runs the tests (a clone in a folder only its owner may read works
    // too): root, whom file modes do not stop, gets a read-only bind mount of the folder instead
    const folder = path.join(readOnly, 'data');
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      execFileSync('mount', ['--bind', folder, folder]);
      execFileSync('mount', ['-o', 'remount,bind,ro', folder]);
    } else await chmod(folder, 0o555);
    const built = await runSite(['generate', '--data', 'data', '--out', 'dist', '--site-url', 'https://ohio.test', '--publish'], { cwd: readOnly }).finally(() => (asRoot ? execFileSync('umount', ['-l', folder]) : chmod(folder, 0o755)));
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/data\/published\.csv: could not record this build's addresses \((EACCES|EROFS): the data folder is read-only here\)\. The site was built/);
    await expect(stat(path.join(readOnly, 'data', 'published.csv'))).rejects.toThrow(/ENOENT/);
    expect((await stat(path.join(readOnly, 'dist', 'index.html'))).isFile()).toBe(true);
  });
});

describe('the committed ledgers', () => {
  for (const folder of [DATA_DIR, EXAMPLE, path.join(PROJECT_ROOT, 'examples', 'tabletop-plumbing', 'data')]) {
    const name = path.relative(PROJECT_ROOT, folder);
    it(`${name}/published.csv lists every address a build of ${name} publishes`, async () => {
      // the plan `site generate --to json` prints (the first test reads it from the CLI), made in
      // this process: the committed files are what this test is about, not the command
      const built = (await prepareRoutes({ dataDir: folder, outDir: 'unused' })).routes.map((r) => r.path).sort();
      const { rows } = await readCsv(path.join(folder, 'published.csv'));
      const listed = rows.filter((row) => row[2] === '').map((row) => row[0]);
      expect(listed, `build it (npx site generate --data ${name}) and commit ${name}/published.csv`).toEqual(built);
    });
  }
});

describe('the content columns', () => {
  const header = 'path,first_built,removed,content,changed';
  it('read a page with its content and date, a page without, and a ledger from before them', () => {
    expect(parseLedger('data/published.csv', `${header}\n/,2026-03-01,,0123456789abcdef,2026-04-02\n/old/,2026-03-01,2026-03-05,,\n`)).toEqual([
      { path: '/', firstBuilt: '2026-03-01', removed: undefined, content: '0123456789abcdef', changed: '2026-04-02', line: 2 },
      { path: '/old/', firstBuilt: '2026-03-01', removed: '2026-03-05', line: 3 },
    ]);
    expect(parseLedger('data/published.csv', 'path,first_built,removed\n/,2026-03-01,\n')).toEqual([{ path: '/', firstBuilt: '2026-03-01', removed: undefined, line: 2 }]);
  });

  it('refuse a content cell that is not a hash, a date that is not a date, and one without the other', () => {
    const refused = (rows: string) => {
      try {
        parseLedger('data/published.csv', `${header}\n${rows}\n`);
      } catch (error) {
        return (error as { problems: { line?: number; column?: number; message: string }[] }).problems.map((p) => `${p.line}:${p.column}: ${p.message}`).join('\n');
      }
      return 'read';
    };
    expect(refused('/,2026-03-01,,hello,2026-04-02')).toContain('2:4: content: expected 16 digits and letters a-f or an empty cell, got "hello"');
    expect(refused('/,2026-03-01,,0123456789abcdef,April')).toContain('2:5: changed: expected a date like 2026-03-01 or an empty cell, got "April"');
    expect(refused('/,2026-03-01,,0123456789abcdef,')).toContain('2:5: changed: content and changed are both filled or both empty');
  });
});

