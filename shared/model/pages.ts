// Page kind -> props: what each template of templates/pages/ receives from its route. The generator
// builds these values, the templates render them; neither owns the shape, so it lives here.
// Route props carry only what the templates show: a route record is hashed for the incremental
// build and copied to the render workers, once per page (docs/decisions.md#speed-on-equal-work).
import type { Article, ChecklistGroup, City, CityArticle, CityContent, FaqCategory, FaqItem, Service, ServiceCategory, Testimonial } from './data.ts';
import type { QuestionAndAnswer, JsonLd } from './head.ts';
import type { Filled, Html } from './copy/kinds.ts';
import type {
  ArticleCopy,
  BlogCopy,
  CityGuideCopy,
  CityGuidesCopy,
  ChecklistCopy,
  FaqCopy,
  HomeCopy,
  LiveReviewsCopy,
  LocationsCopy,
  NotFoundCopy,
  QuoteCopy,
  RedirectCopy,
  ReviewsCopy,
  ServiceAreasCopy,
  ServicesIndexCopy,
  ThankYouCopy,
  AccessibilityCopy,
  ApplicationFormCopy,
  ApplicationReceivedCopy,
  BitcoinPaymentsCopy,
  CareersCopy,
  ContactCopy,
  ContactFormCopy,
  PolicyCopy,
  SitemapCopy,
  CityHubCopy,
  CityServiceCopy,
  ServicePageCopy,
} from './copy/types.ts';

// related
export interface Link {
  label: string;
  path: string;
}

// cities
export interface ServiceCard {
  slug: string;
  title: string;
  path: string;
  description: string;
  startingPrice: string;
}

// Route props carry only what the templates show: a route record is hashed for the incremental
// build and copied to the render workers, once per page (docs/decisions.md#speed-on-equal-work).
export type CityHubFacts = Pick<City, 'slug' | 'name' | 'description' | 'county' | 'zipCodes' | 'population' | 'neighborhoods'>;

/** The services of one category (services.csv `category`) that a city hub lists as plain links. */
export interface ServiceLinkGroup {
  category: ServiceCategory;
  /** the category's label (data/blocks/why-us.md) */
  label: string;
  links: Link[];
}

/** A town's city guide (city-guides.csv, city-articles.csv) as its hub shows it. */
export interface CityGuideTeaser {
  path: string;
  description: string;
  highlights: string[];
  articles: { title: string; excerpt: string; path: string }[];
}

export type CityServiceCity = Pick<City, 'slug' | 'name' | 'county' | 'zipCodes' | 'landmarks'>;

export type CityServiceFacts = Pick<Service, 'slug' | 'title' | 'name' | 'startingPrice' | 'benefits' | 'idealFor' | 'included'>;

/** What a town's long-form copy (data/cities/{slug}.md) adds to its hub
 * (docs/decisions.md#one-page-per-town); its questions join the hub's own. */
export type CityHubContent = Omit<CityContent, 'faqs'>;

/** data/blocks/city-hub.md filled for one town (its title, questions and claims are the route's) */
export type CityHubWords = Filled<Omit<CityHubCopy, 'title' | 'description' | 'breadcrumbs' | 'claims' | 'faqs'>>;

/** data/blocks/city-service.md filled for one page, each town text in the wording for its town
 * (the title, intro, questions, link labels and testimonial heading are the route's) */
export type CityServiceWords = Filled<
  Omit<CityServiceCopy, 'title' | 'shorterTitle' | 'description' | 'breadcrumbs' | 'intro' | 'area' | 'faqs' | 'testimonial' | 'moreServices' | 'areas'>
> & {
  intro: { heading: string };
  area: { heading: string; text: string; link: string };
  moreServices: { heading: string };
  areas: { heading: string };
};

/** data/blocks/service-page.md filled for one service */
export type ServicePageWords = Filled<Omit<ServicePageCopy, 'title' | 'breadcrumbs'>>;

/** A testimonial with the heading over it: a review from another town is named as such. */
export interface PlacedTestimonial {
  testimonial: Testimonial;
  heading: string;
  /** whether the review comes from the page's own town */
  local: boolean;
}

export interface CityHubProps {
  words: CityHubWords;
  city: CityHubFacts;
  /** cities.csv `featured_services` (docs/decisions.md#city-hubs-that-differ), shown as cards */
  featured: ServiceCard[];
  /** some of the town's other services, by category, as a compact list of links */
  moreServices: ServiceLinkGroup[];
  /** held-back town pages this hub is the way into (routes/indexable-links.ts), listed apart under
   * their own label so that no reader or crawler takes them for the town's indexable pages */
  entries: Link[];
  /** landmarks with a few words each (landmarks.csv), then the names the city row lists alone */
  landmarkDetails: City['landmarkDetails'];
  otherLandmarks: string[];
  guide?: CityGuideTeaser;
  testimonials: Testimonial[];
  faqs: QuestionAndAnswer[];
  nearby: Link[];
  areas: Link[];
  content?: CityHubContent;
}

