// The checklist page's lists: the tasks of data/checklist.json, in its order, each with its heading
// and intro from data/pages/checklist.md; an intro ends with the link to the page that prices the
// list, when data/menus.csv names one (menu `checklist-{id}`).
import type { Html } from '../../shared/model/copy/index.ts';
import type { MenuLink, SiteData } from '../../shared/model/data.ts';
import type { ChecklistProps } from '../../shared/model/pages.ts';
import { fillCopy, siteValues } from './fill.ts';

/** The page's copy, filled, and its lists with their words and prices links. */
export function checklistPropsFor(site: SiteData): ChecklistProps {
  const values = siteValues(site);
  const raw = site.copy['pages/checklist'];
  const copy = fillCopy(raw, values);
  const withPrices = (intro: Html, link: MenuLink | undefined): Html =>
    link ? { html: `${intro.html} ${fillCopy(raw.pricesLink, { ...values, 'prices.label': link.label, 'prices.path': link.href }).html}` } : intro;
  // the validate stage has matched every list with its words
  const wordsById = new Map(copy.lists.map((words) => [words.id, words]));
  const lists = site.checklist.lists.map((list) => {
    const words = wordsById.get(list.id)!;
    return { id: list.id, heading: words.heading, intro: withPrices(words.intro, site.menus[`checklist-${list.id}`]?.[0]), groups: list.groups };
  });
  return { copy, lists };
}
