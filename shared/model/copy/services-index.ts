// data/pages/services-index.md: the words of /services/, around the service cards (whose words
// are each service's own, data/services.csv; each category's heading is data/blocks/why-us.md's).
import { group, line } from './kinds.ts';
import { closingCall, hero, reasonCards } from './page-parts.ts';

export const servicesIndexCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  quoteButton: line(40),
  whyUs: group({ heading: line(80), reasons: reasonCards() }),
  callToAction: closingCall(),
});
