// /mi/{city}/ (docs/requirements.md#city-hub). A town with long-form copy
// (data/cities/{slug}.md) also gets claims, reasons, neighbourhood groups and its own
// questions here: one strong page per town (docs/decisions.md#one-page-per-town; /novi/ redirects
// to Novi's hub). Hubs differ by what the town's data holds (its copy, featured services, landmarks,
// neighbourhoods, reviews and guides) instead of repeating the whole catalogue as cards
// (docs/decisions.md#city-hubs-that-differ). The words
// around them are data/blocks/city-hub.md's, filled for the town.
import type { CityGuideTeaser, CityHubContent, CityHubProps, CityHubWords, Link, ServiceLinkGroup } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { TestimonialGrid } from '../components/ReviewsList.tsx';
import { TitledSection } from '../components/TitledSection.tsx';
import { smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function CityHub(props: CityHubProps & { breadcrumbs: Crumb[] }) {
  const { words, city, featured, moreServices, entries, landmarkDetails, otherLandmarks, guide, testimonials, faqs, nearby, areas, content, breadcrumbs } = props;
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>{words.hero.heading}</h1>
          <p className="lead">{content?.lead ?? city.description}</p>
          <dl className="facts">
            <div>
              <dt>{words.hero.county}</dt>
              <dd>{words.hero.countyValue}</dd>
            </div>
            <div>
              <dt>{words.hero.zipCodes}</dt>
              <dd>{city.zipCodes.join(', ')}</dd>
            </div>
            <div>
              <dt>{words.hero.population}</dt>
              <dd>{city.population.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          {content ? <Claims content={content} words={words.hero} /> : null}
        </div>
      </section>
      <div className="container">
        {content ? (
          <TitledSection id="about" title={words.about.heading}>
            {content.lead ? <p>{city.description}</p> : null}
            <div className="prose" dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
          </TitledSection>
        ) : null}
        <TitledSection id="services" title={words.services.heading}>
          <ServiceCards services={featured} links="title" />
        </TitledSection>
        <MoreServices words={words.moreServices} groups={moreServices} entries={entries} />
        {landmarkDetails.length > 0 || otherLandmarks.length > 0 ? (
          <TitledSection id="landmarks" title={words.landmarks.heading}>
            {landmarkDetails.length > 0 ? (
              <ul className="reason-grid">
                {landmarkDetails.map((landmark) => (
                  <li key={landmark.name}>
                    <h3>{landmark.name}</h3>
                    <p>{landmark.detail}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            {otherLandmarks.length > 0 ? <p>{words.landmarks.others}</p> : null}
          </TitledSection>
        ) : null}
        {content ? (
          <TitledSection id="reasons" title={words.reasons.heading}>
            <ReasonGrid items={content.reasons} />
          </TitledSection>
        ) : null}
        {content && content.neighborhoodGroups.length > 0 ? (
          <TitledSection id="neighborhoods" title={words.neighborhoods.heading}>
            <ul className="reason-grid">
              {content.neighborhoodGroups.map((group) => (
                <li key={group.title} className="card">
                  <h3>{group.title}</h3>
                  <p>{group.text}</p>
                  {group.neighborhoods.length > 0 ? <p className="muted">{group.neighborhoods.join(' · ')}</p> : null}
                </li>
              ))}
            </ul>
          </TitledSection>
        ) : city.neighborhoods.length > 0 ? (
          <TitledSection id="neighborhoods" title={words.neighborhoods.heading}>
            <ul className="tag-list">
              {city.neighborhoods.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
        {testimonials.length > 0 ? (
          <TitledSection id="reviews" title={words.testimonials.heading}>
            <TestimonialGrid testimonials={testimonials} />
          </TitledSection>
        ) : null}
        {guide ? <GuideTeaser words={words.guides} guide={guide} /> : null}
        <TitledSection id="faq" title={words.faq.heading}>
          <FaqList faqs={faqs} group={`faq-${city.slug}`} />
        </TitledSection>
        {content && content.links.length > 0 ? <LinkBlock id="more-heading" title={words.links.more} links={content.links} /> : null}
        <LinkBlock id="nearby-heading" title={words.links.nearby} links={nearby} />
        <LinkBlock id="areas-heading" title={words.links.areas} links={areas} />
      </div>
      <CallToAction heading={words.callToAction.heading} />
    </>
  );
}

/** The hero's claims and its quote and text buttons, for a town with long copy. */
function Claims({ content, words }: { content: CityHubContent; words: CityHubWords['hero'] }) {
  const { business } = useSite();
  return (
    <>
      <ul className="claim-list">
        {content.claims.map((claim) => (
          <li key={claim.label}>
            <strong className="claim-value">{claim.value}</strong> <span className="claim-label">{claim.label}</span>
          </li>
        ))}
      </ul>
      <p className="cta-actions">
        <a className="button" href="/quote/">
          {words.quoteButton}
        </a>
        <a className="button button-secondary" href={smsHref(business, content.textMessage)}>
          {words.textButton}
        </a>
      </p>
    </>
  );
}

/** The town's other services as a compact list of links, one group per category. */
function MoreServices({ words, groups, entries }: { words: CityHubWords['moreServices']; groups: ServiceLinkGroup[]; entries: Link[] }) {
  // the town's held-back pages the hub is the way into come last, apart from its indexable ones
  const shown = [
    ...groups.map((group) => ({ key: `category-${group.category}`, heading: group.label, links: group.links, entries: false })),
    { key: 'entries', heading: words.entries, links: entries, entries: true },
  ];
  if (shown.every((group) => group.links.length === 0)) return null;
  return (
    <nav className="service-groups" aria-labelledby="more-services-heading">
      <h2 id="more-services-heading">{words.heading}</h2>
      {shown.map((group) =>
        group.links.length > 0 ? (
          <div key={group.key} className={group.entries ? 'service-entries' : undefined}>
            <h3>{group.heading}</h3>
            <ul className="link-list">
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={link.path}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      <p>
        <a href="/services/">{words.all}</a>
      </p>
    </nav>
  );
}

/** The town's city guide: what it covers and its newest articles. */
function GuideTeaser({ words, guide }: { words: CityHubWords['guides']; guide: CityGuideTeaser }) {
  return (
    <TitledSection id="guides" title={words.heading}>
      <p>{guide.description}</p>
      <ul className="check-list">
        {guide.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <ul className="card-grid">
        {guide.articles.map((article) => (
          <li key={article.path} className="card">
            <h3 className="card-title">
              <a href={article.path}>{article.title}</a>
            </h3>
            <p>{article.excerpt}</p>
          </li>
        ))}
      </ul>
      <p>
        <a href={guide.path}>{words.all}</a>
      </p>
    </TitledSection>
  );
}
