// One zod schema per data table (docs/marketers.md#the-files): the data model. The input side is
// the file as written (CSV headers in snake_case); the output side is what the generator and the
// templates read (camelCase), and shared/model/data.ts takes the types from it with z.output.
import { z } from 'zod';
import { dialable } from '../phone.ts';
import {
  isoDate,
  pipeList,
  faqPairs,
  frontMatterText,
  httpsUrl,
  nonEmptyPipeList,
  number,
  optionalColumn,
  optionalText,
  withExample,
  price,
  requiredText,
  sitePath,
  slug,
  wholeNumber,
  zipList,
} from './cells.ts';
import { US_STATES } from '../service-area.ts';
import { sitePathProblem } from '../site-path.ts';
import { MAX_HEADING_CHARS, MAX_TITLE_CHARS, MAX_WRITTEN_DESCRIPTION_CHARS } from '../limits.ts';

export const cityRow = z.object({
  slug,
  name: requiredText,
  full_name: requiredText,
  county: requiredText,
  // checked against the business's state in validate/validate.ts (the state is data too)
  lat: number,
  lng: number,
  zip_codes: zipList,
  population: wholeNumber,
  description: requiredText,
  landmarks: pipeList,
  neighborhoods: pipeList,
  /** the city card's artwork: a key under data/images/ (default cities/{slug}, else the fallback) */
  image: optionalColumn,
  /** the services the town's hub shows as cards, in order (pipe-separated slugs;
   * empty: the town's keyword-sheet services, then the header's) */
  featured_services: optionalColumn.pipe(pipeList),
}).transform(({ full_name: fullName, zip_codes: zipCodes, featured_services: featuredServices, ...city }) => ({ ...city, fullName, zipCodes, featuredServices }));

export const landmarkRow = z.object({
  city: slug,
  landmark: requiredText,
  detail: requiredText,
}).transform(({ city, landmark: name, detail }) => ({ city, name, detail }));

export const serviceRow = z.object({
  slug,
  title: requiredText,
  name: requiredText,
  /** the id of one of the categories of data/blocks/why-us.md (checked against them once both are read) */
  category: slug,
  starting_price: price,
  short_description: requiredText,
  meta_description: requiredText,
  benefits: nonEmptyPipeList,
  ideal_for: requiredText,
  included: nonEmptyPipeList,
  additional_services: pipeList,
  /** the service card's artwork: a key under data/images/ (a photo at services/{slug} wins) */
  image: optionalColumn,
  /** how many visits a customer books a year (a weekly service: 52); empty: one. The writing plan
   * values a recurring service's page by every visit, not the first */
  visits_per_year: optionalColumn.pipe(z.string().regex(/^([1-9]\d{0,2})?$/, 'expected a whole number of visits a year, like 26 (digits only), or an empty cell for one')),
}).transform(({ starting_price: startingPrice, short_description, meta_description, ideal_for, additional_services, visits_per_year, ...service }) => ({
  ...service,
  visitsPerYear: visits_per_year === '' ? 1 : Number(visits_per_year),
  startingPrice,
  startingPriceValue: Number(startingPrice.slice(1)),
  shortDescription: short_description,
  metaDescription: meta_description,
  idealFor: ideal_for,
  additionalServices: additional_services,
}));

/**
 * One pair of availability.csv. `offered` (optional column): `yes` (or empty) lists a service the
 * town offers; `no` is an exception to "every town offers every service", the rule of a file that
 * lists no `yes` pair (validate/validate.ts).
 */
export const availabilityRow = z.object({
  city: slug,
  service: slug,
  offered: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((value) => value === undefined || ['', 'yes', 'no'].includes(value), 'expected yes, no or nothing (yes)')
    .transform((value) => value !== 'no'),
});

