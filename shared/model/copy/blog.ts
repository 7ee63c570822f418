// data/pages/blog.md: the blog index's words, its search box's and the names of the blog's
// breadcrumbs (every article and city guide shows them too).
import { group, inline, line } from './kinds.ts';

export const blogCopy = group({
  title: line(100),
  /** {{guides.towns}}: the towns that have a city guide, "A, B and C" */
  description: line(320),
  /** the description while no town has a city guide yet */
  descriptionWithoutGuides: line(320),
  breadcrumbs: group({ home: line(40), blog: line(40) }),
  /** {{articles.published}}: how many articles are published */
  hero: group({ heading: line(90), lead: line(400) }),
  articles: group({ heading: line(80) }),
  search: group({
    label: line(60),
    /** example search terms; {{town.name}} is the first town of the home page's town list */
    placeholder: line(80),
    categoriesLabel: line(60),
    allCategories: line(40),
    /** {{search.shown}} of {{search.total}}: filled in the browser as the visitor types */
    count: line(80),
    empty: line(200),
  }),
  /** `link`: one per town with a guide, {{town.name}} is its */
  cityGuides: group({ heading: line(80), text: inline(300), link: line(80) }),
  callToAction: group({ heading: line(60) }),
});
