// What validation (generator/validate/validate.ts) hands the pages besides its problems, in the test
// process where mutation testing sees it: each service's long copy and each keyword
// row's intro rendered from Markdown, every hand-written link (service copy, town and page copy)
// handed on for the route check, a broken business.json reported like any other file
// instead of stopping validation, and the rules mutation testing found unchecked: a town's image
// key, the column of a duplicate service or keyword pair, a keyword row's unknown town or
// service, each town's services in services.csv order, and the keyword and FAQ rows handed on.
import { describe, expect, it } from 'vitest';
import { checkTargets, validate } from '../../../generator/validate/validate.ts';
import { unknownImageMessage } from '../../../shared/image-keys.ts';
import { column, fresh, listTwice, problemsOf, rowOf } from '../../helpers/loaded-data.ts';

/** A hand-written link at the end of `document`'s body, and the line it lands on. */
function addLink(document: { body: string; bodyLine: number }, href: string) {
  document.body = `${document.body.trimEnd()}\n\nSee [our other page](${href}).\n`;
  return document.bodyLine + document.body.split('\n').length - 2;
}

describe('rendered copy', () => {
  it("renders each service's long copy and each keyword row's intro from Markdown", () => {
    const raw = fresh();
    const body = raw.serviceBodies.find((d) => d.name === 'deep-cleaning')!;
    body.body = 'Kitchens **scrubbed** top to bottom.\n';
    const withIntro = raw.keywords.rows[0]!;
    withIntro.values.intro = 'Cleaners who *know* the town.';
    const withoutIntro = raw.keywords.rows[1]!;
    withoutIntro.values.intro = '';
    const site = validate(raw);
    expect(site.services.find((s) => s.slug === 'deep-cleaning')?.bodyHtml).toBe('<p>Kitchens <strong>scrubbed</strong> top to bottom.</p>\n');
    const keyword = (row: typeof withIntro) => site.keywords.find((k) => k.citySlug === row.values.city_slug && k.serviceSlug === row.values.service_slug);
    expect(keyword(withIntro)?.introHtml).toBe('<p>Cleaners who <em>know</em> the town.</p>\n');
    expect(keyword(withoutIntro)).toBeDefined();
    expect(keyword(withoutIntro)?.introHtml).toBeUndefined();
  });
});

describe('hand-written links go to the route check', () => {
  it.each([
    ['a service', (raw: ReturnType<typeof fresh>) => raw.serviceBodies.find((d) => d.name === 'deep-cleaning')!],
    ['a town', (raw: ReturnType<typeof fresh>) => raw.cityBodies[0]!],
    ['a page', (raw: ReturnType<typeof fresh>) => raw.pageBodies.find((d) => d.name === 'home')!],
  ])("from %s's long copy, at its file and line", (_what, documentOf) => {
    const raw = fresh();
    const document = documentOf(raw);
    const line = addLink(document, '/no-such-page/');
    const site = validate(raw);
    const link = site.contentLinks.find((l) => l.href === '/no-such-page/');
    expect(link?.source).toEqual({ file: document.file, line, column: expect.any(Number) });
    const everyOtherTarget = new Set([...site.contentLinks.map((l) => l.href.split('#')[0]!), ...site.redirects.map((r) => r.to)]);
    everyOtherTarget.delete('/no-such-page/');
    expect(checkTargets(site, everyOtherTarget)).toEqual([{ ...link!.source, message: 'link to "/no-such-page/", which is not a page of the site. Restore the page, change the link, or add a row to data/redirects.csv' }]);
  });
});

describe('business.json', () => {
  it('refused as a whole is one problem at its file, and the tables are still checked', () => {
    const raw = fresh();
    raw.business.value = 'not an object';
    const city = rowOf(raw.cities, (v) => v.slug === 'novi');
    city.values.lat = 'north-ish';
    const problems = problemsOf(raw);
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.business.file }));
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.cities.file, line: city.line }));
  });

  it('refused, is not reported again as a wrong address on every row of seo-keywords.csv', () => {
    const raw = fresh();
    raw.business.value = 'not an object';
    expect(problemsOf(raw).filter((p) => p.file !== raw.business.file)).toEqual([]);
  });
});

