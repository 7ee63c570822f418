// /blog/cities/: spec part 2 section 2, "City guides": one card per city with its image, post
// count, description, three featured topics, and links to its guides and to /mi/{city}/.
import type { Crumb } from '../../shared/model/head.ts';
import type { CityGuidesProps } from '../../shared/model/pages.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Picture } from '../components/Picture.tsx';

export function CityGuides({ guides, breadcrumbs }: CityGuidesProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>City Cleaning Guides</h1>
          <p className="lead">
            Every town keeps a home dirty in its own way: lake sand, trail mud, road salt off the freeway, pollen from old
            oaks. These guides are written for the communities where our crews work every week.
          </p>
        </div>
      </section>
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
              <h3>Featured topics</h3>
              <ul className="check-list">
                {guide.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
              <p className="city-guide-links">
                <a className="button" href={guide.href}>
                  Read {guide.name} guides
                </a>
                <a href={guide.cityHref}>Cleaning services in {guide.name}</a>
              </p>
            </li>
          ))}
        </ul>
        <p className="city-guide-more">
          Looking for another town? See <a href="/locations/">all the areas we serve</a> or go back to{' '}
          <a href="/blog/">the blog</a>.
        </p>
      </div>
      <CallToAction heading="Want your home cleaned by a local team?" />
    </>
  );
}
