// A promotion of business.json shown in an article (docs/requirements.md#blog-articles) with the link
// to the external booking form: a new tab, and bookingUrl already carries source=social_media.
// The build date is passed in, so an offer past its date says so instead of promising a discount.
import type { Promotion } from '../../shared/model/data.ts';
import { useSite } from '../site-context.tsx';
import { formatDate } from './format-date.ts';
import { fillIn } from '../../shared/model/copy/placeholders.ts';

export function PromoBox({ promotion }: { promotion: Promotion }) {
  const { business, buildDate, copy } = useSite();
  const words = copy.promotion;
  const ended = buildDate > promotion.validThrough;
  const date = formatDate(promotion.validThrough);
  return (
    <aside className="promo-box" aria-labelledby="promo-heading">
      <h2 id="promo-heading">
        {promotion.name}
        {promotion.discountPercent ? <>: {fillIn(words.discount, { percent: promotion.discountPercent })}</> : null}
      </h2>
      <p>{promotion.description}</p>
      <p className="promo-date">
        {fillIn(ended ? words.ended : words.validThrough, { date })}
      </p>
      <p>
        <a className="button" href={business.bookingUrl} target="_blank" rel="noopener">
          {words.book}
        </a>
      </p>
    </aside>
  );
}
