// A build that fails after the output was opened (docs/decisions.md#atomic-output): while pages
// render, or while a file is written, in a full build and in an incremental one. The live dist/
// must come out identical, every file's bytes and modification time, and no staging folder may be
// left beside it. (The validation-stage failures of validate.test.ts stop before any output is
// opened.)
import { execFile } from 'node:child_process';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '../../helpers/built-site.ts';
import { runSite } from '../../helpers/cli.ts';
import { appendRow, copyData, FEW_SERVICES } from '../../helpers/data.ts';
import { leftovers, snapshot } from '../../helpers/output-snapshot.ts';

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

// One good build of a two-town copy serves both modes (the failures need no more towns: the team
// picture is on the home and reviews pages, the long redirect on no town's page):
// - incremental: dist/, which its build manifest names, so the next build patches it in place;
// - full: live/, a hard-linked copy of dist/ that no manifest names, so the next build stages a
//   whole output and swaps it in.
const TOWNS = ['milford', 'wixom'];
let copy: Awaited<ReturnType<typeof copyData>>;
const site = { dist: '', live: '', beforeDist: new Map<string, string>(), beforeLive: new Map<string, string>() };

beforeAll(async () => {
  copy = await copyData({ towns: TOWNS, services: FEW_SERVICES });
  site.dist = path.join(copy.root, 'dist');
  site.live = path.join(copy.root, 'live');
  const first = await generate(copy.root, site.dist);
  expect(first.code, first.stderr).toBe(0);
  await promisify(execFile)('cp', ['-al', site.dist, site.live]);
  // one build manifest, dist/'s: the next build of live/ is a full one, of dist/ a patch
  expect((await readdir(path.join(copy.root, '.cache/site-build'))).filter((name) => name.endsWith('.json'))).toHaveLength(1);
  site.beforeDist = await snapshot(site.dist);
  site.beforeLive = await snapshot(site.live);
}, 300_000);

afterAll(async () => {
  await copy?.cleanup();
});

for (const [mode, out, before] of [
  ['a full build', () => site.live, () => site.beforeLive],
  ['an incremental build', () => site.dist, () => site.beforeDist],
] as const) {
  describe(`${mode} that fails after opening the output`, { timeout: 300_000 }, () => {
    it('leaves the output identical when a page fails to render', async () => {
      const restore = await removeTeamImage(copy.data);
      try {
        const result = await generate(copy.root, out());
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('no image "team" for <Picture>');
        expect(result.stderr).toContain('the previous output is unchanged');
        await expectUntouched(out(), before());
      } finally {
        await restore();
      }
    });

    it('leaves the output identical when a file cannot be written', async () => {
      const redirects = path.join(copy.data, 'redirects.csv');
      const original = await readFile(redirects);
      await appendRow(redirects, { from: LONG_FROM, to: '/mi/milford/', status: '301' });
      try {
        const result = await generate(copy.root, out());
        expect(result.code).not.toBe(0);
        expect(result.stderr).toContain('ENAMETOOLONG');
        await expectUntouched(out(), before());
      } finally {
        await writeFile(redirects, original);
      }
    });
  });
}
