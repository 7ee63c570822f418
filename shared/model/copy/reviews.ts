// data/pages/reviews.md: the words of /reviews/ (the live reviews' own words are in
// data/blocks/live-reviews.md). {{links.google}} is the business's Google profile.
import { group, inline, line } from './kinds.ts';
import { closingCall } from './page-parts.ts';

export const reviewsCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  heading: line(90),
  lead: line(400),
  live: group({ heading: line(80), text: inline(300) }),
  /** the heading of the testimonials from data/testimonials.json */
  testimonialsHeading: line(80),
  share: group({ heading: line(80), text: line(400), button: line(60) }),
  video: group({ heading: line(80), text: line(400) }),
  callToAction: closingCall(),
});
