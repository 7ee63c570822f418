// Home page `/`: the sections of docs/requirements.md#home-page, in the order given there.
import type { HomeProps } from '../../shared/model/pages.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ContactButtons } from '../components/ContactButtons.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { HomeReviewsSection } from '../components/HomeReviewsSection.tsx';
import { Picture } from '../components/Picture.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { ServiceCards } from '../components/ServiceCards.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { Stars } from '../components/Stars.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';
import { Prose } from '../components/Prose.tsx';
import { TitledSection } from '../components/TitledSection.tsx';
import { useSite } from '../site-context.tsx';
import { cityPath } from '../../shared/service-area.ts';

export function Home({ copy, featured, commercial, reviews, reasons, areas, faqs }: HomeProps) {
  const { business } = useSite();
  return (
    <div className="page-home">
      <section className="hero hero-home" aria-labelledby="home-title">
        <div className="container hero-home-inner">
          <div className="hero-home-text">
            <h1 id="home-title">{copy.hero.heading}</h1>
            <Prose as="p" className="lead" html={copy.hero.lead} />
            <p className="hero-rating">
              <Stars rating={business.rating} /> {copy.hero.rating}
            </p>
            <ContactButtons className="hero-actions" large quote={copy.hero.quoteButton} call={copy.hero.callButton} />
            <SocialLinks label={copy.hero.socialLabel} className="social-links hero-social" />
          </div>
          <Picture
            image="hero"
            alt={copy.hero.imageAlt}
            width={800}
            sizes="(min-width: 56rem) 45vw, 100vw"
            loading="eager"
            className="hero-home-media"
          />
        </div>
      </section>

      <TitledSection className="section" id="services" container="container" title={copy.services.heading}>
        <Prose as="p" className="section-intro" html={copy.services.intro} />
        <ServiceCards services={featured} />
        <p className="section-link">
          <a className="button button-secondary" href="/services/">
            {copy.services.button}
          </a>
        </p>
      </TitledSection>

      {commercial.length > 0 && (
        <TitledSection className="section section-soft" id="commercial" container="container" title={copy.commercial.heading}>
          <div className="two-col">
            {commercial.map(({ link, text }) => (
              <div className="card" key={link.href}>
                <h3>{link.label}</h3>
                <p>
                  {text} <a href={link.href}>{link.text}</a>
                </p>
              </div>
            ))}
          </div>
          <h3>{copy.commercial.reasonsHeading}</h3>
          <ul className="check-list">
            {copy.commercial.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>
            <a className="button" href="/quote/">
              {copy.hero.quoteButton}
            </a>
          </p>
        </TitledSection>
      )}

      <TitledSection className="section" id="team" container="container" title={copy.team.heading}>
        <Picture image="team" alt={copy.team.imageAlt} width={640} sizes="(min-width: 48rem) 640px, 100vw" className="team-media" />
        <Prose as="p" html={copy.team.text} />
        <ul className="stat-list">
          {copy.team.stats.map((stat) => (
            <Prose as="li" key={stat.html} html={stat} />
          ))}
        </ul>
      </TitledSection>

      <TitledSection className="section section-soft" id="quote-process" headingId="process-heading" container="container" title={copy.process.heading}>
        <ProcessSteps />
        <Prose as="p" className="contact-options" html={copy.process.contact} />
      </TitledSection>

      <TitledSection className="section" id="get-started" headingId="start-heading" container="container readable" title={copy.getStarted.heading}>
        <Prose as="p" html={copy.getStarted.text} />
        <ContactButtons className="hero-actions" quote={copy.getStarted.quoteButton} text={copy.getStarted.textButton} />
      </TitledSection>

      <HomeReviewsSection {...reviews} heading={copy.reviews.heading} link={copy.reviews.link} />

      <TitledSection className="section section-soft" id="why-us" headingId="why-heading" container="container" title={copy.whyUs.heading}>
        <ReasonGrid items={reasons} />
      </TitledSection>

      <TitledSection className="section" id="service-areas" headingId="areas-heading" container="container" title={copy.areas.heading}>
        <ul className="area-grid">
          {areas.map((city) => (
            <li key={city.slug}>
              <a href={cityPath(business.state, city.slug)}>
                <span className="area-name">{city.name}</span>
                <span className="area-county">{fillIn(copy.areas.county, { 'town.county': city.county })}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="section-link">
          <a href="/service-areas/">{copy.areas.link}</a>
        </p>
      </TitledSection>

      <TitledSection className="section" id="local" container="container readable" title={copy.local.heading}>
        <Prose html={copy.body} />
      </TitledSection>

      <TitledSection className="section section-soft" id="faq" container="container readable" title={copy.faq.heading}>
        <FaqList faqs={faqs} group="home-faq" />
        <p className="section-link">
          <a href="/faq/">{copy.faq.link}</a>
        </p>
      </TitledSection>

      <CallToAction heading={copy.callToAction.heading} text={copy.callToAction.text} />
    </div>
  );
}
