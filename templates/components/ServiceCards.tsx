import type { ServiceCard as ServiceCardLink } from '../../shared/model/pages.ts';
import { ServiceCard } from './ServiceCard.tsx';

/** The featured services of a city hub: each card's title links to the service in that city; the
 * hub's hero and closing call to action carry the quote buttons (issue 15: at most 150 links). */
export function ServiceCards({ cards, headingLevel = 3 }: { cards: ServiceCardLink[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid">
      {cards.map((card) => (
        <ServiceCard key={card.path} title={card.title} text={card.description} startingPrice={card.startingPrice} headingLevel={headingLevel} titleHref={card.path} quoteButton={false} />
      ))}
    </ul>
  );
}
