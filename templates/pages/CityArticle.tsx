// /blog/cities/{city}/{slug}/: spec part 2 section 2, "City guides": breadcrumb Blog > City
// Guides > city > title, the templated article, the quote links, the company phone, up to three
// more articles from the same city (never this one) and "View All {city} Articles".
import type { Crumb } from '../../shared/model/head.ts';
import type { CityArticleProps } from '../../shared/model/pages.ts';
import { ArticleCardSection, ArticleHeader } from '../components/ArticleParts.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { telHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function CityArticle({ city, article, more, listHref, share, jsonLd, breadcrumbs }: CityArticleProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <ArticleHeader article={article} jsonLd={jsonLd} breadcrumbs={breadcrumbs} />
      <div className="container article-layout">
        <p className="article-quote-link">
          <a className="button" href="/quote/">
            Get a Free Quote
          </a>
        </p>
        <div className="prose article-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <aside className="promo-box" aria-labelledby="quote-heading">
          <h2 id="quote-heading">Need a hand with your {city.name} home?</h2>
          <p>Tell us about your home and we will send a free quote with no hidden fees. Most visits are scheduled within {business.promises.schedulingWindow}.</p>
          <p>
            <a className="button" href="/quote/">
              Request Your Free Quote
            </a>
          </p>
          <p>
            Prefer to talk? Call us at <a href={telHref(business)}>{business.phone}</a>.
          </p>
        </aside>
        <ShareLinks links={share} />
        <ArticleCardSection id="more-heading" title={`More ${city.name} Articles`} cards={more} />
        <p>
          <a href={listHref}>View All {city.name} Articles</a>
        </p>
      </div>
    </>
  );
}
