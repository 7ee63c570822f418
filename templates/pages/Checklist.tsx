// /checklist/: spec part 1 section 2, "Checklist". Tasks come from data/checklist.json.
import type { ChecklistProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import type { Business, ChecklistGroup, MenuLink } from '../../shared/model/data.ts';
import { useSite } from '../site-context.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';

const guarantee = (business: Business) => [
  {
    title: 'Detailed checklist',
    text: 'Every crew works from this written list, room by room, so nothing depends on who happens to be cleaning that day.',
  },
  {
    title: '100% satisfaction',
    text: `If we missed something, tell us within ${business.promises.recleanWindow} and we return and redo it at no charge.`,
  },
  {
    title: 'Reliable service',
    text: 'We arrive in the window we promised, bring our own supplies and text you when we are on the way.',
  },
];

function Groups({ id, groups }: { id: string; groups: ChecklistGroup[] }) {
  return (
    <div className="checklist-groups">
      {groups.map((group) => (
        // a plain box, not a landmark: "Kitchen" and "Bathrooms" appear in both lists
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

/** where a list's prices are: the service data/menus.csv names for it, if any */
function PricesLink({ link }: { link: MenuLink | undefined }) {
  if (!link) return null;
  return (
    <>
      {' '}
      See <a href={link.href}>{link.label}</a> for prices and details.
    </>
  );
}

export function Checklist({ checklist, breadcrumbs }: ChecklistProps & { breadcrumbs: Crumb[] }) {
  const { business, menus } = useSite();
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        title="Our House Cleaning Checklist"
        lead="What a standard visit covers, and what a deep clean adds on top. Use it to compare quotes, or to decide which clean your home needs right now."
      >
        <p className="cta-actions">
          <a className="button" href="/quote/">
            Get a Free Quote
          </a>
        </p>
      </PageHero>
      <div className="container">
        <TitledSection id="standard" title="Standard cleaning">
          <p>
            Included in every regular visit.
            <PricesLink link={menus['checklist-standard'][0]} />
          </p>
          <Groups id="standard" groups={checklist.standard} />
        </TitledSection>
        <TitledSection id="deep" title="Deep cleaning">
          <p>
            Everything on the standard list, plus the detail work below. Most homes need it once or twice a year, or before starting
            recurring visits.
            <PricesLink link={menus['checklist-deep'][0]} />
          </p>
          <Groups id="deep" groups={checklist.deep} />
        </TitledSection>
        <TitledSection id="guarantee" title="Our quality guarantee">
          <ReasonGrid items={guarantee(business)} />
        </TitledSection>
      </div>
      <CallToAction heading="Want this list done in your home?" />
    </>
  );
}