describe('cities.csv', () => {
  it("names a town's image key with no file, and takes one that has a file", () => {
    const raw = fresh();
    if (!raw.cities.columns.includes('image')) raw.cities.columns.push('image');
    const row = rowOf(raw.cities, (v) => v.slug === 'novi');
    row.values.image = raw.imageKeys[0]!;
    expect(problemsOf(raw)).toEqual([]);
    row.values.image = 'cities/no-such-photo';
    expect(problemsOf(raw)).toEqual([
      { file: raw.cities.file, line: row.line, column: column(raw.cities, 'image'), message: `image: ${unknownImageMessage(['cities/no-such-photo'], raw.imageKeys)}` },
    ]);
  });
});

describe('a row listed twice', () => {
  it('in services.csv is named at its slug, in seo-keywords.csv at its service_slug', () => {
    const raw = fresh();
    const service = rowOf(raw.services, (v) => v.slug === 'deep-cleaning');
    const keyword = raw.keywords.rows[0]!;
    const expected = [
      listTwice(raw.services, service, 998, 'slug', 'deep-cleaning'),
      listTwice(raw.keywords, keyword, 999, 'service_slug', `${keyword.values.city_slug}/${keyword.values.service_slug}`),
    ];
    const problems = problemsOf(raw);
    for (const problem of expected) expect(problems).toContainEqual(problem);
  });
});

describe('seo-keywords.csv', () => {
  /** A keyword row pointed at another town or service, its address changed to match. */
  function pointAt(raw: ReturnType<typeof fresh>, citySlug: string, serviceSlug: string) {
    const row = raw.keywords.rows[0]!;
    const old = `/${row.values.city_slug}/${row.values.service_slug}/`;
    row.values.suggested_url = row.values.suggested_url!.replace(old, `/${citySlug}/${serviceSlug}/`);
    row.values.city_slug = citySlug;
    row.values.service_slug = serviceSlug;
    return row;
  }

  it('names an unknown town at city_slug and an unknown service at service_slug', () => {
    const raw = fresh();
    const row = pointAt(raw, 'atlantis', raw.keywords.rows[0]!.values.service_slug!);
    expect(problemsOf(raw)).toEqual([
      expect.objectContaining({ file: raw.keywords.file, line: row.line, column: column(raw.keywords, 'city_slug'), message: expect.stringMatching(/^city_slug: unknown city "atlantis"/) }),
    ]);
    const other = fresh();
    const serviceRow = pointAt(other, other.keywords.rows[0]!.values.city_slug!, 'moon-cleaning');
    expect(problemsOf(other)).toEqual([
      expect.objectContaining({
        file: other.keywords.file,
        line: serviceRow.line,
        column: column(other.keywords, 'service_slug'),
        message: expect.stringMatching(/^service_slug: unknown service "moon-cleaning"/),
      }),
    ]);
  });
});

describe('what validation hands the pages', () => {
  it("each town's services in services.csv order, whatever the order of availability.csv", () => {
    const raw = fresh();
    raw.availability.rows.reverse();
    const site = validate(raw);
    const order = site.services.map((s) => s.slug);
    for (const [city, offered] of site.availability) {
      const listed = raw.availability.rows.filter((r) => r.values.city === city).map((r) => r.values.service!);
      expect(offered, city).toEqual(order.filter((slug) => listed.includes(slug)));
    }
  });

  it('every keyword row and every FAQ, as written', () => {
    const raw = fresh();
    const site = validate(raw);
    expect(site.keywords.map((k) => `${k.citySlug}/${k.serviceSlug}`)).toEqual(raw.keywords.rows.map((r) => `${r.values.city_slug}/${r.values.service_slug}`));
    expect(site.faqs).toEqual(raw.faqs.rows.map((r) => ({ category: r.values.category, question: r.values.question, answer: r.values.answer })));
  });
});
