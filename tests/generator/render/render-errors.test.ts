// Errors keep their shape on every thread (docs/decisions.md#problems-keep-their-shape): a data
// problem reaches the user as the same problem list whether pages render on one thread or in the
// render pool (SITE_RENDER_WORKERS=2 forces it on below its 500-page threshold), the build exits 1,
// the live output stays byte for byte as it was and no staging folder is left beside it. Image keys
// written in data are checked by validation, at their file:line:column, before anything renders.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { findLine, readCsv, setCell, SMALL_SITE, writeCsv } from '../../helpers/data.ts';
import { leftovers, liveSiteFixture, snapshot } from '../../helpers/output-snapshot.ts';

const ONE_THREAD = { SITE_RENDER_WORKERS: '0' };
const POOL = { SITE_RENDER_WORKERS: '2' };

/** The problem list as printed: the summary line and every located problem, in order. */
function problemList(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith('✖') || line.startsWith('data/'));
}

describe('a data problem, on one thread and in the render pool', { timeout: 600_000 }, () => {
  // a few towns' copy, and the live site its own good build: the failures need no whole site
  const site = liveSiteFixture(SMALL_SITE, { live: 'own build' });

  const generate = (env: NodeJS.ProcessEnv) =>
    runSite(['generate', '--data', 'data', '--out', site.live.dist, '--site-url', SITE_URL, '--quiet'], { cwd: site.copy.root, env });

  /** Builds with the pool off and on; both fail alike and leave the live output untouched. */
  async function bothWays(): Promise<string[]> {
    const single = await generate(ONE_THREAD);
    const pooled = await generate(POOL);
    for (const result of [single, pooled]) {
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect([...(await snapshot(site.live.dist))]).toEqual([...site.before]);
      expect(await leftovers(site.live.dist)).toEqual([]);
    }
    expect(problemList(pooled.stderr)).toEqual(problemList(single.stderr));
    return problemList(single.stderr);
  }

  it('reports image keys written in data by validation, at the row or front-matter key', async () => {
    const article = path.join(site.copy.data, 'articles/inside-appliance-cleaning.md');
    const guides = path.join(site.copy.data, 'city-guides.csv');
    const services = path.join(site.copy.data, 'services.csv');
    const cities = path.join(site.copy.data, 'cities.csv');
    const business = path.join(site.copy.data, 'business.json');
    const originals = await Promise.all([article, guides, services, cities, business].map(async (file) => [file, await readFile(file)] as const));
    await writeFile(article, originals[0]![1].toString().replace('image: services/kitchen', 'image: services/kitchn'));
    const guideLine = await findLine(guides, (row) => row.city === 'wixom');
    await setCell(guides, guideLine, 'image', 'cities/wixon');
    const serviceLine = await findLine(services, (row) => row.slug === 'deep-cleaning');
    await setCell(services, serviceLine, 'image', 'services/deeep');
    // cities.csv has no image column yet: a marketer adds one for a town's own picture
    const table = await readCsv(cities);
    await writeCsv(cities, [...table.header, 'image'], table.rows.map((row) => [...row, row[0] === 'novi' ? 'cities/nvi' : '']));
    const cityLine = await findLine(cities, (row) => row.slug === 'novi');
    const profile = JSON.parse(originals[4]![1].toString());
    await writeFile(business, JSON.stringify({ ...profile, artwork: { ...profile.artwork, city: 'cities/metro-detriot' } }, null, 2));
    try {
      const problems = await bothWays();
      expect(problems).toContain(
        'data/articles/inside-appliance-cleaning.md image: no image "services/kitchn". Did you mean "services/kitchen"? Images are the files under data/images/ named without extension (31 known).',
      );
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/city-guides\\.csv:${guideLine}:4: image: no image "cities/wixon"\\. Did you mean "cities/wixom"`)));
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/services\\.csv:${serviceLine}:12: image: no image "services/deeep"\\. Did you mean "services/deep"`)));
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/cities\\.csv:${cityLine}:${table.header.length + 1}: image: no image "cities/nvi"\\. Did you mean "cities/novi"`)));
      expect(problems).toContainEqual(expect.stringMatching(/^data\/business\.json artwork\.city: no image "cities\/metro-detriot"\. Did you mean "cities\/metro-detroit"/));
      expect(problems).toHaveLength(6);
    } finally {
      await Promise.all(originals.map(([file, bytes]) => writeFile(file, bytes)));
    }
  });

  it('reports a problem met while rendering as the same problem list, not a stack trace', async () => {
    // a picture a template names in code is gone: validation checks the keys written in data, so
    // this one surfaces while the pages that show it render
    const images = path.join(site.copy.data, 'images');
    await rename(path.join(images, 'team.svg'), path.join(images, 'team-gone.svg'));
    try {
      const problems = await bothWays();
      expect(problems).toContainEqual(expect.stringMatching(/^data\/images: no image "team" for <Picture>\. Did you mean "team-gone"/));
      expect(problems[0]).toMatch(/^✖ \d+ problems? in the data: nothing was written/);
    } finally {
      await rename(path.join(images, 'team-gone.svg'), path.join(images, 'team.svg'));
    }
  });
});
