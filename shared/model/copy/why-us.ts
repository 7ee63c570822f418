// data/blocks/why-us.md: the reasons to choose the business, on the home page and on every
// town and service page.
import { group, line, list } from './kinds.ts';

export const whyUsCopy = group({
  reasons: list(group({ title: line(80), text: line(300) })),
});
