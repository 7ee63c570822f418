// The pieces blog articles and city-guide articles share (docs/requirements.md#blog-articles): the header with
// breadcrumb, category, title, byline, publish date, reading time and image, plus the Article
// JSON-LD; and a grid of article cards.
import type { Crumb, JsonLd } from '../../shared/model/head.ts';
import type { ArticleCard as Card } from '../../shared/model/pages.ts';
import type { Article } from '../../shared/model/data.ts';
import { ArticleCard } from './ArticleCard.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { formatDate } from './format-date.ts';
import { lookupImage, Picture } from './Picture.tsx';
import { safeJson } from './safe-json.ts';
import { TitledSection } from './TitledSection.tsx';
import { useSite } from '../site-context.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';

/**
 * The Article JSON-LD. The route builds everything but the image, whose content-hashed URL exists
 * only once the assets stage has run; it is added here from the image catalogue, absolute.
 */
function ArticleJsonLd({ data, image }: { data: JsonLd; image: string }) {
  const { assets, siteUrl } = useSite();
  const largest = lookupImage(assets.images, image).fallback.at(-1)!;
  const block = { ...data, image: [new URL(largest.url, siteUrl).href] };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(block) }} />;
}

type HeaderFields = Pick<Article, 'title' | 'category' | 'date' | 'readingMinutes' | 'author' | 'image'>;

export function ArticleHeader({ article, jsonLd, breadcrumbs }: { article: HeaderFields; jsonLd: JsonLd; breadcrumbs: Crumb[] }) {
  const words = useSite().copy.articles;
  return (
    <header className="hero article-hero">
      <ArticleJsonLd data={jsonLd} image={article.image} />
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbs} />
        <p className="article-category">{article.category}</p>
        <h1>{article.title}</h1>
        <p className="article-meta">
          <span>{fillIn(words.byline, { author: article.author })}</span>
          <span>
            {words.published} <time dateTime={article.date}>{formatDate(article.date)}</time>
          </span>
          <span>{fillIn(words.readingTime, { minutes: article.readingMinutes })}</span>
        </p>
        <Picture image={article.image} alt="" width={960} sizes="(min-width: 62rem) 60rem, 100vw" loading="eager" className="article-image" />
      </div>
    </header>
  );
}

/** A titled grid of article cards (related articles, more of a town's); nothing when empty.
 * `id`: the heading's. */
export function ArticleCardSection({ id, title, cards }: { id: string; title: string; cards: Card[] }) {
  if (cards.length === 0) return null;
  return (
    <TitledSection headingId={id} title={title} className="related-articles">
      <ArticleGrid cards={cards} />
    </TitledSection>
  );
}

export function ArticleGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className="article-grid">
      {cards.map((card) => (
        <li key={card.href ?? card.title}>
          <ArticleCard card={card} />
        </li>
      ))}
    </ul>
  );
}
