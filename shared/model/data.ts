// The typed site data that every later stage reads. Produced only by validate(); everything
// downstream (routes, templates) may assume it is complete and cross-checked.

import type { z } from 'zod';
import type { SiteCopy } from './copy/index.ts';
import type { LiveReviews } from '../reviews.ts';
import type { articleSchema, cityArticleRow, cityGuideRow, upcomingSchema } from './blog.ts';
import type { MENU_NAMES } from './tables.ts';
import type {
  businessSchema,
  checklistSchema,
  cityContentSchema,
  cityRow,
  day,
  faqRow,
  keywordRow,
  landmarkRow,
  menuRow,
  redirectRow,
  searchConsoleRow,
  serviceRow,
  testimonialsSchema,
} from './tables.ts';

// The tables' types are their schemas' outputs (shared/model/tables.ts): one definition, no casts.
export type DayOfWeek = z.output<typeof day>;
export type Business = z.output<typeof businessSchema>;
export type OpeningHours = Business['hours'][number];
export type SocialLink = Business['social'][number];
export type Promotion = Business['promotions'][number];

export type LandmarkDetail = Omit<z.output<typeof landmarkRow>, 'city'>;

export interface City extends z.output<typeof cityRow> {
  /** the details of data/landmarks.csv, in file order */
  landmarkDetails: LandmarkDetail[];
}

export interface Service extends z.output<typeof serviceRow> {
  bodyHtml: string; // the long copy from data/services/{slug}.md, rendered
}
export type ServiceCategory = Service['category'];

export interface KeywordRow extends Omit<z.output<typeof keywordRow>, 'intro'> {
  introHtml?: string; // the intro column's Markdown, rendered
}

export type Testimonial = z.output<typeof testimonialsSchema>[number];

export interface Redirect extends Omit<z.output<typeof redirectRow>, 'status'> {
  status: 301 | 302;
  source: SourceLocation;
}

/** A redirects.csv row with status 410: an address the site published once and has dropped for good. */
export interface GoneAddress {
  from: string;
  source: SourceLocation;
}

/** An internal link written by hand in a data file (Markdown copy), checked once routes exist. */
export interface ContentLink {
  href: string;
  source: SourceLocation;
}

export type FaqItem = z.output<typeof faqRow>;
export type FaqCategory = FaqItem['category'];

/** the checklist page's lists of task groups (data/checklist.json), in page order */
export type Checklist = z.output<typeof checklistSchema>;
export type ChecklistList = Checklist['lists'][number];
export type ChecklistGroup = ChecklistList['groups'][number];

type ArticleFrontMatter = z.output<typeof articleSchema>;

/** A published blog article, data/articles/{slug}.md (docs/requirements.md#blog-articles):
 * its front matter (`image` a key of the image catalogue, `related` slugs of other published
 * articles), the promotion it names, and its rendered body. */
export interface Article extends Omit<ArticleFrontMatter, 'status' | 'promotion' | 'readingMinutes'> {
  slug: string;
  promotion?: Promotion;
  readingMinutes: number;
  bodyHtml: string;
}

/** An article announced on the blog index but not written yet: shown without a link. */
export interface UpcomingArticle extends Omit<z.output<typeof upcomingSchema>, 'status'> {
  slug: string;
}

/** One city guide article: a row of data/city-articles.csv with its templated body; `image`
 * defaults to the city's guide picture. */
export interface CityArticle extends Omit<z.output<typeof cityArticleRow>, 'template' | 'image'> {
  image: string;
  readingMinutes: number;
  bodyHtml: string;
}

/** The city-guide index entry of one city (data/city-guides.csv) and its articles, newest first. */
export interface CityGuide extends Omit<z.output<typeof cityGuideRow>, 'city' | 'image' | 'promo_service'> {
  city: City;
  image: string;
  /** the service the city's guide list promotes (docs/requirements.md#city-guides) */
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
  /** data/reviews.json: the reviews the API serves before any live answer, so the pages' HTML
   * shows the figures the review widgets will (absent: the business profile's) */
  reviewSnapshot?: LiveReviews;
  redirects: Redirect[];
  /** redirects.csv rows with status 410, answered "gone" */
  gone: GoneAddress[];
  /** in file order; the home teaser shows the first five */
  faqs: FaqItem[];
  checklist: Checklist;
  contentLinks: ContentLink[];
  /** published articles, newest first */
  articles: Article[];
  upcomingArticles: UpcomingArticle[];
  /** in the order of data/city-guides.csv */
  cityGuides: CityGuide[];
  /** data/menus.csv: every list of links a marketer orders, rows naming a missing city or service left out */
  menus: Menus;
  /** data/cities/{slug}.md: a town's long-form copy, shown on its hub (docs/decisions.md#one-page-per-town) */
  cityContent: Map<string, CityContent>;
  /** data/pages/*.md and data/blocks/*.md: every word the pages say, placeholders unfilled */
  copy: SiteCopy;
  /** data/search-console.csv (optional): real demand, a month of Search Console's figures */
  searchConsole: SearchConsoleRow[];
}

/** One row of data/search-console.csv: a page's or a query's clicks and impressions a month. */
export type SearchConsoleRow = z.output<typeof searchConsoleRow>;

/** The menus and link lists of data/menus.csv, by the name in its `menu` column (MENU_NAMES). */
export type MenuName = z.output<typeof menuRow>['menu'];
export interface MenuLink {
  label: string;
  href: string;
  /** the slug the row names, when it names a city or a service */
  city?: string;
  service?: string;
}
export type FixedMenuName = (typeof MENU_NAMES)[number];
/** the fixed menus, each present (maybe empty), and the checklist lists' prices links, present when written */
export type Menus = Record<FixedMenuName, MenuLink[]> & Partial<Record<`checklist-${string}`, MenuLink[]>>;

/** Long-form copy for one town, data/cities/{slug}.md: front matter for the parts, Markdown for prose. */
export interface CityContent extends z.output<typeof cityContentSchema> {
  bodyHtml: string;
}
export type QuestionAnswer = CityContent['faqs'][number];
/** A group of a town's neighbourhoods with a few words on the homes there (names from cities.csv). */
export type NeighborhoodGroup = CityContent['neighborhoodGroups'][number];

/** Where a value came from, so every error can name file, line and column (or key). */
export interface SourceLocation {
  file: string; // path relative to the working directory, e.g. "data/cities.csv"
  line?: number;
  column?: number;
  key?: string; // JSON path or front-matter key
}