export const keywordRow = z.object({
  city: requiredText,
  state: z.string().trim().regex(/^[A-Z]{2}$/, 'expected a two-letter state code like OH'),
  city_slug: slug,
  zips: zipList,
  service: requiredText,
  service_slug: slug,
  primary_keyword: requiredText,
  secondary_keywords: pipeList,
  suggested_url: sitePath,
  // Optional copy columns a marketer writes per page (docs/decisions.md#keyword-copy); search results cut longer
  // titles and descriptions mid-word.
  title: optionalColumn.pipe(z.string().max(MAX_TITLE_CHARS, `is longer than ${MAX_TITLE_CHARS} characters (search results cut it)`)),
  meta_description: optionalColumn.pipe(
    z.string().max(MAX_WRITTEN_DESCRIPTION_CHARS, `is longer than ${MAX_WRITTEN_DESCRIPTION_CHARS} characters (search results cut it)`),
  ),
  /** the heading over the intro, the page's own in place of the copy file's pattern
   * (data/blocks/city-service.md intro.heading) */
  heading: optionalColumn.pipe(z.string().max(MAX_HEADING_CHARS, `is longer than ${MAX_HEADING_CHARS} characters (a heading of a line or two)`)),
  intro: optionalColumn,
  faq: optionalColumn.pipe(faqPairs),
  /** searches a month for the page's phrases, from the marketer's keyword tool: ranks the page in
   * the writing plan (generator/index-gate/plan.ts); empty: estimated from the town and service */
  monthly_searches: optionalColumn.pipe(z.string().regex(/^\d*$/, 'expected a whole number of searches a month, like 320 (digits only), or an empty cell')),
}).transform((row) => ({
  city: row.city,
  state: row.state,
  citySlug: row.city_slug,
  zips: row.zips,
  service: row.service,
  serviceSlug: row.service_slug,
  primaryKeyword: row.primary_keyword,
  secondaryKeywords: row.secondary_keywords,
  suggestedUrl: row.suggested_url,
  // an empty optional column means "not written": the page falls back to its templated copy
  title: row.title || undefined,
  metaDescription: row.meta_description || undefined,
  heading: row.heading || undefined,
  /** Markdown; validation renders it (introHtml) */
  intro: row.intro,
  faqs: row.faq,
  monthlySearches: row.monthly_searches === '' ? undefined : Number(row.monthly_searches),
}));

/**
 * data/search-console.csv, a month of Google Search Console's performance figures as `site coverage
 * --search-console` imports them: a page's row (`page`) or a query's (`query`), with the clicks and
 * the impressions a month. The writing plan ranks held-back pages by this demand where it has it.
 */
export const searchConsoleRow = z
  .object({
    query: optionalColumn,
    page: optionalColumn,
    monthly_clicks: optionalColumn.pipe(z.string().regex(/^\d+(\.\d+)?$/, 'expected a number of clicks a month, like 12')),
    monthly_impressions: optionalColumn.pipe(z.string().regex(/^\d+(\.\d+)?$/, 'expected a number of impressions a month, like 340')),
  })
  .superRefine((row, context) => {
    if ((row.query === '') === (row.page === '')) context.addIssue({ code: 'custom', path: ['query'], message: 'expected a query or a page, one of the two' });
    if (row.page !== '' && !row.page.startsWith('/')) context.addIssue({ code: 'custom', path: ['page'], message: 'expected a page path starting with /, like /mi/novi/deep-cleaning/' });
  })
  .transform((row) => ({ query: row.query, page: row.page, monthlyClicks: Number(row.monthly_clicks), monthlyImpressions: Number(row.monthly_impressions) }));

/** An old address and where it goes: 301 or 302 to a page, or 410 with an empty `to` for a page
 * that is gone for good (the host answers "gone", and search engines drop it sooner than on 404). */
