import type { Testimonial } from '../../shared/model/data.ts';
import { Stars } from './Stars.tsx';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial card">
      <Stars rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption>
        <span className="testimonial-name">{testimonial.author.name}</span>
        <span className="testimonial-location">{testimonial.author.location}</span>
      </figcaption>
    </figure>
  );
}
