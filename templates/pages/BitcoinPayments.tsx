// /bitcoin-payments/ (alias /pay-with-bitcoin): spec part 1 section 2, "Pay with Bitcoin":
// four benefits, five steps, service and area links, the external quote button and the FAQ.
import type { BitcoinPaymentsProps } from '../../shared/model/pages.ts';
import type { Crumb } from '../../shared/model/head.ts';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { LinkBlock } from '../components/LinkBlock.tsx';
import { useSite } from '../site-context.tsx';

const BENEFITS = [
  {
    title: 'Secure and private',
    text: 'You pay from your own wallet to an address we give you. No card number or bank details change hands.',
  },
  {
    title: 'Fast processing',
    text: 'Payments usually confirm within 10 to 30 minutes, and we text you as soon as yours does.',
  },
  {
    title: 'Lower fees',
    text: 'No card processing charges on our side. You pay only the network fee your wallet sets.',
  },
  {
    title: '24/7 availability',
    text: 'Send your payment whenever it suits you, evenings and weekends included. The network never closes.',
  },
];

const STEPS = [
  {
    title: 'Request service',
    text: 'Ask for a free quote online, by text or by phone and tell us about your home or office.',
  },
  {
    title: 'Choose Bitcoin payment',
    text: 'When you approve the quote, tell us you would like to pay in Bitcoin.',
  },
  {
    title: 'Receive address and exact amount',
    text: 'We text or e-mail a Bitcoin address and the exact BTC amount for your US-dollar price, which is locked from that moment.',
  },
  {
    title: 'Send payment',
    text: 'Send that exact amount from your wallet to the address, double-checking both before you confirm.',
  },
  {
    title: 'Confirmation and scheduling',
    text: 'Once the network confirms the payment we text you a receipt together with the date and arrival time of your cleaning.',
  },
];

export function BitcoinPayments({ services, areas, faqs, breadcrumbs }: BitcoinPaymentsProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        title="Pay for Your Cleaning with Bitcoin"
        lead={`Besides cards, bank transfer, cash and checks, ${business.name} accepts Bitcoin for every home and office cleaning we do across ${business.region}. Here is how it works.`}
      >
        <p>
          <a className="button" href={business.quoteProvider.formUrl} target="_blank" rel="noopener">
            Request a free quote<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </PageHero>
      <div className="container">
        <TitledSection id="btc-benefits" title="Why pay with Bitcoin">
          <ReasonGrid items={BENEFITS} />
        </TitledSection>
        <TitledSection id="btc-steps" title="How it works in five steps">
          <ol className="step-list">
            {STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </TitledSection>
        <LinkBlock id="btc-services-heading" title="Services you can pay for in Bitcoin" links={services} />
        <LinkBlock id="btc-areas-heading" title="Where we clean" links={areas} />
        <TitledSection id="btc-faq" title="Bitcoin payment questions">
          <FaqList faqs={faqs} group="faq-bitcoin" />
        </TitledSection>
      </div>
      <CallToAction heading="Ready to book and pay in Bitcoin?" text="Get your free quote first; we send the Bitcoin payment details once you approve it." />
    </>
  );
}
