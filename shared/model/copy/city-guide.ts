// data/blocks/city-guide.md: the words of one town's guide (/blog/cities/{town}/) and of its
// articles, written once for every town: {{town.name}} is the guide's town.
import { group, inline, line } from './kinds.ts';

export const cityGuideCopy = group({
  list: group({
    title: line(100),
    /** {{guide.description}}: the town's description of data/city-guides.csv */
    description: line(400),
    heading: line(90),
    articlesHeading: line(90),
    /** the service the guide promotes (city-guides.csv): {{service.title}}, {{service.startingPrice}} */
    promo: group({ heading: line(90), price: inline(200), button: line(90) }),
    links: inline(300),
    callToAction: group({ heading: line(60) }),
  }),
  article: group({
    quoteButton: line(40),
    promo: group({ heading: line(90), text: inline(300), button: line(40), call: inline(200) }),
    moreHeading: line(80),
    viewAll: line(80),
  }),
});
