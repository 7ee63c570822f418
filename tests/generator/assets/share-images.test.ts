// Every page has a link preview. The image step makes a 1200 x 630 crop of each
// artwork; a page shows its own artwork's (a town's pages their town, an article its hero) or the
// site's hero, as og:image and twitter:image, absolute, and the file is in the output.
import { beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { builtSite, SITE_URL } from '../../helpers/built-site.ts';
import type { ImageCatalogue } from '../../../shared/model/site.ts';

let dist: string;
let catalogue: ImageCatalogue;
const previews = new Map<string, { og?: string; twitter?: string; card?: string; width?: string; height?: string }>();

const meta = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  dist = await builtSite();
  catalogue = JSON.parse(await readFile(path.join(dist, 'assets/images/catalogue.json'), 'utf8')) as ImageCatalogue;
  for (const file of (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'))) {
    const html = await readFile(path.join(dist, file), 'utf8');
    previews.set(`/${file.replace(/index\.html$/, '')}`, {
      og: meta(html, 'property', 'og:image'),
      twitter: meta(html, 'name', 'twitter:image'),
      card: meta(html, 'name', 'twitter:card'),
      width: meta(html, 'property', 'og:image:width'),
      height: meta(html, 'property', 'og:image:height'),
    });
  }
}, 600_000);

const shareUrl = (key: string) => `${SITE_URL}${catalogue[key]!.share!.url}`;

describe('link previews', () => {
  it('the image step makes a 1200 x 630 JPEG crop of every artwork', async () => {
    const keys = Object.keys(catalogue);
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      const share = catalogue[key]!.share;
      expect(share, key).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
      const { width, height, format } = await sharp(path.join(dist, share!.url)).metadata();
      expect([width, height, format], key).toEqual([1200, 630, 'jpeg']);
    }
  });

  it('every page has og:image and twitter:image, absolute, with its size, on a file that exists', () => {
    expect(previews.size).toBeGreaterThan(1000);
    const files = new Set(Object.values(catalogue).map((entry) => `${SITE_URL}${entry.share!.url}`));
    for (const [page, preview] of previews) {
      expect(preview.og, page).toBeDefined();
      expect(files.has(preview.og!), `${page}: ${preview.og}`).toBe(true);
      expect(preview.twitter, page).toBe(preview.og);
      expect(preview.card, page).toBe('summary_large_image');
      expect([preview.width, preview.height], page).toEqual(['1200', '630']);
    }
  });

  it('shows a town’s artwork on its pages, an article’s hero on the article, the site hero elsewhere', () => {
    expect(previews.get('/mi/novi/')!.og).toBe(shareUrl('cities/novi'));
    expect(previews.get('/mi/novi/deep-cleaning/')!.og).toBe(shareUrl('cities/novi'));
    expect(previews.get('/blog/inside-appliance-cleaning/')!.og).toBe(shareUrl('services/kitchen'));
    expect(previews.get('/')!.og).toBe(shareUrl('hero'));
    expect(previews.get('/contact/')!.og).toBe(shareUrl('hero'));
  });
});
