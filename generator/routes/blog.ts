// The blog and the city guides, spec part 2 section 2 ("Blog articles", "City guides") and
// DESIGN decision 6: /blog/, /blog/{slug}/, /blog/cities/, /blog/cities/{city}/ and
// /blog/cities/{city}/{slug}/. Every list and article page comes from the same SiteData entries,
// so a card can only link to a page that is generated here.
import type { Article, CityArticle, CityGuide } from '../../shared/model/data.ts';
import { absoluteUrl, businessId, type RouteContext } from '../head.ts';
import type { Crumb, JsonLd } from '../../shared/model/head.ts';
import { page } from './page.ts';
import { andList, cityPath, cityServicePath } from '../../shared/service-area.ts';
import type { RouteOf } from '../../shared/model/routes.ts';
import type { ArticleCard, ShareLink } from '../../shared/model/pages.ts';

// spec part 2 section 9: "City article page: at most 3 more articles"
export const MAX_MORE_CITY_ARTICLES = 3;
// spec part 2 section 2: three "You Might Also Like" cards
export const MAX_RELATED_ARTICLES = 3;

export const articlePath = (slug: string) => `/blog/${slug}/`;
export const cityGuidePath = (city: string) => `/blog/cities/${city}/`;
export const cityArticlePath = (city: string, slug: string) => `/blog/cities/${city}/${slug}/`;

const BLOG_CRUMBS: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog/' },
];
const CITY_GUIDES_CRUMBS: Crumb[] = [...BLOG_CRUMBS, { name: 'City Guides', path: '/blog/cities/' }];

type CardSource = Pick<Article, 'title' | 'category' | 'date' | 'author' | 'readingMinutes' | 'image'>;

function card(source: CardSource, excerpt: string, href: string): ArticleCard {
  const { title, category, date, author, readingMinutes, image } = source;
  return { title, excerpt, category, date, author, readingMinutes, href, image };
}

const articleCard = (article: Article) => card(article, article.description, articlePath(article.slug));
const cityArticleCard = (article: CityArticle) => card(article, article.excerpt, cityArticlePath(article.city, article.slug));

