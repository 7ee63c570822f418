// GET /api/google-reviews (docs/requirements.md#calls-to-the-api): {success, message, data: {reviews,
// rating, total_ratings}}. With no answer at all it fails with success:false and 502, which the
// page treats as "use the fallback" (docs/requirements.md#home-reviews).
import type { Router } from 'express';
import { methodNotAllowed, sendError } from '../http/errors.ts';
import type { reviewsService } from './service.ts';

// Routes are added to the API router itself rather than a nested one: this is the hottest path
// (every home page view), and each router level costs a prefix trim and a dispatch.
export function reviewsRoutes(api: Router, getReviews: ReturnType<typeof reviewsService>): void {
  api
    .route('/google-reviews')
    .get(async (_req, res) => {
      try {
        const reviews = await getReviews();
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Length', reviews.body.length);
        res.end(reviews.body);
      } catch {
        sendError(res, 502, 'Reviews are not available right now. Please try again later.');
      }
    })
    .all(methodNotAllowed('GET'));
}
