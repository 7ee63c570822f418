// /sitemap/: every indexable page, grouped; each city's local service pages collapse into a
// <details> so the page stays short without JavaScript (DESIGN decision 7).
import type { HtmlSitemapProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import type { Link } from '../../shared/model/pages.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';

function Links({ links }: { links: Link[] }) {
  return (
    <ul className="sitemap-list">
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

function Group({ id, title, links }: { id: string; title: string; links: Link[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="sitemap-group">
      <h2 id={id}>{title}</h2>
      <Links links={links} />
    </section>
  );
}

export function HtmlSitemap({ main, services, locations, cities, blog, breadcrumbs }: HtmlSitemapProps & { breadcrumbs: Crumb[] }) {
  return (
    <div className="container">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>Sitemap</h1>
      <p className="lead">Every page of this website, grouped by topic.</p>
      <Group id="sitemap-main" title="Main pages" links={main} />
      <Group id="sitemap-services" title="Services" links={services} />
      <section aria-labelledby="sitemap-locations" className="sitemap-group">
        <h2 id="sitemap-locations">Locations</h2>
        <Links links={locations} />
        <ul className="sitemap-list sitemap-cities">
          {cities.map((city) => (
            <li key={city.link.path}>
              <a href={city.link.path}>{city.link.label}</a>
              {city.pages.length > 0 ? (
                <details className="sitemap-details">
                  <summary>
                    {city.pages.length} local service pages<span className="visually-hidden"> in {city.link.label}</span>
                  </summary>
                  <Links links={city.pages} />
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <Group id="sitemap-blog" title="Blog and guides" links={blog} />
    </div>
  );
}
