// The cross-table rules of validation (generator/validate/) in the test process, where mutation
// testing (npm run mutate) sees them: the real data/ folder is loaded once, each test edits one
// row of a private copy of the loaded tables and checks the exact problem a marketer would read
// (file, line, column, message). validate.test.ts checks the same messages through the CLI.
import { describe, expect, it } from 'vitest';
import type { CsvTable } from '../../../generator/load/load.ts';
import { checkTargets, validate } from '../../../generator/validate/index.ts';
import { column, fresh, loaded, problemsOf, rowOf } from '../../helpers/loaded-data.ts';

describe('the real data', () => {
  it('passes, cities sorted by slug and each town offering its services in services.csv order', () => {
    const site = validate(fresh());
    const slugs = site.cities.map((c) => c.slug);
    expect(slugs).toEqual([...slugs].sort((a, b) => a.localeCompare(b)));
    expect(slugs).toHaveLength(loaded().cities.rows.length);
    const order = site.services.map((s) => s.slug);
    for (const [city, offered] of site.availability) {
      const indexes = offered.map((slug) => order.indexOf(slug));
      expect(indexes, city).toEqual([...indexes].sort((a, b) => a - b));
      expect(indexes.every((i) => i >= 0), city).toBe(true);
    }
    const wixom = site.cities.find((c) => c.slug === 'wixom')!;
    expect(wixom.landmarkDetails.length).toBeGreaterThan(0);
    expect(site.redirects[0]!.source).toMatchObject({ file: loaded().redirects.file, line: 2, column: column(loaded().redirects, 'to') });
  });
});

describe('cities.csv', () => {
  // Michigan: latitude 41.69 to 48.31, longitude -90.42 to -82.12 (shared/service-area.ts)
  it.each([
    ['lat', '41.69', '48.31', '41.68', '48.32', 'latitude lies outside Michigan (41.69 to 48.31)'],
    ['lng', '-90.42', '-82.12', '-90.43', '-82.11', 'longitude lies outside Michigan (-90.42 to -82.12)'],
  ])('%s: both edges of the state are inside, one step beyond is not', (name, low, high, below, above, message) => {
    for (const inside of [low, high]) {
      const raw = fresh();
      rowOf(raw.cities, (v) => v.slug === 'novi').values[name] = inside;
      expect(problemsOf(raw), inside).toEqual([]);
    }
    for (const outside of [below, above]) {
      const raw = fresh();
      const row = rowOf(raw.cities, (v) => v.slug === 'novi');
      row.values[name] = outside;
      expect(problemsOf(raw)).toEqual([
        { file: raw.cities.file, line: row.line, column: column(raw.cities, name), message: `${name}: ${message}, got "${outside}"` },
      ]);
    }
  });

  it('names a duplicate slug with the line of the first', () => {
    const raw = fresh();
    const first = raw.cities.rows[0]!;
    const copy = { line: 999, values: { ...first.values } };
    raw.cities.rows.push(copy);
    expect(problemsOf(raw)).toContainEqual({
      file: raw.cities.file,
      line: 999,
      column: column(raw.cities, 'slug'),
      message: `slug: duplicate "${first.values.slug}", already on line ${first.line}`,
    });
  });

  it('reports a featured service listed twice, and more than six', () => {
    const raw = fresh();
    const row = rowOf(raw.cities, (v) => v.slug === 'wixom');
    row.values.featured_services = 'deep-cleaning|deep-cleaning';
    expect(problemsOf(raw)).toEqual([
      { file: raw.cities.file, line: row.line, column: column(raw.cities, 'featured_services'), message: 'featured_services: "deep-cleaning" is listed twice' },
    ]);
    const offered = loaded().availability.rows.filter((r) => r.values.city === 'wixom').map((r) => r.values.service);
    expect(offered.length).toBeGreaterThan(6);
    row.values.featured_services = offered.slice(0, 6).join('|');
    expect(problemsOf(raw)).toEqual([]);
    row.values.featured_services = offered.slice(0, 7).join('|');
    expect(problemsOf(raw)).toEqual([
      { file: raw.cities.file, line: row.line, column: column(raw.cities, 'featured_services'), message: 'featured_services: lists 7 services; a hub features at most 6' },
    ]);
  });

  it('shows an empty cell and a long value shortened to 60 characters in the message', () => {
    const raw = fresh();
    const row = rowOf(raw.cities, (v) => v.slug === 'novi');
    row.values.lat = '';
    const long = 'x'.repeat(61);
    rowOf(raw.cities, (v) => v.slug === 'wixom').values.lng = long;
    const messages = problemsOf(raw).map((p) => p.message);
    expect(messages.find((m) => m.startsWith('lat:'))).toMatch(/, got an empty cell$/);
    expect(messages.find((m) => m.startsWith('lng:'))).toMatch(new RegExp(`, got "${'x'.repeat(57)}\\.\\.\\."$`));
    const exactly60 = fresh();
    exactly60.cities.rows[0]!.values.lng = 'y'.repeat(60);
    expect(problemsOf(exactly60).find((p) => p.message.startsWith('lng:'))?.message).toMatch(new RegExp(`, got "${'y'.repeat(60)}"$`));
  });
});