export interface CityServiceProps {
  words: CityServiceWords;
  city: CityServiceCity;
  service: CityServiceFacts;
  intro: string[];
  /** the page's own copy from seo-keywords.csv, rendered from Markdown; replaces `intro` */
  introHtml?: string;
  /** the opening of the service's own page (data/services/{slug}.md), as text */
  excerpt: string;
  reasons: { title: string; text: string }[];
  /** other services in the city: four cards and eight links, as one block (docs/requirements.md#related-link-blocks) */
  moreServices: Link[];
  /** the one block of same-service links: the service in every other town that offers it */
  areas: Link[];
  faqs: QuestionAndAnswer[];
  /** the best-placed testimonial for the town and the service (site-index.ts testimonialsFor);
   * a town-first page shows it only when it is the town's own (shownTestimonial) */
  testimonial: PlacedTestimonial | undefined;
  /**
   * Set on the pages search engines may index, once the index gate has decided
   * (routes/town-first.ts): the town's words first, the service's generic blocks (the opening of
   * its page, its benefits, who it is for) left to the service's own page behind one link, and the
   * reasons to choose the business by their titles only, and a review only from the town itself.
   * A held-back page shows them all.
   */
  townFirst: boolean;
}

/** The review a town x service page shows: on a town-first page, only the town's own, so no
 * indexable page repeats another town's review. */
export function shownTestimonial(props: Pick<CityServiceProps, 'testimonial' | 'townFirst'>): PlacedTestimonial | undefined {
  return props.testimonial && (props.testimonial.local || !props.townFirst) ? props.testimonial : undefined;
}

// services
export interface ServiceHubProps {
  words: ServicePageWords;
  service: Service;
  cities: Link[];
  otherServices: Link[];
}

// core
export interface ServiceAreasProps {
  copy: Filled<ServiceAreasCopy>;
  cities: City[];
  trust: { title: string; text: string }[];
}

export interface NotFoundProps {
  copy: Filled<NotFoundCopy>;
}

export interface RedirectProps {
  copy: Filled<RedirectCopy>;
  to: string;
  absoluteTo: string;
}

// customer
/** The home page's reviews as built: the review snapshot's rating and total (else the profile's) and the testimonials; in the browser the live reviews (`LiveReviews`, shared/reviews.ts) replace rating and total. */
export interface StaticReviews {
  rating: number;
  total: number;
  testimonials: Testimonial[];
  /** data/blocks/live-reviews.md, filled: the words the home island shows ({{rating}}, {{total}} are its own) */
  text: HomeReviewsText;
}

/** The words around the reviews fetched in the browser (data/blocks/live-reviews.md). */
export type LiveReviewsText = Filled<LiveReviewsCopy>;
export type HomeReviewsText = Pick<LiveReviewsText, 'loading'> & LiveReviewsText['home'];

export interface HomeProps {
  /** data/pages/home.md, filled */
  copy: Filled<HomeCopy>;
  featured: Service[];
  /** the business section's cards (data/menus.csv, home-commercial): each service's short description */
  commercial: { link: { label: string; href: string; text: string }; text: string }[];
  reviews: StaticReviews;
  reasons: { title: string; text: string }[];
  areas: City[];
  faqs: FaqItem[];
}

/** A category of services (data/blocks/why-us.md) and its services, in catalogue order. */
export interface ServiceCategoryGroup {
  id: ServiceCategory;
  /** its heading on /services/ */
  heading: string;
  /** its label over its links on a town's hub */
  label: string;
  /** the image key its services show when they have none of their own */
  artwork: string;
  services: Service[];
}

export interface ServicesIndexProps {
  copy: Filled<ServicesIndexCopy>;
  /** the categories that hold a service, in the order why-us.md writes them */
  categories: Pick<ServiceCategoryGroup, 'id' | 'heading' | 'artwork' | 'services'>[];
}

export interface QuoteProps {
  copy: Filled<QuoteCopy>;
  faqs: FaqItem[];
}

export interface LocationsProps {
  copy: Filled<LocationsCopy>;
  areas: City[];
}

// support
export interface ContactProps {
  /** data/pages/contact.md and data/blocks/contact-form.md, filled */
  copy: Filled<ContactCopy>;
  form: Filled<ContactFormCopy>;
}

export interface ThankYouProps {
  copy: Filled<ThankYouCopy>;
}

