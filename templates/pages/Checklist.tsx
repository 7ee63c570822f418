// /checklist/: its lists, in the order of data/checklist.json, each with its heading and intro
// (data/pages/checklist.md), then the guarantee.
import type { ChecklistProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import type { ChecklistGroup } from '../../shared/model/data.ts';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Prose } from '../components/Prose.tsx';
import { QuoteButton } from '../components/QuoteButton.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

function Groups({ id, groups }: { id: string; groups: ChecklistGroup[] }) {
  return (
    <div className="checklist-groups">
      {groups.map((group) => (
        // a plain box, not a landmark: a group's name (a room) may appear in more than one list
        <div key={group.group} className="card checklist-group">
          <h3 id={`${id}-${slugify(group.group)}`}>{group.group}</h3>
          <ul className="check-list">
            {group.tasks.map((task) => (
              <li key={task}>{task}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function Checklist({ copy, lists, breadcrumbs }: ChecklistProps & { breadcrumbs: Crumb[] }) {
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead}>
        <QuoteButton label={copy.quoteButton} className="cta-actions" />
      </PageHero>
      <div className="container">
        {lists.map((list) => (
          <TitledSection key={list.id} id={list.id} title={list.heading}>
            <Prose as="p" html={list.intro} />
            <Groups id={list.id} groups={list.groups} />
          </TitledSection>
        ))}
        <TitledSection id="guarantee" title={copy.guarantee.heading}>
          <ReasonGrid items={copy.guarantee.reasons} />
        </TitledSection>
      </div>
      <CallToAction {...copy.callToAction} />
    </>
  );
}
