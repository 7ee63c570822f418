// Company pages of spec part 1 section 2: accessibility, careers, Bitcoin payments, checklist,
// plus the footer's policy pages (DESIGN decision 7).
import type { MenuLink } from '../../shared/model/data.ts';
import { faqJsonLd, type RouteContext } from '../head.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { page } from './page.ts';
import { fillCopy, siteValues } from './fill.ts';
import { checklistCopyFor } from './checklist.ts';
import type { BitcoinPaymentsProps, Link } from '../../shared/model/pages.ts';

// Change together with the wording of templates/pages/PrivacyPolicy.tsx and TermsOfService.tsx.
export const POLICIES_UPDATED = '2026-11-01';

const home: Crumb = { name: 'Home', path: '/' };
const crumbs = (name: string, path: string): Crumb[] => [home, { name, path }];

// spec part 1 section 2, Pay with Bitcoin: which services and towns the page lists is data
// (data/menus.csv, bitcoin-services and bitcoin-areas), and so are its questions
// (data/pages/bitcoin-payments.md).
function bitcoinLinks(ctx: RouteContext): Pick<BitcoinPaymentsProps, 'services' | 'areas'> {
  const asLink = (link: MenuLink): Link => ({ label: link.label, path: link.href });
  return { services: ctx.site.menus['bitcoin-services'].map(asLink), areas: ctx.site.menus['bitcoin-areas'].map(asLink) };
}

export function companyRoutes(ctx: RouteContext) {
  const { business } = ctx.site;
  const bitcoinFaqs = fillCopy(ctx.site.copy['pages/bitcoin-payments'].faqs, siteValues(ctx.site));
  const checklistCopy = checklistCopyFor(ctx.site);
  return [
    page(ctx, {
      kind: 'accessibility',
      path: '/accessibility/',
      title: 'Accessibility Statement',
      description: `How ${business.name} works to make this website usable for everyone, what we know still falls short of WCAG 2.1 AA, and how to tell us about a barrier.`,
      source: 'accessibility statement',
      breadcrumbs: crumbs('Accessibility', '/accessibility/'),
      props: { reviewedOn: ctx.buildDate },
    }),
    page(ctx, {
      kind: 'careers',
      path: '/careers/',
      title: 'Now Hiring Cleaners: Careers',
      description: `Join ${business.name}: paid training, flexible schedules and steady work cleaning homes and offices around ${business.address.city} and ${business.region}. Apply online in a few minutes.`,
      source: 'careers page',
      breadcrumbs: crumbs('Careers', '/careers/'),
      props: {},
    }),
    page(ctx, {
      kind: 'applicationReceived',
      path: '/careers/application-received/',
      title: 'Application Received',
      description: `Thank you for applying to ${business.name}. We review every application within 24-48 hours and contact you by phone or e-mail.`,
      source: 'application-received page',
      // where the application lands when it is sent without JavaScript; nothing to rank for
      indexable: false,
      props: {},
    }),
    page(ctx, {
      kind: 'bitcoinPayments',
      path: '/bitcoin-payments/',
      title: 'Pay for House Cleaning with Bitcoin',
      description: `Pay for your home or office cleaning with Bitcoin: how it works in five steps, confirmation times, price locking and refunds, from ${business.name}.`,
      source: 'Bitcoin payments page',
      breadcrumbs: crumbs('Pay with Bitcoin', '/bitcoin-payments/'),
      jsonLd: bitcoinFaqs.length > 0 ? [faqJsonLd(bitcoinFaqs)] : [],
      props: { ...bitcoinLinks(ctx), faqs: bitcoinFaqs },
    }),
    page(ctx, {
      kind: 'checklist',
      path: '/checklist/',
      title: checklistCopy.title,
      description: checklistCopy.description,
      source: 'checklist page (data/checklist.json)',
      breadcrumbs: crumbs(checklistCopy.breadcrumb, '/checklist/'),
      props: { copy: checklistCopy, checklist: ctx.site.checklist },
    }),
    page(ctx, {
      kind: 'privacyPolicy',
      path: '/privacy-policy/',
      title: 'Privacy Policy',
      description: `What ${business.name} collects through this website, text messages and job applications, why, how long we keep it, and how to have it deleted.`,
      source: 'privacy policy',
      breadcrumbs: crumbs('Privacy Policy', '/privacy-policy/'),
      props: { updated: POLICIES_UPDATED },
    }),
    page(ctx, {
      kind: 'termsOfService',
      path: '/terms-of-service/',
      title: 'Terms of Service',
      description: `The terms for booking and receiving cleaning services from ${business.name}: quotes, scheduling and cancellation, payment, our satisfaction guarantee and text messages.`,
      source: 'terms of service',
      breadcrumbs: crumbs('Terms of Service', '/terms-of-service/'),
      props: { updated: POLICIES_UPDATED },
    }),
  ];
}
