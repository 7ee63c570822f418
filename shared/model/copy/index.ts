// Every copy file the site reads, with its schema and the placeholder groups it may use. A copy
// file is `data/{name}.md`: front matter for the short fields, the Markdown body (when the schema
// has `body`) for the prose. The build refuses a missing file, a missing or too long field, an
// unknown placeholder and a file that no page reads, each at its file:line:column.
import type { z } from 'zod';
import { applicationFormCopy } from './application-form.ts';
import { applicationReceivedCopy } from './application-received.ts';
import { bitcoinPaymentsCopy } from './bitcoin-payments.ts';
import { careersCopy } from './careers.ts';
import { contactCopy } from './contact.ts';
import { contactFormCopy } from './contact-form.ts';
import { accessibilityCopy, privacyPolicyCopy, termsOfServiceCopy } from './policies.ts';
import { sitemapCopy } from './sitemap.ts';
import { homeCopy } from './home.ts';
import { layoutCopy } from './layout.ts';
import { whyUsCopy } from './why-us.ts';
import type { PlaceholderGroup } from './placeholders.ts';

export interface CopyFile {
  schema: z.ZodType;
  /** the placeholder groups its text may use, besides `extra` names of its own */
  groups: readonly PlaceholderGroup[];
  extra?: readonly string[];
}

export const COPY_FILES = {
  'blocks/layout': { schema: layoutCopy, groups: ['business'] },
  'blocks/why-us': { schema: whyUsCopy, groups: ['business'] },
  'blocks/application-form': { schema: applicationFormCopy, groups: ['business'] },
  'blocks/contact-form': { schema: contactFormCopy, groups: ['business'] },
  'pages/accessibility': { schema: accessibilityCopy, groups: ['business'], extra: ['date'] },
  'pages/application-received': { schema: applicationReceivedCopy, groups: ['business'], extra: ['links.textWithMessage'] },
  'pages/bitcoin-payments': { schema: bitcoinPaymentsCopy, groups: ['business'] },
  'pages/careers': { schema: careersCopy, groups: ['business'] },
  'pages/contact': { schema: contactCopy, groups: ['business'] },
  'pages/privacy-policy': { schema: privacyPolicyCopy, groups: ['business'], extra: ['date'] },
  'pages/sitemap': { schema: sitemapCopy, groups: ['business'], extra: ['count', 'town.name'] },
  'pages/terms-of-service': { schema: termsOfServiceCopy, groups: ['business'], extra: ['date'] },
  'pages/home': { schema: homeCopy, groups: ['business', 'service', 'town'] },
} as const satisfies Record<string, CopyFile>;

export type CopyName = keyof typeof COPY_FILES;
/** Every copy file as validated, its placeholders still to fill. */
export type SiteCopy = { [N in CopyName]: z.output<(typeof COPY_FILES)[N]['schema']> };

export type { Filled, Html, Markdown } from './kinds.ts';
