// /reviews/ (spec part 1 section 2), static part: the average as "x.x / 5" with the count, the
// testimonials (crawlable; the live list joins them later), links to leave a review, and the
// video testimonials placeholder.
import type { Crumb } from '../../generator/head.ts';
import type { ReviewsProps } from '../../generator/routes/support.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { ReviewsList } from '../components/ReviewsList.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { Stars } from '../components/Stars.tsx';
import { useSite } from '../site-context.tsx';

export function Reviews({ rating, total, testimonials, breadcrumbs }: ReviewsProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Customer Reviews</h1>
          <p className="rating-average">
            <Stars rating={rating} /> <strong className="rating-value">{rating.toFixed(1)} / 5</strong>{' '}
            <span className="rating-count">based on {total} reviews</span>
          </p>
          <p className="lead">What homeowners, hosts and businesses across Metro Detroit say after we have cleaned for them.</p>
        </div>
      </section>
      <div className="container">
        <ReviewsList testimonials={testimonials} />
        <section className="section" aria-labelledby="leave-review-heading">
          <h2 id="leave-review-heading">Share Your Experience</h2>
          <p>Had a cleaning with us? A few words help your neighbours choose, and they help us see what to keep doing.</p>
          <SocialLinks label="Leave a review" links={business.reviewLinks} className="review-links" linkClassName="button button-secondary" />
        </section>
        <section className="card video-placeholder" aria-labelledby="video-heading">
          <h2 id="video-heading">Video Testimonials Coming Soon</h2>
          <p>We are recording short videos with customers who agreed to show their homes. Check back soon to see them.</p>
        </section>
      </div>
      <CallToAction heading="Join Our Happy Customers" />
    </>
  );
}
