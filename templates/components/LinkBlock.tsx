import type { Link } from '../../shared/model/pages.ts';
import { LinkList } from './LinkList.tsx';
import { TitledSection } from './TitledSection.tsx';

/** A titled list of links (`id`: its heading's); routes() already emptied blocks below the
 * five-link minimum. */
export function LinkBlock({ title, links, id }: { title: string; links: Link[]; id: string }) {
  if (links.length === 0) return null;
  return (
    <TitledSection headingId={id} title={title} className="link-block">
      <LinkList links={links.map((link) => ({ href: link.path, label: link.label }))} className="link-list" />
    </TitledSection>
  );
}
