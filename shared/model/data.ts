// The typed site data that every later stage reads. Produced only by validate(); everything
// downstream (routes, templates) may assume it is complete and cross-checked.

export type DayOfWeek =
  | 'Monday'
  | 'Tuesday'
  | 'Wednesday'
  | 'Thursday'
  | 'Friday'
  | 'Saturday'
  | 'Sunday';

export interface OpeningHours {
  days: DayOfWeek[];
  opens: string; // "08:00"
  closes: string; // "18:00"
}

export interface SocialLink {
  network: string; // "google", "facebook", "tiktok", "instagram", "yelp"
  label: string;
  url: string;
}

export interface Promotion {
  id: string;
  name: string;
  description: string;
  discountPercent?: number;
  price?: number;
  validThrough: string; // ISO date
}

export interface Business {
  name: string;
  legalName: string;
  tagline: string;
  phone: string; // as shown: "(248) 555-0142"
  phoneE164: string; // for tel: and sms: links; derived from phone (validate/tables.ts)
  siteUrl?: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  geo: { lat: number; lng: number };
  hours: OpeningHours[];
  rating: number;
  reviewCount: number;
  yearsExperience: number;
  homesCleaned: number;
  priceRange: string;
  serviceRadiusMeters: number;
  paymentMethods: string[];
  social: SocialLink[];
  reviewLinks: SocialLink[];
  accreditation: { name: string; url: string };
  quoteProvider: { hubId: string; formUrl: string; scriptUrl: string; stylesheetUrl: string };
  bookingUrl: string;
  smsQuoteBody: string;
  mapEmbedUrl: string;
  adPixelId?: string;
  promotions: Promotion[];
}

export interface LandmarkDetail {
  name: string;
  detail: string;
}

export interface City {
  slug: string;
  name: string;
  fullName: string; // "Wixom, Michigan"
  county: string;
  lat: number;
  lng: number;
  zipCodes: string[];
  population: number;
  description: string;
  landmarks: string[];
  neighborhoods: string[];
  landmarkDetails: LandmarkDetail[];
  image?: string;
}

export type ServiceCategory = 'residential' | 'commercial';

export interface Service {
  slug: string;
  title: string; // page title: "Deep Cleaning"
  name: string; // short, used in sentences and links: "deep cleaning"
  category: ServiceCategory;
  startingPrice: string; // "$250"
  startingPriceValue: number; // 250
  shortDescription: string;
  metaDescription: string;
  benefits: string[];
  idealFor: string;
  included: string[];
  additionalServices: string[];
  image?: string;
  bodyHtml: string; // the long copy from data/services/{slug}.md, rendered
}

export interface KeywordRow {
  city: string;
  state: string;
  citySlug: string;
  zips: string[];
  service: string;
  serviceSlug: string;
  primaryKeyword: string;
  secondaryKeywords: string[];
  suggestedUrl: string;
  // the page's own copy, written by a marketer (optional columns; issue 15)
  title?: string;
  metaDescription?: string;
  introHtml?: string; // the intro column's Markdown, rendered
  faqs: { question: string; answer: string }[];
}

export interface Testimonial {
  id: string;
  rating: number;
  text: string;
  author: { name: string; location: string; avatarUrl?: string };
}

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
  source: SourceLocation;
}

/** An internal link written by hand in a data file (Markdown copy), checked once routes exist. */
export interface ContentLink {
  href: string;
  source: SourceLocation;
}

export type FaqCategory = 'services' | 'booking' | 'pricing' | 'other';

export interface FaqItem {
  category: FaqCategory;
  question: string;
  answer: string;
}

export interface ChecklistGroup {
  group: string;
  tasks: string[];
}

/** spec part 1 section 2, checklist page: standard and deep task groups */
export interface Checklist {
  standard: ChecklistGroup[];
  deep: ChecklistGroup[];
}

/** A published blog article, data/articles/{slug}.md (spec part 2 section 2, "Blog articles"). */
export interface Article {
  slug: string;
  title: string;
  description: string;
  date: string; // ISO date
  author: string;
  category: string;
  tags: string[];
  /** key of the image catalogue (data/images/ path without extension) */
  image: string;
  related: string[]; // slugs of other published articles
  promotion?: Promotion;
  readingMinutes: number;
  bodyHtml: string;
}

/** An article announced on the blog index but not written yet: shown without a link. */
export interface UpcomingArticle {
  slug: string;
  title: string;
  description: string;
  category: string;
}

/** One city guide article: a row of data/city-articles.csv with its templated body. */
export interface CityArticle {
  city: string; // city slug
  slug: string;
  title: string;
  excerpt: string;
  date: string; // ISO date
  author: string;
  category: string;
  image: string;
  readingMinutes: number;
  bodyHtml: string;
}

/** The city-guide index entry of one city (data/city-guides.csv) and its articles, newest first. */
export interface CityGuide {
  city: City;
  description: string;
  highlights: string[];
  image: string;
  /** the service the city's guide list promotes (spec part 2 section 2, "a service promo") */
  promoService: Service;
  articles: CityArticle[];
}

export interface SiteData {
  business: Business;
  cities: City[]; // sorted by slug
  services: Service[]; // in the order of services.csv
  /** city slug -> service slugs offered there, in catalogue order */
  availability: Map<string, string[]>;
  keywords: KeywordRow[];
  testimonials: Testimonial[];
  redirects: Redirect[];
  /** in file order; the home teaser shows the first five */
  faqs: FaqItem[];
  checklist: Checklist;
  contentLinks: ContentLink[];
  /** published articles, newest first */
  articles: Article[];
  upcomingArticles: UpcomingArticle[];
  /** in the order of data/city-guides.csv */
  cityGuides: CityGuide[];
}

/** Where a value came from, so every error can name file, line and column (or key). */
export interface SourceLocation {
  file: string; // path relative to the working directory, e.g. "data/cities.csv"
  line?: number;
  column?: number;
  key?: string; // JSON path or front-matter key
}
