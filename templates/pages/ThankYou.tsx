// /thank-you/ (spec part 1 section 2): where the contact form lands after a successful send.
import { smsHref } from '../components/contact-links.ts';
import { useSite } from '../site-context.tsx';

export function ThankYou() {
  const { business } = useSite();
  return (
    <section className="section thank-you">
      <div className="container readable">
        <h1>Thank You! Your Message Is on Its Way</h1>
        <p className="lead">We have received your message and will reply within 24 hours, usually much sooner during business hours.</p>
        <p>
          Need an answer right now? <a href={smsHref(business)}>Send us a text at {business.phone}</a>; we check texts around the clock.
        </p>
        <p className="hero-actions">
          <a className="button" href="/">
            Back to the Home Page
          </a>
          <a className="button button-secondary" href="/services/">
            Browse Our Services
          </a>
        </p>
      </div>
    </section>
  );
}
