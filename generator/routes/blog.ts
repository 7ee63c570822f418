// The blog and the city guides (docs/requirements.md#blog-and-city-guides,
// docs/decisions.md#city-guides-from-one-table): /blog/, /blog/{slug}/, /blog/cities/,
// /blog/cities/{city}/ and /blog/cities/{city}/{slug}/. Every list and article page comes from the
// same SiteData entries, so a card can only link to a page that is generated here.
import { articlesAsOf } from './promotions.ts';
import type { Article, CityArticle, CityGuide, SiteData } from '../../shared/model/data.ts';
import { businessId } from './head.ts';
import { absoluteUrl, type RouteContext } from './context.ts';
import type { Crumb, JsonLd } from '../../shared/model/head.ts';
import { page } from './page.ts';
import { andList, cityPath, cityServicePath } from '../../shared/service-area.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import type { ArticleCard, ShareLink } from '../../shared/model/pages.ts';
import type { Filled } from '../../shared/model/copy/index.ts';
import type { ArticleCopy } from '../../shared/model/copy/types.ts';
import { fillCopy, fillText, serviceValues, siteValues, townValues, type Values } from './fill.ts';

// a city article page shows at most 3 more articles (docs/requirements.md#limits)
export const MAX_MORE_CITY_ARTICLES = 3;
// three "You Might Also Like" cards (docs/requirements.md#blog-articles)
export const MAX_RELATED_ARTICLES = 3;

export const articlePath = (slug: string) => `/blog/${slug}/`;
export const cityGuidePath = (city: string) => `/blog/cities/${city}/`;
export const cityArticlePath = (city: string, slug: string) => `/blog/cities/${city}/${slug}/`;

/** Home > Blog, named by data/pages/blog.md. */
function blogCrumbs(site: SiteData): Crumb[] {
  const names = fillCopy(site.copy['pages/blog'].breadcrumbs, siteValues(site));
  return [
    { name: names.home, path: '/' },
    { name: names.blog, path: '/blog/' },
  ];
}

/** Home > Blog > City Guides. */
function cityGuidesCrumbs(site: SiteData): Crumb[] {
  return [...blogCrumbs(site), { name: fillText(site.copy['pages/city-guides'].breadcrumb, siteValues(site)), path: '/blog/cities/' }];
}

type CardSource = Pick<Article, 'title' | 'category' | 'date' | 'author' | 'readingMinutes' | 'image'>;

function card(source: CardSource, excerpt: string, href: string): ArticleCard {
  const { title, category, date, author, readingMinutes, image } = source;
  return { title, excerpt, category, date, author, readingMinutes, href, image };
}

const articleCard = (article: Article) => card(article, article.description, articlePath(article.slug));
const cityArticleCard = (article: CityArticle) => card(article, article.excerpt, cityArticlePath(article.city, article.slug));

/** Share links that really share: each network's share URL carrying the page's canonical URL;
 * their names come from data/blocks/article.md. */
export function shareLinks(url: string, title: string, labels: Filled<ArticleCopy['share']>): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: labels.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: labels.x, href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', label: labels.linkedin, href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: labels.email, href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}

/** data/blocks/article.md, filled: the same on every article. */
const articleWords = (site: SiteData) => fillCopy(site.copy['blocks/article'], siteValues(site));

