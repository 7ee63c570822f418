// data/blocks/live-reviews.md: what the reviews fetched in the browser show around them, on the
// home page and on /reviews/. {{rating}} and {{total}} are the figures that arrive (the business
// profile's until then).
import { group, line } from './kinds.ts';

export const liveReviewsCopy = group({
  loading: line(80),
  /** the home page's summary line: "4.9 out of 5" (bold) "from 127 reviews" */
  home: group({ rating: line(60), count: line(60) }),
  /** the /reviews/ page's summary: "4.9 / 5" "based on 130 reviews" */
  page: group({ rating: line(60), count: line(60) }),
  /** the /reviews/ list when it cannot show reviews */
  failed: group({ error: line(160), hint: line(160), empty: line(160) }),
});
