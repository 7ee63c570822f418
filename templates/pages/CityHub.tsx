// /mi/{city}/: spec part 2 section 2, "City hub". A town with long-form copy
// (data/cities/{slug}.md, issue 14) also gets claims, reasons, neighbourhood groups and its own
// questions here: one strong page per town (DESIGN decision 4; /novi/ redirects to Novi's hub).
// Issue 15: hubs differ by what the town's data holds (its copy, featured services, landmarks,
// neighbourhoods, reviews and guides) instead of repeating the whole catalogue as cards.
import type { CityGuideTeaser, CityHubContent, CityHubProps, ServiceLinkGroup } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { TitledSection } from '../components/TitledSection.tsx';
import { smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function CityHub(props: CityHubProps & { breadcrumbs: Crumb[] }) {
  const { city, featured, moreServices, serviceCount, landmarkDetails, otherLandmarks, guide, testimonials, faqs, nearby, areas, content, breadcrumbs } = props;
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>
            Cleaning Services in {city.name}, {business.state.code}
          </h1>
          <p className="lead">{content?.lead ?? city.description}</p>
          <dl className="facts">
            <div>
              <dt>County</dt>
              <dd>{city.county} County</dd>
            </div>
            <div>
              <dt>ZIP codes</dt>
              <dd>{city.zipCodes.join(', ')}</dd>
            </div>
            <div>
              <dt>Population</dt>
              <dd>{city.population.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          {content ? <Claims content={content} /> : null}
        </div>
      </section>
      <div className="container">
        {content ? (
          <TitledSection id="about" title={`Cleaning in ${city.name}`}>
            {content.lead ? <p>{city.description}</p> : null}
            <div className="prose" dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
          </TitledSection>
        ) : null}
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">Most-booked cleaning in {city.name}</h2>
          <ServiceCards services={featured} links="title" />
        </section>
        <MoreServices city={city.name} groups={moreServices} serviceCount={serviceCount} />
        {landmarkDetails.length > 0 || otherLandmarks.length > 0 ? (
          <TitledSection id="landmarks" title={`Around ${city.name}`}>
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
            {otherLandmarks.length > 0 ? (
              <p>
                Also close to our routes: {otherLandmarks.join(', ')}.
              </p>
            ) : null}
          </TitledSection>
        ) : null}
        {content ? (
          <TitledSection id="reasons" title={`Why ${city.name} families choose ${business.name}`}>
            <ReasonGrid items={content.reasons} />
          </TitledSection>
        ) : null}
        {content && content.neighborhoodGroups.length > 0 ? (
          <TitledSection id="neighborhoods" title={`${city.name} neighbourhoods we serve`}>
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
          <TitledSection id="neighborhoods" title={`${city.name} neighbourhoods we serve`}>
            <ul className="tag-list">
              {city.neighborhoods.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </TitledSection>
        ) : null}
        {testimonials.length > 0 ? (
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading">What {city.name} customers say</h2>
            <div className="card-grid">
              {testimonials.map((t) => (
                <TestimonialCard key={t.id} testimonial={t} />
              ))}
            </div>
          </section>
        ) : null}
        {guide ? <GuideTeaser city={city.name} guide={guide} /> : null}
        <section aria-labelledby="faq-heading">
          <h2 id="faq-heading">{city.name} cleaning questions</h2>
          <FaqList faqs={faqs} group={`faq-${city.slug}`} />
        </section>
        {content && content.links.length > 0 ? (
          <LinkBlock id="more-heading" title={`More about cleaning in ${city.name}`} links={content.links} />
        ) : null}
        <LinkBlock id="nearby-heading" title={`Cities near ${city.name}`} links={nearby} />
        <LinkBlock id="areas-heading" title="Other areas we serve" links={areas} />
      </div>
      <CallToAction heading={`Get a free quote for your ${city.name} home`} />
    </>
  );
}

/** The hero's claims and its quote and text buttons, for a town with long copy. */
function Claims({ content }: { content: CityHubContent }) {
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
          Get a Free Quote
        </a>
        <a className="button button-secondary" href={smsHref(business, content.textMessage)}>
          Text Us
        </a>
      </p>
    </>
  );
}

/** The town's other services as a compact list of links, one group per category. */
function MoreServices({ city, groups, serviceCount }: { city: string; groups: ServiceLinkGroup[]; serviceCount: number }) {
  if (groups.every((group) => group.links.length === 0)) return null;
  return (
    <nav className="service-groups" aria-labelledby="more-services-heading">
      <h2 id="more-services-heading">More cleaning services in {city}</h2>
      {groups.map((group) =>
        group.links.length > 0 ? (
          <div key={group.category}>
            <h3>{CATEGORY_TITLES[group.category]}</h3>
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
        <a href="/services/">See all {serviceCount} services and their starting prices</a>
      </p>
    </nav>
  );
}

const CATEGORY_TITLES: Record<ServiceLinkGroup['category'], string> = {
  residential: 'For your home',
  commercial: 'For your business',
};

/** The town's city guide: what it covers and its newest articles. */
function GuideTeaser({ city, guide }: { city: string; guide: CityGuideTeaser }) {
  return (
    <TitledSection id="guides" title={`${city} cleaning guides`}>
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
        <a href={guide.path}>All {city} guides</a>
      </p>
    </TitledSection>
  );
}