describe('landmarks.csv', () => {
  it('reports an unknown town, a landmark the town does not list, and a second detail for one landmark', () => {
    const raw = fresh();
    const [a, b, c] = raw.landmarks.rows.filter((r) => r.values.city === 'wixom');
    a!.values.city = 'nowhere-at-all';
    b!.values.landmark = 'A Place Nobody Listed';
    c!.values.landmark = raw.landmarks.rows.find((r) => r.values.city === 'wixom' && r !== a && r !== b && r !== c)!.values.landmark!;
    const problems = problemsOf(raw);
    expect(problems).toContainEqual({
      file: raw.landmarks.file,
      line: a!.line,
      column: column(raw.landmarks, 'city'),
      message: `city: unknown city "nowhere-at-all" (not in ${raw.cities.file})`,
    });
    expect(problems).toContainEqual({
      file: raw.landmarks.file,
      line: b!.line,
      column: column(raw.landmarks, 'landmark'),
      message: `landmark: "A Place Nobody Listed" is not one of Wixom's landmarks in ${raw.cities.file}`,
    });
    const later = raw.landmarks.rows.filter((r) => r.values.city === 'wixom' && r.values.landmark === c!.values.landmark).at(-1)!;
    expect(problems).toContainEqual({
      file: raw.landmarks.file,
      line: later.line,
      column: column(raw.landmarks, 'landmark'),
      message: `landmark: duplicate detail for "${c!.values.landmark}"`,
    });
    expect(problems).toHaveLength(3);
  });
});

describe('services.csv and its Markdown', () => {
  it('names a service without long copy, and long copy without a service', () => {
    const raw = fresh();
    const row = rowOf(raw.services, (v) => v.slug === 'deep-cleaning');
    raw.serviceBodies = raw.serviceBodies.filter((d) => d.name !== 'deep-cleaning');
    const orphan = { ...raw.serviceBodies[0]!, name: 'retired-service', file: '/x/services/retired-service.md' };
    raw.serviceBodies.push(orphan);
    const problems = problemsOf(raw);
    expect(problems).toContainEqual({
      file: raw.services.file,
      line: row.line,
      column: column(raw.services, 'slug'),
      message: 'slug: no long copy for "deep-cleaning": add data/services/deep-cleaning.md',
    });
    expect(problems).toContainEqual({ file: orphan.file, message: `no row in ${raw.services.file} has the slug "retired-service"` });
  });

  it('says where the old category artwork keys of business.json went, and refuses a category no entry of why-us.md names, with the known ids', () => {
    const raw = fresh();
    const business = raw.business.value as { artwork: Record<string, string> };
    business.artwork.residentialService = 'services/house';
    const row = rowOf(raw.services, (v) => v.slug === 'deep-cleaning');
    row.values.category = 'homes';
    const problems = problemsOf(raw);
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.business.file, key: 'artwork.residentialService', message: expect.stringMatching(/^moved under categories: in blocks\/why-us\.md/) }));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: raw.services.file, line: row.line, column: column(raw.services, 'category'), message: expect.stringMatching(/^category: "homes" is no category of .*why-us\.md \(its categories: "residential", "commercial"\)/) }),
    );
    expect(problems).toHaveLength(2);
  });

  it('refuses an image key with no file, in services.csv and in business.json', () => {
    const raw = fresh();
    const row = rowOf(raw.services, (v) => v.slug === 'deep-cleaning');
    row.values.image = 'no-such-image';
    const business = raw.business.value as { artwork: Record<string, string> };
    const [name] = Object.keys(business.artwork);
    business.artwork[name!] = 'no-such-artwork';
    const problems = problemsOf(raw);
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.services.file, line: row.line, column: column(raw.services, 'image') }));
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.business.file, key: `artwork.${name}` }));
    expect(problems).toHaveLength(2);
  });
});

