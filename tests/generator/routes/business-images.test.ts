// The business's logo and image in its LocalBusiness markup: the routes stage names pictures of
// data/images/ by key, and the document swaps each for the absolute URL of the file the assets
// stage wrote. A logo in the data wins over the brand mark; a missing picture leaves no marker.
import { describe, expect, it } from 'vitest';
import { imageMarker, resolveImageMarkers } from '../../../shared/model/json-ld-images.ts';
import type { ImageCatalogue } from '../../../shared/model/site.ts';

const BASE = 'https://clean.test/contact/';
const catalogue: ImageCatalogue = {
  hero: {
    width: 2400,
    height: 1600,
    webp: [{ width: 800, url: '/assets/images/hero-800.aa.webp', format: 'webp' }],
    fallback: [{ width: 800, url: '/assets/images/hero-800.bb.jpg', format: 'jpeg' }],
    share: { width: 1200, height: 630, url: '/assets/images/hero-share.cc.jpg', format: 'jpeg' },
  },
  logo: {
    width: 600,
    height: 600,
    webp: [{ width: 600, url: '/assets/images/logo-600.dd.webp', format: 'webp' }],
    fallback: [
      { width: 300, url: '/assets/images/logo-300.ee.png', format: 'png' },
      { width: 600, url: '/assets/images/logo-600.ff.png', format: 'png' },
    ],
  },
};
const block = { '@type': 'LocalBusiness', name: 'A', image: imageMarker('share', ['hero']), logo: imageMarker('whole', ['logo'], '/favicon.svg') };

describe('pictures named in JSON-LD', () => {
  it('become absolute URLs: the share crop for image, the widest PNG or JPEG of data/images/logo for logo', () => {
    expect(resolveImageMarkers(block, catalogue, BASE)).toEqual({
      '@type': 'LocalBusiness',
      name: 'A',
      image: 'https://clean.test/assets/images/hero-share.cc.jpg',
      logo: 'https://clean.test/assets/images/logo-600.ff.png',
    });
  });

  it('take the brand mark when the data has no logo, and drop a picture that does not exist', () => {
    const { logo: _logo, ...withoutLogo } = catalogue;
    expect(resolveImageMarkers(block, withoutLogo, BASE)).toMatchObject({ logo: 'https://clean.test/favicon.svg' });
    expect(resolveImageMarkers(block, {}, BASE)).toEqual({ '@type': 'LocalBusiness', name: 'A', logo: 'https://clean.test/favicon.svg' });
  });

  it('leave a block without markers as it is (the same object)', () => {
    const plain = { '@type': 'WebPage', url: 'https://clean.test/' };
    expect(resolveImageMarkers(plain, catalogue, BASE)).toBe(plain);
  });
});
