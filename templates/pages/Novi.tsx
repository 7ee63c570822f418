// /novi/: the dedicated Novi page of spec part 2 section 2 (claims, six reasons, four services,
// six neighbourhood groups, three testimonials, four FAQs).
import type { NoviProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { LearnMore, ServiceCard } from '../components/ServiceCard.tsx';
import { TestimonialGrid } from '../components/ReviewsList.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { smsHref } from '../components/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function Novi({ city, claims, reasons, services, groups, testimonials, faqs, breadcrumbs }: NoviProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        title={`House Cleaning in ${city.name}, Michigan`}
        lead="A local, insured cleaning team for Novi homes and offices, from lake cottages on Walled Lake to the subdivisions off Beck and Wixom roads. Free quotes, no hidden fees."
      >
        <ul className="claim-list">
          {claims.map((claim) => (
            <li key={claim.label}>
              <strong className="claim-value">{claim.value}</strong> <span className="claim-label">{claim.label}</span>
            </li>
          ))}
        </ul>
        <p className="cta-actions">
          <a className="button" href="/quote/">
            Get a Free Quote
          </a>
          <a className="button button-secondary" href={smsHref(business, 'Hi! I live in Novi and would like a free quote for cleaning my home.')}>
            Text Us
          </a>
        </p>
      </PageHero>
      <div className="container">
        <TitledSection id="novi-reasons" title={`Why Novi families choose ${business.name}`}>
          <ReasonGrid items={reasons} />
        </TitledSection>
        <TitledSection id="novi-services" title="Cleaning services in Novi">
          <ul className="card-grid">
            {services.map((service) => (
              <ServiceCard key={service.path} title={service.title} text={service.text} startingPrice={service.startingPrice}>
                <LearnMore href={service.path} title={service.title} />
                {service.localPath ? (
                  <a href={service.localPath} aria-label={`${service.title} in Novi`}>
                    In Novi
                  </a>
                ) : null}
              </ServiceCard>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="novi-areas" title="Novi neighbourhoods we serve">
          <p>
            Every part of Novi, ZIP codes {city.zipCodes.join(', ')}. Near {city.landmarks.slice(0, 2).join(' or ')}? You are on one of our
            weekly routes.
          </p>
          <ReasonGrid items={groups.map((group) => ({ ...group, note: group.neighborhoods.join(' · ') }))} />
        </TitledSection>
        <TitledSection id="novi-reviews" title="What our customers say">
          <TestimonialGrid testimonials={testimonials} />
        </TitledSection>
        <TitledSection id="novi-faq" title="Novi house cleaning questions">
          <FaqList faqs={faqs} group="faq-novi" />
        </TitledSection>
        <TitledSection id="novi-more" title="More about cleaning in Novi">
          <ul className="link-list">
            <li>
              <a href={`/mi/${city.slug}/`}>Every cleaning service we offer in Novi</a>
            </li>
            <li>
              <a href="/blog/novi-house-cleaning-guide/">The Novi house cleaning guide: seasonal and room-by-room tips</a>
            </li>
          </ul>
        </TitledSection>
      </div>
      <CallToAction heading="Get a free quote for your Novi home" />
    </>
  );
}
