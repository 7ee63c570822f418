import type { ServiceCard } from '../../shared/model/pages.ts';

export function ServiceCards({ cards, headingLevel = 3 }: { cards: ServiceCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <li key={card.path} className="card service-card">
          <Heading className="card-title">
            <a href={card.path}>{card.title}</a>
          </Heading>
          <p>{card.description}</p>
          <p className="price">From {card.startingPrice}</p>
          <p className="card-actions">
            <a className="button" href="/quote/" aria-label={`Get a quote for ${card.title}`}>
              Get a Quote
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
