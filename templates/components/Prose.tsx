import type { ElementType, HTMLAttributes } from 'react';
import type { Html } from '../../shared/model/copy/index.ts';

/** Words from a copy file rendered from Markdown (links, bold, paragraphs), as the element `as`
 * (a `div` by default; a `p` or a heading for one line). The generator rendered the Markdown
 * through the data allow-list, so the HTML holds only what Markdown itself makes. */
export function Prose({ html, as: Element = 'div', ...attributes }: { html: Html; as?: ElementType } & HTMLAttributes<HTMLElement>) {
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: html.html }} />;
}
