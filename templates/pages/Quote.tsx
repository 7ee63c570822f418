// /quote/ (spec part 1 section 2): the provider's form (the quote-widget island: the provider's
// embedded form, and the link that opens it in a new tab), what to expect, the four steps and
// three FAQs about quotes.
import type { Crumb } from '../../shared/model/head.ts';
import type { Business } from '../../shared/model/data.ts';
import type { QuoteProps } from '../../shared/model/pages.ts';
import { quoteWidgetProps, type QuoteWidgetProps } from '../islands/QuoteWidget.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { Island } from '../components/Island.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { mailHref, smsHref, telHref } from '../../shared/contact-links.ts';
import { useSite } from '../site-context.tsx';

// spec part 1 section 2, quote page: 'What to Expect'
const expectations = (business: Business) => [
  {
    title: 'A detailed quote',
    text: 'An itemised price that lists every room and task, plus any add-ons you asked for, so you know exactly what you pay for.',
  },
  { title: `A reply ${business.promises.replyTime}`, text: `We answer every request ${business.promises.replyTime} during business hours, and most within the hour.` },
  { title: 'No obligation', text: 'The quote is free. Take your time: it stays valid for about 30 days, and you only book if it suits you.' },
];

export function Quote({ faqs, breadcrumbs }: QuoteProps & { breadcrumbs: Crumb[] }) {
  const { business } = useSite();
  return (
    <>
      <section className="hero">
        <div className="container">
          <Breadcrumbs crumbs={breadcrumbs} />
          <h1>Get a Free Cleaning Quote</h1>
          <p className="lead">
            Tell us about your home or business and we will send a detailed price. Free, with no obligation and no hidden fees.
          </p>
        </div>
      </section>
      <div className="container">
        <section className="section" aria-labelledby="request-heading">
          <h2 id="request-heading">Request Your Quote</h2>
          <div id="quote-widget">
            <Island<QuoteWidgetProps> name="quote-widget" props={quoteWidgetProps(business.quoteProvider)} />
          </div>
          <p className="contact-options">
            Prefer to talk it through? Call <a href={telHref(business)}>{business.phone}</a>,{' '}
            <a href={smsHref(business)}>send us a text</a> or <a href={mailHref(business)}>e-mail {business.email}</a>.
          </p>
        </section>
        <section className="section" aria-labelledby="expect-heading">
          <h2 id="expect-heading">What to Expect</h2>
          <ReasonGrid items={expectations(business)} />
        </section>
        <section className="section" aria-labelledby="steps-heading">
          <h2 id="steps-heading">How It Works</h2>
          <ProcessSteps />
        </section>
        {faqs.length > 0 ? (
          <section className="section" aria-labelledby="quote-faq-heading">
            <h2 id="quote-faq-heading">Questions About Quotes</h2>
            <FaqList faqs={faqs} group="quote-faq" />
            <p className="section-link">
              <a href="/faq/">More questions and answers</a>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
