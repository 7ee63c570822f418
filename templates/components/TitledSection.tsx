import type { ReactNode } from 'react';
import type { Crumb } from '../../shared/model/head.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';

/** A page section named by its own h2, so screen-reader users can jump between sections. */
export function TitledSection({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
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
