// data/blocks/layout.md: the words many pages share (the header, the footer, the floating text
// button, buttons, labels read by screen readers, the cards and boxes several pages show, the
// closing call to action), filled once per build and read through the site context. A value only
// the component knows (a review's rating, a card's title) is a placeholder it fills itself:
// LAYOUT_EXTRA lists them.
import { group, inline, line, list } from './kinds.ts';

/** The placeholders a component fills itself, per card or per review (placeholders.ts fillIn). */
export const LAYOUT_EXTRA = ['year', 'rating', 'max', 'time', 'author', 'minutes', 'title', 'service', 'price', 'percent', 'date'] as const;

/** The words of the components that also run in the browser (islands get them with their props:
 * templates/components/shared-words.tsx). */
export const browserWords = {
  /** the star row and a review fetched from the search-engine profile */
  reviews: group({
    /** what a screen reader hears instead of the stars: {{rating}}, {{max}} */
    starsLabel: line(60),
    /** under a fetched review without a time */
    source: line(40),
    /** under a fetched review: {{time}} is the profile's "2 weeks ago" */
    sourceWithTime: line(60),
  }),
  /** the article cards of the blog lists and the article header */
  articles: group({
    /** a planned article without a page yet */
    comingSoon: line(40),
    /** {{author}} */
    byline: line(60),
    /** {{minutes}} */
    readingTime: line(40),
    /** before the date in the article header */
    published: line(40),
    readLink: line(40),
    /** the read link's name for screen readers: {{title}} is the article's */
    readLinkLabel: line(80),
  }),
};

export const layoutCopy = group({
  /** buttons that stand on many pages */
  buttons: group({ quote: line(40), call: line(40), text: line(40) }),
  /** read by screen readers after a link that opens in a new tab */
  opensInNewTab: line(40),
  /** the closing call to action where a page has none of its own */
  callToAction: group({ heading: line(60), text: inline(300) }),
  /** the first link of every page, for keyboard users: it jumps past the header */
  skipLink: line(40),
  header: group({
    /** the menu's name for screen readers */
    menuLabel: line(40),
    /** the button that opens the menu on a phone */
    menuButton: line(20),
    call: line(30),
    /** the text-message button, beside call and quote on screens too narrow for the corner one */
    text: line(30),
    quote: line(30),
  }),
  footer: group({
    /** before the phone number and the e-mail address of the contact block */
    call: line(20),
    text: line(20),
    email: line(20),
    /** the social links' name for screen readers */
    socialLabel: line(40),
    /** the column headings */
    quickLinks: line(40),
    services: line(40),
    resources: line(40),
    locations: line(40),
    /** the last line: {{year}} is the build's */
    copyright: line(160),
  }),
  /** the button pinned to the corner of every page on wide screens that opens a text message (its
   * message is business.json's smsQuoteBody; narrower screens show the header's text button) */
  floatingText: group({
    /** its landmark's name for screen readers */
    regionLabel: line(40),
    /** its name for screen readers */
    label: line(120),
    /** what it shows */
    text: line(20),
  }),
  /** the breadcrumb trail's name for screen readers */
  breadcrumbsLabel: line(40),
  /** the first link of every page's breadcrumb trail, to the home page */
  breadcrumbHome: line(40),
  /** opening hours, from business.json's hours */
  hours: group({ closed: line(20), am: line(10), pm: line(10) }),
  /** the list of ways to reach the business (privacy, terms and accessibility pages) */
  contactList: group({ email: line(20), phone: line(20), text: line(20), mail: line(20) }),
  /** the office map behind a button (contact and locations pages) */
  map: group({ show: line(40), hide: line(40), open: line(80) }),
  /** a service card: {{service}} is its title, {{price}} its starting price */
  serviceCards: group({ price: line(40), quote: line(30), quoteLabel: line(80), learnMore: line(30), learnMoreHidden: line(80) }),
  ...browserWords,
  /** above the share links of an article */
  shareHeading: line(60),
  /** the box at the foot of an article: {{author}} is the article's */
  authorBox: group({ heading: line(60), name: line(80), text: inline(500), link: line(60) }),
  /** an article's promotion: {{percent}} its discount, {{date}} its last day */
  promotion: group({ discount: line(40), ended: line(160), validThrough: line(80), book: line(40) }),
  /** the steps from a request to a booked visit, on the home page and /quote/ (one wording, so
   * the two pages never promise different things) */
  processSteps: list(group({ title: line(40), text: inline(300) })),
  /** the way back from a "we received it" page */
  confirmationHome: line(40),
});
