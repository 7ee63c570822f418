// /sitemap/: every indexable page, grouped; each city's local service pages collapse into a
// <details> so the page stays short without JavaScript (docs/decisions.md#footer-pages-are-written). The words are
// data/pages/sitemap.md's; each link shows its page's own name.
import type { HtmlSitemapProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import type { Link } from '../../shared/model/pages.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { Prose } from '../components/Prose.tsx';
import { TitledSection } from '../components/TitledSection.tsx';

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
    <TitledSection id={id} title={title} className="sitemap-group">
      <Links links={links} />
    </TitledSection>
  );
}

export function HtmlSitemap({ copy, main, services, locations, cities, blog, breadcrumbs }: HtmlSitemapProps & { breadcrumbs: Crumb[] }) {
  return (
    <div className="container">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1>{copy.heading}</h1>
      <Prose as="p" className="lead" html={copy.lead} />
      <Group id="sitemap-main" title={copy.groups.main} links={main} />
      <Group id="sitemap-services" title={copy.groups.services} links={services} />
      <TitledSection id="sitemap-locations" title={copy.groups.locations} className="sitemap-group">
        <Links links={locations} />
        <ul className="sitemap-list sitemap-cities">
          {cities.map((city) => (
            <li key={city.link.path}>
              <a href={city.link.path}>{city.link.label}</a>
              {city.pages.length > 0 ? (
                <details className="sitemap-details">
                  <summary>
                    {fillIn(copy.cityPages, { count: city.pages.length })}
                    <span className="visually-hidden"> {fillIn(copy.cityPagesIn, { 'town.name': city.link.label })}</span>
                  </summary>
                  <Links links={city.pages} />
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </TitledSection>
      <Group id="sitemap-blog" title={copy.groups.blog} links={blog} />
    </div>
  );
}
