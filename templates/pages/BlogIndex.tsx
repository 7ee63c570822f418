// /blog/ (docs/requirements.md#blog-index). The article cards,
// categories and search live in the BlogSearch island; the server HTML already lists every card,
// so the page works without JavaScript. No pagination or newsletter controls: they did nothing.
// The words are data/pages/blog.md's.
import type { Crumb } from '../../shared/model/head.ts';
import type { BlogIndexProps } from '../../shared/model/pages.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Island } from '../components/Island.tsx';
import { Prose } from '../components/Prose.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import type { BlogSearchProps } from '../islands/BlogSearch.tsx';

export function BlogIndex({ copy, cards, categories, cityGuides, breadcrumbs }: BlogIndexProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container blog-index">
        <TitledSection id="articles" title={copy.articles.heading}>
          <Island<BlogSearchProps> name="blog-search" props={{ cards, categories, words: copy.search }} />
        </TitledSection>
        <TitledSection id="city-guides" title={copy.cityGuides.heading} className="city-guides-teaser">
          <Prose as="p" html={copy.cityGuides.text} />
          <ul className="link-list">
            {cityGuides.map((g) => (
              <li key={g.href}>
                <a href={g.href}>{g.label}</a>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <CallToAction heading={copy.callToAction.heading} />
    </>
  );
}
