// data/pages/service-areas.md: the words of /service-areas/. {{areas.counties}},
// {{areas.farthest}} and {{areas.towns}} (every town, separated by commas) describe the service area; a
// card's {{town.county}} and {{town.zipCodes}} are its town's.
import { group, line } from './kinds.ts';
import { hero } from './page-parts.ts';

export const serviceAreasCopy = group({
  title: line(100),
  description: line(320),
  breadcrumb: line(40),
  hero: hero(),
  /** under each town's name */
  card: line(120),
  trustHeading: line(80),
});
