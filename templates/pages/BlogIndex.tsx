// /blog/: spec part 2 section 2 (route table) and section 9 ("Blog index"). The article cards,
// categories and search live in the BlogSearch island; the server HTML already lists every card,
// so the page works without JavaScript. No pagination or newsletter controls: they did nothing.
import type { Crumb } from '../../shared/model/head.ts';
import { useSite } from '../site-context.tsx';
import type { BlogIndexProps } from '../../shared/model/pages.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Island } from '../components/Island.tsx';
import type { BlogSearchProps } from '../islands/BlogSearch.tsx';

export function BlogIndex({ cards, categories, cityGuides, breadcrumbs }: BlogIndexProps & { breadcrumbs: Crumb[] }) {
  const published = cards.filter((c) => c.href).length;
  const { business, menus } = useSite();
  // example search terms: a task, a seasonal special and the first featured town
  const town = menus['home-towns'][0]?.label;
  const placeholder = `Try oven, Memorial Day${town ? `, ${town}` : ''}...`;
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Cleaning Tips &amp; Guides</h1>
          <p className="lead">
            Practical advice from the people who clean {business.region} homes every day: appliance care, seasonal checklists,
            party clean-up and guides written for the towns we serve. {published} articles so far, more on the way.
          </p>
        </div>
      </section>
      <div className="container blog-index">
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading">Articles</h2>
          <Island<BlogSearchProps> name="blog-search" props={{ cards, categories, placeholder }} />
        </section>
        <section aria-labelledby="city-guides-heading" className="city-guides-teaser">
          <h2 id="city-guides-heading">City guides</h2>
          <p>
            Cleaning advice written for your town, from winter salt to lakefront windows.{' '}
            <a href="/blog/cities/">Browse all city guides</a>
          </p>
          <ul className="link-list">
            {cityGuides.map((g) => (
              <li key={g.href}>
                <a href={g.href}>{g.name} cleaning guides</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction heading="Rather leave the cleaning to us?" />
    </>
  );
}
