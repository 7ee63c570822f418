// Pages about reaching and trusting the company (spec part 1 section 2): contact, thank-you,
// reviews and the FAQ.
import type { FaqCategory, FaqItem } from '../../shared/model/data.ts';
import { faqJsonLd, type RouteContext } from '../head.ts';
import { page } from './page.ts';
import { fillCopy, siteValues } from './fill.ts';
import type { FaqGroup } from '../../shared/model/pages.ts';

// spec part 1 section 2, FAQ page: four groups in this order
const FAQ_GROUP_TITLES: Record<FaqCategory, string> = {
  services: 'Our services',
  booking: 'Booking and scheduling',
  pricing: 'Pricing and quotes',
  other: 'Other questions',
};

export function faqGroups(faqs: FaqItem[]): FaqGroup[] {
  return (Object.keys(FAQ_GROUP_TITLES) as FaqCategory[])
    .map((category) => ({ category, title: FAQ_GROUP_TITLES[category], faqs: faqs.filter((f) => f.category === category) }))
    .filter((group) => group.faqs.length > 0);
}

const home = { name: 'Home', path: '/' };

export function supportRoutes(ctx: RouteContext) {
  const { site } = ctx;
  const { business } = site;
  const contact = fillCopy(site.copy['pages/contact'], siteValues(site));
  return [
    page(ctx, {
      kind: 'contact',
      path: '/contact/',
      title: contact.title,
      description: contact.description,
      source: 'contact page',
      breadcrumbs: [home, { name: contact.breadcrumb, path: '/contact/' }],
      businessProfile: 'plain',
      props: { copy: contact, form: fillCopy(site.copy['blocks/contact-form'], siteValues(site)) },
    }),
    page(ctx, {
      kind: 'thankYou',
      path: '/thank-you/',
      title: 'Thank You for Your Message',
      description: `Thank you for contacting ${business.name}. We reply to every message ${business.promises.replyTime}.`,
      source: 'thank-you page',
      // a confirmation page has nothing to rank for; it keeps its head tags but stays out of the sitemap
      indexable: false,
      props: {},
    }),
    page(ctx, {
      kind: 'reviews',
      path: '/reviews/',
      title: 'Customer Reviews',
      description: `Rated ${business.rating.toFixed(1)} out of 5 from ${business.reviewCount} reviews: what homeowners and businesses across ${business.region} say about our cleaning.`,
      source: 'reviews page',
      breadcrumbs: [home, { name: 'Reviews', path: '/reviews/' }],
      businessProfile: 'rated',
      props: { rating: business.rating, total: business.reviewCount, testimonials: site.testimonials },
    }),
    page(ctx, {
      kind: 'faq',
      path: '/faq/',
      title: 'Frequently Asked Questions',
      description: `Answers about our cleaning services, booking and cancellation, pricing and payment, and the ${business.region} towns we serve.`,
      source: 'FAQ page',
      breadcrumbs: [home, { name: 'FAQ', path: '/faq/' }],
      jsonLd: [faqJsonLd(site.faqs)],
      props: { groups: faqGroups(site.faqs) },
    }),
  ];
}
