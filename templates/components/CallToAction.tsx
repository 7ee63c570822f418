import type { Html } from '../../shared/model/copy/index.ts';
import { useSite } from '../site-context.tsx';
import { Prose } from './Prose.tsx';
import { ContactButtons } from './ContactButtons.tsx';

/** Closing call to action: free quote, call or text; the words are the page's, or the shared ones
 * of data/blocks/layout.md. */
// TODO(words-from-data): `string` goes once every page passes its copy file's Html
export function CallToAction({ heading, text }: { heading?: string; text?: Html | string }) {
  const { copy } = useSite();
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <div className="container">
        <h2 id="cta-heading">{heading ?? copy.callToAction.heading}</h2>
        {typeof text === 'string' ? <p>{text}</p> : <Prose as="p" html={text ?? copy.callToAction.text} />}
        <ContactButtons className="cta-actions" quote={copy.buttons.quote} call={copy.buttons.call} text={copy.buttons.text} />
      </div>
    </section>
  );
}
