// Customer pages of spec part 1 section 2 that every other page links to: home, the services
// list and the quote page.
import type { Service } from '../types.ts';
import type { RouteContext } from '../head.ts';
import { page } from './page.ts';

export interface HomeProps {
  featured: Service[];
}

export interface ServicesIndexProps {
  residential: Service[];
  commercial: Service[];
}

export type QuoteProps = Record<string, never>;

// spec part 1 section 2: the home page's four service cards
export const HOME_FEATURED_SERVICES = ['general-cleaning', 'deep-cleaning', 'move-out-cleaning', 'recurring-cleaning'];

export function customerRoutes(ctx: RouteContext) {
  const { site } = ctx;
  const bySlug = new Map(site.services.map((s) => [s.slug, s]));
  return [
    page(ctx, {
      kind: 'home',
      path: '/',
      title: `House & Commercial Cleaning in Milford and Metro Detroit`,
      description: `${site.business.name}: insured, background-checked house and office cleaning in Milford, Novi, Wixom and across Metro Detroit. Rated ${site.business.rating} from ${site.business.reviewCount} reviews. Free quotes.`,
      source: 'home page',
      props: { featured: HOME_FEATURED_SERVICES.map((slug) => bySlug.get(slug)).filter((s): s is Service => s !== undefined) },
    }),
    page(ctx, {
      kind: 'servicesIndex',
      path: '/services/',
      title: 'Cleaning Services',
      description: `Every cleaning service we offer in Metro Detroit, from house and deep cleaning to office, post-construction and specialty work, with starting prices.`,
      source: 'services list',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Services', path: '/services/' },
      ],
      props: {
        residential: site.services.filter((s) => s.category === 'residential'),
        commercial: site.services.filter((s) => s.category === 'commercial'),
      },
    }),
    page(ctx, {
      kind: 'quote',
      path: '/quote/',
      title: 'Get a Free Cleaning Quote',
      description: 'Request a free, no-obligation cleaning quote. We reply within 24 hours in business hours, and the quote stays valid for about 30 days.',
      source: 'quote page',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Get a Quote', path: '/quote/' },
      ],
      props: {},
    }),
  ];
}
