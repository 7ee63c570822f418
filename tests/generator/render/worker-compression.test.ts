// Render workers keep the .br/.gz pairs of earlier builds as the main thread does: the pairs a
// worker makes reach the build's pack (.cache/compressed/pages.pack), so the next build, on any
// thread, compresses none of those pages again; and what either writes is the same bytes.
import { cp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../../helpers/cli.ts';
import { PROJECT_ROOT, tempDir } from '../../helpers/data.ts';

const DATA = path.join(PROJECT_ROOT, 'examples/tabletop-plumbing/data');
const PAGE = 'services/index.html';

let dir: string;
const pack = () => path.join(dir, 'cache/compressed/pages.pack');

/** A build of the plumbing example into `out`, with this file's own cache folder. */
async function generate(out: string, workers: string) {
  const result = await runSite(['generate', '--data', DATA, '--out', path.join(dir, out), '--quiet', '--no-strict'], {
    env: { SITE_CACHE_DIR: path.join(dir, 'cache'), SITE_RENDER_WORKERS: workers },
  });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
}

beforeAll(async () => {
  dir = await tempDir('site-worker-pairs-');
  // the images already encoded for the shared build: this file is about pages, not images
  await cp(path.join(PROJECT_ROOT, '.cache/images'), path.join(dir, 'cache/images'), { recursive: true }).catch(() => undefined);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('compressed pages in render workers', () => {
  it('keeps the pairs the workers made, and no later build adds any for the same pages', async () => {
    await generate('first', '2');
    const kept = (await stat(pack())).size;
    // the example's pages (each a pair of its .br and .gz), not only its handful of assets
    expect(kept).toBeGreaterThan(100_000);

    await generate('workers-again', '2');
    expect((await stat(pack())).size).toBe(kept);
    await generate('one-thread', '0');
    expect((await stat(pack())).size).toBe(kept);

    for (const out of ['workers-again', 'one-thread']) {
      for (const suffix of ['', '.br', '.gz']) {
        const [made, reused] = await Promise.all([readFile(path.join(dir, 'first', PAGE + suffix)), readFile(path.join(dir, out, PAGE + suffix))]);
        expect(reused.equals(made), `${out}/${PAGE}${suffix}`).toBe(true);
      }
    }
  });
});
