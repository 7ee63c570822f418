// /reviews/ (docs/requirements.md#reviews-page): the average as "x.x / 5" with the count and the fetched
// reviews (two islands sharing one request: templates/islands/ReviewsSummary.tsx and ReviewsFeed.tsx), then the static
// testimonials (plain, crawlable HTML), links to leave a review, and the video placeholder. The
// words are data/pages/reviews.md, and the islands' data/blocks/live-reviews.md.
import type { Crumb } from '../../shared/model/head.ts';
import type { ReviewsProps } from '../../shared/model/pages.ts';
import type { ReviewsSummaryProps } from '../islands/reviews-summary.ts';
import type { ReviewsFeedProps } from '../islands/ReviewsFeed.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { Island } from '../components/Island.tsx';
import { Picture } from '../components/Picture.tsx';
import { Prose } from '../components/Prose.tsx';
import { ReviewsList } from '../components/ReviewsList.tsx';
import { SocialLinks } from '../components/SocialLinks.tsx';
import { TitledSection } from '../components/TitledSection.tsx';
import { useSite } from '../site-context.tsx';

export function Reviews({ copy, live, googleProfile, rating, total, testimonials, breadcrumbs }: ReviewsProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container reviews-hero">
          <div>
            <Breadcrumbs crumbs={breadcrumbs} />
            <h1>{copy.heading}</h1>
            <Island<ReviewsSummaryProps> name="reviews-summary" props={{ text: live.page, rating, total, testimonialCount: testimonials.length }} />
            <p className="lead">{copy.lead}</p>
          </div>
          {/* The team behind the reviews, beside the heading on wide screens and under it on
              phones. Painted at once, it is the page's largest paint, so the live list arriving
              later (after React and the API) never sets it: Lighthouse put LCP at 3.0 s without. */}
          <Picture image="team" alt="" width={640} sizes="(min-width: 48rem) 40vw, 100vw" loading="eager" className="reviews-hero-image" />
        </div>
      </section>
      <div className="container">
        <TitledSection id="live-reviews" className="section live-reviews" title={copy.live.heading}>
          {googleProfile ? <Prose as="p" html={copy.live.text} /> : null}
          <Island<ReviewsFeedProps> name="reviews-feed" props={{ text: { loading: live.loading, ...live.failed } }} />
        </TitledSection>
        <ReviewsList title={copy.testimonialsHeading} testimonials={testimonials} />
        <TitledSection id="leave-review" className="section" title={copy.share.heading}>
          <p>{copy.share.text}</p>
          <SocialLinks label={copy.share.button} links={business.reviewLinks} className="review-links" linkClassName="button button-secondary" />
        </TitledSection>
        <TitledSection id="video" className="card video-placeholder" title={copy.video.heading}>
          <p>{copy.video.text}</p>
        </TitledSection>
      </div>
      <CallToAction {...copy.callToAction} />
    </>
  );
}
