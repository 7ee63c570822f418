// Formats chosen for a cheap first build. Vector artwork is published as its SVG
// (no encoding; fewer bytes than WebP at any width); an SVG that could do more than draw is
// rasterised like a photo; photos become WebP at the responsive widths plus a JPEG (PNG with
// transparency) fallback, never upscaled; every source gets a 1200 x 630 JPEG for link previews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildImages, publishableAsSvg, type ImageBuildResult } from '../../../generator/assets/images.ts';
import { tempDir } from '../../helpers/data.ts';

const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#e6f4ef"/><path d="M10 10 L200 200" stroke="#1d2733"/></svg>';

let root: string;
let out: string;
let result: ImageBuildResult;

beforeAll(async () => {
  root = await tempDir('site-images-');
  const images = path.join(root, 'images');
  await mkdir(path.join(images, 'services'), { recursive: true });
  await writeFile(path.join(images, 'services/drawing.svg'), DRAWING);
  await writeFile(path.join(images, 'services/scripted.svg'), DRAWING.replace('</svg>', '<script>alert(1)</script></svg>'));
  const photo = (channels: 3 | 4) =>
    sharp({ create: { width: 1000, height: 500, channels, background: channels === 4 ? { r: 40, g: 120, b: 160, alpha: 0.5 } : { r: 40, g: 120, b: 160 } } });
  await photo(3).jpeg().toFile(path.join(images, 'team.jpg'));
  await photo(4).png().toFile(path.join(images, 'logo-mark.png'));
  out = path.join(root, 'dist');
  result = await buildImages({ imagesDir: images, outDir: out, cacheDir: path.join(root, 'cache') });
}, 120_000);

afterAll(() => rm(root, { recursive: true, force: true }));

describe('image formats', () => {
  it('publishes vector artwork as its own bytes: one SVG variant, compressed copies, a preview JPEG', async () => {
    const entry = result.catalogue['services/drawing']!;
    expect(entry).toMatchObject({ width: 1600, height: 900, webp: [] });
    expect(entry.fallback).toHaveLength(1);
    const [svg] = entry.fallback;
    expect(svg).toMatchObject({ width: 1600, format: 'svg' });
    expect(await readFile(path.join(out, svg!.url), 'utf8')).toBe(DRAWING);
    for (const sibling of ['br', 'gz']) expect(existsSync(path.join(out, `${svg!.url}.${sibling}`)), sibling).toBe(true);
    expect(entry.share).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(await sharp(path.join(out, entry.share!.url)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('rasterises an SVG with a script instead of publishing it', () => {
    const entry = result.catalogue['services/scripted']!;
    expect(entry.fallback.map((v) => v.format)).not.toContain('svg');
    expect(entry.webp.map((v) => v.width)).toEqual([300, 600, 900, 1200, 1600]);
    expect(entry.fallback.map((v) => `${v.format} ${v.width}`)).toEqual(['jpeg 300', 'jpeg 600', 'jpeg 900', 'jpeg 1200', 'jpeg 1600']);
  });

  it('encodes photos as WebP plus JPEG, or PNG with transparency, never wider than the source', () => {
    const team = result.catalogue.team!;
    expect(team.webp.map((v) => v.width)).toEqual([300, 600, 900]);
    expect(team.fallback.map((v) => `${v.format} ${v.width}`)).toEqual(['jpeg 300', 'jpeg 600', 'jpeg 900']);
    expect(result.catalogue['logo-mark']!.fallback.every((v) => v.format === 'png')).toBe(true);
    for (const variant of [...team.webp, ...team.fallback]) expect(existsSync(path.join(out, variant.url)), variant.url).toBe(true);
  });

  it('only encodes what it must: the photos, the rasterised SVG and every preview', () => {
    // drawing: its preview only; scripted: 5 widths x 2 formats + preview; team: 3 x 2 + preview; logo-mark: 3 x 2 + preview
    expect(result.encoded).toBe(1 + 11 + 7 + 7);
  });
});

describe('which SVGs are published as they are', () => {
  it('a drawing, with internal references (gradients, <use href="#...">), is', () => {
    expect(publishableAsSvg(DRAWING)).toBe(true);
    expect(publishableAsSvg('<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/><use xlink:href="#g"/></svg>')).toBe(true);
  });

  for (const [what, svg] of [
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg><rect onload="alert(1)"/></svg>'],
    ['an event handler in capitals', '<svg><rect ONCLICK="x()"/></svg>'],
    ['embedded HTML', '<svg><foreignObject><div>x</div></foreignObject></svg>'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>'],
    ['a link to another file', '<svg><image href="https://example.com/a.png"/></svg>'],
    ['a javascript: link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['a stylesheet import', '<svg><style>@import "https://example.com/a.css";</style></svg>'],
    ['an external url() in a style', '<svg><rect style="fill: url(https://example.com/a.svg#p)"/></svg>'],
  ] as const) {
    it(`one with ${what} is not`, () => expect(publishableAsSvg(svg)).toBe(false));
  }
});
