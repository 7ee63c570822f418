// Home page reviews section (docs/requirements.md#home-reviews): the heading and the link to /reviews/ are
// static; the rating and the cards are the home-reviews island (templates/islands/HomeReviews.tsx),
// rendered on the server from the business profile and data/testimonials.json so crawlers and
// no-JS visitors see real content, then joined in the browser by one live review.
import type { StaticReviews } from '../../shared/model/pages.ts';
import type { HomeReviewsProps } from '../islands/HomeReviews.tsx';
import { Island } from './Island.tsx';

export type HomeReviewsSectionProps = StaticReviews & { heading: string; link: string };

export function HomeReviewsSection({ rating, total, testimonials, text, heading, link }: HomeReviewsSectionProps) {
  return (
    <section className="home-reviews section" id="reviews" aria-labelledby="reviews-heading">
      <div className="container">
        <h2 id="reviews-heading">{heading}</h2>
        <Island<HomeReviewsProps> name="home-reviews" props={{ rating, total, testimonials, text }} />
        <p className="section-link">
          <a href="/reviews/">{link}</a>
        </p>
      </div>
    </section>
  );
}
