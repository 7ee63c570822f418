// /blog/cities/ (docs/requirements.md#city-guides): one card per city with its image, post
// count, description, three featured topics, and links to its guides and to /mi/{city}/. The
// words are data/pages/city-guides.md's.
import type { Crumb } from '../../shared/model/head.ts';
import type { CityGuidesProps } from '../../shared/model/pages.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Picture } from '../components/Picture.tsx';
import { Prose } from '../components/Prose.tsx';
import { PageHero } from '../components/TitledSection.tsx';

export function CityGuides({ copy, guides, breadcrumbs }: CityGuidesProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container">
        <ul className="city-guide-grid">
          {guides.map((guide) => (
            <li key={guide.href} className="city-guide-card">
              <Picture image={guide.image} alt="" width={480} sizes="(min-width: 48rem) 22rem, 100vw" />
              <h2>
                <a href={guide.href}>{guide.name}</a>
              </h2>
              <p className="article-card-meta">{guide.postCount}</p>
              <p>{guide.description}</p>
              <h3>{copy.card.topicsHeading}</h3>
              <ul className="check-list">
                {guide.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
              <p className="city-guide-links">
                <a className="button" href={guide.href}>
                  {guide.readButton}
                </a>
                <a href={guide.cityHref}>{guide.servicesLink}</a>
              </p>
            </li>
          ))}
        </ul>
        <Prose as="p" className="city-guide-more" html={copy.more} />
      </div>
      <CallToAction heading={copy.callToAction.heading} />
    </>
  );
}
