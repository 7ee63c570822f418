// The checklist page's copy (data/pages/checklist.md): each list's intro ends with the link to the
// page that prices it, when data/menus.csv names one (checklist-standard, checklist-deep).
import type { Html } from '../../shared/model/copy/index.ts';
import type { MenuLink, SiteData } from '../../shared/model/data.ts';
import type { ChecklistProps } from '../../shared/model/pages.ts';
import { fillCopy, siteValues } from './fill.ts';

type ChecklistCopy = ChecklistProps['copy'];

/** The page's copy, filled, with each list's prices link. */
export function checklistCopyFor(site: SiteData): ChecklistCopy {
  const values = siteValues(site);
  const raw = site.copy['pages/checklist'];
  const copy = fillCopy(raw, values);
  const withPrices = (intro: Html, link: MenuLink | undefined): Html =>
    link ? { html: `${intro.html} ${fillCopy(raw.pricesLink, { ...values, 'prices.label': link.label, 'prices.path': link.href }).html}` } : intro;
  return {
    ...copy,
    standard: { ...copy.standard, intro: withPrices(copy.standard.intro, site.menus['checklist-standard'][0]) },
    deep: { ...copy.deep, intro: withPrices(copy.deep.intro, site.menus['checklist-deep'][0]) },
  };
}
