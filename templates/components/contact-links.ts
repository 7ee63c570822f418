import type { Business } from '../../shared/model/data.ts';

export const telHref = (business: Business) => `tel:${business.phoneE164}`;
export const smsHref = (business: Business, body = business.smsQuoteBody) =>
  `sms:${business.phoneE164}?&body=${encodeURIComponent(body)}`;
export const mailHref = (business: Business) => `mailto:${business.email}`;
