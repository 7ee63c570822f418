// What validation of the blog (generator/validate/blog.ts) tells a marketer and hands the pages,
// beyond validate-blog.test.ts and validate-blog-output.test.ts: the whole message of a template's
// unknown or empty placeholder, a template used by one article checked too, an article's empty
// date, an unknown town or image key and a duplicate row of city-guides.csv and city-articles.csv,
// the fields of a coming-soon article and of a city guide, and same-day city articles in slug
// order. Found by mutation testing, in the test process where it sees the code.
import { describe, expect, it } from 'vitest';
import type { RawData } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { unknownImageMessage } from '../../../shared/image-keys.ts';
import { column, fresh, listTwice, problemsOf } from '../../helpers/loaded-data.ts';

/** A template used by more than one city article, and the rows that use it. */
function sharedTemplate(raw: RawData) {
  const used = raw.cityArticles.rows.map((r) => r.values.template);
  const template = raw.cityArticleTemplates.find((t) => used.filter((u) => u === t.name).length > 1)!;
  return { template, rows: raw.cityArticles.rows.filter((r) => r.values.template === template.name) };
}

/** A template used by exactly one city article. */
function ownTemplate(raw: RawData) {
  const used = raw.cityArticles.rows.map((r) => r.values.template);
  const template = raw.cityArticleTemplates.find((t) => used.filter((u) => u === t.name).length === 1);
  if (!template) throw new Error('data/ has no template used by one city article');
  return template;
}

describe('a city-article template', () => {
  it('used by one article, hands on its link and reports its unknown placeholder', () => {
    const raw = fresh();
    const template = ownTemplate(raw);
    template.body = `${template.body.trimEnd()}\n\nSee [our prices](/price-list-nowhere/).\n`;
    expect(validate(raw).contentLinks.filter((l) => l.href === '/price-list-nowhere/')).toEqual([expect.objectContaining({ source: expect.objectContaining({ file: template.file }) })]);
    template.body = `${template.body}\nCall {{business.fax}} today.\n`;
    expect(problemsOf(raw)).toEqual([expect.objectContaining({ file: template.file, message: expect.stringMatching(/^unknown placeholder \{\{business\.fax\}\}/) })]);
  });

  it('names every placeholder it may use when one is unknown', () => {
    const raw = fresh();
    const { template } = sharedTemplate(raw);
    template.body = `Call {{business.fax}} today.\n`;
    expect(problemsOf(raw)).toEqual([
      {
        file: template.file,
        line: template.bodyLine,
        column: 6,
        message:
          'unknown placeholder {{business.fax}} (known placeholders: {{city.name}}, {{city.fullName}}, {{city.slug}}, {{city.county}}, ' +
          '{{city.population}}, {{city.zipCodes}}, {{city.description}}, {{city.landmarks}}, {{city.landmarks.0}}, {{city.neighborhoods}}, ' +
          '{{city.neighborhoods.0}}, {{city.landmarkDetails.0.name}}, {{city.landmarkDetails.0.detail}}, {{business.name}}, {{business.phone}})',
      },
    ]);
  });

  it('names the town and the row of city-articles.csv a placeholder has no value for', () => {
    const raw = fresh();
    const { template, rows } = sharedTemplate(raw);
    template.body = `Visit {{city.landmarks.99}} soon.\n`;
    const names = new Map(raw.cities.rows.map((r) => [r.values.slug, r.values.name]));
    expect(problemsOf(raw)).toEqual(
      rows.map((row) => ({
        file: template.file,
        line: template.bodyLine,
        column: 7,
        message: `placeholder {{city.landmarks.99}} has no value for ${names.get(row.values.city)} (${raw.cityArticles.file}:${row.line})`,
      })),
    );
  });
});

