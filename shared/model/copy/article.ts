// data/blocks/article.md: the words around every article, of the blog and of the city guides.
import { group, line } from './kinds.ts';

export const articleCopy = group({
  tagsHeading: line(60),
  relatedHeading: line(80),
  /** the share links' names, one per network */
  share: group({ facebook: line(60), x: line(60), linkedin: line(60), email: line(60) }),
  callToAction: group({ heading: line(60) }),
});
