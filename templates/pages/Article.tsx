// /blog/{slug}/ (docs/requirements.md#blog-articles): breadcrumb, publish date, reading time,
// the article, its promotion box, tags, share links, author box, "You Might Also Like" cards and
// Article JSON-LD (BreadcrumbList comes from the route's breadcrumbs). The words around the
// article are data/blocks/article.md's.
import type { Crumb } from '../../shared/model/head.ts';
import type { ArticleProps } from '../../shared/model/pages.ts';
import { ArticleCardSection, ArticleHeader } from '../components/ArticleParts.tsx';
import { AuthorBox } from '../components/AuthorBox.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { PromoBox } from '../components/PromoBox.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { TitledSection } from '../components/TitledSection.tsx';

export function Article({ copy, article, related, share, jsonLd, breadcrumbs }: ArticleProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <ArticleHeader article={article} jsonLd={jsonLd} breadcrumbs={breadcrumbs} />
      <div className="container article-layout">
        <div className="prose article-body" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        {article.promotion ? <PromoBox promotion={article.promotion} /> : null}
        {article.tags.length > 0 ? (
          <TitledSection id="tags" title={copy.tagsHeading} className="article-tags">
            <ul className="tag-list">
              {article.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
        <ShareLinks links={share} />
        <AuthorBox author={article.author} />
        <ArticleCardSection id="related-heading" title={copy.relatedHeading} cards={related} />
      </div>
      <CallToAction heading={copy.callToAction.heading} />
    </>
  );
}
