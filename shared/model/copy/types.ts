// The types of the copy files, as validated (placeholders unfilled); pages receive them Filled.
import type { z } from 'zod';
import type { applicationFormCopy } from './application-form.ts';
import type { applicationReceivedCopy } from './application-received.ts';
import type { bitcoinPaymentsCopy } from './bitcoin-payments.ts';
import type { careersCopy } from './careers.ts';
import type { contactCopy } from './contact.ts';
import type { contactFormCopy } from './contact-form.ts';
import type { homeCopy } from './home.ts';
import type { accessibilityCopy, privacyPolicyCopy } from './policies.ts';
import type { sitemapCopy } from './sitemap.ts';
import type { layoutCopy } from './layout.ts';

export type HomeCopy = z.output<typeof homeCopy>;
export type LayoutCopy = z.output<typeof layoutCopy>;
export type ApplicationFormCopy = z.output<typeof applicationFormCopy>;
export type ContactFormCopy = z.output<typeof contactFormCopy>;
export type AccessibilityCopy = z.output<typeof accessibilityCopy>;
export type ApplicationReceivedCopy = z.output<typeof applicationReceivedCopy>;
export type BitcoinPaymentsCopy = z.output<typeof bitcoinPaymentsCopy>;
export type CareersCopy = z.output<typeof careersCopy>;
export type ContactCopy = z.output<typeof contactCopy>;
/** the privacy policy's and the terms of service's (one shape) */
export type PolicyCopy = z.output<typeof privacyPolicyCopy>;
export type SitemapCopy = z.output<typeof sitemapCopy>;
