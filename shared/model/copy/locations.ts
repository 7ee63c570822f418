// data/pages/locations.md: the words of /locations/. {{areas.counties}} is the counties the towns
// lie in ("Oakland, Livingston and Wayne counties"), {{areas.farthest}} the town farthest from the
// office; the card's {{town.name}} and {{town.zipCodes}} are each card's town.
import { group, line } from './kinds.ts';
import { closingCall, hero } from './page-parts.ts';

export const locationsCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  areas: group({
    heading: line(80),
    zipCodes: line(120),
    learnMore: line(40),
    /** read by screen readers after the button's words */
    learnMoreHidden: line(80),
  }),
  map: group({ heading: line(80), text: line(400), title: line(160) }),
  callToAction: closingCall(),
});