/** Share links that really share: each network's share URL carrying the page's canonical URL. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', label: 'Share on X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}

function articleJsonLd(ctx: RouteContext, path: string, a: { title: string; description: string; date: string; author: string; category: string }): JsonLd {
  const { business } = ctx.site;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: a.title,
    description: a.description,
    datePublished: a.date,
    articleSection: a.category,
    // the articles are written by the team, not one person (spec part 2 section 3)
    author: { '@type': 'Organization', name: `${a.author}, ${business.name}`, url: absoluteUrl(ctx, '/') },
    publisher: { '@type': 'Organization', '@id': businessId(ctx), name: business.name, url: absoluteUrl(ctx, '/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(ctx, path) },
    url: absoluteUrl(ctx, path),
  };
}

function articleRoute(ctx: RouteContext, article: Article): RouteOf<'article'> {
  const path = articlePath(article.slug);
  const bySlug = new Map(ctx.site.articles.map((a) => [a.slug, a]));
  const { related, ...rest } = article;
  return page(ctx, {
    kind: 'article',
    path,
    title: article.title,
    description: article.description,
    source: `data/articles/${article.slug}.md`,
    ogType: 'article',
    shareImage: [article.image],
    breadcrumbs: [...BLOG_CRUMBS, { name: article.title, path }],
    props: {
      article: rest,
      related: related.slice(0, MAX_RELATED_ARTICLES).map((slug) => articleCard(bySlug.get(slug)!)),
      share: shareLinks(absoluteUrl(ctx, path), article.title),
      jsonLd: { ...articleJsonLd(ctx, path, article), keywords: article.tags.join(', ') },
    },
  });
}

function blogIndexRoute(ctx: RouteContext): RouteOf<'blogIndex'> {
  const { articles, upcomingArticles, cityGuides, business } = ctx.site;
  const guideTowns = cityGuides.map((g) => g.city.name);
  const cards = [
    ...articles.map(articleCard),
    ...upcomingArticles.map((u) => ({ title: u.title, excerpt: u.description, category: u.category })),
  ];
  return page(ctx, {
    kind: 'blogIndex',
    path: '/blog/',
    title: `Cleaning Tips & Guides for ${business.region} Homes`,
    description: `Cleaning checklists, appliance care and seasonal advice from our ${business.region} cleaning team${guideTowns.length > 0 ? `, plus city guides for ${andList(guideTowns)}` : ''}.`,
    source: 'blog index',
    breadcrumbs: BLOG_CRUMBS,
    props: {
      cards,
      categories: [...new Set(cards.map((c) => c.category))].sort(),
      cityGuides: cityGuides.map((g) => ({ name: g.city.name, href: cityGuidePath(g.city.slug) })),
    },
  });
}

function cityGuidesRoute(ctx: RouteContext): RouteOf<'cityGuides'> {
  const guides = ctx.site.cityGuides;
  return page(ctx, {
    kind: 'cityGuides',
    path: '/blog/cities/',
    title: 'City Cleaning Guides',
    description: `Local cleaning guides written for ${guides.map((g) => g.city.name).join(', ')}: seasonal tips, home types and family routines from our ${ctx.site.business.region} team.`,
    source: 'city guides index',
    breadcrumbs: CITY_GUIDES_CRUMBS,
    props: {
      guides: guides.map((g) => ({
        name: g.city.name,
        description: g.description,
        postCount: `${g.articles.length} article${g.articles.length === 1 ? '' : 's'}`,
        image: g.image,
        highlights: g.highlights,
        href: cityGuidePath(g.city.slug),
        cityHref: cityPath(ctx.site.business.state, g.city.slug),
      })),
    },
  });
}

function cityGuideListRoute(ctx: RouteContext, guide: CityGuide): RouteOf<'cityGuideList'> {
  const { city, promoService: service } = guide;
  const path = cityGuidePath(city.slug);
  return page(ctx, {
    kind: 'cityGuideList',
    path,
    title: `${city.name} Cleaning Guides & Tips`,
    description: `${guide.description} Guides for ${city.name}, ${ctx.site.business.state.code} homes from our local cleaning team.`,
    source: `data/city-guides.csv ${city.slug}`,
    shareImage: [guide.image, `cities/${city.slug}`],
    breadcrumbs: [...CITY_GUIDES_CRUMBS, { name: city.name, path }],
    props: {
      city: { name: city.name, slug: city.slug, county: city.county },
      description: guide.description,
      cards: guide.articles.map(cityArticleCard),
      promo: {
        title: `${service.title} in ${city.name}`,
        text: service.shortDescription,
        startingPrice: service.startingPrice,
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
    breadcrumbs: [...CITY_GUIDES_CRUMBS, { name: city.name, path: cityGuidePath(city.slug) }, { name: article.title, path }],
    props: {
      city: { name: city.name, slug: city.slug },
      article,
      more: guide.articles
        .filter((a) => a.slug !== article.slug)
        .slice(0, MAX_MORE_CITY_ARTICLES)
        .map(cityArticleCard),
      listHref: cityGuidePath(city.slug),
      share: shareLinks(absoluteUrl(ctx, path), article.title),
      jsonLd: {
        ...articleJsonLd(ctx, path, { ...article, description: article.excerpt }),
        contentLocation: { '@type': 'City', name: city.fullName },
      },
    },
  });
}

export function blogRoutes(ctx: RouteContext) {
  const { articles, cityGuides } = ctx.site;
  return [
    blogIndexRoute(ctx),
    ...articles.map((a) => articleRoute(ctx, a)),
    cityGuidesRoute(ctx),
    ...cityGuides.flatMap((g) => [cityGuideListRoute(ctx, g), ...g.articles.map((a) => cityArticleRoute(ctx, g, a))]),
  ];
}