export const redirectRow = z
  .object({
    from: sitePath,
    // empty in a 410 row (checked below)
    to: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = value === '' ? undefined : sitePathProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    status: z
      .string()
      .trim()
      .transform((value) => (value === '' ? '301' : value))
      .pipe(z.enum(['301', '302', '410'], { error: 'expected 301 or 302 (moved), or 410 (gone for good)' }))
      .transform((value) => Number(value) as 301 | 302 | 410),
  })
  .superRefine((row, context) => {
    if (row.status === 410 && row.to !== '') {
      context.addIssue({ code: 'custom', path: ['to'], message: 'a 410 row says the page is gone, so it sends nobody anywhere: leave to empty, or use 301 to send visitors on' });
    }
    if (row.status !== 410 && row.to === '') {
      context.addIssue({ code: 'custom', path: ['to'], message: 'the page to send visitors to is missing (or write 410 in status for a page that is gone for good)' });
    }
  });

export const faqRow = z.object({
  category: z.enum(['services', 'booking', 'pricing', 'other'], { error: 'expected services, booking, pricing or other' }),
  question: requiredText,
  answer: requiredText,
});

const checklistGroups = z
  .array(z.strictObject({ group: requiredText, tasks: z.array(requiredText).min(1, 'expected at least one task') }))
  .min(1, 'expected at least one group');

// Before a checklist could hold any number of lists it held exactly two, under `standard` and
// `deep`: a file still written that way is told how to convert, not just that its keys are unknown.
const checklistConversion =
  'the lists now go under "lists", in the order the page shows them: {"lists": [{"id": "standard", "groups": [...]}, {"id": "deep", "groups": [...]}]}, one entry per old key with that key as its id, and each id with its heading and intro under `lists:` in pages/checklist.md';

