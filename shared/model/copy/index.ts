// Every copy file the site reads, with its schema and the placeholder groups it may use. A copy
// file is `data/{name}.md`: front matter for the short fields, the Markdown body (when the schema
// has `body`) for the prose. The build refuses a missing file, a missing or too long field, an
// unknown placeholder and a file that no page reads, each at its file:line:column.
import type { z } from 'zod';
import { articleCopy } from './article.ts';
import { bitcoinPaymentsCopy } from './bitcoin-payments.ts';
import { blogCopy } from './blog.ts';
import { cityGuideCopy } from './city-guide.ts';
import { cityGuidesCopy } from './city-guides.ts';
import { checklistCopy } from './checklist.ts';
import { faqCopy } from './faq.ts';
import { liveReviewsCopy } from './live-reviews.ts';
import { locationsCopy } from './locations.ts';
import { notFoundCopy } from './not-found.ts';
import { quoteCopy } from './quote.ts';
import { redirectCopy } from './redirect.ts';
import { reviewsCopy } from './reviews.ts';
import { serviceAreasCopy } from './service-areas.ts';
import { servicesIndexCopy } from './services-index.ts';
import { thankYouCopy } from './thank-you.ts';
import { applicationFormCopy } from './application-form.ts';
import { applicationReceivedCopy } from './application-received.ts';
import { careersCopy } from './careers.ts';
import { contactCopy } from './contact.ts';
import { contactFormCopy } from './contact-form.ts';
import { accessibilityCopy, privacyPolicyCopy, termsOfServiceCopy } from './policies.ts';
import { sitemapCopy } from './sitemap.ts';
import { homeCopy } from './home.ts';
import { LAYOUT_EXTRA, layoutCopy } from './layout.ts';
import { CITY_HUB_EXTRA, cityHubCopy } from './city-hub.ts';
import { CITY_SERVICE_EXTRA, cityServiceCopy } from './city-service.ts';
import { servicePageCopy } from './service-page.ts';
import { whyUsCopy } from './why-us.ts';
import type { PlaceholderGroup } from './placeholders.ts';
import { acceptsBitcoin } from '../../payments.ts';

export interface CopyFile {
  schema: z.ZodType;
  /** for the copy of a page only some businesses build: whether this one needs the file (without
   * it, a missing file is no problem and the page is not built) */
  neededBy?: (business: { paymentMethods: readonly string[] }) => boolean;
  /** the placeholder groups its text may use, besides `extra` names of its own */
  groups: readonly PlaceholderGroup[];
  extra?: readonly string[];
}

export const COPY_FILES = {
  'blocks/article': { schema: articleCopy, groups: ['business'] },
  'blocks/city-guide': { schema: cityGuideCopy, groups: ['business', 'town', 'service'], extra: ['guide.description'] },
  'blocks/layout': { schema: layoutCopy, groups: ['business'], extra: LAYOUT_EXTRA },
  'blocks/live-reviews': { schema: liveReviewsCopy, groups: [], extra: ['rating', 'total'] },
  'blocks/city-hub': { schema: cityHubCopy, groups: ['business', 'town'], extra: CITY_HUB_EXTRA },
  'blocks/city-service': { schema: cityServiceCopy, groups: ['business', 'town', 'service'], extra: CITY_SERVICE_EXTRA },
  'blocks/service-page': { schema: servicePageCopy, groups: ['business', 'service'] },
  'blocks/why-us': { schema: whyUsCopy, groups: ['business'] },
  'blocks/application-form': { schema: applicationFormCopy, groups: ['business'] },
  'blocks/contact-form': { schema: contactFormCopy, groups: ['business'] },
  'pages/accessibility': { schema: accessibilityCopy, groups: ['business'], extra: ['date'] },
  'pages/application-received': { schema: applicationReceivedCopy, groups: ['business'], extra: ['links.textWithMessage'] },
  'pages/bitcoin-payments': { schema: bitcoinPaymentsCopy, groups: ['business'], neededBy: acceptsBitcoin },
  'pages/blog': { schema: blogCopy, groups: ['business', 'town'], extra: ['guides.towns', 'articles.published', 'search.shown', 'search.total'] },
  'pages/city-guides': { schema: cityGuidesCopy, groups: ['business', 'town'], extra: ['guides.towns', 'guide.articleCount'] },
  'pages/checklist': { schema: checklistCopy, groups: ['business'], extra: ['prices.label', 'prices.path'] },
  'pages/faq': { schema: faqCopy, groups: ['business'] },
  'pages/careers': { schema: careersCopy, groups: ['business'] },
  'pages/contact': { schema: contactCopy, groups: ['business'] },
  'pages/privacy-policy': { schema: privacyPolicyCopy, groups: ['business'], extra: ['date'] },
  'pages/sitemap': { schema: sitemapCopy, groups: ['business'], extra: ['count', 'town.name'] },
  'pages/terms-of-service': { schema: termsOfServiceCopy, groups: ['business'], extra: ['date'] },
  'pages/home': { schema: homeCopy, groups: ['business', 'service', 'town'] },
  'pages/locations': { schema: locationsCopy, groups: ['business'], extra: ['areas.counties', 'areas.farthest', 'town.name', 'town.zipCodes'] },
  'pages/not-found': { schema: notFoundCopy, groups: ['business'] },
  'pages/quote': { schema: quoteCopy, groups: ['business'] },
  'pages/redirect': { schema: redirectCopy, groups: ['business'], extra: ['redirect.to'] },
  'pages/reviews': { schema: reviewsCopy, groups: ['business'], extra: ['links.google'] },
  'pages/service-areas': { schema: serviceAreasCopy, groups: ['business'], extra: ['areas.counties', 'areas.farthest', 'areas.towns', 'town.county', 'town.zipCodes'] },
  'pages/services-index': { schema: servicesIndexCopy, groups: ['business'] },
  'pages/thank-you': { schema: thankYouCopy, groups: ['business'] },
} as const satisfies Record<string, CopyFile>;

export type CopyName = keyof typeof COPY_FILES;
/** The copy files only some businesses need (`neededBy`). */
type OptionalCopyName = { [N in CopyName]: (typeof COPY_FILES)[N] extends { neededBy: unknown } ? N : never }[CopyName];
/** Every copy file as validated, its placeholders still to fill; an optional one when the data has it. */
export type SiteCopy = { [N in Exclude<CopyName, OptionalCopyName>]: z.output<(typeof COPY_FILES)[N]['schema']> } & {
  [N in OptionalCopyName]?: z.output<(typeof COPY_FILES)[N]['schema']>;
};

export type { Filled, Html, Markdown } from './kinds.ts';
