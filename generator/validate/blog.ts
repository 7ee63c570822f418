// Blog articles (data/articles/*.md) and city guides (data/city-guides.csv, data/city-articles.csv
// and the body templates in data/city-article-templates/): docs/requirements.md#blog-and-city-guides,
// docs/decisions.md#city-guides-from-one-table. One table feeds both the city list pages and the
// article pages, so a list link can never lead to a missing article.
import type { Problem } from '../support/errors.ts';
import type { MarkdownDocument, RawData } from '../load/index.ts';
import type { Article, Business, City, CityArticle, CityGuide, ContentLink, Service, UpcomingArticle } from '../../shared/model/data.ts';
import { slug } from '../../shared/model/cells.ts';
import { articleSchema, cityArticleRow, cityGuideRow, upcomingSchema } from '../../shared/model/blog.ts';
import { fillTemplate, headingProblems, readingMinutes, rawFrontMatterValue, renderArticleMarkdown, type TemplateValue } from './blog-markdown.ts';
import { markdownLinks, reportDuplicates, unknownCity, unknownService, validateTable } from './rows.ts';
import { frontMatterProblems } from './front-matter.ts';
import { unknownImageMessage } from '../../shared/image-keys.ts';

interface BlogContext {
  business: Business | undefined;
  cities: City[];
  services: Service[];
  availability: Map<string, string[]>;
}

function validateArticles(raw: RawData, business: Business | undefined, problems: Problem[], links: ContentLink[]) {
  const articles: Article[] = [];
  const upcoming: UpcomingArticle[] = [];
  const relatedOf = new Map<Article, MarkdownDocument>();
  for (const document of raw.articles) {
    const slugCheck = slug.safeParse(document.name);
    if (!slugCheck.success) {
      problems.push({ file: document.file, message: `file name: ${slugCheck.error.issues[0]!.message} (it becomes the address /blog/{name}/)` });
      continue;
    }
    if (document.data.status === 'coming-soon') {
      const result = upcomingSchema.safeParse(document.data);
      if (!result.success) frontMatterProblems(document, result.error, problems);
      else upcoming.push({ slug: document.name, title: result.data.title, description: result.data.description, category: result.data.category });
      continue;
    }
    // YAML reads `date: 2024-05-32` as June 1; validate the text as written
    const dateText = rawFrontMatterValue(document, 'date');
    const result = articleSchema.safeParse({ ...document.data, date: dateText === '' ? undefined : dateText });
    if (!result.success) {
      frontMatterProblems(document, result.error, problems);
      continue;
    }
    const value = result.data;
    // an image key that names no file is a data problem, found before rendering
    if (!raw.imageKeys.includes(value.image)) {
      problems.push({ file: document.file, key: 'image', message: unknownImageMessage([value.image], raw.imageKeys) });
    }
    if (document.body.trim() === '') {
      problems.push({ file: document.file, message: 'the article has no text below its front matter' });
      continue;
    }
    let promotion;
    if (value.promotion !== undefined && business) {
      promotion = business.promotions.find((p) => p.id === value.promotion);
      if (!promotion) {
        const known = business.promotions.map((p) => p.id).join(', ');
        problems.push({ file: document.file, key: 'promotion', message: `unknown promotion "${value.promotion}" (promotions in data/business.json: ${known})` });
        continue;
      }
    }
    problems.push(...headingProblems(document));
    links.push(...markdownLinks(document));
    const article: Article = {
      slug: document.name,
      title: value.title,
      description: value.description,
      date: value.date,
      author: value.author,
      category: value.category,
      tags: value.tags,
      image: value.image,
      related: value.related,
      promotion,
      readingMinutes: value.readingMinutes ?? readingMinutes(document.body),
      bodyHtml: renderArticleMarkdown(document.body),
    };
    articles.push(article);
    relatedOf.set(article, document);
  }
  // an article whose own front matter is broken is reported once, not again by every article relating to it
  const published = new Set(raw.articles.filter((d) => d.data.status !== 'coming-soon').map((d) => d.name));
  for (const [article, document] of relatedOf) {
    for (const [i, other] of article.related.entries()) {
      if (other === article.slug) problems.push({ file: document.file, key: `related.${i}`, message: 'an article cannot be related to itself' });
      else if (!published.has(other)) {
        problems.push({ file: document.file, key: `related.${i}`, message: `no published article "${other}" in data/articles/ (expected a file name without .md)` });
      }
    }
  }
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { articles, upcomingArticles: upcoming };
}

/** What a city-article template may say: the city's row of cities.csv and the business' name and phone. */
function templateContext(city: City, business: Business | undefined): Record<string, TemplateValue> {
  return {
    city: {
      slug: city.slug,
      name: city.name,
      fullName: city.fullName,
      county: city.county,
      population: city.population.toLocaleString('en-US'),
      zipCodes: city.zipCodes,
      description: city.description,
      landmarks: city.landmarks,
      neighborhoods: city.neighborhoods,
      landmarkDetails: city.landmarkDetails.map((d) => ({ name: d.name, detail: d.detail })),
    },
    business: { name: business?.name ?? '', phone: business?.phone ?? '' },
  };
}

