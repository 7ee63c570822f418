// /mi/{city}/: spec part 2 section 2, "City hub". A town with long-form copy
// (data/cities/{slug}.md, issue 14) also gets claims, reasons, neighbourhood groups and its own
// questions here: one strong page per town (DESIGN decision 4; /novi/ redirects to Novi's hub).
import type { CityHubContent, CityHubProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { TitledSection } from '../components/TitledSection.tsx';
import { smsHref } from '../components/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function CityHub({ city, services, testimonials, landmarkDetails, faqs, nearby, areas, content, breadcrumbs }: CityHubProps & { breadcrumbs: Crumb[] }) {
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
          <h2 id="services-heading">Our services in {city.name}</h2>
          <ServiceCards cards={services} />
        </section>
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
        ) : null}
        {landmarkDetails.length > 0 ? (
          <TitledSection id="landmarks" title={`Around ${city.name}`}>
            <dl className="landmarks">
              {landmarkDetails.map((landmark) => (
                <div key={landmark.name}>
                  <dt>{landmark.name}</dt>
                  <dd>{landmark.detail}</dd>
                </div>
              ))}
            </dl>
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
