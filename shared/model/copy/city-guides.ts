// data/pages/city-guides.md: the city guides index (/blog/cities/), one card per town with a guide.
import { group, inline, line } from './kinds.ts';

export const cityGuidesCopy = group({
  title: line(100),
  /** {{guides.towns}}: the towns that have a city guide, "A, B, C" */
  description: line(320),
  /** the description while no town has a guide yet */
  descriptionWithoutGuides: line(320),
  breadcrumb: line(40),
  hero: group({ heading: line(90), lead: line(500) }),
  /** each town's card; {{town.name}} is the card's town */
  card: group({
    /** {{guide.articleCount}}: `one` when the town has one article, `other` otherwise */
    articleCount: group({ one: line(40), other: line(40) }),
    topicsHeading: line(60),
    readButton: line(60),
    servicesLink: line(80),
  }),
  more: inline(300),
  callToAction: group({ heading: line(60) }),
});
