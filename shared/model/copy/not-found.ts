// data/pages/not-found.md: the 404 page and its ways back.
import { group, line } from './kinds.ts';

export const notFoundCopy = group({
  title: line(100),
  description: line(320),
  heading: line(90),
  /** the paragraphs above the links */
  text: group({ first: line(300), second: line(300) }),
  links: group({ home: line(60), services: line(60), areas: line(60), quote: line(60) }),
});