describe('articles', () => {
  it('call an empty date missing, not malformed', () => {
    const raw = fresh();
    const document = raw.articles.find((d) => d.data.status !== 'coming-soon')!;
    document.frontMatter = document.frontMatter.replace(/^date: .*$/m, 'date:');
    document.data.date = null;
    expect(problemsOf(raw)).toEqual([{ file: document.file, key: 'date', message: 'is required' }]);
  });

  it('coming soon keep their title, description and category', () => {
    const raw = fresh();
    const document = raw.articles.find((d) => d.data.status === 'coming-soon')!;
    const upcoming = validate(raw).upcomingArticles.find((u) => u.slug === document.name);
    expect(upcoming).toEqual({ slug: document.name, title: document.data.title, description: document.data.description, category: document.data.category });
  });
});

describe('city articles', () => {
  it('name an unknown town as unknown, not as a town without a guide', () => {
    const raw = fresh();
    const row = raw.cityArticles.rows[0]!;
    row.values.city = 'atlantis';
    expect(problemsOf(raw)).toContainEqual(
      expect.objectContaining({
        file: raw.cityArticles.file,
        line: row.line,
        column: column(raw.cityArticles, 'city'),
        message: expect.stringMatching(/^city: unknown city "atlantis"/),
      }),
    );
    expect(problemsOf(raw).filter((p) => p.file === raw.cityArticles.file && p.message.includes('has no city-guide row'))).toEqual([]);
  });

  it('name an image key with no file', () => {
    const raw = fresh();
    const row = raw.cityArticles.rows[0]!;
    row.values.image = 'no-such-image';
    expect(problemsOf(raw)).toEqual([
      expect.objectContaining({ file: raw.cityArticles.file, line: row.line, column: column(raw.cityArticles, 'image'), message: expect.stringMatching(/^image: .*no-such-image/) }),
    ]);
  });

  it('of one date are listed by slug', () => {
    const raw = fresh();
    for (const row of raw.cityArticles.rows) row.values.date = '2024-03-01';
    for (const guide of validate(raw).cityGuides) {
      const slugs = guide.articles.map((a) => a.slug);
      expect(slugs.length, guide.city.slug).toBeGreaterThan(1);
      expect(slugs, guide.city.slug).toEqual([...slugs].sort((a, b) => a.localeCompare(b)));
    }
  });
});

describe('city guides', () => {
  it('name an unknown town at its city column', () => {
    const raw = fresh();
    const row = raw.cityGuides.rows[0]!;
    row.values.city = 'atlantis';
    expect(problemsOf(raw)).toContainEqual(
      expect.objectContaining({ file: raw.cityGuides.file, line: row.line, column: column(raw.cityGuides, 'city'), message: expect.stringMatching(/^city: unknown city "atlantis"/) }),
    );
  });

  it('name an image key with no file and no more', () => {
    const raw = fresh();
    const row = raw.cityGuides.rows[0]!;
    row.values.image = 'no-such-image';
    expect(problemsOf(raw)).toEqual([
      { file: raw.cityGuides.file, line: row.line, column: column(raw.cityGuides, 'image'), message: `image: ${unknownImageMessage(['no-such-image'], raw.imageKeys)}` },
    ]);
  });

  it('and city articles listed twice are named at the city and the slug column', () => {
    const raw = fresh();
    const guide = raw.cityGuides.rows[0]!;
    const article = raw.cityArticles.rows[0]!;
    const expected = [
      listTwice(raw.cityGuides, guide, 998, 'city', guide.values.city!),
      listTwice(raw.cityArticles, article, 999, 'slug', `${article.values.city}/${article.values.slug}`),
    ];
    const problems = problemsOf(raw);
    for (const problem of expected) expect(problems).toContainEqual(problem);
  });

  it('keep their description and highlights', () => {
    const raw = fresh();
    const row = raw.cityGuides.rows[0]!;
    const guide = validate(raw).cityGuides.find((g) => g.city.slug === row.values.city)!;
    expect(guide.description).toBe(row.values.description);
    expect(guide.highlights).toEqual(row.values.highlights!.split('|'));
  });
});
