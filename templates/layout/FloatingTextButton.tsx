// The floating text button (docs/requirements.md#floating-text-button): an sms: link that opens a text message
// pre-filled with a request for a quote (the message is business.json's smsQuoteBody, the button's
// words the layout copy's floatingText). Plain link, no script; the stylesheet pins it to the corner and reserves room
// at the foot of the page so it never covers the last lines on a phone. It sits in its own
// landmark so that all content is inside one (axe rule "region").
import { useSite } from '../site-context.tsx';
import { smsHref } from '../../shared/contact-links.ts';

export function FloatingTextButton() {
  const { business, copy } = useSite();
  const words = copy.floatingText;
  return (
    <aside className="floating-text-region" aria-label={words.regionLabel}>
      <a className="floating-text" href={smsHref(business)} aria-label={words.label}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="currentColor" />
          <path d="M7 10h10M7 13h6" stroke="#0b5e4f" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="floating-text-label">{words.text}</span>
      </a>
    </aside>
  );
}
