// data/blocks/city-hub.md: the words of every town's hub (/mi/{town}/). Town and business
// placeholders, and: {{town.neighborhoods}} (all of them, "A, B and C"), {{town.otherLandmarks}}
// (the landmarks named without a detail), {{town.serviceCount}} (the services offered there).
import { group, line, list } from './kinds.ts';
import { townQuestion } from './town-text.ts';

export const cityHubCopy = group({
  title: line(100),
  description: line(320),
  breadcrumbs: group({ home: line(40) }),
  hero: group({
    heading: line(120),
    county: line(40),
    /** the county's name as the facts show it */
    countyValue: line(80),
    zipCodes: line(40),
    population: line(40),
    quoteButton: line(40),
    textButton: line(40),
  }),
  /** the business's own claims, before the town's (data/cities/{town}.md) */
  claims: list(group({ value: line(40), label: line(80) })),
  about: group({ heading: line(100) }),
  services: group({ heading: line(100) }),
  /** the links of each category stand under its label (data/blocks/why-us.md); `entries`: the label
   * over the held-back pages of the town the hub links, apart from the rest */
  moreServices: group({ heading: line(100), entries: line(100), all: line(120) }),
  landmarks: group({ heading: line(100), others: line(300) }),
  reasons: group({ heading: line(120) }),
  neighborhoods: group({ heading: line(100) }),
  testimonials: group({ heading: line(100) }),
  guides: group({ heading: line(100), all: line(100) }),
  faq: group({ heading: line(100) }),
  /** the questions every hub asks before the town's own */
  faqs: list(townQuestion),
  links: group({ more: line(100), nearby: line(100), areas: line(100) }),
  callToAction: group({ heading: line(100) }),
});

export const CITY_HUB_EXTRA = ['town.neighborhoods', 'town.otherLandmarks', 'town.serviceCount'] as const;
