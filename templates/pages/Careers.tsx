// /careers/: spec part 1 section 2, "Careers": hero with three perks, four benefit cards, the
// application form, a contact block and the 24-48 hour review promise (section 9).
import type { Crumb } from '../../shared/model/head.ts';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { mailHref, smsHref } from '../../shared/contact-links.ts';
import { Island } from '../components/Island.tsx';
import { useSite } from '../site-context.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

const PERKS = ['Competitive pay', 'Flexible schedule', 'Supportive team'];

const BENEFITS = [
  {
    title: 'Job security',
    text: 'Most of our customers book recurring visits, so the work is steady all year, not just during spring cleaning season.',
  },
  {
    title: 'Training provided',
    text: 'New cleaners shadow an experienced crew lead and learn our checklists, products and safe handling before working a home on their own.',
  },
  {
    title: 'Transportation',
    text: 'Routes are planned so each crew works neighbouring towns, which keeps the drive between homes short. Reliable transportation to reach the first job is a plus.',
  },
  {
    title: 'Job satisfaction',
    text: 'You leave every home visibly better than you found it, and our customers tell us so: we pass every compliment on to the crew.',
  },
];

export function Careers({ breadcrumbs }: { breadcrumbs: Crumb[] }) {
  const { business, menus } = useSite();
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        title="Now Hiring Cleaners"
        lead={`We are growing across ${[business.address.city, ...menus['home-towns'].map((l) => l.label)].join(', ')} and the rest of ${business.region} and need reliable, detail-minded people to clean homes and offices with us.`}
      >
        <ul className="perk-list">
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <p>
          <a className="button" href="#apply">
            Apply now
          </a>
        </p>
      </PageHero>
      <div className="container">
        <TitledSection id="benefits" title="Why work with us">
          <ReasonGrid items={BENEFITS} />
        </TitledSection>
        <TitledSection id="apply" title="Apply online" className="apply-section">
          <p>
            It takes about ten minutes. Fields marked optional can be left blank; everything else is needed to consider your application. We
            review every application within 24-48 hours and contact you by phone or e-mail.
          </p>
          <Island name="application-form" props={{}} />
        </TitledSection>
        <TitledSection id="careers-contact" title="Questions about working with us?" className="card contact-block">
          <p>Reach our hiring team directly; we are happy to talk about hours, pay and what a typical day looks like.</p>
          <ul className="contact-list">
            <li>
              Text: <a href={smsHref(business, 'Hi, I have a question about cleaning jobs with your team.')}>{business.phone}</a>
            </li>
            <li>
              E-mail: <a href={mailHref(business)}>{business.email}</a>
            </li>
          </ul>
          <p>Applications are reviewed within 24-48 hours.</p>
        </TitledSection>
      </div>
    </>
  );
}
