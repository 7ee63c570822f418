// The placeholders a copy file may write, by group. A copy file names the groups it may use
// (index.ts); the build refuses any other placeholder at its file:line:column, and the generator
// fills them per page (generator/routes/fill.ts builds each group's values from the data).

export const PLACEHOLDER_GROUPS = {
  /** the business profile (data/business.json), the same on every page */
  business: [
    'business.name',
    'business.legalName',
    'business.city',
    'business.street',
    'business.region',
    'business.state',
    'business.stateCode',
    'business.phone',
    'business.email',
    'business.rating',
    'business.reviewCount',
    'business.yearsExperience',
    'business.jobsDone',
    'business.townCount',
    /** the office's town, then the towns of menus.csv `home-towns`: "Milford, Novi, Wixom" */
    'business.homeTowns',
    /** the ways to pay, as a list in a sentence: "credit card, debit card, cash" */
    'business.paymentMethods',
    'legal.governingLaw',
    'legal.courts',
    'promises.schedulingWindow',
    'promises.replyTime',
    'promises.guaranteeWindow',
    'promises.quoteValidity',
    'promises.applicationReply',
    'promises.cancellationNotice',
    'promises.lateCancellationWindow',
    /** links for Markdown: `[call us]({{links.call}})` */
    'links.call',
    'links.text',
    'links.email',
  ],
  /** the town a page is about (data/cities.csv) */
  town: [
    'town.name',
    'town.slug',
    'town.county',
    'town.zipCodes',
    'town.path',
    /** the two other served towns nearest this one, as a sentence names them: "Wixom and Highland" */
    'town.nearbyTowns',
  ],
  /** the service a page is about (data/services.csv) */
  service: ['service.name', 'service.title', 'service.startingPrice', 'service.path'],
} as const;

export type PlaceholderGroup = keyof typeof PLACEHOLDER_GROUPS;
export type PlaceholderName = (typeof PLACEHOLDER_GROUPS)[PlaceholderGroup][number];

/** `{{ name }}`, with or without spaces inside the braces. */
export const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Fills the placeholders a template fills itself (a review's own rating, a count known only in
 * the browser); any other placeholder is left as written. */
export function fillIn(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
