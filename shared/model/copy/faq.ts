// data/pages/faq.md: the words of /faq/ around the questions of data/faqs.csv, and the title of
// each group of questions.
import { group, inline, line } from './kinds.ts';
import { hero } from './page-parts.ts';

export const faqCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  /** the group titles, by faqs.csv `category` */
  groups: group({ services: line(80), booking: line(80), pricing: line(80), other: line(80) }),
  more: group({ heading: line(80), text: inline(500) }),
});
