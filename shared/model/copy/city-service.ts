// data/blocks/city-service.md: the words of every town's page of a service (/mi/{town}/{service}/)
// where the keyword sheet has none of its own. Town, service and business placeholders, and:
// {{service.shortDescription}}, {{service.nameAsTitle}} ("Airbnb turnover cleaning"),
// {{town.twoNeighborhoods}} and {{town.threeNeighborhoods}} (the first of the town's
// neighbourhoods, "A and B"), {{town.landmarks}}, and {{review.location}} (the testimonial's own).
import { group, line, list } from './kinds.ts';
import { landmarksText, neighborhoodsText, townQuestion } from './town-text.ts';

export const cityServiceCopy = group({
  title: line(100),
  /** used when the title and the brand do not fit a search result */
  shorterTitle: line(100),
  description: line(320),
  breadcrumbs: group({ home: line(40) }),
  hero: group({ heading: line(120), lead: line(300), quoteButton: line(40), textButton: line(40), textMessage: line(160) }),
  intro: group({ heading: line(120), paragraphs: list(neighborhoodsText(600)) }),
  included: group({ heading: line(100) }),
  about: group({ heading: line(100), link: line(100) }),
  reasons: group({ heading: line(100) }),
  benefits: group({ heading: line(100) }),
  idealFor: group({ heading: line(100) }),
  area: group({ heading: line(100), text: landmarksText(400), link: line(120) }),
  /** `link`: each other service's link; {{service.title}} and {{service.name}} are the linked service's */
  moreServices: group({ heading: line(100), link: line(120) }),
  faq: group({ heading: line(120) }),
  /** the three questions of a page without its own in the keyword sheet */
  faqs: list(townQuestion),
  /** `elsewhere`: the heading over a review from another town, named by {{review.location}} */
  testimonial: group({ heading: line(100), elsewhere: line(100) }),
  /** `link`: each town's link to the same service there; {{town.name}} is the linked town's */
  areas: group({ heading: line(100), link: line(120) }),
  callToAction: group({ heading: line(100) }),
});

export const CITY_SERVICE_EXTRA = [
  'service.shortDescription',
  'service.nameAsTitle',
  'town.twoNeighborhoods',
  'town.threeNeighborhoods',
  'town.landmarks',
  'review.location',
] as const;
