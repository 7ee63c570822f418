// data/pages/home.md: the home page's words, section by section; its body is the local block.
import { group, inline, line, list, prose } from './kinds.ts';

export const homeCopy = group({
  title: line(100),
  description: line(320),
  hero: group({
    heading: line(90),
    lead: inline(300),
    rating: line(80),
    quoteButton: line(40),
    callButton: line(40),
    socialLabel: line(40),
    imageAlt: line(120),
  }),
  services: group({ heading: line(80), intro: inline(300), button: line(40) }),
  commercial: group({
    heading: line(80),
    /** the link under each business service's card; {{service.name}} is the card's */
    link: line(60),
    reasonsHeading: line(80),
    reasons: list(line(160)),
  }),
  team: group({ heading: line(80), imageAlt: line(120), text: inline(600), stats: list(inline(80)) }),
  process: group({ heading: line(80), contact: inline(300) }),
  getStarted: group({ heading: line(80), text: inline(300), quoteButton: line(40), textButton: line(40) }),
  reviews: group({ heading: line(80), link: line(60) }),
  whyUs: group({ heading: line(80) }),
  /** {{town.county}} in `county` is each town's */
  areas: group({ heading: line(80), county: line(40), link: line(60) }),
  local: group({ heading: line(90) }),
  faq: group({ heading: line(80), link: line(60) }),
  callToAction: group({ heading: line(60), text: inline(300) }),
  /** the local block's prose */
  body: prose(),
});
