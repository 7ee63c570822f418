// /blog/cities/{city}/{slug}/ (docs/requirements.md#city-guides): breadcrumb Blog > City
// Guides > city > title, the templated article, the quote links, the company phone, up to three
// more articles from the same city (never this one) and "View All {city} Articles". The words
// around the article are data/blocks/city-guide.md's.
import type { Crumb } from '../../shared/model/head.ts';
import type { CityArticleProps } from '../../shared/model/pages.ts';
import { ArticleCardSection, ArticleHeader } from '../components/ArticleParts.tsx';
import { Prose } from '../components/Prose.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';

export function CityArticle({ copy, article, more, listHref, share, jsonLd, breadcrumbs }: CityArticleProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <ArticleHeader article={article} jsonLd={jsonLd} breadcrumbs={breadcrumbs} />
      <div className="container article-layout">
        <p className="article-quote-link">
          <a className="button" href="/quote/">
            {copy.quoteButton}
          </a>
        </p>
        <div className="prose article-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <aside className="promo-box" aria-labelledby="quote-heading">
          <h2 id="quote-heading">{copy.promo.heading}</h2>
          <Prose as="p" html={copy.promo.text} />
          <p>
            <a className="button" href="/quote/">
              {copy.promo.button}
            </a>
          </p>
          <Prose as="p" html={copy.promo.call} />
        </aside>
        <ShareLinks links={share} />
        <ArticleCardSection id="more-heading" title={copy.moreHeading} cards={more} />
        <p>
          <a href={listHref}>{copy.viewAll}</a>
        </p>
      </div>
    </>
  );
}
