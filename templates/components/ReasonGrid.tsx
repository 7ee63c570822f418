/** Titled reasons as a grid of cards (why-choose blocks, benefits); `note`, when not empty, is a
 * muted line below the text. */
export function ReasonGrid({ items }: { items: readonly { title: string; text: string; note?: string }[] }) {
  return (
    <ul className="reason-grid">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
          {item.note ? <p className="muted">{item.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
