// data/pages/checklist.md: the words of /checklist/ around the tasks of data/checklist.json.
// `lists` gives each list of checklist.json its heading and intro, by the list's id; `pricesLink`
// follows a list's intro when data/menus.csv names a page for its prices (menu `checklist-{id}`;
// {{prices.label}} and {{prices.path}} are that menu row's).
import { group, inline, line, list } from './kinds.ts';
import { closingCall, hero, reasonCards } from './page-parts.ts';

export const checklistCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  quoteButton: line(40),
  // one entry per list of data/checklist.json, by its id
  lists: list(group({ id: line(60), heading: line(80), intro: inline(300) })),
  pricesLink: inline(200),
  guarantee: group({ heading: line(80), reasons: reasonCards() }),
  callToAction: closingCall(),
});
