// Pages about reaching and trusting the company (docs/requirements.md#customer-pages): contact,
// thank-you, reviews and the FAQ.
import type { FaqCategory, FaqItem } from '../../shared/model/data.ts';
import { faqJsonLd } from './head.ts';
import type { RouteContext } from './context.ts';
import { page } from './page.ts';
import { fillCopy, homeCrumb, reviewFigures, siteFaqs, siteValues } from './fill.ts';
import type { FaqGroup } from '../../shared/model/pages.ts';

// the FAQ page: four groups in this order (docs/requirements.md#faq-page)
const FAQ_CATEGORIES: readonly FaqCategory[] = ['services', 'booking', 'pricing', 'other'];

/** The questions by category, each group under its title (data/pages/faq.md). */
export function faqGroups(faqs: FaqItem[], titles: Record<FaqCategory, string>): FaqGroup[] {
  return FAQ_CATEGORIES.map((category) => ({ category, title: titles[category], faqs: faqs.filter((f) => f.category === category) })).filter(
    (group) => group.faqs.length > 0,
  );
}


export function contactAndTrustRoutes(ctx: RouteContext) {
  const home = homeCrumb(ctx.site);
  const { site } = ctx;
  const { business } = site;
  const values = siteValues(site);
  const thankYouCopy = fillCopy(site.copy['pages/thank-you'], values);
  const google = business.social.find((link) => link.network === 'google');
  const reviewsCopy = fillCopy(site.copy['pages/reviews'], { ...values, ...(google ? { 'links.google': google.url } : {}) });
  const liveReviews = fillCopy(site.copy['blocks/live-reviews'], values);
  const faqCopy = fillCopy(site.copy['pages/faq'], values);
  const contact = fillCopy(site.copy['pages/contact'], siteValues(site));
  return [
    page(ctx, {
      kind: 'contact',
      path: '/contact/',
      title: contact.title,
      description: contact.description,
      source: 'contact page',
      breadcrumbs: [home, { name: contact.breadcrumb, path: '/contact/' }],
      businessProfile: true,
      props: { copy: contact, form: fillCopy(site.copy['blocks/contact-form'], siteValues(site)) },
    }),
    page(ctx, {
      kind: 'thankYou',
      path: '/thank-you/',
      title: thankYouCopy.title,
      description: thankYouCopy.description,
      source: 'thank-you page',
      // a confirmation page has nothing to rank for; it keeps its head tags but stays out of the sitemap
      indexable: false,
      props: { copy: thankYouCopy },
    }),
    page(ctx, {
      kind: 'reviews',
      path: '/reviews/',
      title: reviewsCopy.title,
      description: reviewsCopy.description,
      source: 'reviews page',
      breadcrumbs: [home, { name: reviewsCopy.breadcrumb, path: '/reviews/' }],
      businessProfile: true,
      props: {
        copy: reviewsCopy,
        live: liveReviews,
        googleProfile: google !== undefined,
        // the count the page's script shows: the snapshot's total and the testimonials listed here
        rating: reviewFigures(site).rating,
        total: reviewFigures(site).total + site.testimonials.length,
        testimonials: site.testimonials,
      },
    }),
    page(ctx, {
      kind: 'faq',
      path: '/faq/',
      title: faqCopy.title,
      description: faqCopy.description,
      source: 'FAQ page',
      breadcrumbs: [home, { name: faqCopy.breadcrumb, path: '/faq/' }],
      jsonLd: [faqJsonLd(siteFaqs(site))],
      props: { copy: faqCopy, groups: faqGroups(siteFaqs(site), faqCopy.groups) },
    }),
  ];
}
