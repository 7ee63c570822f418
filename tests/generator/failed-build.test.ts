// A build that fails after the output was opened (issue 13): while pages render, or while a file is
// written, in a full build and in an incremental one. The live dist/ must come out identical, every
// file's bytes and modification time, and no staging folder may be left beside it. (The
// validation-stage failures of validate.test.ts stop before any output is opened.)
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { appendRow, copyData, FEW_TOWNS } from '../helpers/data.ts';
import { leftovers, liveSiteFixture, snapshot } from '../helpers/output-snapshot.ts';

// A render-time failure: an image a template names in code is gone (the team picture of the home
// and reviews pages). Keys written in data are checked by validation, before any output is
// opened; templates/components/Picture.tsx throws while the page renders for the rest.
async function removeTeamImage(data: string): Promise<() => Promise<void>> {
  const images = path.join(data, 'images');
  await rename(path.join(images, 'team.svg'), path.join(images, 'team-gone.svg'));
  return () => rename(path.join(images, 'team-gone.svg'), path.join(images, 'team.svg'));
}

// A write-time failure: a redirect whose old address is one path segment longer than a file name
// may be (255 bytes): its stub page cannot be created. Validation passes it; the write fails.
const LONG_FROM = `/${'old-page-'.repeat(30)}`;

async function generate(cwd: string, out: string) {
  return runSite(['generate', '--data', 'data', '--out', out, '--site-url', SITE_URL], { cwd });
}

async function expectUntouched(dist: string, before: Map<string, string>) {
  const after = await snapshot(dist);
  expect(after.size).toBe(before.size);
  // compared whole, so a failure names the first file that differs
  expect([...after]).toEqual([...before]);
  expect(await leftovers(dist)).toEqual([]);
}

describe('a full build that fails after opening the output', { timeout: 300_000 }, () => {
  // the live site is the whole real build; the data that fails to replace it needs only a few towns
  const site = liveSiteFixture({ towns: FEW_TOWNS });

  it('leaves dist/ identical when a page fails to render', async () => {
    const restore = await removeTeamImage(site.copy.data);
    try {
      const result = await generate(site.copy.root, site.live.dist);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('no image "team" for <Picture>');
      expect(result.stderr).toContain('the previous output is unchanged');
      await expectUntouched(site.live.dist, site.before);
    } finally {
      await restore();
    }
  });

  it('leaves dist/ identical when a file cannot be written', async () => {
    const redirects = path.join(site.copy.data, 'redirects.csv');
    const original = await readFile(redirects);
    await appendRow(redirects, { from: LONG_FROM, to: '/mi/novi/', status: '301' });
    try {
      const result = await generate(site.copy.root, site.live.dist);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('ENAMETOOLONG');
      await expectUntouched(site.live.dist, site.before);
    } finally {
      await writeFile(redirects, original);
    }
  });
});

describe('an incremental build that fails after opening the output', { timeout: 300_000 }, () => {
  let copy: Awaited<ReturnType<typeof copyData>>;
  let dist: string;
  let before: Map<string, string>;

  beforeAll(async () => {
    copy = await copyData({ towns: FEW_TOWNS });
    dist = path.join(copy.root, 'dist');
    const first = await generate(copy.root, dist);
    expect(first.code, first.stderr).toBe(0);
    // the build manifest exists, so the next build patches dist/ in place instead of swapping
    expect((await readdir(path.join(copy.root, '.cache/site-build'))).filter((name) => name.endsWith('.json'))).toHaveLength(1);
    before = await snapshot(dist);
  }, 300_000);

  afterAll(async () => {
    await copy?.cleanup();
  });

  it('leaves dist/ identical when a page fails to render', async () => {
    const restore = await removeTeamImage(copy.data);
    try {
      const result = await generate(copy.root, dist);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('no image "team" for <Picture>');
      expect(result.stderr).toContain('the previous output is unchanged');
      await expectUntouched(dist, before);
    } finally {
      await restore();
    }
  });

  it('leaves dist/ identical when a file cannot be written', async () => {
    const redirects = path.join(copy.data, 'redirects.csv');
    await appendRow(redirects, { from: LONG_FROM, to: '/mi/novi/', status: '301' });
    const result = await generate(copy.root, dist);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('ENAMETOOLONG');
    await expectUntouched(dist, before);
  });
});
