// data/pages/quote.md: the words of /quote/ and of the quote request widget on it.
import { group, inline, line } from './kinds.ts';
import { hero, reasonCards } from './page-parts.ts';

export const quoteCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  request: group({
    heading: line(80),
    /** above the button that opens the provider's form */
    widgetIntro: line(300),
    widgetButton: line(60),
    /** other ways to ask, under the form */
    contact: inline(400),
  }),
  expect: group({ heading: line(80), reasons: reasonCards() }),
  steps: group({ heading: line(80) }),
  faq: group({ heading: line(80), link: line(60) }),
});