describe('availability.csv', () => {
  it('reports a town or service that does not exist, and a pair listed twice', () => {
    const raw = fresh();
    const [a, b] = raw.availability.rows;
    a!.values.service = 'window-washing-deluxe';
    raw.availability.rows.push({ line: 9999, values: { ...b!.values } });
    const problems = problemsOf(raw);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: raw.availability.file, line: a!.line, column: column(raw.availability, 'service'), message: expect.stringMatching(/^service: unknown service "window-washing-deluxe" \(not in .*services\.csv\)/) }),
    );
    expect(problems).toContainEqual({
      file: raw.availability.file,
      line: 9999,
      column: column(raw.availability, 'service'),
      message: `service: duplicate "${b!.values.city},${b!.values.service}", already on line ${b!.line}`,
    });
  });

  it('groups rows naming one town that is missing under the first of them, with a "did you mean"', () => {
    const raw = fresh();
    const rows = raw.availability.rows.filter((r) => r.values.city === 'wixom');
    for (const row of rows) row.values.city = 'wixon';
    // keyword rows of Wixom still name "wixom", which exists; only availability names the typo
    const problems = problemsOf(raw).filter((p) => p.file === raw.availability.file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: rows[0]!.line, column: column(raw.availability, 'city') });
    expect(problems[0]!.message).toMatch(
      new RegExp(`^city: unknown city "wixon" \\(not in .*cities\\.csv\\); did you mean "wixom"\\?; ${rows.length} rows name it: .*availability\\.csv \\(${rows.length}: lines ${rows.slice(0, 8).map((r) => r.line).join(', ')} and ${rows.length - 8} more\\)$`),
    );
  });

  it('counts the rows waiting on a town whose own row is invalid, at that row', () => {
    const raw = fresh();
    const city = rowOf(raw.cities, (v) => v.slug === 'milford');
    city.values.lat = 'north-ish';
    const lines = (table: CsvTable, slugColumn: string) => table.rows.filter((r) => r.values[slugColumn] === 'milford').map((r) => r.line);
    const shown = (file: string, found: number[]) =>
      `${file} (${found.length}: lines ${found.slice(0, 8).join(', ')}${found.length > 8 ? ` and ${found.length - 8} more` : ''})`;
    const landmarks = lines(raw.landmarks, 'city');
    const availability = lines(raw.availability, 'city');
    const keywords = lines(raw.keywords, 'city_slug');
    expect(landmarks.length).toBeLessThanOrEqual(8);
    const problems = problemsOf(raw);
    const root = problems.find((p) => p.file === raw.cities.file && p.column === undefined);
    expect(root).toEqual({
      file: raw.cities.file,
      line: city.line,
      message:
        `${landmarks.length + availability.length + keywords.length} rows elsewhere name the city "milford" and fail until this row is fixed: ` +
        [shown(raw.landmarks.file, landmarks), shown(raw.availability.file, availability), shown(raw.keywords.file, keywords)].join(', '),
    });
    expect(problems.filter((p) => p.file === raw.availability.file)).toEqual([]);
  });
});