function articleJsonLd(ctx: RouteContext, path: string, a: { title: string; description: string; date: string; author: string; category: string }): JsonLd {
  const { business } = ctx.site;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.title,
    description: a.description,
    datePublished: a.date,
    articleSection: a.category,
    // the articles are written by the team, not one person (docs/requirements.md#city-guides)
    author: { '@type': 'Organization', name: `${a.author}, ${business.name}`, url: absoluteUrl(ctx, '/') },
    publisher: { '@type': 'Organization', '@id': businessId(ctx), name: business.name, url: absoluteUrl(ctx, '/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(ctx, path) },
    url: absoluteUrl(ctx, path),
  };
}

function articleRoute(ctx: RouteContext, article: Article): RouteOf<'article'> {
  const path = articlePath(article.slug);
  const bySlug = new Map(articlesAsOf(ctx.site, ctx.buildDate).map((a) => [a.slug, a]));
  const { related, ...rest } = article;
  const { share, ...words } = articleWords(ctx.site);
  return page(ctx, {
    kind: 'article',
    path,
    title: article.title,
    description: article.description,
    source: `data/articles/${article.slug}.md`,
    ogType: 'article',
    shareImage: [article.image],
    breadcrumbs: [...blogCrumbs(ctx.site), { name: article.title, path }],
    props: {
      copy: { tagsHeading: words.tagsHeading, relatedHeading: words.relatedHeading, callToAction: words.callToAction },
      article: rest,
      related: related.slice(0, MAX_RELATED_ARTICLES).map((slug) => articleCard(bySlug.get(slug)!)),
      share: shareLinks(absoluteUrl(ctx, path), article.title, share),
      jsonLd: { ...articleJsonLd(ctx, path, article), keywords: article.tags.join(', ') },
    },
  });
}

/** The town the blog's search box names in its example terms: the first of the home page's towns. */
function exampleTown(site: SiteData) {
  const slug = site.menus['home-towns'].find((link) => link.city)?.city;
  return site.cities.find((city) => city.slug === slug) ?? site.cities[0]!;
}

function blogIndexRoute(ctx: RouteContext): RouteOf<'blogIndex'> {
  const { site } = ctx;
  const { upcomingArticles, cityGuides, business } = site;
  const articles = articlesAsOf(site, ctx.buildDate);
  const cards = [
    ...articles.map(articleCard),
    ...upcomingArticles.map((u) => ({ title: u.title, excerpt: u.description, category: u.category })),
  ];
  const raw = site.copy['pages/blog'];
  const values: Values = {
    ...siteValues(site),
    'guides.towns': andList(cityGuides.map((g) => g.city.name)),
    'articles.published': String(articles.length),
  };
  const { title, description, descriptionWithoutGuides, hero, articles: articlesWords, search, cityGuides: guidesWords, callToAction } = fillCopy(raw, values);
  const { link, ...guidesTeaser } = guidesWords;
  return page(ctx, {
    kind: 'blogIndex',
    path: '/blog/',
    title,
    description: cityGuides.length > 0 ? description : descriptionWithoutGuides,
    source: 'blog index',
    breadcrumbs: blogCrumbs(site),
    props: {
      copy: {
        hero,
        articles: articlesWords,
        search: { ...search, placeholder: fillText(search.placeholder, townValues(business, exampleTown(site), site.cities)) },
        cityGuides: guidesTeaser,
        callToAction,
      },
      cards,
      categories: [...new Set(cards.map((c) => c.category))].sort(),
      cityGuides: cityGuides.map((g) => ({ label: fillText(link, townValues(business, g.city, site.cities)), href: cityGuidePath(g.city.slug) })),
    },
  });
}

function cityGuidesRoute(ctx: RouteContext): RouteOf<'cityGuides'> {
  const { site } = ctx;
  const guides = site.cityGuides;
  const values = { ...siteValues(site), 'guides.towns': guides.map((g) => g.city.name).join(', ') };
  const { title, description, descriptionWithoutGuides, hero, card, more, callToAction } = fillCopy(site.copy['pages/city-guides'], values);
  return page(ctx, {
    kind: 'cityGuides',
    path: '/blog/cities/',
    title,
    description: guides.length > 0 ? description : descriptionWithoutGuides,
    source: 'city guides index',
    breadcrumbs: cityGuidesCrumbs(site),
    props: {
      copy: { hero, card: { topicsHeading: card.topicsHeading }, more, callToAction },
      guides: guides.map((g) => {
        const town = { ...townValues(site.business, g.city, site.cities), 'guide.articleCount': String(g.articles.length) };
        return {
          name: g.city.name,
          description: g.description,
          postCount: fillText(g.articles.length === 1 ? card.articleCount.one : card.articleCount.other, town),
          image: g.image,
          highlights: g.highlights,
          href: cityGuidePath(g.city.slug),
          cityHref: cityPath(site.business.state, g.city.slug),
          readButton: fillText(card.readButton, town),
          servicesLink: fillText(card.servicesLink, town),
        };
      }),
    },
  });
}

/** data/blocks/city-guide.md's part `part`, filled for the guide's town (and `service`, if given). */
function guideWords<Part extends 'list' | 'article'>(site: SiteData, guide: CityGuide, part: Part, extra: Values = {}) {
  const values = { ...siteValues(site), ...townValues(site.business, guide.city, site.cities), 'guide.description': guide.description, ...extra };
  return fillCopy(site.copy['blocks/city-guide'][part], values);
}

function cityGuideListRoute(ctx: RouteContext, guide: CityGuide): RouteOf<'cityGuideList'> {
  const { city, promoService: service } = guide;
  const path = cityGuidePath(city.slug);
  const { title, description, ...words } = guideWords(ctx.site, guide, 'list', serviceValues(service));
  return page(ctx, {
    kind: 'cityGuideList',
    path,
    title,
    description,
    source: `data/city-guides.csv ${city.slug}`,
    shareImage: [guide.image, `cities/${city.slug}`],
    breadcrumbs: [...cityGuidesCrumbs(ctx.site), { name: city.name, path }],
    props: {
      copy: words,
      description: guide.description,
      cards: guide.articles.map(cityArticleCard),
      promo: {
        text: service.shortDescription,
        href: cityServicePath(ctx.site.business.state, city.slug, service.slug),
      },
    },
  });
}

function cityArticleRoute(ctx: RouteContext, guide: CityGuide, article: CityArticle): RouteOf<'cityArticle'> {
  const { city } = guide;
  const path = cityArticlePath(city.slug, article.slug);
  return page(ctx, {
    kind: 'cityArticle',
    path,
    title: article.title,
    description: article.excerpt,
    source: `data/city-articles.csv ${city.slug}/${article.slug}`,
    ogType: 'article',
    shareImage: [guide.image, `cities/${city.slug}`],
    breadcrumbs: [...cityGuidesCrumbs(ctx.site), { name: city.name, path: cityGuidePath(city.slug) }, { name: article.title, path }],
    props: {
      copy: guideWords(ctx.site, guide, 'article'),
      article,
      more: guide.articles
        .filter((a) => a.slug !== article.slug)
        .slice(0, MAX_MORE_CITY_ARTICLES)
        .map(cityArticleCard),
      listHref: cityGuidePath(city.slug),
      share: shareLinks(absoluteUrl(ctx, path), article.title, articleWords(ctx.site).share),
      jsonLd: {
        ...articleJsonLd(ctx, path, { ...article, description: article.excerpt }),
        contentLocation: { '@type': 'City', name: city.fullName },
      },
    },
  });
}

export function blogRoutes(ctx: RouteContext) {
  const { cityGuides } = ctx.site;
  const articles = articlesAsOf(ctx.site, ctx.buildDate);
  return [
    blogIndexRoute(ctx),
    ...articles.map((a) => articleRoute(ctx, a)),
    cityGuidesRoute(ctx),
    ...cityGuides.flatMap((g) => [cityGuideListRoute(ctx, g), ...g.articles.map((a) => cityArticleRoute(ctx, g, a))]),
  ];
}
