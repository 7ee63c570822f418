// /mi/{city}/{service}/: sections in the order of docs/requirements.md#city-service-page; the
// words are data/blocks/city-service.md's, filled for the page.
import { shownTestimonial, type CityServiceProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { TickListSection } from '../components/TickList.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { TestimonialCard } from '../components/TestimonialCard.tsx';
import { TitledSection } from '../components/TitledSection.tsx';
import { smsHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';
import { cityPath, servicePath } from '../../shared/service-area.ts';

export function CityService(props: CityServiceProps & { breadcrumbs: Crumb[] }) {
  const { words, city, service, breadcrumbs } = props;
  const { business } = useSite();
  const testimonial = shownTestimonial(props);
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>{words.hero.heading}</h1>
          {/* a lead naming only the nearby towns is empty on a site of one town (routes/fill.ts) */}
          {words.hero.lead ? <p className="lead">{words.hero.lead}</p> : null}
          <p className="hero-actions">
            <a className="button" href="/quote/">
              {words.hero.quoteButton}
            </a>
            <a className="button button-secondary" href={smsHref(business, words.hero.textMessage)}>
              {words.hero.textButton}
            </a>
          </p>
        </div>
      </section>
      <div className="container">
        <TitledSection id="intro" title={words.intro.heading}>
          {props.introHtml ? (
            <div className="prose" dangerouslySetInnerHTML={{ __html: props.introHtml }} />
          ) : (
            props.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          )}
        </TitledSection>
        {props.townFirst ? (
          // the service's generic blocks live on its own page (routes/town-first.ts)
          <TickListSection id="included-heading" title={words.included.heading} items={service.included}>
            <p>
              <a href={servicePath(service.slug)}>{words.about.link}</a>
            </p>
          </TickListSection>
        ) : (
          <>
            <TickListSection id="included-heading" title={words.included.heading} items={service.included} />
            <TitledSection id="about" title={words.about.heading}>
              <p>{props.excerpt}</p>
              <p>
                <a href={servicePath(service.slug)}>{words.about.link}</a>
              </p>
            </TitledSection>
          </>
        )}
        {props.townFirst ? (
          <TickListSection id="reasons-heading" title={words.reasons.heading} items={props.reasons.map((reason) => reason.title)} />
        ) : (
          <>
            <TitledSection id="reasons" title={words.reasons.heading}>
              <ReasonGrid items={props.reasons} />
            </TitledSection>
            <TickListSection id="benefits-heading" title={words.benefits.heading} items={service.benefits} />
            <TitledSection id="ideal" title={words.idealFor.heading}>
              <p>{service.idealFor}</p>
            </TitledSection>
          </>
        )}
        {/* the town's facts in two lines: its hub carries the rest (a long city block would be a
            third of every page, the same on all of the town's pages) */}
        <TitledSection id="area" title={words.area.heading}>
          {words.area.text ? <p>{words.area.text}</p> : null}
          <p>
            <a href={cityPath(business.state, city.slug)}>{words.area.link}</a>
          </p>
        </TitledSection>
        <LinkBlock id="more-services-heading" title={words.moreServices.heading} links={props.moreServices} />
        <TitledSection id="faq" title={words.faq.heading}>
          <FaqList faqs={props.faqs} group="faq" />
        </TitledSection>
        {testimonial ? (
          <TitledSection id="testimonial" title={testimonial.heading}>
            <TestimonialCard testimonial={testimonial.testimonial} />
          </TitledSection>
        ) : null}
        <LinkBlock id="areas-heading" title={words.areas.heading} links={props.areas} />
      </div>
      <CallToAction heading={words.callToAction.heading} />
    </>
  );
}