describe('seo-keywords.csv', () => {
  it('reports a town name that does not match, a page address that differs, and a pair the town does not offer', () => {
    const raw = fresh();
    const [a, b] = raw.keywords.rows;
    a!.values.city = 'Wixom Town';
    b!.values.suggested_url = '/mi/elsewhere/';
    const problems = problemsOf(raw);
    expect(problems).toContainEqual({
      file: raw.keywords.file,
      line: a!.line,
      column: column(raw.keywords, 'city'),
      message: `city: "Wixom Town" does not match the name of ${a!.values.city_slug}, "${loaded().keywords.rows[0]!.values.city}"`,
    });
    expect(problems).toContainEqual({
      file: raw.keywords.file,
      line: b!.line,
      column: column(raw.keywords, 'suggested_url'),
      message: `suggested_url: "/mi/elsewhere/" differs from the page this row describes, /mi/${b!.values.city_slug}/${b!.values.service_slug}/`,
    });
    expect(problems).toHaveLength(2);

    const notOffered = fresh();
    const row = notOffered.keywords.rows[0]!;
    notOffered.availability.rows = notOffered.availability.rows.filter((r) => !(r.values.city === row.values.city_slug && r.values.service === row.values.service_slug));
    expect(problemsOf(notOffered)).toEqual([
      {
        file: notOffered.keywords.file,
        line: row.line,
        column: column(notOffered.keywords, 'service_slug'),
        message: `service_slug: ${row.values.city} does not offer "${row.values.service_slug}" in ${notOffered.availability.file}, so ${row.values.suggested_url} does not exist`,
      },
    ]);
  });
});

describe('columns', () => {
  it('names a missing column on line 1, an unknown one at its column, and accepts a notes column', () => {
    const raw = fresh();
    raw.faqs.columns = raw.faqs.columns.filter((c) => c !== 'answer');
    const missing = problemsOf(raw).filter((p) => p.file === raw.faqs.file);
    expect(missing).toEqual([{ file: raw.faqs.file, line: 1, message: 'missing column answer (expected columns: category, question, answer)' }]);

    const extra = fresh();
    extra.redirects.columns.push('notes', '# mine', 'reason');
    expect(problemsOf(extra)).toEqual([
      {
        file: extra.redirects.file,
        line: 1,
        column: 6,
        message: 'unknown column "reason" (expected columns: from, to, status; a column for your own notes is named notes or starts with #)',
      },
    ]);
  });

  it('says "columns" when more than one is missing', () => {
    const raw = fresh();
    raw.redirects.columns = ['from'];
    expect(problemsOf(raw)).toEqual([{ file: raw.redirects.file, line: 1, message: 'missing columns to, status (expected columns: from, to, status)' }]);
  });

  it('names a duplicate redirect source and a duplicate question', () => {
    const raw = fresh();
    const redirect = raw.redirects.rows[0]!;
    raw.redirects.rows.push({ line: 500, values: { ...redirect.values } });
    const faq = raw.faqs.rows[0]!;
    raw.faqs.rows.push({ line: 600, values: { ...faq.values } });
    expect(problemsOf(raw)).toEqual([
      { file: raw.faqs.file, line: 600, column: column(raw.faqs, 'question'), message: `question: duplicate "${faq.values.question}", already on line ${faq.line}` },
      { file: raw.redirects.file, line: 500, column: column(raw.redirects, 'from'), message: `from: duplicate "${redirect.values.from}", already on line ${redirect.line}` },
    ]);
  });
});

