// /contact/ (docs/requirements.md#contact-page): hero, contact card (address, text number, e-mail, hours from
// business.json), social links, the contact form and the office map (600 px tall). The words are
// data/pages/contact.md's; the form's are data/blocks/contact-form.md's, passed to the island.
import type { ContactProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { MapEmbed } from '../components/MapEmbed.tsx';
import { Prose } from '../components/Prose.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { hoursRows } from '../components/hours.ts';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';
import { Island } from '../components/Island.tsx';
import type { ContactFormProps } from '../islands/ContactForm.tsx';
import { useSite } from '../site-context.tsx';

// the office map on the contact page is 600 px tall (docs/requirements.md#contact-page)
const MAP_HEIGHT = 600;

export function Contact({ copy, form, breadcrumbs }: ContactProps & { breadcrumbs: Crumb[] }) {
  const { business, copy: layout } = useSite();
  const { address } = business;
  const { details } = copy;
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="section">
        <div className="container contact-layout">
          <TitledSection id="contact-details" title={details.heading} className="card contact-card">
            <h3>{details.office}</h3>
            <address>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
            <h3>{details.textOrCall}</h3>
            <p>
              {details.textLabel} <a href={smsHref(business)}>{business.phone}</a>
              <br />
              {details.callLabel} <a href={telHref(business)}>{business.phone}</a>
            </p>
            <h3>{details.email}</h3>
            <p>
              <a href={mailHref(business)}>{business.email}</a>
            </p>
            <h3>{details.hours}</h3>
            <dl className="hours">
              {hoursRows(business.hours, layout.hours).map((row) => (
                <div key={row.days} className="hours-row">
                  <dt>{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
            <h3>{details.follow}</h3>
            <SocialLinks label={details.socialLabel} />
          </TitledSection>
          <TitledSection id="contact-form" title={copy.form.heading} className="contact-form-section">
            <Prose as="p" html={copy.form.text} />
            <Island<ContactFormProps> name="contact-form" props={{ copy: form }} />
          </TitledSection>
        </div>
      </div>
      <div className="section">
        <TitledSection id="office-map" title={copy.map.heading} className="container">
          <MapEmbed title={copy.map.title} height={MAP_HEIGHT} />
        </TitledSection>
      </div>
    </>
  );
}
