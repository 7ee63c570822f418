import type { Testimonial } from '../../shared/model/data.ts';
import { Stars } from './Stars.tsx';

/** One testimonial, laid out by its own class (`.testimonial`), so it reads the same in a grid, alone
 * in a section or in a narrow column. The name and the place are one line with a separator between
 * them, so the text never runs them together ("David M. · Livonia, MI"). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial card">
      <Stars rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-name">{testimonial.author.name}</span>
        <span className="testimonial-separator" aria-hidden="true">
          {' · '}
        </span>
        <span className="testimonial-location">{testimonial.author.location}</span>
      </figcaption>
    </figure>
  );
}
