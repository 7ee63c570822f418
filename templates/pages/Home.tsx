// Home page `/`: the sections of spec part 1 section 2, in the order given there.
import type { HomeProps } from '../../shared/model/pages.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { HomeReviews } from '../components/HomeReviews.tsx';
import { Picture } from '../components/Picture.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { ServiceCardGrid } from '../components/ServiceCardGrid.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { Stars } from '../components/Stars.tsx';
import { mailHref, smsHref, telHref } from '../components/contact-links.ts';
import { useSite } from '../site-context.tsx';
import { cityPath } from '../../shared/service-area.ts';

const COMMERCIAL_REASONS = [
  'Evening and weekend visits, so your team works in a clean space without a crew underfoot',
  'A written cleaning scope for your building, checked off on every visit',
  'Insured, bonded, background-checked cleaners who hold keys and alarm codes responsibly',
  'One point of contact who answers texts the same day',
];

export function Home({ featured, commercial, reviews, reasons, areas, faqs, local }: HomeProps) {
  const { business } = useSite();
  return (
    <div className="page-home">
      <section className="hero hero-home" aria-labelledby="home-title">
        <div className="container hero-home-inner">
          <div className="hero-home-text">
            <h1 id="home-title">
              House and Commercial Cleaning in {business.address.city} and {business.region}
            </h1>
            <p className="lead">
              Insured, background-checked cleaners for homes, rentals and offices in {areas.length} towns around{' '}
              {business.address.city}. Free quotes, no hidden fees, and a re-clean at no cost if anything is missed.
            </p>
            <p className="hero-rating">
              <Stars rating={business.rating} /> {business.rating.toFixed(1)} out of 5 from {business.reviewCount} reviews
            </p>
            <p className="hero-actions">
              <a className="button button-large" href="/quote/">
                Get a Free Quote
              </a>
              <a className="button button-secondary button-large" href={telHref(business)}>
                Call {business.phone}
              </a>
            </p>
            <SocialLinks label="Find us online" className="social-links hero-social" />
          </div>
          <Picture
            image="hero"
            alt="Illustration of a bright, freshly cleaned living room"
            width={800}
            sizes="(min-width: 56rem) 45vw, 100vw"
            loading="eager"
            className="hero-home-media"
          />
        </div>
      </section>

      <section className="section" id="services" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading">Our Most Requested Cleaning Services</h2>
          <p className="section-intro">Four services cover most homes we visit. Each card shows the starting price before any add-ons.</p>
          <ServiceCardGrid services={featured} />
          <p className="section-link">
            <a className="button button-secondary" href="/services/">
              View All Services
            </a>
          </p>
        </div>
      </section>

      {commercial.length > 0 && (
        <section className="section section-soft" id="commercial" aria-labelledby="commercial-heading">
          <div className="container">
            <h2 id="commercial-heading">Commercial Cleaning for {business.region} Businesses</h2>
            <div className="two-col">
              {commercial.map(({ link, text }) => (
                <div className="card" key={link.href}>
                  <h3>{link.label}</h3>
                  <p>
                    {text} <a href={link.href}>About {link.serviceName}</a>
                  </p>
                </div>
              ))}
            </div>
            <h3>Why businesses choose us</h3>
            <ul className="check-list">
              {COMMERCIAL_REASONS.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p>
              <a className="button" href="/quote/">
                Get a Free Quote
              </a>
            </p>
          </div>
        </section>
      )}

      <section className="section" id="team" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading">A Local Team You Can Trust in Your Home</h2>
          <Picture image="team" alt="Illustration of our cleaning crew with their supplies" width={640} sizes="(min-width: 48rem) 640px, 100vw" className="team-media" />
          <p>
            Every cleaner on our team is hired and trained by us in {business.address.city}, passes a background check before the first
            visit, and works from the same room-by-room checklist. Whenever we can, we send you the same small crew, so the people in
            your home already know where the dog sleeps and which rug needs a gentle vacuum.
          </p>
          <ul className="stat-list">
            <li>
              <strong>{business.yearsExperience}+</strong> years cleaning in {business.region}
            </li>
            <li>
              <strong>{business.homesCleaned}+</strong> homes cleaned
            </li>
            <li>
              <strong>{business.rating.toFixed(1)}</strong> average from {business.reviewCount} reviews
            </li>
          </ul>
        </div>
      </section>

      <section className="section section-soft" id="quote-process" aria-labelledby="process-heading">
        <div className="container">
          <h2 id="process-heading">Your Free Quote in Four Steps</h2>
          <ProcessSteps />
          <p className="contact-options">
            Rather not fill in a form? <a href={smsHref(business)}>Text us at {business.phone}</a> or{' '}
            <a href={mailHref(business)}>e-mail {business.email}</a> with a few details and we will send your quote back.
          </p>
        </div>
      </section>

      <section className="section" id="get-started" aria-labelledby="start-heading">
        <div className="container readable">
          <h2 id="start-heading">Ready to Get Started?</h2>
          <p>
            Tell us the size of your home and the kind of cleaning you need. Most visits are scheduled within{' '}
            {business.promises.schedulingWindow}, and we text you
            the confirmed date and time.
          </p>
          <p className="hero-actions">
            <a className="button" href="/quote/">
              Request My Free Quote
            </a>
            <a className="button button-secondary" href={smsHref(business)}>
              Text Us
            </a>
          </p>
        </div>
      </section>

      <HomeReviews rating={reviews.rating} total={reviews.total} testimonials={reviews.testimonials} />

      <section className="section section-soft" id="why-us" aria-labelledby="why-heading">
        <div className="container">
          <h2 id="why-heading">Why Choose {business.name}</h2>
          <ReasonGrid items={reasons} />
        </div>
      </section>

      <section className="section" id="service-areas" aria-labelledby="areas-heading">
        <div className="container">
          <h2 id="areas-heading">
            Serving {areas.length} Communities Across {business.region}
          </h2>
          <ul className="area-grid">
            {areas.map((city) => (
              <li key={city.slug}>
                <a href={cityPath(business.state, city.slug)}>
                  <span className="area-name">{city.name}</span>
                  <span className="area-county">{city.county} County</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="section-link">
            <a href="/service-areas/">All service areas</a>
          </p>
        </div>
      </section>

      {local ? <LocalSeoText heading={local.heading} bodyHtml={local.bodyHtml} /> : null}

      <section className="section section-soft" id="faq" aria-labelledby="faq-heading">
        <div className="container readable">
          <h2 id="faq-heading">Frequently Asked Questions</h2>
          <FaqList faqs={faqs} group="home-faq" />
          <p className="section-link">
            <a href="/faq/">See all questions and answers</a>
          </p>
        </div>
      </section>

      <CallToAction
        heading="Book Your Cleaning Today"
        text={`Get a free, no-obligation quote in minutes, or call or text us. We reply ${business.promises.replyTime}, usually much sooner.`}
      />
    </div>
  );
}

/** Text as HTML, escaped the way React escapes text. */
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The local-SEO text block: what we clean, where, in plain sentences with links a visitor can use
 * (data/pages/home.md). */
function LocalSeoText({ heading, bodyHtml }: { heading: string; bodyHtml: string }) {
  return (
    <section className="section" id="local" aria-labelledby="local-heading">
      {/* the prose is rendered Markdown, written without the line breaks between paragraphs, as React writes them */}
      <div className="container readable" dangerouslySetInnerHTML={{ __html: `<h2 id="local-heading">${escapeText(heading)}</h2>${bodyHtml.replace(/<\/p>\n/g, '</p>')}` }} />
    </section>
  );
}
