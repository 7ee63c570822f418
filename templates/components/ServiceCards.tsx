import type { ServiceCard as ServiceCardLink } from '../../shared/model/pages.ts';
import { ServiceCard } from './ServiceCard.tsx';

/** The services of a city hub: each card's title links to the service in that city. */
export function ServiceCards({ cards, headingLevel = 3 }: { cards: ServiceCardLink[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <ServiceCard key={card.path} title={card.title} text={card.description} startingPrice={card.startingPrice} headingLevel={headingLevel} titleHref={card.path} />
      ))}
    </ul>
  );
}