const KNOWN_PLACEHOLDERS =
  '{{city.name}}, {{city.fullName}}, {{city.slug}}, {{city.county}}, {{city.population}}, {{city.zipCodes}}, {{city.description}}, ' +
  '{{city.landmarks}}, {{city.landmarks.0}}, {{city.neighborhoods}}, {{city.neighborhoods.0}}, {{city.landmarkDetails.0.name}}, ' +
  '{{city.landmarkDetails.0.detail}}, {{business.name}}, {{business.phone}}';

function validateCityGuides(raw: RawData, context: BlogContext, problems: Problem[], links: ContentLink[]): CityGuide[] {
  const { cityGuides: guideTable, cityArticles: articleTable } = raw;
  const cityBySlug = new Map(context.cities.map((c) => [c.slug, c]));
  const serviceBySlug = new Map(context.services.map((s) => [s.slug, s]));
  const templates = new Map(raw.cityArticleTemplates.map((t) => [t.name, t]));
  const cell = (table: typeof guideTable, line: number, column: string, message: string): Problem => ({
    file: table.file,
    line,
    column: table.columns.indexOf(column) + 1,
    message: `${column}: ${message}`,
  });

  const guides: CityGuide[] = [];
  for (const { row, value } of reportDuplicates(validateTable(guideTable, cityGuideRow, problems), (g) => g.city, 'city', guideTable, problems)) {
    const city = cityBySlug.get(value.city);
    const service = serviceBySlug.get(value.promo_service);
    if (!city) problems.push(unknownCity(raw, guideTable, row, 'city', value.city));
    if (!service) problems.push(unknownService(raw, guideTable, row, 'promo_service', value.promo_service));
    else if (city && !context.availability.get(city.slug)?.includes(service.slug)) {
      problems.push(cell(guideTable, row.line, 'promo_service', `${city.name} does not offer "${service.slug}" in ${raw.availability.file}`));
    }
    const image = value.image || (city && `cities/${city.slug}`);
    if (image && !raw.imageKeys.includes(image)) {
      const hint = value.image ? '' : ' (the default for an empty image cell)';
      problems.push(cell(guideTable, row.line, 'image', `${unknownImageMessage([image], raw.imageKeys)}${hint}`));
    }
    if (!city || !service || !image) continue;
    guides.push({ city, description: value.description, highlights: value.highlights, image, promoService: service, articles: [] });
  }

  const guideByCity = new Map(guides.map((g) => [g.city.slug, g]));
  const rows = reportDuplicates(validateTable(articleTable, cityArticleRow, problems), (a) => `${a.city}/${a.slug}`, 'slug', articleTable, problems);
  const templateProblems: Problem[] = [];
  const seenLinks = new Set<string>();
  for (const { row, value } of rows) {
    const guide = guideByCity.get(value.city);
    const template = templates.get(value.template);
    if (!guide) {
      // a city that is not (validly) in cities.csv is the root cause; its guide row fails with it
      if (!cityBySlug.has(value.city)) problems.push(unknownCity(raw, articleTable, row, 'city', value.city));
      else problems.push(cell(articleTable, row.line, 'city', `"${value.city}" has no city-guide row in ${guideTable.file}`));
    }
    if (!template) {
      const known = [...templates.keys()].join(', ');
      problems.push(cell(articleTable, row.line, 'template', `no template "${value.template}": add data/city-article-templates/${value.template}.md (templates: ${known})`));
    }
    if (value.image && !raw.imageKeys.includes(value.image)) {
      problems.push(cell(articleTable, row.line, 'image', unknownImageMessage([value.image], raw.imageKeys)));
    }
    if (!guide || !template) continue;
    const body = fillTemplate(template, templateContext(guide.city, context.business), `${guide.city.name} (${articleTable.file}:${row.line})`, KNOWN_PLACEHOLDERS, templateProblems);
    for (const link of markdownLinks({ ...template, body })) {
      const key = `${link.source.file}:${link.source.line}:${link.source.column}:${link.href}`;
      if (!seenLinks.has(key)) links.push(link);
      seenLinks.add(key);
    }
    const article: CityArticle = {
      city: guide.city.slug,
      slug: value.slug,
      title: value.title,
      excerpt: value.excerpt,
      date: value.date,
      author: value.author,
      category: value.category,
      image: value.image || guide.image,
      readingMinutes: readingMinutes(body),
      bodyHtml: renderArticleMarkdown(body),
    };
    guide.articles.push(article);
  }
  // one template serves several cities: report each of its mistakes once
  const seen = new Set<string>();
  for (const problem of templateProblems) {
    const key = JSON.stringify(problem);
    if (!seen.has(key)) problems.push(problem);
    seen.add(key);
  }
  for (const template of raw.cityArticleTemplates) problems.push(...headingProblems(template));
  for (const guide of guides) {
    if (guide.articles.length === 0) {
      problems.push({ file: guideTable.file, message: `${guide.city.name} has a city-guide row but no articles in ${articleTable.file}` });
    }
    guide.articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  }
  return guides;
}

/** Validates the blog and city guides; problems join the one list of the build. */
export function validateBlog(raw: RawData, context: BlogContext, problems: Problem[], contentLinks: ContentLink[]) {
  return {
    ...validateArticles(raw, context.business, problems, contentLinks),
    cityGuides: validateCityGuides(raw, context, problems, contentLinks),
  };
}
