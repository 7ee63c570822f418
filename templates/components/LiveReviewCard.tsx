// One review fetched from the search-engine profile (docs/requirements.md#live-reviews): author name,
// the profile photo if given (else the first letter of the name), relative time, 1-5 stars and
// the text. Used by the home reviews island and the reviews page's live list; it runs in the
// browser only, after hydration, so it may keep state (a photo that fails to load falls back to
// the letter instead of showing a broken image).
import { useState } from 'react';
import type { LiveReview } from '../../shared/reviews.ts';
import { Stars } from './Stars.tsx';
import { useBrowserWords } from './BrowserWords.tsx';
import { fillIn } from '../../shared/model/copy/placeholders.ts';

/** The first letter of the name, whole even when it is outside the Basic Multilingual Plane. */
export const initialOf = (name: string) => (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();

function Avatar({ name, photo }: { name: string; photo?: string }) {
  const [failed, setFailed] = useState(false);
  if (photo && !failed) {
    // alt="": the name is printed right beside it. no-referrer: Google's photo host refuses
    // hot-linked requests that carry a foreign Referer.
    return <img className="review-avatar" src={photo} alt="" width={44} height={44} referrerPolicy="no-referrer" onError={() => setFailed(true)} />;
  }
  return (
    <span className="review-avatar review-initial" aria-hidden="true">
      {initialOf(name)}
    </span>
  );
}

export function LiveReviewCard({ review }: { review: LiveReview }) {
  const words = useBrowserWords().reviews;
  const time = review.relative_time_description;
  return (
    <figure className="testimonial card live-review">
      <Stars rating={review.rating} />
      {review.text ? (
        <blockquote>
          <p>{review.text}</p>
        </blockquote>
      ) : null}
      <figcaption className="review-author">
        <Avatar name={review.author_name} photo={review.profile_photo_url} />
        <span>
          <span className="testimonial-name">{review.author_name}</span>
          <span className="review-time">{time ? fillIn(words.sourceWithTime, { time }) : words.source}</span>
        </span>
      </figcaption>
    </figure>
  );
}
