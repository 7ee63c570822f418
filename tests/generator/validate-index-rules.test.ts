// What validation (generator/validate/index.ts) hands the pages besides its problems, in the test
// process where mutation testing sees it (issue 13): each service's long copy and each keyword
// row's intro rendered from Markdown, every hand-written link (service copy, town and page copy)
// handed on for the route check, and a broken business.json reported like any other file
// instead of stopping validation.
import { describe, expect, it } from 'vitest';
import { checkTargets, validate } from '../../generator/validate/index.ts';
import { fresh, problemsOf, rowOf } from './loaded-data.ts';

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
    expect(checkTargets(site, everyOtherTarget)).toEqual([{ ...link!.source, message: 'link to "/no-such-page/", which is not a page of the site' }]);
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
});
