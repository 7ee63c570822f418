// /blog/{slug}/: spec part 2 section 2, "Blog articles": breadcrumb, publish date, reading time,
// the article, its promotion box, tags, share links, author box, "You Might Also Like" cards and
// Article JSON-LD (BreadcrumbList comes from the route's breadcrumbs).
import type { Crumb } from '../../shared/model/head.ts';
import type { ArticleProps } from '../../shared/model/pages.ts';
import { ArticleCardSection, ArticleHeader } from '../components/ArticleParts.tsx';
import { AuthorBox } from '../components/AuthorBox.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { PromoBox } from '../components/PromoBox.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';

export function Article({ article, related, share, jsonLd, breadcrumbs }: ArticleProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <ArticleHeader article={article} jsonLd={jsonLd} breadcrumbs={breadcrumbs} />
      <div className="container article-layout">
        <div className="prose article-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {article.promotion ? <PromoBox promotion={article.promotion} /> : null}
        {article.tags.length > 0 ? (
          <section className="article-tags" aria-labelledby="tags-heading">
            <h2 id="tags-heading">Tags</h2>
            <ul className="tag-list">
              {article.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <ShareLinks links={share} />
        <AuthorBox author={article.author} />
        <ArticleCardSection id="related-heading" title="You Might Also Like" cards={related} />
      </div>
      <CallToAction heading="Want a professional to handle it?" />
    </>
  );
}
