/** Titled reasons as a grid of cards (why-choose blocks, benefits). */
export function ReasonGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="reason-grid">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
