// The route record: everything a template needs to render one output file.
import type { Crumb, Head, JsonLd } from './head.ts';
import type {
  AccessibilityProps,
  ApplicationReceivedProps,
  ArticleProps,
  BitcoinPaymentsProps,
  BlogIndexProps,
  CareersProps,
  ChecklistProps,
  CityArticleProps,
  CityGuideListProps,
  CityGuidesProps,
  CityHubProps,
  CityServiceProps,
  ContactProps,
  FaqProps,
  HomeProps,
  HtmlSitemapProps,
  LocationsProps,
  NotFoundProps,
  PolicyProps,
  QuoteProps,
  RedirectProps,
  ReviewsProps,
  ServiceAreasProps,
  ServiceHubProps,
  ServicesIndexProps,
  ThankYouProps,
} from './pages.ts';

/** Page kind -> the props its template receives. Add a kind here and in templates/pages/index.ts. */
export interface PageProps {
  cityHub: CityHubProps;
  cityService: CityServiceProps;
  serviceHub: ServiceHubProps;
  serviceAreas: ServiceAreasProps;
  notFound: NotFoundProps;
  redirect: RedirectProps;
  home: HomeProps;
  servicesIndex: ServicesIndexProps;
  quote: QuoteProps;
  locations: LocationsProps;
  contact: ContactProps;
  thankYou: ThankYouProps;
  reviews: ReviewsProps;
  faq: FaqProps;
  accessibility: AccessibilityProps;
  careers: CareersProps;
  applicationReceived: ApplicationReceivedProps;
  bitcoinPayments: BitcoinPaymentsProps;
  checklist: ChecklistProps;
  privacyPolicy: PolicyProps;
  termsOfService: PolicyProps;
  htmlSitemap: HtmlSitemapProps;
  blogIndex: BlogIndexProps;
  article: ArticleProps;
  cityGuides: CityGuidesProps;
  cityGuideList: CityGuideListProps;
  cityArticle: CityArticleProps;
}

export type PageKind = keyof PageProps;

export interface RouteOf<K extends PageKind> {
  /** URL path; ends with a slash, except for files such as /404.html */
  path: string;
  kind: K;
  props: PageProps[K];
  head: Head;
  jsonLd: JsonLd[];
  breadcrumbs: Crumb[];
  /** listed in the sitemap */
  indexable: boolean;
  /** what produced the route, named in duplicate-path errors */
  source: string;
}

export type Route = { [K in PageKind]: RouteOf<K> }[PageKind];
