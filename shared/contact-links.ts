// Links that call, text or e-mail the business: written once, for the templates and for the
// copy files' `{{links.call}}`, `{{links.text}}` and `{{links.email}}`.
import type { Business } from './model/data.ts';

export const telHref = (business: Business) => `tel:${business.phoneE164}`;
export const smsHref = (business: Business, body = business.smsQuoteBody) =>
  `sms:${business.phoneE164}?&body=${encodeURIComponent(body)}`;
export const mailHref = (business: Business) => `mailto:${business.email}`;
