// Validation of the blog, the city guides and the copy beyond the tables (generator/validate/
// blog.ts and site-copy.ts) in the test process, where mutation testing sees it: one edit of a
// loaded copy of data/ per case, and the exact problem a marketer would read.
import { describe, expect, it } from 'vitest';
import type { MarkdownDocument, RawData } from '../../../generator/load/load.ts';
import { validate } from '../../../generator/validate/index.ts';
import { column, fresh, loaded, problemsOf, rowOf } from '../../helpers/loaded-data.ts';

const article = (raw: RawData, name: string): MarkdownDocument => {
  const found = raw.articles.find((d) => d.name === name);
  if (!found) throw new Error(`no article ${name}`);
  return found;
};

describe('articles', () => {
  it('publishes the real articles newest first and lists the coming-soon ones apart', () => {
    const site = validate(fresh());
    const published = loaded().articles.filter((d) => d.data.status !== 'coming-soon');
    expect(site.articles.map((a) => a.slug).sort()).toEqual(published.map((d) => d.name).sort());
    const dates = site.articles.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(site.upcomingArticles.map((u) => u.slug).sort()).toEqual(loaded().articles.filter((d) => d.data.status === 'coming-soon').map((d) => d.name).sort());
    const withPromotion = site.articles.find((a) => a.slug === 'inside-appliance-cleaning');
    expect(withPromotion?.promotion?.id).toBe('appliance-package');
  });

  it('sorts articles of one date by slug', () => {
    const raw = fresh();
    for (const d of raw.articles) d.frontMatter = d.frontMatter.replace(/^date: .*$/m, 'date: 2024-01-01');
    const slugs = validate(raw).articles.map((a) => a.slug);
    expect(slugs).toEqual([...slugs].sort());
  });

  it('names a file name that is not a slug, an empty body, an unknown image and an unknown promotion', () => {
    const raw = fresh();
    const bad = { ...article(raw, 'salt-season-mudroom'), name: 'Salt Season', file: '/x/articles/Salt Season.md' };
    raw.articles.push(bad);
    article(raw, 'spring-cleaning-checklist').body = '  \n ';
    article(raw, 'memorial-day-cleaning').data.image = 'no-such-image';
    article(raw, 'inside-appliance-cleaning').data.promotion = 'half-off-forever';
    const problems = problemsOf(raw);
    expect(problems.find((p) => p.file === bad.file)?.message).toMatch(/^file name: .* \(it becomes the address \/blog\/\{name\}\/\)$/);
    expect(problems).toContainEqual({ file: article(raw, 'spring-cleaning-checklist').file, message: 'the article has no text below its front matter' });
    expect(problems).toContainEqual(expect.objectContaining({ file: article(raw, 'memorial-day-cleaning').file, key: 'image' }));
    const business = raw.business.value as { promotions: { id: string }[] };
    expect(problems).toContainEqual({
      file: article(raw, 'inside-appliance-cleaning').file,
      key: 'promotion',
      message: `unknown promotion "half-off-forever" (promotions in data/business.json: ${business.promotions.map((p) => p.id).join(', ')})`,
    });
  });

  it('refuses an article related to itself or to one that is not published', () => {
    const raw = fresh();
    const doc = article(raw, 'inside-appliance-cleaning');
    const upcoming = raw.articles.find((d) => d.data.status === 'coming-soon')!;
    doc.data.related = ['inside-appliance-cleaning', upcoming.name, 'memorial-day-cleaning'];
    expect(problemsOf(raw)).toEqual([
      { file: doc.file, key: 'related.0', message: 'an article cannot be related to itself' },
      { file: doc.file, key: 'related.1', message: `no published article "${upcoming.name}" in data/articles/ (expected a file name without .md)` },
    ]);
  });

  it('reads the date as written and names a bad one once, at its key; a broken coming-soon article too', () => {
    const raw = fresh();
    const doc = article(raw, 'memorial-day-cleaning');
    doc.frontMatter = doc.frontMatter.replace(/^date: .*$/m, 'date: 2024-05-32');
    const upcoming = raw.articles.find((d) => d.data.status === 'coming-soon')!;
    delete upcoming.data.title;
    const problems = problemsOf(raw);
    expect(problems.filter((p) => p.file === doc.file)).toEqual([expect.objectContaining({ key: 'date' })]);
    expect(problems.filter((p) => p.file === upcoming.file)).toEqual([expect.objectContaining({ key: 'title' })]);
    expect(problems).toHaveLength(2);
  });
});

