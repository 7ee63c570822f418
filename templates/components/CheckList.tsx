import { TitledSection } from './TitledSection.tsx';

/** A titled list of ticked items (what a service includes, its benefits), under its own h2
 * (`id`: the heading's). */
export function CheckListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <TitledSection headingId={id} title={title}>
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
