// data/blocks/service-page.md: the words of every service's own page (/services/{service}/) around
// the service's data (services.csv and data/services/{service}.md). Service and business placeholders.
import { group, inline, line } from './kinds.ts';

export const servicePageCopy = group({
  title: line(100),
  breadcrumbs: group({ home: line(40), services: line(40) }),
  hero: group({ price: inline(120), quoteButton: line(40) }),
  /** read by screen readers: the name of the section holding the service's own text */
  aboutLabel: line(100),
  included: group({ heading: line(100) }),
  additional: group({ heading: line(100) }),
  benefits: group({ heading: line(100) }),
  idealFor: group({ heading: line(100) }),
  towns: group({ heading: line(100) }),
  otherServices: group({ heading: line(100) }),
  callToAction: group({ heading: line(100) }),
});