export interface ReviewsProps {
  copy: Filled<ReviewsCopy>;
  live: LiveReviewsText;
  /** whether business.json lists a Google profile, which the live list's intro links to */
  googleProfile: boolean;
  /** the review snapshot's rating, and its total plus the testimonials: the figures the page's
   * script shows once the live reviews answer (generator/routes/fill.ts reviewFigures) */
  rating: number;
  total: number;
  testimonials: Testimonial[];
}

export interface FaqGroup {
  category: FaqCategory;
  title: string;
  faqs: FaqItem[];
}

export interface FaqProps {
  copy: Filled<FaqCopy>;
  groups: FaqGroup[];
}

// company
export interface AccessibilityProps {
  /** ISO date shown as the review date: the build date (docs/requirements.md#accessibility-statement), passed in */
  reviewedOn: string;
  /** data/pages/accessibility.md, filled */
  copy: Filled<AccessibilityCopy>;
}

export interface CareersProps {
  /** data/pages/careers.md and data/blocks/application-form.md, filled */
  copy: Filled<CareersCopy>;
  form: Filled<ApplicationFormCopy>;
}

export interface ApplicationReceivedProps {
  /** data/pages/application-received.md, filled */
  copy: Filled<ApplicationReceivedCopy>;
}

export interface BitcoinPaymentsProps {
  services: Link[];
  areas: Link[];
  /** data/pages/bitcoin-payments.md, filled: the words and the questions */
  copy: Filled<BitcoinPaymentsCopy>;
}

/** One list of /checklist/: its tasks (data/checklist.json) with its words (pages/checklist.md) */
export interface ChecklistSection {
  id: string;
  heading: string;
  /** the list's intro, with its prices link when data/menus.csv names one */
  intro: Html;
  groups: ChecklistGroup[];
}

export interface ChecklistProps {
  copy: Filled<ChecklistCopy>;
  lists: ChecklistSection[];
}

export interface PolicyProps {
  /** data/pages/privacy-policy.md or terms-of-service.md, filled; `updated` is the day its text
   * last changed */
  copy: Filled<PolicyCopy>;
}

// html-sitemap
export interface SitemapCity {
  link: Link;
  /** the city's /mi/{city}/{service}/ pages, shown collapsed */
  pages: Link[];
}

export interface HtmlSitemapProps {
  /** data/pages/sitemap.md, filled but for `{{count}}` and `{{town.name}}`, the template's */
  copy: Filled<SitemapCopy>;
  main: Link[];
  services: Link[];
  locations: Link[];
  cities: SitemapCity[];
  blog: Link[];
}

// blog
/** One card of a list: a published article (with href) or a coming-soon one (without). */
export interface ArticleCard {
  title: string;
  excerpt: string;
  category: string;
  /** ISO date; absent for coming-soon articles */
  date?: string;
  author?: string;
  readingMinutes?: number;
  href?: string;
  image?: string;
}

export interface ShareLink {
  network: string;
  label: string;
  href: string;
}

export interface BlogIndexProps {
  /** data/pages/blog.md, filled */
  copy: Filled<Pick<BlogCopy, 'hero' | 'articles' | 'search' | 'callToAction'>> & { cityGuides: Filled<Omit<BlogCopy['cityGuides'], 'link'>> };
  cards: ArticleCard[];
  categories: string[];
  /** one link per town with a guide, its label filled for the town */
  cityGuides: { label: string; href: string }[];
}

export interface ArticleProps {
  /** data/blocks/article.md, filled */
  copy: Filled<Pick<ArticleCopy, 'tagsHeading' | 'relatedHeading' | 'callToAction'>>;
  article: Omit<Article, 'related'>;
  related: ArticleCard[];
  share: ShareLink[];
  /** Article JSON-LD without `image`: the image's hashed URL is known only at render time */
  jsonLd: JsonLd;
}

export interface CityGuidesProps {
  /** data/pages/city-guides.md, filled; each card's own words are in `guides` */
  copy: Filled<Pick<CityGuidesCopy, 'hero' | 'more' | 'callToAction'>> & { card: { topicsHeading: string } };
  guides: {
    name: string;
    description: string;
    postCount: string;
    image: string;
    highlights: string[];
    href: string;
    cityHref: string;
    readButton: string;
    servicesLink: string;
  }[];
}

export interface CityGuideListProps {
  /** data/blocks/city-guide.md's `list`, filled for the town and the promoted service */
  copy: Filled<Omit<CityGuideCopy['list'], 'title' | 'description'>>;
  description: string;
  cards: ArticleCard[];
  promo: { text: string; href: string };
}

export interface CityArticleProps {
  /** data/blocks/city-guide.md's `article`, filled for the town */
  copy: Filled<CityGuideCopy['article']>;
  article: CityArticle;
  more: ArticleCard[];
  listHref: string;
  share: ShareLink[];
  jsonLd: JsonLd;
}
