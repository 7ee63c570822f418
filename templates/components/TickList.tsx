import type { ReactNode } from 'react';
import { TitledSection } from './TitledSection.tsx';

/** A titled list of ticked items (what a service includes, its benefits), under its own h2
 * (`id`: the heading's), `children` after the list. */
export function TickListSection({ id, title, items, children }: { id: string; title: string; items: readonly string[]; children?: ReactNode }) {
  return (
    <TitledSection headingId={id} title={title}>
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {children}
    </TitledSection>
  );
}
