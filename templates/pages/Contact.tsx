// /contact/ (spec part 1 section 2): hero, contact card (address, text number, e-mail, hours from
// business.json), social links, the contact form and the office map (600 px tall).
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { MapEmbed } from '../components/MapEmbed.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { hoursRows } from '../components/hours.ts';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';
import { Island } from '../components/Island.tsx';
import type { ContactFormProps } from '../islands/ContactForm.tsx';
import { useSite } from '../site-context.tsx';

// spec part 1 section 9: the office map on the contact page is 600 px tall
const MAP_HEIGHT = 600;

export function Contact({ breadcrumbs }: { breadcrumbs: Crumb[] }) {
  const { business, copy } = useSite();
  const { address } = business;
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Contact {business.name}</h1>
          <p className="lead">
            Questions about a cleaning, a quote or an upcoming visit? Text, call or e-mail us, or send the form below. We reply{' '}
            {business.promises.replyTime}, and texts usually within minutes during business hours.
          </p>
        </div>
      </section>
      <div className="section">
        <div className="container contact-layout">
          <section className="card contact-card" aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading">Get in Touch</h2>
            <h3>Office</h3>
            <address>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
            <h3>Text or call</h3>
            <p>
              Text: <a href={smsHref(business)}>{business.phone}</a>
              <br />
              Call: <a href={telHref(business)}>{business.phone}</a>
            </p>
            <h3>E-mail</h3>
            <p>
              <a href={mailHref(business)}>{business.email}</a>
            </p>
            <h3>Business hours</h3>
            <dl className="hours">
              {hoursRows(business.hours, copy.hours).map((row) => (
                <div key={row.days} className="hours-row">
                  <dt>{row.days}</dt>
                  <dd>{row.time}</dd>
                </div>
              ))}
            </dl>
            <h3>Follow us</h3>
            <SocialLinks label="Our social media profiles" />
          </section>
          <section className="contact-form-section" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">Send Us a Message</h2>
            <p>All fields are required. We use your details only to answer you.</p>
            <Island<ContactFormProps> name="contact-form" props={{ phone: business.phone, telHref: telHref(business), smsHref: smsHref(business) }} />
          </section>
        </div>
      </div>
      <section className="section" aria-labelledby="office-map-heading">
        <div className="container">
          <h2 id="office-map-heading">Find Our Office</h2>
          <MapEmbed title={`Map showing our office at ${address.street}, ${address.city}, ${address.region}`} height={MAP_HEIGHT} />
        </div>
      </section>
    </>
  );
}
