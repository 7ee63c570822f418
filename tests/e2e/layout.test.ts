// What a visitor sees, held to the layout rules (docs/architecture.md#layout-checks) with zero
// problems allowed: the real site (the shared build), both example businesses, and the small site
// with no testimonial, one, and many, since the testimonial blocks arrange what they are given.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { builtSite } from '../helpers/built-site.ts';
import { runSite } from '../helpers/cli.ts';
import { copyData, PROJECT_ROOT, SMALL_SITE, tempDir } from '../helpers/data.ts';
import type { LayoutReport } from '../../generator/visual/index.ts';

const BUILD_TIMEOUT = 600_000;
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** `site check --layout` of a built folder: the problems as it prints them, '' when there are none. */
async function layoutProblems(dir: string): Promise<string> {
  const checked = await runSite(['check', '--layout', '--dir', dir, '--to', 'json']);
  if (checked.stderr !== '') throw new Error(checked.stderr);
  const report = JSON.parse(checked.stdout) as LayoutReport;
  if (report.pages.length < 20) throw new Error(`only ${report.pages.length} pages looked at in ${dir}`);
  return report.problems.map((p) => `${p.check} ${p.kind} ${p.path} at ${p.widths.join(', ')} px: ${p.target}: ${p.detail}`).join('\n');
}

async function build(data: string): Promise<string> {
  const root = await tempDir('site-layout-site-');
  folders.push(root);
  const out = path.join(root, 'dist');
  const built = await runSite(['generate', '--data', data, '--out', out, '--site-url', 'https://layout.test', '--quiet']);
  if (built.code !== 0) throw new Error(built.stderr);
  return out;
}

/** The small site with `count` testimonials (the real ones repeated under new ids when more are asked). */
async function withTestimonials(count: number): Promise<string> {
  const copy = await copyData(SMALL_SITE);
  folders.push(copy.root);
  const file = path.join(copy.data, 'testimonials.json');
  const real = JSON.parse(await readFile(file, 'utf8')) as { id: string }[];
  const list = Array.from({ length: count }, (_, i) => ({ ...real[i % real.length]!, id: `layout-${i}` }));
  await writeFile(file, `${JSON.stringify(list, null, 2)}\n`);
  return copy.data;
}

// one after another: each check already keeps both cores busy (three pages at a time in one Chromium)
describe('layout, with no problem allowed', () => {
  it('of the real site', { timeout: BUILD_TIMEOUT }, async ({ expect }) => {
    expect(await layoutProblems(await builtSite())).toBe('');
  });

  it.for(['olentangy-cleaning', 'tabletop-plumbing'])('of the example %s', { timeout: BUILD_TIMEOUT }, async (example, { expect }) => {
    expect(await layoutProblems(await build(path.join(PROJECT_ROOT, 'examples', example, 'data')))).toBe('');
  });

  it.for([0, 1, 25])('of the small site with %i testimonials', { timeout: BUILD_TIMEOUT }, async (count, { expect }) => {
    expect(await layoutProblems(await build(await withTestimonials(count)))).toBe('');
  });
});
