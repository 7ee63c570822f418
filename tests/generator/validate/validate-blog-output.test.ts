// What validation of the blog (generator/validate/blog.ts) hands the pages, beyond the problems
// validate-blog.test.ts reads: an article's own fields and reading time, heading and link checks
// of articles and city-article templates reaching the build's one list, the values a template may
// fill in, an article's image falling back to its guide's, and a shared template's links checked
// once. In the test process, where mutation testing sees it.
import { describe, expect, it } from 'vitest';
import type { MarkdownDocument, RawData } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { fresh, problemsOf } from '../../helpers/loaded-data.ts';

const published = (raw: RawData): MarkdownDocument => raw.articles.find((d) => d.data.status !== 'coming-soon' && d.data.promotion === undefined)!;

/** The city article of `row` as validation hands it on. */
function cityArticle(raw: RawData, row: { values: Record<string, string> }) {
  const guide = validate(raw).cityGuides.find((g) => g.city.slug === row.values.city)!;
  return { guide, article: guide.articles.find((a) => a.slug === row.values.slug)! };
}

describe('articles', () => {
  it('keep every field of their front matter, and a reading time of their own when given', () => {
    const raw = fresh();
    const document = published(raw);
    const site = validate(raw);
    const article = site.articles.find((a) => a.slug === document.name)!;
    const data = document.data as Record<string, unknown>;
    expect(article).toMatchObject({ title: data.title, description: data.description, author: data.author, category: data.category, image: data.image });
    expect(article.tags).toEqual(data.tags ?? []);
    expect(article.related).toEqual(data.related ?? []);
    expect(article.promotion).toBeUndefined();
    expect(article.bodyHtml).toContain('<p>');
    expect(article.readingMinutes).toBeGreaterThan(0);
    document.data.readingMinutes = 42;
    expect(validate(raw).articles.find((a) => a.slug === document.name)?.readingMinutes).toBe(42);
  });

  it('report their heading mistakes and hand on their links for the route check', () => {
    const raw = fresh();
    const document = published(raw);
    document.body = `${document.body.trimEnd()}\n\n#### Too deep\n\nSee [the quote page](/quote-us-now/).\n`;
    const problems = problemsOf(raw);
    expect(problems).toContainEqual(expect.objectContaining({ file: document.file, message: expect.stringMatching(/^heading level 4 follows level/) }));
    document.body = `${document.body.replace('#### Too deep', '')}`;
    expect(validate(raw).contentLinks).toContainEqual(expect.objectContaining({ href: '/quote-us-now/', source: expect.objectContaining({ file: document.file }) }));
  });
});

describe('city articles', () => {
  it('fill every value a template may use, the population written with thousands separators', () => {
    const raw = fresh();
    const row = raw.cityArticles.rows[0]!;
    const template = raw.cityArticleTemplates.find((t) => t.name === row.values.template)!;
    template.body = [
      'Name {{city.name}}, full {{city.fullName}}, slug {{city.slug}}, county {{city.county}}.',
      '',
      'Population {{city.population}}, ZIP {{city.zipCodes}}.',
      '',
      'First landmark {{city.landmarks.0}}, first neighborhood {{city.neighborhoods.0}}.',
      '',
      'Detail {{city.landmarkDetails.0.name}}: {{city.landmarkDetails.0.detail}}.',
      '',
      'Call {{business.name}} at {{business.phone}}.',
    ].join('\n');
    const site = validate(raw);
    const city = site.cities.find((c) => c.slug === row.values.city)!;
    const { article } = cityArticle(raw, row);
    const text = article.bodyHtml.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'");
    expect(city.population).toBeGreaterThan(999);
    expect(text).toContain(`Name ${city.name}, full ${city.fullName}, slug ${city.slug}, county ${city.county}.`);
    expect(text).toContain(`Population ${city.population.toLocaleString('en-US')}, ZIP ${city.zipCodes[0]}`);
    expect(text).toContain(`First landmark ${city.landmarks[0]}, first neighborhood ${city.neighborhoods[0]}.`);
    expect(text).toContain(`Detail ${city.landmarkDetails[0]!.name}: ${city.landmarkDetails[0]!.detail}`);
    expect(text).toContain(`Call ${site.business.name} at ${site.business.phone}.`);
    expect(article).toMatchObject({ title: row.values.title, excerpt: row.values.excerpt, date: row.values.date, author: row.values.author, category: row.values.category });
  });

  it("show their own image, or their guide's when the cell is empty", () => {
    const raw = fresh();
    const row = raw.cityArticles.rows.find((r) => r.values.image !== '')!;
    expect(cityArticle(raw, row).article.image).toBe(row.values.image);
    row.values.image = '';
    const { guide, article } = cityArticle(raw, row);
    expect(article.image).toBe(guide.image);
    expect(guide.image).not.toBe('');
  });

  it("check a shared template's link once, and its headings", () => {
    const raw = fresh();
    const used = raw.cityArticles.rows.map((r) => r.values.template);
    const shared = raw.cityArticleTemplates.find((t) => used.filter((u) => u === t.name).length > 1)!;
    shared.body = `${shared.body.trimEnd()}\n\nSee [our prices](/price-list-nowhere/).\n`;
    const links = validate(raw).contentLinks.filter((l) => l.href === '/price-list-nowhere/');
    expect(links).toHaveLength(1);
    expect(links[0]!.source.file).toBe(shared.file);
    shared.body = `${shared.body}\n# A title of its own\n`;
    expect(problemsOf(raw)).toContainEqual(expect.objectContaining({ file: shared.file, message: expect.stringMatching(/^a level-1 heading/) }));
  });

});
