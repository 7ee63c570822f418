// The review list of /reviews/ (spec part 1 section 2). The server renders the static
// testimonials as the crawlable list; the interactive-widgets work later puts the fetched
// reviews (loading, error, empty, list states) in front of them without removing these.
import type { Testimonial } from '../../shared/model/data.ts';
import { TestimonialCard } from './TestimonialCard.tsx';

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

export function ReviewsList({ testimonials }: ReviewsListProps) {
  return (
    <section className="reviews-list section" aria-labelledby="reviews-list-heading">
      <h2 id="reviews-list-heading">Reviews from Our Customers</h2>
      <TestimonialGrid testimonials={testimonials} />
    </section>
  );
}
