// /faq/ (docs/requirements.md#faq-page): every question of data/faqs.csv in its category group, one
// exclusive accordion for the whole page, and links to contact and to text us. The words are
// data/pages/faq.md.
import type { Crumb } from '../../shared/model/head.ts';
import type { FaqProps } from '../../shared/model/pages.ts';
import { FaqList } from '../components/FaqList.tsx';
import { Prose } from '../components/Prose.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';

export function Faq({ copy, groups, breadcrumbs }: FaqProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container readable">
        {groups.map((group) => (
          <TitledSection key={group.category} id={`faq-${group.category}`} className="section faq-group" title={group.title}>
            {/* one name across every group: only one answer on the page is open at a time */}
            <FaqList faqs={group.faqs} group="faq" />
          </TitledSection>
        ))}
        <TitledSection id="more-questions" className="card more-questions" title={copy.more.heading}>
          <Prose as="p" html={copy.more.text} />
        </TitledSection>
      </div>
    </>
  );
}
