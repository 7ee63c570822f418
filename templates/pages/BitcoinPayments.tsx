// /bitcoin-payments/ (alias /pay-with-bitcoin; docs/requirements.md#bitcoin-payments-page):
// four benefits, five steps, service and area links, the external quote button and the FAQ. The
// words and questions are data/pages/bitcoin-payments.md's.
import type { BitcoinPaymentsProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { useSite } from '../site-context.tsx';

export function BitcoinPayments({ services, areas, copy, breadcrumbs }: BitcoinPaymentsProps & { breadcrumbs: Crumb[] }) {
  const site = useSite();
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead}>
        <p>
          <a className="button" href={site.business.quoteProvider.formUrl} target="_blank" rel="noopener">
            {copy.hero.quoteButton}
            <span className="visually-hidden"> {site.copy.opensInNewTab}</span>
          </a>
        </p>
      </PageHero>
      <div className="container">
        <TitledSection id="btc-benefits" title={copy.benefits.heading}>
          <ReasonGrid items={copy.benefits.items} />
        </TitledSection>
        <TitledSection id="btc-steps" title={copy.steps.heading}>
          <ol className="step-list">
            {copy.steps.items.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </TitledSection>
        <LinkBlock id="btc-services-heading" title={copy.servicesHeading} links={services} />
        <LinkBlock id="btc-areas-heading" title={copy.areasHeading} links={areas} />
        <TitledSection id="btc-faq" title={copy.faqHeading}>
          <FaqList faqs={copy.faqs} group="faq-bitcoin" />
        </TitledSection>
      </div>
      <CallToAction heading={copy.callToAction.heading} text={copy.callToAction.text} />
    </>
  );
}