describe('checkTargets', () => {
  it('reports a redirect to no page, a redirect hiding a live page, and a link to no page', () => {
    const site = validate(fresh());
    const [first, second] = site.redirects;
    const pages = new Set([second!.to, `${first!.from}/`]);
    const link = site.contentLinks[0]!;
    const problems = checkTargets({ ...site, redirects: [first!, second!], contentLinks: [link, { ...link, href: `${second!.from}#top` }] }, pages);
    expect(problems).toEqual([
      { ...first!.source, message: `to: "${first!.to}" is not a page of the site` },
      { ...first!.source, column: 1, message: `from: "${first!.from}" is a live page; a redirect would hide it` },
      { ...link.source, message: `link to "${link.href}", which is not a page of the site. Restore the page, change the link, or add a row to data/redirects.csv` },
    ]);
    // a link to a page, with a fragment, is fine
    expect(checkTargets({ ...site, redirects: [], contentLinks: [{ ...link, href: `${second!.to}#faq` }] }, pages)).toEqual([]);
    // a link to an id on the same page is no page address: the publish gate checks the id
    expect(checkTargets({ ...site, redirects: [], contentLinks: [{ ...link, href: '#faq' }] }, pages)).toEqual([]);
  });
});

describe('addresses in business.json and testimonials.json', () => {
  /** business.json with one value replaced at a dotted path (`social.0.url`). */
  function withBusiness(key: string, value: string) {
    const raw = fresh();
    const parts = key.split('.');
    let node = raw.business.value as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
    node[parts.at(-1)!] = value;
    return raw;
  }

  it.each([
    ['mapEmbedUrl', 'data:text/html,<script>alert(1)</script>', 'expected an https:// address, not a data: one'],
    ['mapEmbedUrl', 'http://www.google.com/maps/embed/v1/place?q=Milford', 'expected an https:// address, not a http: one'],
    ['social.0.url', 'javascript:alert(document.cookie)', 'expected an https:// address, not a javascript: one'],
    ['social.1.url', 'java\tscript:alert(1)', 'expected an https:// address, not a javascript: one'],
    ['reviewLinks.0.url', 'http://search.google.com/local/writereview', 'expected an https:// address, not a http: one'],
    ['accreditation.url', 'ftp://bbb.example/profile', 'expected an https:// address, not a ftp: one'],
    ['quoteProvider.scriptUrl', 'http://cdn.example/embed.js', 'expected an https:// address, not a http: one'],
    ['quoteProvider.formUrl', 'data:text/html;base64,PGgxPg==', 'expected an https:// address, not a data: one'],
    ['bookingUrl', '/book/', 'expected an absolute https:// address'],
    ['siteUrl', 'http://www.example.com', 'expected an https:// address, not a http: one'],
  ])('%s = %j is a build error naming the file and the key', (key, value, message) => {
    // (a script in the value is also reported by the site-wide markup scan)
    expect(problemsOf(withBusiness(key, value))).toContainEqual({ file: loaded().business.file, key, message });
  });

  it('https addresses pass, as the real file has them', () => {
    expect(problemsOf(withBusiness('mapEmbedUrl', 'HTTPS://www.google.com/maps/embed/v1/place?q=Novi'))).toEqual([]);
  });

  it("a testimonial's avatar is an https address too", () => {
    const raw = fresh();
    const testimonials = raw.testimonials.value as { author: Record<string, unknown> }[];
    testimonials[0]!.author.avatarUrl = 'data:image/svg+xml,<svg onload="alert(1)"/>';
    expect(problemsOf(raw)).toContainEqual({ file: raw.testimonials.file, key: '0.author.avatarUrl', message: 'expected an https:// address, not a data: one' });
  });
});

describe('reviews.json, the review snapshot the pages show first', () => {
  it('gives the pages its rating and total', () => {
    const raw = fresh();
    const snapshot = raw.reviews!.value as { rating: number; total_ratings: number };
    expect(validate(raw).reviewSnapshot).toMatchObject({ rating: snapshot.rating, total_ratings: snapshot.total_ratings });
  });

  it('is optional: without it the pages show the business profile', () => {
    const raw = fresh();
    delete raw.reviews;
    expect(problemsOf(raw)).toEqual([]);
    expect(validate(raw).reviewSnapshot).toBeUndefined();
  });

  it('a count that is not a whole number is a build error at its key', () => {
    const raw = fresh();
    (raw.reviews!.value as Record<string, unknown>).total_ratings = 'many';
    expect(problemsOf(raw)).toEqual([{ file: raw.reviews!.file, key: 'total_ratings', message: expect.stringContaining('number') }]);
  });
});
