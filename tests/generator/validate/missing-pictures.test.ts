// The build names the pictures a site lacks: each service card without data/images/services/{slug}.*
// and each town card with neither an `image` column nor data/images/cities/{slug}.*, once, with the
// file that would give it a photo of its own. In process on the real data, and through the real
// command on a copy with one photo added.
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPictures, missingPicturesLine, validate } from '../../../generator/validate/index.ts';
import { runSite } from '../../helpers/cli.ts';
import { copyData, SMALL_SITE } from '../../helpers/data.ts';
import { loaded } from '../../helpers/loaded-data.ts';

describe('the pictures a site lacks', () => {
  const raw = loaded();
  const site = validate(raw);

  it('counts every service card without a photo of its own, and no town that has its own picture', () => {
    const missing = missingPictures(site, raw.imageKeys);
    expect(missing.cards).toBe(site.services.length + site.cities.length);
    expect(missing.towns).toBe(0);
    expect(missing.services).toBe(site.services.length);
    expect(missing.files[0]).toBe(`data/images/services/${site.services[0]!.slug}.jpg`);
    expect(new Set(missing.files).size).toBe(missing.files.length);
  });

  it('leaves out a service with its photo, and names a town with neither an image column nor its picture', () => {
    const [first, second] = site.services;
    const [town] = site.cities;
    const keys = raw.imageKeys.filter((key) => key !== `cities/${town!.slug}`).concat(`services/${first!.slug}`);
    const missing = missingPictures({ services: [first!, second!], cities: [{ ...town!, image: '' }] }, keys);
    expect(missing).toEqual({ cards: 3, services: 1, towns: 1, files: [`data/images/services/${second!.slug}.jpg`, `data/images/cities/${town!.slug}.jpg`] });
    // a town whose image column names a picture has one
    expect(missingPictures({ services: [], cities: [{ ...town!, image: 'hero' }] }, keys).files).toEqual([]);
  });

  it('says it in one line, naming the first files and counting the rest; nothing when none is missing', () => {
    const missing = { cards: 10, services: 3, towns: 1, files: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'] };
    expect(missingPicturesLine(missing, 2)).toBe('Pictures: 4 of 10 cards show shared artwork (3 services, 1 towns); a photo of its own fills each: a.jpg, b.jpg and 2 more (--verbose lists all)');
    expect(missingPicturesLine(missing, Infinity)).toBe('Pictures: 4 of 10 cards show shared artwork (3 services, 1 towns); a photo of its own fills each: a.jpg, b.jpg, c.jpg, d.jpg');
    expect(missingPicturesLine({ cards: 10, services: 0, towns: 0, files: [] }, 2)).toBe('');
  });

  it("is a line of the first build's summary, not of the next unless the list changes; a photo dropped in takes its file off", { timeout: 120_000 }, async () => {
    const copy = await copyData(SMALL_SITE);
    try {
      const out = path.join(copy.root, 'dist');
      const before = await runSite(['generate', '--data', copy.data, '--out', out]);
      expect(before.code, before.stderr).toBe(0);
      const lines = before.stdout.split('\n').filter((line) => line.includes('cards show shared artwork'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/and \d+ more \(--verbose lists all\)$/);
      const again = await runSite(['generate', '--data', copy.data, '--out', out]);
      expect(again.stdout).not.toContain('Pictures:');
      const [, first] = /fills each: data\/images\/services\/([a-z-]+)\.jpg/.exec(lines[0]!) ?? [];
      expect(first).toBeDefined();
      await copyFile(path.join(copy.data, 'images', 'hero.svg'), path.join(copy.data, 'images', 'services', `${first}.svg`));
      const after = await runSite(['generate', '--data', copy.data, '--out', out]);
      expect(after.code, after.stderr).toBe(0);
      expect(after.stdout).not.toContain(`data/images/services/${first}.jpg`);
      const count = (text: string) => Number(/Pictures: (\d+) of/.exec(text)?.[1]);
      expect(count(after.stdout)).toBe(count(before.stdout) - 1);
    } finally {
      await rm(copy.root, { recursive: true, force: true });
    }
  });
});
