// The review list of /reviews/ (docs/requirements.md#reviews-page). The server renders the static
// testimonials as the crawlable list; the interactive-widgets work later puts the fetched
// reviews (loading, error, empty, list states) in front of them without removing these.
import type { Testimonial } from '../../shared/model/data.ts';
import { TestimonialCard } from './TestimonialCard.tsx';
import { TitledSection } from './TitledSection.tsx';

export interface ReviewsListProps {
  testimonials: Testimonial[];
}

/** Testimonial cards in a grid; the home reviews section uses it too. */
export function TestimonialGrid({ testimonials }: ReviewsListProps) {
  return (
    <ul className="card-grid testimonial-grid">
      {testimonials.map((testimonial) => (
        <li key={testimonial.id}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

/** The list under its heading, which the page gives; no heading over an empty list (a business
 * with no testimonials yet). */
export function ReviewsList({ title, testimonials }: ReviewsListProps & { title: string }) {
  if (testimonials.length === 0) return null;
  return (
    <TitledSection headingId="reviews-list-heading" title={title} className="reviews-list section">
      <TestimonialGrid testimonials={testimonials} />
    </TitledSection>
  );
}
