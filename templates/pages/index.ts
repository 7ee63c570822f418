// Page kind -> component. The render stage looks a route's kind up here; a kind without a
// component is a type error, so no route can be left unrendered.
import type { ComponentType } from 'react';
import type { Crumb } from '../../generator/head.ts';
import type { PageKind, PageProps } from '../../generator/routes/index.ts';
import { CityHub } from './CityHub.tsx';
import { CityService } from './CityService.tsx';
import { Home } from './Home.tsx';
import { NotFound } from './NotFound.tsx';
import { Quote } from './Quote.tsx';
import { Redirect } from './Redirect.tsx';
import { ServiceAreas } from './ServiceAreas.tsx';
import { ServiceHub } from './ServiceHub.tsx';
import { ServicesIndex } from './ServicesIndex.tsx';

export type PageComponent<K extends PageKind> = ComponentType<PageProps[K] & { breadcrumbs: Crumb[] }>;

export const pages: { [K in PageKind]: PageComponent<K> } = {
  cityHub: CityHub,
  cityService: CityService,
  serviceHub: ServiceHub,
  serviceAreas: ServiceAreas,
  notFound: NotFound,
  redirect: Redirect,
  home: Home,
  servicesIndex: ServicesIndex,
  quote: Quote,
};