describe('city guides', () => {
  it('reports an unknown promoted service, one the town does not offer, and an image that is missing', () => {
    const raw = fresh();
    const [a, b, c] = raw.cityGuides.rows;
    a!.values.promo_service = 'no-such-service';
    // the town stops offering the service its guide promotes
    const notOffered = b!.values.promo_service!;
    raw.availability.rows = raw.availability.rows.filter((r) => !(r.values.city === b!.values.city && r.values.service === notOffered));
    const keywordRow = raw.keywords.rows.findIndex((r) => r.values.city_slug === b!.values.city && r.values.service_slug === notOffered);
    if (keywordRow >= 0) raw.keywords.rows.splice(keywordRow, 1);
    c!.values.image = 'no-such-image';
    const problems = problemsOf(raw);
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.cityGuides.file, line: a!.line, column: column(raw.cityGuides, 'promo_service'), message: expect.stringMatching(/^promo_service: unknown service "no-such-service"/) }));
    const bName = raw.cities.rows.find((r) => r.values.slug === b!.values.city)!.values.name;
    expect(problems).toContainEqual({
      file: raw.cityGuides.file,
      line: b!.line,
      column: column(raw.cityGuides, 'promo_service'),
      message: `promo_service: ${bName} does not offer "${notOffered}" in ${raw.availability.file}`,
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: raw.cityGuides.file, line: c!.line, column: column(raw.cityGuides, 'image'), message: expect.not.stringContaining('(the default for an empty image cell)') }));
    expect(problems.filter((p) => p.file === raw.cityGuides.file)).toHaveLength(3);
  });

  it('says when the default image of an empty cell is missing', () => {
    const raw = fresh();
    const row = raw.cityGuides.rows[0]!;
    row.values.image = '';
    raw.imageKeys = raw.imageKeys.filter((k) => k !== `cities/${row.values.city}`);
    expect(problemsOf(raw)).toContainEqual(
      expect.objectContaining({ line: row.line, column: column(raw.cityGuides, 'image'), message: expect.stringMatching(/^image: .* \(the default for an empty image cell\)$/) }),
    );
  });

  it('reports a guide without articles, an article of a town without a guide, and an unknown template', () => {
    const raw = fresh();
    const guideCity = raw.cityGuides.rows[0]!.values.city!;
    const guideName = rowOf(raw.cities, (v) => v.slug === guideCity).values.name;
    raw.cityArticles.rows = raw.cityArticles.rows.filter((r) => r.values.city !== guideCity);
    const noGuide = raw.cities.rows.map((r) => r.values.slug!).find((slug) => !raw.cityGuides.rows.some((g) => g.values.city === slug))!;
    const [first, second] = raw.cityArticles.rows;
    first!.values.city = noGuide;
    second!.values.template = 'no-such-template';
    const templates = raw.cityArticleTemplates.map((t) => t.name).join(', ');
    expect(problemsOf(raw)).toEqual(
      expect.arrayContaining([
        { file: raw.cityGuides.file, message: `${guideName} has a city-guide row but no articles in ${raw.cityArticles.file}` },
        { file: raw.cityArticles.file, line: first!.line, column: column(raw.cityArticles, 'city'), message: `city: "${noGuide}" has no city-guide row in ${raw.cityGuides.file}` },
        {
          file: raw.cityArticles.file,
          line: second!.line,
          column: column(raw.cityArticles, 'template'),
          message: `template: no template "no-such-template": add data/city-article-templates/no-such-template.md (templates: ${templates})`,
        },
      ]),
    );
  });

  it('lists each guide\'s articles newest first and reports an unknown placeholder of a shared template once', () => {
    const site = validate(fresh());
    for (const guide of site.cityGuides) {
      const dates = guide.articles.map((a) => a.date);
      expect(dates, guide.city.slug).toEqual([...dates].sort().reverse());
    }
    const raw = fresh();
    const used = raw.cityArticles.rows.map((r) => r.values.template);
    const shared = raw.cityArticleTemplates.find((t) => used.filter((u) => u === t.name).length > 1)!;
    shared.body = `${shared.body}\n\nCall {{business.fax}} today.\n`;
    const problems = problemsOf(raw).filter((p) => p.file === shared.file);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('{{business.fax}}');
  });
});

describe('copy beyond the tables', () => {
  it('names a town copy file with no row and a page copy no page reads, and an unknown placeholder at its key', () => {
    const raw = fresh();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    raw.cityBodies.push({ ...novi, name: 'novi-typo', file: '/x/cities/novi-typo.md' });
    const home = raw.pageBodies.find((d) => d.name === 'home')!;
    raw.pageBodies.push({ ...home, name: 'about', file: '/x/pages/about.md' });
    expect(problemsOf(raw)).toEqual([
      { file: '/x/cities/novi-typo.md', message: `no row in ${raw.cities.file} has the slug "novi-typo" (name the file after the city's slug)` },
      { file: '/x/pages/about.md', message: expect.stringMatching(/^no page reads this file \(copy files: .*pages\/home\.md/) },
    ]);
  });

  it('fills town placeholders and names an unknown one with the known ones', () => {
    const raw = fresh();
    const novi = raw.cityBodies.find((d) => d.name === 'novi')!;
    const site = validate(fresh());
    expect(JSON.stringify(site.cityContent.get('novi'))).not.toContain('{{');
    const key = Object.keys(novi.data).find((k) => typeof novi.data[k] === 'string')!;
    novi.data[key] = `${String(novi.data[key])} {{ city.mayor }}`;
    expect(problemsOf(raw)).toEqual([
      { file: novi.file, key, message: 'unknown placeholder {{ city.mayor }} (known here: {{city.name}}, {{city.zipCodes}}, {{price.<service slug>}})' },
    ]);
  });

  it('leaves out a menu row naming a retired town or service, and keeps its page links', () => {
    const raw = fresh();
    const cityRow = raw.menus.rows.find((r) => r.values.city)!;
    const serviceRow = raw.menus.rows.find((r) => r.values.service)!;
    const before = validate(fresh()).menus;
    cityRow.values.city = 'atlantis';
    serviceRow.values.service = 'moon-cleaning';
    const after = validate(raw).menus;
    const total = (m: typeof before) => Object.values(m).reduce((n, list) => n + (list?.length ?? 0), 0);
    expect(total(after)).toBe(total(before) - 2);
    const pageRow = raw.menus.rows.find((r) => r.values.page)!;
    expect(Object.values(after).flat()).toContainEqual(expect.objectContaining({ href: pageRow.values.page }));
  });
});
