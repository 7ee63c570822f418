// data/blocks/why-us.md: the reasons to choose the business, on the home page and on every
// town and service page; a business service's pages show `commercialReasons` (a home's wording
// does not belong on an office's page).
import { group, line, list } from './kinds.ts';

const reasonList = list(group({ title: line(80), text: line(300) }));

export const whyUsCopy = group({
  reasons: reasonList,
  commercialReasons: reasonList,
});
