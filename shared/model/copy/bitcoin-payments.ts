// data/pages/bitcoin-payments.md: the Bitcoin page's words and its questions (shown there and in
// its FAQ structured data, so answers are plain text).
import { group, inline, line, list } from './kinds.ts';

export const questionList = list(group({ question: line(200), answer: line(1200) }));

const titledItems = list(group({ title: line(80), text: line(400) }));

export const bitcoinPaymentsCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: group({ heading: line(90), lead: line(400), quoteButton: line(40) }),
  benefits: group({ heading: line(80), items: titledItems }),
  steps: group({ heading: line(80), items: titledItems }),
  servicesHeading: line(80),
  areasHeading: line(80),
  faqHeading: line(80),
  callToAction: group({ heading: line(60), text: inline(300) }),
  faqs: questionList,
});
