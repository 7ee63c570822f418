// Company pages (docs/requirements.md#company-pages): accessibility, careers, Bitcoin payments,
// checklist, plus the footer's policy pages (docs/decisions.md#footer-pages-are-written). Each
// page's words, title and description are its copy file's (data/pages/{page}.md), filled with the
// business's placeholders.
import type { MenuLink } from '../../shared/model/data.ts';
import { faqJsonLd } from './head.ts';
import type { RouteContext } from './context.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { page } from './page.ts';
import { checklistPropsFor } from './checklist.ts';
import { fillCopy, fillText, homeCrumb, siteValues } from './fill.ts';
import { smsHref } from '../../shared/contact-links.ts';
import type { BitcoinPaymentsProps, Link } from '../../shared/model/pages.ts';
import { acceptsBitcoin, BITCOIN_PAGE_PATH } from '../../shared/payments.ts';


// Pay with Bitcoin (docs/requirements.md#bitcoin-payments-page): which services and towns the page
// lists is data (data/menus.csv, bitcoin-services and bitcoin-areas), and so are its questions
// (data/pages/bitcoin-payments.md). The page exists only when business.json's paymentMethods lists
// Bitcoin; a link to it otherwise is a data problem (validate checkTargets).
function bitcoinLinks(ctx: RouteContext): Pick<BitcoinPaymentsProps, 'services' | 'areas'> {
  const asLink = (link: MenuLink): Link => ({ label: link.label, path: link.href });
  return { services: ctx.site.menus['bitcoin-services'].map(asLink), areas: ctx.site.menus['bitcoin-areas'].map(asLink) };
}

export function companyRoutes(ctx: RouteContext) {
  const crumbs = (name: string, path: string): Crumb[] => [homeCrumb(ctx.site), { name, path }];
  const { site } = ctx;
  const checklist = checklistPropsFor(site);
  const checklistCopy = checklist.copy;
  const values = siteValues(site);
  const accessibility = fillCopy(site.copy['pages/accessibility'], values);
  const careers = fillCopy(site.copy['pages/careers'], values);
  const received = site.copy['pages/application-received'];
  // the page's text link opens a message of its own
  const receivedCopy = fillCopy(received, { ...values, 'links.textWithMessage': smsHref(site.business, fillText(received.smsBody, values)) });
  // only a business that takes Bitcoin needs the page's copy file (validate checks it is there)
  const bitcoinCopy = acceptsBitcoin(site.business) ? site.copy['pages/bitcoin-payments'] : undefined;
  const bitcoin = bitcoinCopy && fillCopy(bitcoinCopy, values);
  const privacy = fillCopy(site.copy['pages/privacy-policy'], values);
  const terms = fillCopy(site.copy['pages/terms-of-service'], values);
  return [
    page(ctx, {
      kind: 'accessibility',
      path: '/accessibility/',
      title: accessibility.title,
      description: accessibility.description,
      source: 'accessibility statement',
      breadcrumbs: crumbs(accessibility.breadcrumb, '/accessibility/'),
      props: { reviewedOn: ctx.buildDate, copy: accessibility },
    }),
    page(ctx, {
      kind: 'careers',
      path: '/careers/',
      title: careers.title,
      description: careers.description,
      source: 'careers page',
      breadcrumbs: crumbs(careers.breadcrumb, '/careers/'),
      props: { copy: careers, form: fillCopy(site.copy['blocks/application-form'], values) },
    }),
    page(ctx, {
      kind: 'applicationReceived',
      path: '/careers/application-received/',
      title: receivedCopy.title,
      description: receivedCopy.description,
      source: 'application-received page',
      // where the application lands when it is sent without JavaScript; nothing to rank for
      indexable: false,
      props: { copy: receivedCopy },
    }),
    ...(bitcoin
      ? [
          page(ctx, {
            kind: 'bitcoinPayments',
            path: BITCOIN_PAGE_PATH,
            title: bitcoin.title,
            description: bitcoin.description,
            source: 'Bitcoin payments page',
            breadcrumbs: crumbs(bitcoin.breadcrumb, BITCOIN_PAGE_PATH),
            jsonLd: [faqJsonLd(bitcoin.faqs)],
            props: { ...bitcoinLinks(ctx), copy: bitcoin },
          }),
        ]
      : []),
    page(ctx, {
      kind: 'checklist',
      path: '/checklist/',
      title: checklistCopy.title,
      description: checklistCopy.description,
      source: 'checklist page (data/checklist.json)',
      breadcrumbs: crumbs(checklistCopy.breadcrumb, '/checklist/'),
      props: checklist,
    }),
    page(ctx, {
      kind: 'privacyPolicy',
      path: '/privacy-policy/',
      title: privacy.title,
      description: privacy.description,
      source: 'privacy policy',
      breadcrumbs: crumbs(privacy.breadcrumb, '/privacy-policy/'),
      props: { copy: privacy },
    }),
    page(ctx, {
      kind: 'termsOfService',
      path: '/terms-of-service/',
      title: terms.title,
      description: terms.description,
      source: 'terms of service',
      breadcrumbs: crumbs(terms.breadcrumb, '/terms-of-service/'),
      props: { copy: terms },
    }),
  ];
}
