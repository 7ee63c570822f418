// A promotion of business.json shown in an article (spec part 2 sections 2 and 9) with the link
// to the external booking form: a new tab, and bookingUrl already carries source=social_media.
// The build date is passed in, so an offer past its date says so instead of promising a discount.
import type { Promotion } from '../../shared/model/data.ts';
import { useSite } from '../site-context.tsx';
import { formatDate } from './format-date.ts';

export function PromoBox({ promotion }: { promotion: Promotion }) {
  const { business, buildDate } = useSite();
  const ended = buildDate > promotion.validThrough;
  return (
    <aside className="promo-box" aria-labelledby="promo-heading">
      <h2 id="promo-heading">
        {promotion.name}
        {promotion.discountPercent ? `: ${promotion.discountPercent}% off` : null}
      </h2>
      <p>{promotion.description}</p>
      <p className="promo-date">
        {ended ? `This offer ended on ${formatDate(promotion.validThrough)}. Ask us about this season's specials.` : `Offer valid through ${formatDate(promotion.validThrough)}.`}
      </p>
      <p>
        <a className="button" href={business.bookingUrl} target="_blank" rel="noopener">
          Book your cleaning online
        </a>
      </p>
    </aside>
  );
}
