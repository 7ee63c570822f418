// The live reviews the API serves at GET /api/google-reviews and the review islands read: one
// schema for the server (which parses the upstream answer with it) and the browser (its types).
import { z } from 'zod';

// The live review shape (docs/requirements.md#live-reviews).
export const liveReviewSchema = z.object({
  author_name: z.string().min(1),
  profile_photo_url: z.url().optional(),
  relative_time_description: z.string(),
  rating: z.number().int().min(1).max(5),
  // Google allows a star rating with no words.
  text: z.string(),
});
export const liveReviewsSchema = z.object({
  reviews: z.array(liveReviewSchema),
  rating: z.number().min(0).max(5),
  total_ratings: z.number().int().min(0),
});
export type LiveReview = z.infer<typeof liveReviewSchema>;
export type LiveReviews = z.infer<typeof liveReviewsSchema>;

/**
 * Where a built site keeps the reviews snapshot of the data folder it was built from, inside its
 * output folder: `site serve --dir` serves that site's reviews, not the project's own data's.
 * A dot-folder, which `site serve` never serves as a page.
 */
export const BUILT_REVIEWS_SNAPSHOT = '.site/reviews.json';

/** Likewise the application form's copy file (blocks/application-form.md) the site was built
 * from: the availability choices its form shows are the ones the API of `site serve --dir` accepts. */
export const BUILT_APPLICATION_FORM_COPY = '.site/application-form.md';
