import type { ReactNode } from 'react';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/** Where a section is found: `id` (a link target; its heading is `{id}-heading`), or only its
 * heading's `headingId`. */
type SectionIds = { id: string; headingId?: string } | { id?: undefined; headingId: string };

/** A page section named by its own h2, so screen-reader users can jump between sections: the one
 * way a template writes a titled section. `container`: the class of a box that holds the heading
 * and the content (a full-width band whose content keeps the page's width). */
export function TitledSection({
  id,
  headingId = `${id}-heading`,
  title,
  className,
  container,
  children,
}: SectionIds & { title: ReactNode; className?: string; container?: string; children: ReactNode }) {
  const heading = <h2 id={headingId}>{title}</h2>;
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      {container ? (
        <div className={container}>
          {heading}
          {children}
        </div>
      ) : (
        <>
          {heading}
          {children}
        </>
      )}
    </section>
  );
}

/** The top band of a content page: breadcrumbs, the page's one h1, a lead paragraph, then extras. */
export function PageHero({ breadcrumbs, title, lead, className, children }: { breadcrumbs: Crumb[]; title: ReactNode; lead: ReactNode; className?: string; children?: ReactNode }) {
  return (
    <section className={`hero ${className ?? ''}`.trim()}>
      <div className="container">
        <Breadcrumbs crumbs={breadcrumbs} />
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
