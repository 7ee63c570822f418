// Every copy file the site reads, with its schema and the placeholder groups it may use. A copy
// file is `data/{name}.md`: front matter for the short fields, the Markdown body (when the schema
// has `body`) for the prose. The build refuses a missing file, a missing or too long field, an
// unknown placeholder and a file that no page reads, each at its file:line:column.
import type { z } from 'zod';
import { bitcoinPaymentsCopy } from './bitcoin-payments.ts';
import { CITY_HUB_EXTRA, cityHubCopy } from './city-hub.ts';
import { CITY_SERVICE_EXTRA, cityServiceCopy } from './city-service.ts';
import { homeCopy } from './home.ts';
import { layoutCopy } from './layout.ts';
import { servicePageCopy } from './service-page.ts';
import { whyUsCopy } from './why-us.ts';
import type { PlaceholderGroup } from './placeholders.ts';

export interface CopyFile {
  schema: z.ZodType;
  /** the placeholder groups its text may use, besides `extra` names of its own */
  groups: readonly PlaceholderGroup[];
  extra?: readonly string[];
}

export const COPY_FILES = {
  'blocks/city-hub': { schema: cityHubCopy, groups: ['business', 'town'], extra: CITY_HUB_EXTRA },
  'blocks/city-service': { schema: cityServiceCopy, groups: ['business', 'town', 'service'], extra: CITY_SERVICE_EXTRA },
  'blocks/layout': { schema: layoutCopy, groups: ['business'] },
  'blocks/service-page': { schema: servicePageCopy, groups: ['business', 'service'] },
  'blocks/why-us': { schema: whyUsCopy, groups: ['business'] },
  'pages/bitcoin-payments': { schema: bitcoinPaymentsCopy, groups: ['business'] },
  'pages/home': { schema: homeCopy, groups: ['business', 'service', 'town'] },
} as const satisfies Record<string, CopyFile>;

export type CopyName = keyof typeof COPY_FILES;
/** Every copy file as validated, its placeholders still to fill. */
export type SiteCopy = { [N in CopyName]: z.output<(typeof COPY_FILES)[N]['schema']> };

export type { Filled, Html, Markdown } from './kinds.ts';
