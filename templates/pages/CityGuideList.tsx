// /blog/cities/{city}/ (docs/requirements.md#city-guides): the city's articles (category,
// date, title, excerpt, author, read link), a service promotion and a link to /mi/{city}/. The
// words are data/blocks/city-guide.md's, filled for the town.
import type { Crumb } from '../../shared/model/head.ts';
import type { CityGuideListProps } from '../../shared/model/pages.ts';
import { ArticleGrid } from '../components/ArticleParts.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Prose } from '../components/Prose.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';

export function CityGuideList({ copy, description, cards, promo, breadcrumbs }: CityGuideListProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.heading} lead={description} />
      <div className="container">
        <TitledSection id="city-articles" title={copy.articlesHeading}>
          <ArticleGrid cards={cards} />
        </TitledSection>
        <aside className="promo-box" aria-labelledby="promo-heading">
          <h2 id="promo-heading">{copy.promo.heading}</h2>
          <p>{promo.text}</p>
          <Prose as="p" html={copy.promo.price} />
          <p>
            <a className="button" href={promo.href}>
              {copy.promo.button}
            </a>
          </p>
        </aside>
        <Prose as="p" html={copy.links} />
      </div>
      <CallToAction heading={copy.callToAction.heading} />
    </>
  );
}
