// Screenshots for people to look at, through the real command line and Chromium: the contact sheet
// of every page kind (`site screenshots`), and the change report's before and after pictures of
// the pages that changed most (`site diff --screenshots`, `site generate --report --screenshots`).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite } from '../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../helpers/data.ts';

const TIMEOUT = 300_000;
let copy: Awaited<ReturnType<typeof copyData>>;
let base: string;
let next: string;
/** the review whose words the edit changes, and the pages that show it */
let edited: { text: string; author: string };

/** Width and height of a PNG, from its header. */
async function pngSize(file: string): Promise<{ width: number; height: number }> {
  const bytes = await readFile(file);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function build(out: string, ...more: string[]) {
  const built = await runSite(['generate', '--data', copy.data, '--out', out, '--site-url', 'https://shots.test', ...more]);
  expect(built.code, built.stderr).toBe(0);
  return built;
}

/** Rewrites the first testimonial: the pages that show it change in their words, no others do. */
async function editReview(words: string): Promise<void> {
  const file = path.join(copy.data, 'testimonials.json');
  const list = JSON.parse(await readFile(file, 'utf8')) as { text: string; author: { name: string } }[];
  list[0]!.text = words;
  edited = { text: words, author: list[0]!.author.name };
  await writeFile(file, `${JSON.stringify(list, null, 2)}\n`);
}

beforeAll(async () => {
  copy = await copyData(SMALL_SITE);
  base = path.join(copy.root, 'base');
  next = path.join(copy.root, 'next');
  await build(base);
  await editReview('Short and sweet: on time, careful with the floors, and the kitchen shone.');
  await build(next);
}, TIMEOUT);

afterAll(() => copy?.cleanup());

describe('site screenshots', () => {
  it('writes a PNG of a page of every kind at 375 and 1280 px and a contact sheet showing them all', { timeout: TIMEOUT }, async () => {
    const out = path.join(copy.root, 'sheet');
    const shot = await runSite(['screenshots', '--dir', next, '--out', out]);
    expect(shot.code, shot.stderr).toBe(0);
    const table = await runSite(['generate', '--data', copy.data, '--to', 'json']);
    const kinds = new Set((JSON.parse(table.stdout) as { routes: { kind: string }[] }).routes.map((route) => route.kind).filter((kind) => kind !== 'redirect'));
    const sheet = await readFile(path.join(out, 'index.html'), 'utf8');
    expect(shot.stdout).toContain(`✔ ${kinds.size * 2} screenshots of ${kinds.size} pages in ${out}/`);
    for (const kind of kinds) {
      for (const width of [375, 1280]) {
        const file = path.join(out, `${kind}-${width}.png`);
        expect((await pngSize(file)).width, file).toBe(width);
        expect(sheet).toContain(`<img src="${kind}-${width}.png"`);
      }
    }
    // a page is as tall as it is, up to the cap
    const home = await pngSize(path.join(out, 'home-375.png'));
    expect(home.height).toBeGreaterThan(900);
    expect(home.height).toBeLessThanOrEqual(8000);
  });
});

describe('the change report with screenshots', () => {
  it('site diff --screenshots: before and after of the pages that changed most, one per kind, at most three, shown in the report', { timeout: TIMEOUT }, async () => {
    const report = path.join(copy.root, 'report', 'changes.md');
    const shots = path.join(copy.root, 'report', 'shots');
    await mkdir(path.dirname(report));
    await runSite(['diff', base, '--dir', next, '--report', report]).then((r) => expect(r.code, r.stderr).toBe(0));
    const plain = await readFile(report, 'utf8');
    expect(plain).not.toContain('## What a visitor sees');
    const diffed = await runSite(['diff', base, '--dir', next, '--report', report, '--screenshots', shots]);
    expect(diffed.code, diffed.stderr).toBe(0);
    const markdown = await readFile(report, 'utf8');
    expect(markdown.startsWith(plain)).toBe(true);
    const section = markdown.slice(plain.length);
    expect(section).toMatch(/^\n## What a visitor sees\n/);
    const pages = [...section.matchAll(/^### (\S+) \((\w+)\)$/gm)].map(([, page, kind]) => ({ page: page!, kind: kind! }));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(3);
    expect(new Set(pages.map((p) => p.kind)).size).toBe(pages.length);
    for (const { page } of pages) {
      // each picked page shows the edited review, and so differs before and after
      const file = page === '/' ? 'index.html' : `${page.slice(1)}index.html`;
      expect(await readFile(path.join(next, file), 'utf8')).toContain(edited.text);
    }
    const pictures = [...section.matchAll(/!\[(before|after)\]\(([^)]+)\)/g)].map(([, when, file]) => ({ when: when!, file: path.resolve(path.dirname(report), file!) }));
    expect(pictures).toHaveLength(pages.length * 4);
    for (const { file } of pictures) expect(existsSync(file), file).toBe(true);
    const [before, after] = [pictures[0]!, pictures[1]!];
    expect((await pngSize(before.file)).width).toBe(375);
    expect(await readFile(before.file)).not.toEqual(await readFile(after.file));
  });

  it('site generate --report --screenshots: pictures of the build it replaced against the new one', { timeout: TIMEOUT }, async () => {
    const out = path.join(copy.root, 'generated');
    await build(out);
    await editReview('Booked on a Tuesday, cleaned on Thursday, and every window sill was wiped.');
    const report = path.join(copy.root, 'generated-report.md');
    const shots = path.join(copy.root, 'generated-shots');
    const built = await build(out, '--report', report, '--screenshots', shots);
    expect(built.stdout).toContain(`change report in ${report}`);
    const markdown = await readFile(report, 'utf8');
    expect(markdown).toContain('## What a visitor sees');
    const first = /!\[before\]\(([^)]+)\)/.exec(markdown)?.[1];
    expect(first && existsSync(path.resolve(path.dirname(report), first))).toBe(true);
    // the copy of the replaced build is gone once its pictures are taken
    const refused = await runSite(['generate', '--data', copy.data, '--out', out, '--screenshots', shots]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--screenshots adds pictures to the change report: give --report FILE too');
  });
});

