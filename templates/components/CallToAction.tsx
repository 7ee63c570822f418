import type { Html } from '../../shared/model/copy/index.ts';
import { useSite } from '../site-context.tsx';
import { smsHref, telHref } from '../../shared/contact-links.ts';
import { Prose } from './Prose.tsx';

/** Closing call to action: free quote, call or text; the words are the page's, or the shared ones
 * of data/blocks/layout.md. */
// TODO(words-from-data): `string` goes once every page passes its copy file's Html
export function CallToAction({ heading, text }: { heading?: string; text?: Html | string }) {
  const { business, copy } = useSite();
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{heading ?? copy.callToAction.heading}</h2>
        {typeof text === 'string' ? <p>{text}</p> : <Prose as="p" html={text ?? copy.callToAction.text} />}
        <p className="cta-actions">
          <a className="button" href="/quote/">
            {copy.buttons.quote}
          </a>
          <a className="button button-secondary" href={telHref(business)}>
            {copy.buttons.call}
          </a>
          <a className="button button-secondary" href={smsHref(business)}>
            {copy.buttons.text}
          </a>
        </p>
      </div>
    </section>
  );
}
