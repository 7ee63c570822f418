// availability.csv as exceptions: a file that lists no offered pair means every town offers every
// service but the `offered` = `no` rows, so adding a town takes no availability rows at all. The
// first customer's file lists every pair; written as exceptions (none) it builds the same bytes.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { copyData, readCsv, SMALL_SITE } from '../../helpers/data.ts';

let listed: Awaited<ReturnType<typeof copyData>>;
let exceptions: Awaited<ReturnType<typeof copyData>>;

beforeAll(async () => {
  [listed, exceptions] = await Promise.all([copyData(SMALL_SITE), copyData(SMALL_SITE)]);
});
afterAll(async () => {
  await Promise.all([listed?.cleanup(), exceptions?.cleanup()]);
});

const build = (data: string, out: string, extra: string[] = []) => runSite(['generate', '--data', data, '--out', out, '--quiet', ...extra], { env: { SITE_BUILD_DATE: '2026-12-01' } });

async function filesOf(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  return new Map(await Promise.all(names.sort().map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const)));
}

describe('availability.csv as exceptions', () => {
  it('every pair listed and no row at all build the same site, byte for byte', async () => {
    const pairs = await readCsv(path.join(listed.data, 'availability.csv'));
    // the copy offers every service in every town, as the first customer's data does
    expect(pairs.rows.length).toBe(3 * 15);
    await writeFile(path.join(exceptions.data, 'availability.csv'), 'city,service\n');
    const [a, b] = [path.join(listed.root, 'out'), path.join(exceptions.root, 'out')];
    const built = await Promise.all([build(listed.data, a), build(exceptions.data, b)]);
    expect(built.map((r) => r.code)).toEqual([0, 0]);
    const [before, after] = await Promise.all([filesOf(a), filesOf(b)]);
    expect([...after.keys()]).toEqual([...before.keys()]);
    const differing = [...before].filter(([name, text]) => after.get(name) !== text).map(([name]) => name);
    expect(differing).toEqual([]);
  }, 300_000);

  it('an offered = no row takes one pair away; a no row in a file listing offered pairs is refused at its cell', async () => {
    await writeFile(path.join(exceptions.data, 'availability.csv'), 'city,service,offered\nnovi,oven-cleaning,no\n');
    const result = await runSite(['generate', '--data', exceptions.data, '--to', 'json']);
    expect(result.code).toBe(0);
    const paths = new Set((JSON.parse(result.stdout) as { routes: { path: string }[] }).routes.map((r) => r.path));
    expect(paths.has('/mi/novi/oven-cleaning/')).toBe(false);
    expect(paths.has('/mi/wixom/oven-cleaning/')).toBe(true);
    expect(paths.has('/mi/novi/office-cleaning/')).toBe(true);

    await writeFile(path.join(exceptions.data, 'availability.csv'), 'city,service,offered\nnovi,deep-cleaning,yes\nnovi,office-cleaning,no\n');
    const mixed = await runSite(['generate', '--data', exceptions.data, '--to', 'json']);
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toMatch(/availability\.csv:3:3: offered: "no" changes nothing in a file that lists the pairs offered \(as line 2 does\)/);

    await writeFile(path.join(exceptions.data, 'availability.csv'), 'city,service,offered\nnovi,deep-cleaning,maybe\n');
    const bad = await runSite(['generate', '--data', exceptions.data, '--to', 'json']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/availability\.csv:2:3: offered: expected yes, no or nothing \(yes\)/);
  }, 120_000);
});
