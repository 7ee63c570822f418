// data/pages/sitemap.md: the HTML sitemap's words; the links are the pages' own names.
import { group, inline, line } from './kinds.ts';

export const sitemapCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  /** the home page's name in the list */
  homeLink: line(40),
  heading: line(90),
  lead: inline(300),
  groups: group({ main: line(60), services: line(60), locations: line(60), blog: line(60) }),
  /** a town's collapsed list: `{{count}}` pages; `cityPagesIn`, read by screen readers, names the town */
  cityPages: line(80),
  cityPagesIn: line(80),
});
