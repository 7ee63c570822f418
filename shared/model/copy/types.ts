// The types of the copy files, as validated (placeholders unfilled); pages receive them Filled.
import type { z } from 'zod';
import type { checklistCopy } from './checklist.ts';
import type { faqCopy } from './faq.ts';
import type { homeCopy } from './home.ts';
import type { liveReviewsCopy } from './live-reviews.ts';
import type { locationsCopy } from './locations.ts';
import type { notFoundCopy } from './not-found.ts';
import type { quoteCopy } from './quote.ts';
import type { redirectCopy } from './redirect.ts';
import type { reviewsCopy } from './reviews.ts';
import type { serviceAreasCopy } from './service-areas.ts';
import type { servicesIndexCopy } from './services-index.ts';
import type { thankYouCopy } from './thank-you.ts';
import type { layoutCopy } from './layout.ts';

export type HomeCopy = z.output<typeof homeCopy>;
export type LayoutCopy = z.output<typeof layoutCopy>;
export type ChecklistCopy = z.output<typeof checklistCopy>;
export type FaqCopy = z.output<typeof faqCopy>;
export type LiveReviewsCopy = z.output<typeof liveReviewsCopy>;
export type LocationsCopy = z.output<typeof locationsCopy>;
export type NotFoundCopy = z.output<typeof notFoundCopy>;
export type QuoteCopy = z.output<typeof quoteCopy>;
export type RedirectCopy = z.output<typeof redirectCopy>;
export type ReviewsCopy = z.output<typeof reviewsCopy>;
export type ServiceAreasCopy = z.output<typeof serviceAreasCopy>;
export type ServicesIndexCopy = z.output<typeof servicesIndexCopy>;
export type ThankYouCopy = z.output<typeof thankYouCopy>;