export const checklistSchema = z.strictObject(
  {
    lists: z
      .array(z.strictObject({ id: slug, groups: checklistGroups }), {
        error: (issue) => (issue.input === undefined ? `is required: ${checklistConversion}` : 'expected a list of checklists, each {"id": ..., "groups": [...]}'),
      })
      .min(1, 'expected at least one list')
      .superRefine((lists, context) => {
        const seen = new Set<string>();
        lists.forEach((list, index) => {
          if (seen.has(list.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `"${list.id}" names another list too: give each list its own id` });
          seen.add(list.id);
        });
      }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: ${checklistConversion}` : undefined) },
);

export const day = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a 24-hour time like 08:00');
// Every address in business.json is https: the e-mail address and the phone number, the only
// links that need mailto: and tel:, have fields of their own.
// Every address in business.json is https (httpsUrl): the e-mail address and the phone number,
// the only links that would need mailto: or tel:, have fields of their own.
const socialLink = z.strictObject({ network: requiredText, label: requiredText, url: httpsUrl });

export const businessSchema = z.strictObject({
  name: withExample(requiredText, '"Oak & Shore Cleaning Co."'),
  /** another name people know the business by: the home page's WebSite block gives it */
  alternateName: requiredText.optional(),
  legalName: withExample(requiredText, '"Oak & Shore Cleaning Company LLC"'),
  tagline: withExample(requiredText, '"Insured house and office cleaning across Metro Detroit"'),
  phone: requiredText.refine((phone) => dialable(phone) !== undefined, 'not a number a phone can dial: write it like (248) 555-0142 or +1 248 555 0142'),
  /** optional and checked: the dialable form is derived from phone (docs/decisions.md#one-phone-number) */
  phoneE164: z.string().optional(),
  /** the site's address for canonical URLs; SITE_URL or --site-url win */
  siteUrl: httpsUrl.optional(),
  email: withExample(z.email({ error: 'expected an e-mail address' }), 'hello@example.com'),
  address: z.strictObject({
    street: requiredText,
    city: requiredText,
    region: requiredText,
    postalCode: z.string().regex(/^\d{5}$/, 'expected a five-digit ZIP code'),
    country: requiredText,
  }),
  geo: z.strictObject({ lat: withExample(z.number(), '42.5931'), lng: withExample(z.number(), '-83.5994') }),
  hours: z
    .array(z.strictObject({ days: z.array(day).min(1), opens: time, closes: time }))
    .min(1, 'expected at least one opening-hours entry'),
  rating: withExample(z.number().min(0).max(5), '4.9'),
  reviewCount: withExample(z.number().int().nonnegative(), '127'),
  yearsExperience: withExample(z.number().int().positive(), '12'),
  jobsDone: withExample(z.number().int().positive(), '2400'),
  priceRange: withExample(requiredText, '"$$"'),
  serviceRadiusMeters: withExample(z.number().positive(), '40000'),
  paymentMethods: withExample(z.array(requiredText).min(1), '["Cash", "Credit Card"]'),
  social: z.array(socialLink).min(1),
  reviewLinks: z.array(socialLink),
  accreditation: withExample(z.strictObject({ name: requiredText, url: httpsUrl }), '{ "name": "Better Business Bureau Accredited Business", "url": "https://www.bbb.org/..." }'),
  quoteProvider: z.strictObject({ hubId: requiredText, formUrl: httpsUrl, scriptUrl: httpsUrl, stylesheetUrl: httpsUrl }),
  bookingUrl: httpsUrl,
  smsQuoteBody: withExample(requiredText, '"Hi! I would like a quote for:"'),
  mapEmbedUrl: httpsUrl,
  /** what the towns together are called in headings: "Metro Detroit" */
  region: withExample(requiredText, '"Metro Detroit"'),
  state: z.strictObject({
    code: z.enum(Object.keys(US_STATES) as [string, ...string[]], { error: 'expected a two-letter US state code like MI or OH' }),
    name: requiredText,
    urlPrefix: slug,
  }),
  /** the terms of service: whose law governs them and which courts hear a dispute */
  legal: z.strictObject({ governingLaw: withExample(requiredText, '"the State of Michigan"'), courts: withExample(requiredText, '"Oakland County, Michigan"') }),
  /** promises repeated across pages, each written once */
  promises: z.strictObject({
    schedulingWindow: withExample(requiredText, '"3-7 days"'),
    replyTime: withExample(requiredText, '"within one business day"'),
    guaranteeWindow: withExample(requiredText, '"24 hours"'),
    /** how long a quote holds */
    quoteValidity: withExample(requiredText, '"30 days"'),
    /** how soon an applicant hears back */
    applicationReply: withExample(requiredText, '"within three business days"'),
    /** how long before a visit a customer should reschedule or cancel */
    cancellationNotice: withExample(requiredText, '"48 hours"'),
    /** a change closer to the visit than this may be charged */
    lateCancellationWindow: withExample(requiredText, '"24 hours"'),
  }),
  /** artwork shown when a city has none of its own (a key under data/images/; a service without
   * its own shows its category's, data/blocks/why-us.md), the header's logo, and the site's icon
   * (the logo when not given) */
  artwork: withExample(z.strictObject({ city: requiredText, logo: withExample(requiredText, '"logo" (the file data/images/logo.svg)'), favicon: requiredText.optional() }), '{ "city": "cities/area", "logo": "logo" }'),
  adPixelId: z.string().optional(),
  /** the index gate (docs/decisions.md#index-gate): a templated page is indexable only when its main text's nearest
   * sibling of the same kind is at most this alike (Jaccard of 5-word shingles) and at least this
   * many of its words are its own */
  indexGate: z
    .strictObject({
      maxSimilarity: z.number().min(0, 'expected a share from 0 to 1, like 0.5').max(1, 'expected a share from 0 to 1, like 0.5').default(0.5),
      minOwnWords: z.number().int('expected a whole number of words, like 150').nonnegative().default(150),
    })
    .default({ maxSimilarity: 0.5, minOwnWords: 150 }),
  promotions: z.array(
    z.strictObject({
      id: slug,
      name: requiredText,
      description: requiredText,
      discountPercent: z.number().positive().max(100).optional(),
      price: z.number().positive().optional(),
      validThrough: isoDate,
    }),
  ),
})
  .superRefine((business, ctx) => {
    const state = US_STATES[business.state.code];
    if (state && business.state.name !== state.name) {
      ctx.addIssue({ code: 'custom', path: ['state', 'name'], message: `"${business.state.name}" is not the name of ${business.state.code}, "${state.name}"` });
    }
    if (business.address.region !== business.state.code) {
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'region'],
        message: `"${business.address.region}" differs from state.code "${business.state.code}": the office and the towns are in one state`,
      });
    }
    const derived = dialable(business.phone);
    if (business.phoneE164 !== undefined && derived !== undefined && business.phoneE164 !== derived) {
      ctx.addIssue({
        code: 'custom',
        path: ['phoneE164'],
        message: `"${business.phoneE164}" is not the number in phone, "${business.phone}" (${derived}): delete the phoneE164 line, the tap-to-call number is made from phone`,
      });
    }
  })
  .transform(({ phoneE164: _written, ...business }) => ({ ...business, phoneE164: dialable(business.phone)! }));

export const testimonialsSchema = z.array(
  z.strictObject({
    id: requiredText,
    rating: z
      .number()
      .min(0)
      .max(5)
      .refine((r) => Number.isInteger(r * 2), 'ratings go in halves (4.5, 5)'),
    text: requiredText,
    author: z.strictObject({
      name: requiredText,
      location: requiredText,
      avatarUrl: httpsUrl.optional(),
    }),
    /** the services the review is about (services.csv slugs): a page of one of them shows it first */
    services: z.array(requiredText).optional(),
  }),
);

export { optionalText };

/** The menus and link lists of data/menus.csv, by the name in its `menu` column. */
export const MENU_NAMES = [
  'header-main',
  'header-services',
  'header-locations',
  'footer-quick',
  'footer-resources',
  'footer-legal',
  'home-services',
  'home-towns',
  'home-commercial',
  'bitcoin-services',
  'bitcoin-areas',
] as const;

const emptyToUndefined = optionalColumn.transform((v) => v || undefined);

export const menuRow = z
  .object({
    // a checklist list's prices link is named by the list's id (data/checklist.json)
    menu: z.union([z.enum(MENU_NAMES), z.string().regex(/^checklist-[a-z0-9]+(?:-[a-z0-9]+)*$/).transform((name) => name as `checklist-${string}`)], { error: `expected one of ${MENU_NAMES.join(', ')}, or checklist-{id of a list in checklist.json}` }),
    city: emptyToUndefined.pipe(slug.optional()),
    service: emptyToUndefined.pipe(slug.optional()),
    page: emptyToUndefined.pipe(sitePath.optional()),
    label: optionalColumn,
  })
  .superRefine((row, ctx) => {
    const targets = [row.city, row.service, row.page].filter((t) => t !== undefined).length;
    if (targets !== 1) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'fill exactly one of city, service or page' });
    }
    if (row.page && !row.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'is required for a page link' });
  });

export const questions = z.array(z.strictObject({ question: frontMatterText, answer: frontMatterText }), { error: 'expected a list of question and answer pairs' }).default([]);

/** data/cities/{slug}.md front matter: a town's long-form copy in parts (its prose is the body) */
export const cityContentSchema = z.strictObject({
  lead: frontMatterText.optional(),
  textMessage: frontMatterText.optional(),
  claims: z.array(z.strictObject({ value: frontMatterText, label: frontMatterText })).default([]),
  reasons: z.array(z.strictObject({ title: frontMatterText, text: frontMatterText })).default([]),
  neighborhoodGroups: z.array(z.strictObject({ title: frontMatterText, text: frontMatterText, neighborhoods: z.array(frontMatterText).default([]) })).default([]),
  faqs: questions,
  links: z.array(z.strictObject({ label: frontMatterText, path: sitePath })).default([]),
});

