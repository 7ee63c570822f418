// A promotion of business.json is advertised only until its validThrough date: past it, the
// article that names it shows no promotion box, and no description (the article's meta
// description, its cards, its JSON-LD) keeps a sentence that offers it. `site generate` warns
// about each such promotion (check/warnings.ts). "Today" is the build date (SITE_BUILD_DATE).
import type { Article, Promotion, SiteData } from '../../shared/model/data.ts';
import { sentences } from '../support/sentences.ts';

export function promotionEnded(promotion: Pick<Promotion, 'validThrough'>, buildDate: string): boolean {
  return buildDate > promotion.validThrough;
}

/** `text` without its sentences that name `promotion` or its discount. */
export function withoutPromotion(text: string, promotion: Pick<Promotion, 'name' | 'discountPercent'>): string {
  const name = promotion.name.toLowerCase();
  const discount = promotion.discountPercent === undefined ? undefined : `${promotion.discountPercent}%`;
  return sentences(text)
    .filter((sentence) => !sentence.toLowerCase().includes(name) && !(discount && sentence.includes(discount)))
    .join(' ');
}

const asOf = new WeakMap<SiteData, { date: string; articles: Article[] }>();

/** The site's articles as of `buildDate`: an ended promotion taken off, and out of the description. */
export function articlesAsOf(site: SiteData, buildDate: string): Article[] {
  const known = asOf.get(site);
  if (known?.date === buildDate) return known.articles;
  const articles = site.articles.map((article) => {
    if (!article.promotion || !promotionEnded(article.promotion, buildDate)) return article;
    const { promotion, ...rest } = article;
    return { ...rest, description: withoutPromotion(article.description, promotion) || article.title };
  });
  asOf.set(site, { date: buildDate, articles });
  return articles;
}
