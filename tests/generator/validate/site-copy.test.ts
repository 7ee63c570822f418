// Menus, a town's long copy and a page's own copy (generator/validate/site-copy.ts) on the real
// data with one edit each, in the test process where mutation testing sees them: menu labels and
// addresses, placeholders filled in every part of the front matter and in a page's body, and an
// unknown placeholder named at the key that holds it.
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../generator/support/errors.ts';
import type { CsvRow } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { validateCityContent, validateMenus } from '../../../generator/validate/site-copy.ts';
import type { ContentLink } from '../../../shared/model/data.ts';
import { fresh, loaded } from '../../helpers/loaded-data.ts';

// validated once: the tests read its towns and services and edit only their own copy of the raw data
let validated: ReturnType<typeof validate> | undefined;
const site = () => (validated ??= validate(fresh()));

describe('validateMenus', () => {
  it('labels a town or service by its name unless the row gives one, links a page as written, and keeps file order', () => {
    const raw = loaded();
    const { business, cities, services } = site();
    const row = (line: number, values: { menu: string; city?: string; service?: string; page?: string; label: string }) => ({
      row: { line, values: {} } as CsvRow,
      value: values as never,
    });
    const links: ContentLink[] = [];
    const menus = validateMenus(
      raw,
      [
        row(2, { menu: 'home-towns', city: 'novi', label: '' }),
        row(3, { menu: 'home-towns', city: 'wixom', label: 'Wixom homes' }),
        row(4, { menu: 'home-towns', city: 'atlantis', label: '' }),
        row(5, { menu: 'header-services', service: 'deep-cleaning', label: '' }),
        row(6, { menu: 'header-services', service: 'deep-cleaning', label: 'Deep' }),
        row(7, { menu: 'header-services', service: 'moon-cleaning', label: '' }),
        row(8, { menu: 'footer-resources', page: '/blog/', label: 'Blog' }),
      ],
      business,
      cities,
      services,
      links,
    );
    const deep = services.find((s) => s.slug === 'deep-cleaning')!;
    expect(menus['home-towns']).toEqual([
      { label: 'Novi', href: '/mi/novi/', city: 'novi' },
      { label: 'Wixom homes', href: '/mi/wixom/', city: 'wixom' },
    ]);
    expect(menus['header-services']).toEqual([
      { label: deep.title, href: '/services/deep-cleaning/', service: 'deep-cleaning' },
      { label: 'Deep', href: '/services/deep-cleaning/', service: 'deep-cleaning' },
    ]);
    expect(menus['footer-resources']).toEqual([{ label: 'Blog', href: '/blog/' }]);
    expect(menus['bitcoin-areas']).toEqual([]);
    expect(links).toEqual([{ href: '/blog/', source: { file: raw.menus.file, line: 8, column: raw.menus.columns.indexOf('page') + 1 } }]);
  });

  it('lists no town without the business (its state makes the address)', () => {
    const { cities, services } = site();
    const menus = validateMenus(loaded(), [{ row: { line: 2, values: {} }, value: { menu: 'home-towns', city: 'novi', label: '' } as never }], undefined, cities, services, []);
    expect(menus['home-towns']).toEqual([]);
  });
});

describe('validateCityContent', () => {
  it('fills placeholders in every string of the front matter, lists and nested parts too', () => {
    const raw = fresh();
    const { cities, services } = site();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    const deep = services.find((s) => s.slug === 'deep-cleaning')!;
    novi.data = {
      lead: 'Cleaning {{city.name}} from {{ price.deep-cleaning }}',
      neighborhoodGroups: [{ title: 'ZIP {{city.zipCodes}}', text: 'x', neighborhoods: ['{{city.name}} Lakes'] }],
      links: [{ label: 'Quote', path: '/quote/' }],
    };
    const problems: Problem[] = [];
    const links: ContentLink[] = [];
    const shown: typeof raw.cityBodies = [];
    const content = validateCityContent(raw, cities, services, problems, links, shown).get('novi')!;
    const town = cities.find((c) => c.slug === 'novi')!;
    expect(problems).toEqual([]);
    expect(content.lead).toBe(`Cleaning Novi from ${deep.startingPrice}`);
    expect(content.neighborhoodGroups).toEqual([{ title: `ZIP ${town.zipCodes.join(', ')}`, text: 'x', neighborhoods: ['Novi Lakes'] }]);
    expect(links).toEqual([{ href: '/quote/', source: { file: novi.file, key: 'links.0.path' } }]);
    expect(shown).toEqual([novi]);
  });

  it('names an unknown placeholder at its key path, and a copy file of a retired town is no problem', () => {
    const raw = fresh();
    const { cities, services } = site();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    novi.data = { reasons: [{ title: 'a', text: 'b' }, { title: 'Near {{city.mayor}}', text: 'c' }] };
    const problems: Problem[] = [];
    const shown: typeof raw.cityBodies = [];
    validateCityContent(raw, cities.filter((c) => c.slug !== 'novi'), services, problems, [], shown);
    expect([problems, shown]).toEqual([[], []]);
    validateCityContent(raw, cities, services, problems, [], shown);
    expect(problems).toEqual([
      { file: novi.file, key: 'reasons.1.title', message: 'unknown placeholder {{city.mayor}} (known here: {{city.name}}, {{city.zipCodes}}, {{price.<service slug>}})' },
    ]);
  });

  it('names a copy file whose name is no town\'s slug (a misspelling), and shows nothing of it', () => {
    const raw = fresh();
    const { cities, services } = site();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    raw.cityBodies.push({ ...novi, name: 'nvi', file: 'data/cities/nvi.md' });
    const problems: Problem[] = [];
    const shown: typeof raw.cityBodies = [];
    const content = validateCityContent(raw, cities, services, problems, [], shown);
    expect(problems).toEqual([{ file: 'data/cities/nvi.md', message: `no row in ${raw.cities.file} has the slug "nvi" (name the file after the city's slug)` }]);
    expect(content.has('nvi')).toBe(false);
    expect(shown.map((d) => d.name)).not.toContain('nvi');
  });

  it('names a bad value deep in the front matter by its key path', () => {
    const raw = fresh();
    const { cities, services } = site();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    novi.data = { reasons: [{ title: 'ok', text: 'ok' }, { title: 5, text: 'x' }] };
    const problems: Problem[] = [];
    validateCityContent(raw, cities, services, problems, [], []);
    expect(problems.map((p) => p.key)).toEqual(['reasons.1.title']);
  });

  it('reports front matter the schema refuses, once per key', () => {
    const raw = fresh();
    const { cities, services } = site();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    novi.data = { lead: 5, unknownKey: 'x' };
    const problems: Problem[] = [];
    expect(validateCityContent(raw, cities, services, problems, [], []).size).toBe(0);
    expect(problems.map((p) => [p.file, p.key])).toEqual([
      [novi.file, 'lead'],
      [novi.file, '(front matter)'],
    ]);
  });
});
