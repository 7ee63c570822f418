import { Fragment, type ReactNode } from 'react';
import { PLACEHOLDER } from '../../shared/model/copy/placeholders.ts';

/** A line of copy with the placeholder `name` (`{{date}}`) standing for markup only the template
 * can make, such as a <time> element: the text around it stays the copy file's. */
export function fillNode(text: string, name: string, node: ReactNode): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match[1] !== name) continue;
    parts.push(text.slice(from, match.index), <Fragment key={match.index}>{node}</Fragment>);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts.filter((part) => part !== '');
}
