// `site check --layout` on small pages written for it: each breaks one layout rule once, and the
// command must name that rule on that page and nothing else; a page that breaks none passes. The
// pages sit in a plain folder (no build, no manifest), so their kinds come from their addresses.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSite, type CliResult } from '../helpers/cli.ts';
import { tempDir } from '../helpers/data.ts';
import { addressShapes } from '../../generator/visual/page-kinds.ts';
import type { LayoutReport } from '../../generator/visual/index.ts';

const WORDS = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#4a8"/></svg>';

/** A page that breaks no rule but for what `body` plants. */
const page = (body: string, css = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture</title>
<style>body { margin: 16px; font: 16px/1.5 sans-serif; } .cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px; } ${css}</style></head>
<body><main><h1>Fixture page</h1><p>A short paragraph under the heading.</p>${body}</main></body></html>`;

/** What a page plants: the rule it breaks, or none; and its HTML. */
const PAGES: Record<string, { breaks: string | null; html: string; says?: RegExp }> = {
  pass: {
    breaks: null,
    html: page(`<img src="/picture.svg" width="40" height="40" alt="A square">
      <ul class="cards"><li>One</li><li>Two</li><li>Three</li></ul>
      <p>Read <a href="/pass/">the page again</a> when you like, it will say the same thing.</p>
      <p><button style="width: 120px; height: 44px">Call</button></p>
      <p><span>David M.</span>, <span>Livonia, MI</span></p>
      <details><summary><h2>A question</h2></summary><p>The answer.</p></details>`),
  },
  overflow: { breaks: 'overflow', html: page('<div style="width: 2000px; height: 10px; background: #eee"></div>') },
  'narrow-text': { breaks: 'narrow-text', html: page(`<p style="width: 150px">${WORDS(20)}</p>`) },
  overlap: { breaks: 'overlap', html: page('<p>The first line of text.</p><p style="margin-top: -2.2em">Over the first one.</p>') },
  floating: {
    breaks: 'overlap',
    // a floating button with no text of its own, over the page's last line once scrolled to the end
    html: page(
      `${'<p>Filler to make the page scroll.</p>'.repeat(40)}<p style="margin: 0">${'end '.repeat(60)}</p>
      <a href="/pass/" aria-label="Text us" style="position: fixed; right: 0; bottom: 0; width: 120px; height: 48px; background: #4a8"></a>`,
      'body { margin-bottom: 0 }',
    ),
  },
  'floating-button': {
    breaks: 'overlap',
    // a floating button over the first screen's heading: scrolling uncovers it, but a visitor reads it first
    html: page('<a href="/pass/" aria-label="Call us" style="position: fixed; left: 0; top: 0; width: 120px; height: 48px; background: #4a8"></a>'),
  },
  // a bar with words across the bottom of the window, the page keeping as much room below its last
  // line: the end of the page is clear, but the bar lies over the first screen's text as it opens
  'bottom-bar': {
    breaks: 'overlap',
    says: /^floating main > aside > a covers "Filler to make the page scroll\." at the top of the page$/,
    html: page(
      `${'<p>Filler to make the page scroll.</p>'.repeat(40)}
      <aside><a href="/pass/" style="position: fixed; left: 0; right: 0; bottom: 0; height: 52px; line-height: 52px; background: #4a8; color: #000; text-align: center">Text us</a></aside>`,
      'body { padding-bottom: 52px }',
    ),
  },
  // the header's menu, opened as a phone shows it: a floating button over its links
  'menu-floating': {
    breaks: 'overlap',
    says: /^floating main > a covers "(Home|Services|Contact|About)" in the open menu \(Menu\)$/,
    html: page(
      `<header><details><summary>Menu</summary><ul class="panel">${['Home', 'Services', 'Contact', 'About'].map((word) => `<li><a href="/pass/">${word}</a></li>`).join('')}</ul></details></header>
      <a href="/pass/" aria-label="Text us" style="position: fixed; right: 0; top: 120px; width: 120px; height: 48px; background: #4a8"></a>`,
      'header { position: relative } .panel { position: absolute; top: 24px; left: 0; right: 0; margin: 0; padding: 0; list-style: none; background: #fff } .panel a { display: block; height: 44px; text-align: right }',
    ),
  },
  // a header that stays on screen whose open menu runs past the window, with nothing to scroll it
  'menu-below': {
    breaks: 'clipped',
    says: /^with the menu open \(Menu\), 1[0-9] of its links lie below the window, out of reach: "Link 1\d"/,
    html: page(
      `<header style="position: sticky; top: 0; background: #fff"><details><summary>Menu</summary><ul style="margin: 0; padding: 0; list-style: none">${Array.from({ length: 30 }, (_, i) => `<li><a href="/pass/" style="display: block; height: 44px">Link ${i}</a></li>`).join('')}</ul></details></header>`,
    ),
  },
  clipped: { breaks: 'clipped', html: page('<div style="height: 24px; overflow: hidden"><p style="margin: 0">First line<br>Second line</p></div>') },
  'run-together': { breaks: 'run-together', html: page('<p><span>David M.</span><span>Livonia, MI</span></p>') },
  image: { breaks: 'image', html: page('<img src="/missing.png" width="40" height="40" alt="A missing picture">') },
  'unsized-image': { breaks: 'image', html: page('<img src="/picture.svg" alt="A square">') },
  // an icon button 16 px square right beside a large one (16 px apart, as a 24 px circle is not)
  'tap-target': { breaks: 'tap-target', html: page('<div style="display: flex"><button aria-label="Close" style="width: 16px; height: 16px; padding: 0"></button><button style="width: 120px; height: 44px">Call</button></div>') },
  'empty-heading': { breaks: 'empty-heading', html: page('<h2>Nothing under me</h2><h2>Something under me</h2><p>Here it is.</p>') },
  'lonely-card': { breaks: 'lonely-card', html: page('<ul class="cards"><li>One</li><li>Two</li><li>Three</li><li>Four</li></ul>') },
};

let folder: string;
let run: CliResult;
let report: LayoutReport;

beforeAll(async () => {
  folder = await tempDir('site-layout-');
  for (const [name, { html }] of Object.entries(PAGES)) {
    await mkdir(path.join(folder, name), { recursive: true });
    await writeFile(path.join(folder, name, 'index.html'), html);
  }
  await writeFile(path.join(folder, 'picture.svg'), PICTURE);
  run = await runSite(['check', '--layout', '--dir', folder, '--to', 'json']);
  report = JSON.parse(run.stdout) as LayoutReport;
}, 120_000);

afterAll(() => rm(folder, { recursive: true, force: true }));

describe('site check --layout on pages that each break one rule', () => {
  it('looks at every page and exits 1', () => {
    expect(run.stderr).toBe('');
    expect(report.pages.map((p) => p.path).sort()).toEqual(Object.keys(PAGES).map((name) => `/${name}/`).sort());
    expect(run.code).toBe(1);
  });

  it.each(Object.entries(PAGES).map(([name, { breaks, says }]) => ({ name, breaks, says })))('/$name/ breaks $breaks only', ({ name, breaks, says }) => {
    const found = report.problems.filter((problem) => problem.path === `/${name}/`);
    expect(found.map((problem) => `${problem.check}: ${problem.target}: ${problem.detail}`)).toHaveLength(breaks ? 1 : 0);
    if (breaks) expect(found[0]!.check).toBe(breaks);
    if (says) expect(found[0]!.detail).toMatch(says);
  });

  it('names the tap target at the phone width only', () => {
    expect(report.problems.find((problem) => problem.check === 'tap-target')?.widths).toEqual([375]);
  });

  it('prints the problems by rule and page kind, with the page, the element and its text', async () => {
    const printed = await runSite(['check', '--layout', '--dir', folder]);
    expect(printed.code).toBe(1);
    expect(printed.stderr).toContain(`✖ ${report.problems.length} layout problems in ${folder}/`);
    expect(printed.stderr).toMatch(/\nrun-together \(1\)\n {2}\/run-together\/\n {4}\/run-together\/ at 375, 768, 1280 px: main > p > span: "David M\." runs into "Livonia, MI"/);
    expect(printed.stderr).toMatch(/by rule and page kind:\n(.*\n)* {2}lonely-card +\/lonely-card\/ +1/);
  }, 120_000);

  it('passes a folder whose pages break no rule', async () => {
    const clean = await tempDir('site-layout-clean-');
    try {
      await mkdir(path.join(clean, 'pass'));
      await writeFile(path.join(clean, 'pass', 'index.html'), PAGES.pass!.html);
      await writeFile(path.join(clean, 'picture.svg'), PICTURE);
      const passed = await runSite(['check', '--layout', '--dir', clean]);
      expect(passed).toMatchObject({ code: 0, stderr: '' });
      expect(passed.stdout).toContain('✔ layout of');
    } finally {
      await rm(clean, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('site check --layout refuses what it cannot do', () => {
  it('a folder with no site, and a format it does not print', async () => {
    const missing = await runSite(['check', '--layout', '--dir', path.join(folder, 'nothing-here')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`✖ no built site in ${path.join(folder, 'nothing-here')}/: run \`node bin/site.js generate --out`);
    const format = await runSite(['check', '--layout', '--dir', folder, '--to', 'csv']);
    expect(format).toMatchObject({ code: 1, stderr: '✖ --to accepts only "json", got "csv"\n' });
  });
});

describe('page kinds of a folder with no manifest', () => {
  it('groups addresses by shape: a place holding three or more values becomes *', () => {
    const shapes = addressShapes(['/', '/quote/', '/contact/', '/mi/novi/', '/mi/milford/', '/mi/wixom/', '/mi/novi/deep-cleaning/', '/mi/wixom/deep-cleaning/', '/mi/milford/move-out-cleaning/', '/mi/novi/window-cleaning/', '/404.html']);
    expect(Object.fromEntries(shapes)).toEqual({
      '/': '/',
      '/quote/': '/quote/',
      '/contact/': '/contact/',
      '/mi/novi/': '/mi/*/',
      '/mi/milford/': '/mi/*/',
      '/mi/wixom/': '/mi/*/',
      '/mi/novi/deep-cleaning/': '/mi/*/*/',
      '/mi/wixom/deep-cleaning/': '/mi/*/*/',
      '/mi/milford/move-out-cleaning/': '/mi/*/*/',
      '/mi/novi/window-cleaning/': '/mi/*/*/',
      '/404.html': '/404.html',
    });
  });
});
