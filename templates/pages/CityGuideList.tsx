// /blog/cities/{city}/: spec part 2 section 2, "City guides": the city's articles (category,
// date, title, excerpt, author, read link), a service promotion and a link to /mi/{city}/.
import type { Crumb } from '../../shared/model/head.ts';
import type { CityGuideListProps } from '../../shared/model/pages.ts';
import { ArticleGrid } from '../components/ArticleParts.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { useSite } from '../site-context.tsx';
import { cityPath } from '../../shared/service-area.ts';

export function CityGuideList({ city, description, cards, promo, breadcrumbs }: CityGuideListProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>{city.name} Cleaning Guides</h1>
          <p className="lead">{description}</p>
        </div>
      </section>
      <div className="container">
        <section aria-labelledby="city-articles-heading">
          <h2 id="city-articles-heading">Articles for {city.name} homes</h2>
          <ArticleGrid cards={cards} />
        </section>
        <aside className="promo-box" aria-labelledby="promo-heading">
          <h2 id="promo-heading">{promo.title}</h2>
          <p>{promo.text}</p>
          <p>
            Starting at <strong>{promo.startingPrice}</strong>. Free quotes, no hidden fees.
          </p>
          <p>
            <a className="button" href={promo.href}>
              See {promo.title}
            </a>
          </p>
        </aside>
        <p>
          <a href={cityPath(business.state, city.slug)}>All our cleaning services in {city.name}</a> ·{' '}
          <a href="/blog/cities/">Guides for other cities</a>
        </p>
      </div>
      <CallToAction heading={`Get a free quote for your ${city.name} home`} />
    </>
  );
}
