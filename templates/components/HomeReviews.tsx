// Home page reviews section (spec part 1 section 2). Rendered statically from the business
// profile and data/testimonials.json so crawlers and no-JS visitors see real content; the
// interactive-widgets work turns this into a hydrated island that adds one live review, which is
// why it takes plain JSON props only.
import type { ReviewSummary } from '../../generator/routes/customer.ts';
import { Stars } from './Stars.tsx';
import { TestimonialGrid } from './ReviewsList.tsx';

export type HomeReviewsProps = ReviewSummary;

export function HomeReviews({ rating, total, testimonials }: HomeReviewsProps) {
  return (
    <section className="home-reviews section" id="reviews" aria-labelledby="reviews-heading">
      <div className="container">
        <h2 id="reviews-heading">What Our Customers Say</h2>
        <p className="rating-summary">
          <Stars rating={rating} /> <strong>{rating.toFixed(1)} out of 5</strong> from {total} reviews
        </p>
        <TestimonialGrid testimonials={testimonials} />
        <p className="section-link">
          <a href="/reviews/">View All Customer Reviews</a>
        </p>
      </div>
    </section>
  );
}
