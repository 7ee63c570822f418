// Page kind -> component. The render stage looks a route's kind up here; a kind without a
// component is a type error, so no route can be left unrendered.
import type { ComponentType } from 'react';
import type { Crumb } from '../../shared/model/head.ts';
import type { PageKind, PageProps } from '../../shared/model/routes.ts';
import { CityHub } from './CityHub.tsx';
import { CityService } from './CityService.tsx';
import { Home } from './Home.tsx';
import { Contact } from './Contact.tsx';
import { Faq } from './Faq.tsx';
import { Locations } from './Locations.tsx';
import { Reviews } from './Reviews.tsx';
import { ThankYou } from './ThankYou.tsx';
import { Accessibility } from './Accessibility.tsx';
import { BitcoinPayments } from './BitcoinPayments.tsx';
import { Careers } from './Careers.tsx';
import { ApplicationReceived } from './ApplicationReceived.tsx';
import { Checklist } from './Checklist.tsx';
import { HtmlSitemap } from './HtmlSitemap.tsx';
import { PolicyPage } from './PolicyPage.tsx';
import { NotFound } from './NotFound.tsx';
import { Quote } from './Quote.tsx';
import { Redirect } from './Redirect.tsx';
import { ServiceAreas } from './ServiceAreas.tsx';
import { ServiceHub } from './ServiceHub.tsx';
import { ServicesIndex } from './ServicesIndex.tsx';
import { Article } from './Article.tsx';
import { BlogIndex } from './BlogIndex.tsx';
import { CityArticle } from './CityArticle.tsx';
import { CityGuideList } from './CityGuideList.tsx';
import { CityGuides } from './CityGuides.tsx';

export type PageComponent<K extends PageKind> = ComponentType<PageProps[K] & { breadcrumbs: Crumb[] }>;

export const pages: { [K in PageKind]: PageComponent<K> } = {
  blogIndex: BlogIndex,
  article: Article,
  cityGuides: CityGuides,
  cityGuideList: CityGuideList,
  cityArticle: CityArticle,
  cityHub: CityHub,
  cityService: CityService,
  serviceHub: ServiceHub,
  serviceAreas: ServiceAreas,
  notFound: NotFound,
  redirect: Redirect,
  home: Home,
  servicesIndex: ServicesIndex,
  quote: Quote,
  locations: Locations,
  contact: Contact,
  thankYou: ThankYou,
  reviews: Reviews,
  faq: Faq,
  accessibility: Accessibility,
  careers: Careers,
  applicationReceived: ApplicationReceived,
  bitcoinPayments: BitcoinPayments,
  checklist: Checklist,
  privacyPolicy: PolicyPage,
  termsOfService: PolicyPage,
  htmlSitemap: HtmlSitemap,
};
