// /careers/ (docs/requirements.md#careers-page): hero with three perks, four benefit cards, the
// application form, a contact block and the review promise. The words are
// data/pages/careers.md's; the form's are data/blocks/application-form.md's, passed to the island.
import type { CareersProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { mailHref, smsHref } from '../../shared/contact-links.ts';
import { Island } from '../components/Island.tsx';
import type { ApplicationFormProps } from '../islands/ApplicationForm.tsx';
import { Prose } from '../components/Prose.tsx';
import { useSite } from '../site-context.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

export function Careers({ copy, form, breadcrumbs }: CareersProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead}>
        <ul className="perk-list">
          {copy.hero.perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        <p>
          <a className="button" href="#apply">
            {copy.hero.applyButton}
          </a>
        </p>
      </PageHero>
      <div className="container">
        <TitledSection id="benefits" title={copy.benefits.heading}>
          <ReasonGrid items={copy.benefits.items} />
        </TitledSection>
        <TitledSection id="apply" title={copy.apply.heading} className="apply-section">
          <Prose as="p" html={copy.apply.text} />
          <Island<ApplicationFormProps> name="application-form" props={{ copy: form }} />
        </TitledSection>
        <TitledSection id="careers-contact" title={copy.contact.heading} className="card contact-block">
          <Prose as="p" html={copy.contact.text} />
          <ul className="contact-list">
            <li>
              {copy.contact.textLabel} <a href={smsHref(business, copy.contact.smsBody)}>{business.phone}</a>
            </li>
            <li>
              {copy.contact.emailLabel} <a href={mailHref(business)}>{business.email}</a>
            </li>
          </ul>
          <Prose as="p" html={copy.contact.reply} />
        </TitledSection>
      </div>
    </>
  );
}
