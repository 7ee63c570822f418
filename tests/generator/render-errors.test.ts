// Errors keep their shape on every thread (issue 14 item 6): a data problem reaches the user as
// the same problem list whether pages render on one thread or in the render pool
// (SITE_RENDER_WORKERS=2 forces it on below its 2,500-page threshold), the build exits 1, the live
// output stays byte for byte as it was and no staging folder is left beside it. Image keys written
// in data are checked by validation, at their file:line:column, before anything renders.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { findLine, setCell } from '../helpers/data.ts';
import { leftovers, liveSiteFixture, snapshot } from '../helpers/output-snapshot.ts';

const ONE_THREAD = { SITE_RENDER_WORKERS: '0' };
const POOL = { SITE_RENDER_WORKERS: '2' };

/** The problem list as printed: the summary line and every located problem, in order. */
function problemList(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line.startsWith('✖') || line.startsWith('data/'));
}

describe('a data problem, on one thread and in the render pool', { timeout: 600_000 }, () => {
  const site = liveSiteFixture();

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
    const [articleText, guidesText] = await Promise.all([readFile(article), readFile(guides)]);
    await writeFile(article, articleText.toString().replace('image: services/kitchen', 'image: services/kitchn'));
    const line = await findLine(guides, (row) => row.city === 'wixom');
    await setCell(guides, line, 'image', 'cities/wixon');
    try {
      const problems = await bothWays();
      expect(problems).toContain(
        'data/articles/inside-appliance-cleaning.md image: no image "services/kitchn". Did you mean "services/kitchen"? Images are the files under data/images/ named without extension (30 known).',
      );
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^data/city-guides\\.csv:${line}:4: image: no image "cities/wixon"\\. Did you mean "cities/wixom"`)));
      expect(problems).toHaveLength(3);
    } finally {
      await Promise.all([writeFile(article, articleText), writeFile(guides, guidesText)]);
    }
  });

  it('reports a problem met while rendering as the same problem list, not a stack trace', async () => {
    // an artwork the templates fall back to is gone: validation cannot know which keys the
    // templates derive, so the pages that need it fail while they render
    const images = path.join(site.copy.data, 'images/services');
    await rename(path.join(images, 'deep.svg'), path.join(images, 'deep-gone.svg'));
    try {
      const problems = await bothWays();
      expect(problems).toContainEqual(expect.stringMatching(/^data\/images: no image "services\/deep-cleaning" or "services\/deep" for <Picture>\. /));
      expect(problems[0]).toMatch(/^✖ \d+ problems? in the data: nothing was written/);
    } finally {
      await rename(path.join(images, 'deep-gone.svg'), path.join(images, 'deep.svg'));
    }
  });
});
