// /reviews/ (spec part 1 section 2): the average as "x.x / 5" with the count and the fetched
// reviews (two islands sharing one request: templates/islands/ReviewsSummary.tsx and ReviewsFeed.tsx), then the static
// testimonials (plain, crawlable HTML), links to leave a review, and the video placeholder.
import type { Crumb } from '../../shared/model/head.ts';
import type { ReviewsProps } from '../../shared/model/pages.ts';
import type { ReviewsSummaryProps } from '../islands/ReviewsSummary.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Island } from '../components/Island.tsx';
import { Picture } from '../components/Picture.tsx';
import { ReviewsList } from '../components/ReviewsList.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { useSite } from '../site-context.tsx';

export function Reviews({ rating, total, testimonials, breadcrumbs }: ReviewsProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  const google = business.social.find((link) => link.network === 'google');
  return (
    <>
      <section className="hero">
        <div className="container reviews-hero">
          <div>
            <Breadcrumbs crumbs={breadcrumbs} />
            <h1>Customer Reviews</h1>
            <Island<ReviewsSummaryProps> name="reviews-summary" props={{ rating, total, testimonialCount: testimonials.length }} />
            <p className="lead">What homeowners, hosts and businesses across {business.region} say after we have cleaned for them.</p>
          </div>
          {/* The team behind the reviews, beside the heading on wide screens and under it on
              phones. Painted at once, it is the page's largest paint, so the live list arriving
              later (after React and the API) never sets it: Lighthouse put LCP at 3.0 s without. */}
          <Picture image="team" alt="" width={640} sizes="(min-width: 48rem) 40vw, 100vw" loading="eager" className="reviews-hero-image" />
        </div>
      </section>
      <div className="container">
        <section className="section live-reviews" aria-labelledby="live-reviews-heading">
          <h2 id="live-reviews-heading">Recent Reviews on Google</h2>
          {google ? (
            <p>
              The newest reviews from <a href={google.url}>our Google profile</a>, where you can read every one of them.
            </p>
          ) : null}
          <Island name="reviews-feed" props={{}} />
        </section>
        <ReviewsList title="Reviews from Our Customers" testimonials={testimonials} />
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
