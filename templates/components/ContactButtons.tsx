import { useSite } from '../site-context.tsx';
import { smsHref, telHref } from '../../shared/contact-links.ts';

/** The row of ways to get in touch: the quote page first, then a call and a text message where the
 * place gives their words (each place's words are its own copy's). `large` for the home page's hero. */
export function ContactButtons({ className, quote, call, text, large = false }: { className: string; quote: string; call?: string; text?: string; large?: boolean }) {
  const { business } = useSite();
  const size = large ? ' button-large' : '';
  return (
    <p className={className}>
      <a className={`button${size}`} href="/quote/">
        {quote}
      </a>
      {call !== undefined && (
        <a className={`button button-secondary${size}`} href={telHref(business)}>
          {call}
        </a>
      )}
      {text !== undefined && (
        <a className={`button button-secondary${size}`} href={smsHref(business)}>
          {text}
        </a>
      )}
    </p>
  );
}
