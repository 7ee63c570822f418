import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';

/** The body of a "we received it" page: heading, what happens next, and two ways onward. */
export function Confirmation({ title, lead, children, onward }: { title: string; lead: string; children: ReactNode; onward: { href: string; label: string } }) {
  const home = useSite().copy.confirmationHome;
  return (
    <section className="section thank-you">
      <div className="container readable">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
        <p className="hero-actions">
          <a className="button" href="/">
            {home}
          </a>
          <a className="button button-secondary" href={onward.href}>
            {onward.label}
          </a>
        </p>
      </div>
    </section>
  );
}
