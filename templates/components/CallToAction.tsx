import { useSite } from '../site-context.tsx';
import { smsHref, telHref } from './contact-links.ts';

/** Closing call to action: free quote, call or text. */
export function CallToAction({ heading = 'Ready for a cleaner home?', text }: { heading?: string; text?: string }) {
  const { business } = useSite();
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{heading}</h2>
        <p>{text ?? `Free quotes with no hidden fees. Most visits are scheduled within ${business.promises.schedulingWindow}.`}</p>
        <p className="cta-actions">
          <a className="button" href="/quote/">
            Get Free Quote
          </a>
          <a className="button button-secondary" href={telHref(business)}>
            Call {business.phone}
          </a>
          <a className="button button-secondary" href={smsHref(business)}>
            Text Us
          </a>
        </p>
      </div>
    </section>
  );
}
