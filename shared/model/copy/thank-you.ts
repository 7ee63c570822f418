// data/pages/thank-you.md: the page the contact form lands on after a successful send.
import { group, inline, line } from './kinds.ts';

export const thankYouCopy = group({
  title: line(100),
  description: line(320),
  heading: line(90),
  lead: line(300),
  text: inline(300),
  servicesButton: line(40),
});
