// Company pages of spec part 1 section 2: accessibility, careers, Bitcoin payments, checklist,
// plus the footer's policy pages (DESIGN decision 7). The dedicated Novi page lives in novi.ts.
import { faqJsonLd, type RouteContext } from '../head.ts';
import type { Crumb, Faq } from '../../shared/model/head.ts';
import { noviRoute } from './novi.ts';
import { page } from './page.ts';
import type { BitcoinPaymentsProps } from '../../shared/model/pages.ts';

// Change together with the wording of templates/pages/PrivacyPolicy.tsx and TermsOfService.tsx.
export const POLICIES_UPDATED = '2026-11-01';

// spec part 1 section 2, Pay with Bitcoin. The spec's /services/standard-cleaning is a redirect to
// general-cleaning (data/redirects.csv), so the page links the real page instead.
export const BITCOIN_SERVICE_SLUGS = [
  'general-cleaning',
  'deep-cleaning',
  'recurring-cleaning',
  'move-out-cleaning',
  'office-cleaning',
  'airbnb-cleaning',
];
export const BITCOIN_AREA_SLUGS = ['wixom', 'novi', 'west-bloomfield', 'livonia'];

export const BITCOIN_FAQS: Faq[] = [
  {
    question: 'Which cryptocurrencies do you accept?',
    answer:
      'Only Bitcoin (BTC) on the main Bitcoin network. We cannot credit other coins or tokens, including Bitcoin Cash, wrapped BTC or stablecoins, so please check the currency in your wallet before you send.',
  },
  {
    question: 'How long does a Bitcoin payment take to confirm?',
    answer:
      'Usually 10 to 30 minutes, depending on how busy the network is and the fee your wallet attaches. We watch for the confirmation and text you as soon as it arrives, together with your appointment details.',
  },
  {
    question: 'What happens if the Bitcoin price moves before I pay?',
    answer:
      'Your cleaning is priced in US dollars. The dollar price is locked at the moment we send you the payment details: the message gives the exact BTC amount for that price, and that is all you send. If the payment does not arrive within the time stated in the message, we send fresh details at the current rate.',
  },
  {
    question: 'Can I get a refund if I paid in Bitcoin?',
    answer:
      'Yes. Refunds follow the same standard refund policy as every other payment method, and we send them in Bitcoin to the wallet address the payment came from.',
  },
];

const home: Crumb = { name: 'Home', path: '/' };
const crumbs = (name: string, path: string): Crumb[] => [home, { name, path }];

function bitcoinLinks(ctx: RouteContext): Pick<BitcoinPaymentsProps, 'services' | 'areas'> {
  const services = new Map(ctx.site.services.map((s) => [s.slug, s]));
  const cities = new Map(ctx.site.cities.map((c) => [c.slug, c]));
  return {
    services: BITCOIN_SERVICE_SLUGS.flatMap((slug) => {
      const service = services.get(slug);
      return service ? [{ label: service.title, path: `/services/${slug}/` }] : [];
    }),
    areas: [
      ...BITCOIN_AREA_SLUGS.flatMap((slug) => {
        const city = cities.get(slug);
        return city ? [{ label: `${city.name}, MI`, path: `/mi/${slug}/` }] : [];
      }),
      { label: 'All service areas', path: '/service-areas/' },
      { label: 'All cleaning services', path: '/services/' },
      { label: 'Contact us', path: '/contact/' },
    ],
  };
}

export function companyRoutes(ctx: RouteContext) {
  const { business } = ctx.site;
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
      description: `Join ${business.name}: paid training, flexible schedules and steady work cleaning homes and offices around ${business.address.city} and Metro Detroit. Apply online in a few minutes.`,
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
      jsonLd: [faqJsonLd(BITCOIN_FAQS)],
      props: { ...bitcoinLinks(ctx), faqs: BITCOIN_FAQS },
    }),
    page(ctx, {
      kind: 'checklist',
      path: '/checklist/',
      title: 'House Cleaning Checklist: Standard and Deep Cleaning',
      description: 'Exactly what our crews clean on a standard visit and on a deep clean, room by room, so you know what your quote covers before we arrive.',
      source: 'checklist page (data/checklist.json)',
      breadcrumbs: crumbs('Cleaning Checklist', '/checklist/'),
      props: { checklist: ctx.site.checklist },
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
    noviRoute(ctx),
  ];
}
