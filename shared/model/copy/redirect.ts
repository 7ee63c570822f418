// data/pages/redirect.md: the small page left at an old address, for hosts that cannot redirect;
// {{redirect.to}} is the new address.
import { group, inline, line } from './kinds.ts';

export const redirectCopy = group({
  title: line(100),
  description: line(320),
  heading: line(90),
  text: inline(300),
});
