// data/pages/checklist.md: the words of /checklist/ around the tasks of data/checklist.json.
// `pricesLink` follows a list's intro when data/menus.csv names a page for its prices
// ({{prices.label}} and {{prices.path}} are that menu row's).
import { group, inline, line } from './kinds.ts';
import { closingCall, hero, reasonCards } from './page-parts.ts';

export const checklistCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  quoteButton: line(40),
  standard: group({ heading: line(80), intro: inline(300) }),
  deep: group({ heading: line(80), intro: inline(300) }),
  pricesLink: inline(200),
  guarantee: group({ heading: line(80), reasons: reasonCards() }),
  callToAction: closingCall(),
});
