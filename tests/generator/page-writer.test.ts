// Issue 18: below the render pool's threshold the main thread renders and the page writer (a
// worker thread) compresses and writes each page. What it writes must be what the main thread
// alone writes: every page, its .br and .gz siblings, byte for byte, and nothing else.
import { afterAll, describe, expect, it } from 'vitest';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { runSite } from '../helpers/cli.ts';
import { tempDir } from '../helpers/data.ts';
import { builtSite, builtSiteInfo, SITE_URL } from '../helpers/built-site.ts';
import { filesUnder } from '../../generator/incremental.ts';
import { PAGE_WRITER_THRESHOLD } from '../../generator/page-writer.ts';
import { WORKER_THRESHOLD } from '../../generator/render-pool.ts';

let root: string | undefined;
afterAll(async () => root && rm(root, { recursive: true, force: true }));

describe('the page writer', () => {
  it('writes the same files as the main thread alone', async () => {
    const shared = await builtSiteInfo();
    // the shared build took the page writer: the real site is above its threshold, below the pool's
    const built = Number(/✔ (\d+) pages built/.exec(shared.result.stdout)?.[1]);
    expect(built).toBeGreaterThanOrEqual(PAGE_WRITER_THRESHOLD);
    expect(built).toBeLessThan(WORKER_THRESHOLD);
    root = await tempDir('site-page-writer-');
    const out = path.join(root, 'dist');
    const alone = await runSite(['generate', '--site-url', SITE_URL, '--out', out, '--quiet'], { env: { SITE_PAGE_WRITER: '0', SITE_RENDER_WORKERS: '0' } });
    expect(alone.code, alone.stderr).toBe(0);
    const dist = await builtSite();
    const sameDay = shared.dates.length === 1 && shared.dates[0] === new Date().toISOString().slice(0, 10);
    const [mine, theirs] = await Promise.all([filesUnder(out), filesUnder(dist)]);
    expect(mine.sort()).toEqual(theirs.sort());
    const pages = theirs.filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1000);
    for (const page of pages) {
      const html = await readFile(path.join(dist, page));
      // (a build that crosses midnight dates its pages differently; the compressed copies still decode to the page)
      if (sameDay) expect(html.equals(await readFile(path.join(out, page))), page).toBe(true);
      expect(brotliDecompressSync(await readFile(path.join(dist, `${page}.br`))).equals(html), `${page}.br`).toBe(true);
      expect(gunzipSync(await readFile(path.join(dist, `${page}.gz`))).equals(html), `${page}.gz`).toBe(true);
    }
  }, 900_000);
});
