// /quote/ (docs/requirements.md#quote-page): the provider's form (the quote-widget island: the provider's
// embedded form, and the link that opens it in a new tab), what to expect, the four steps and
// three FAQs about quotes. The words are data/pages/quote.md.
import type { Crumb } from '../../shared/model/head.ts';
import type { QuoteProps } from '../../shared/model/pages.ts';
import { quoteWidgetProps, type QuoteWidgetProps } from '../islands/QuoteWidget.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { Island } from '../components/Island.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { Prose } from '../components/Prose.tsx';
import { ReasonGrid } from '../components/ReasonGrid.tsx';
import { PageHero, TitledSection } from '../components/TitledSection.tsx';
import { useSite } from '../site-context.tsx';

export function Quote({ copy, faqs, breadcrumbs }: QuoteProps & { breadcrumbs: Crumb[] }) {
  const { business, copy: shared } = useSite();
  const widgetText = { intro: copy.request.widgetIntro, button: copy.request.widgetButton, opensInNewTab: shared.opensInNewTab };
  return (
    <>
      <PageHero breadcrumbs={breadcrumbs} title={copy.hero.heading} lead={copy.hero.lead} />
      <div className="container">
        <TitledSection id="request" className="section" title={copy.request.heading}>
          <div id="quote-widget">
            <Island<QuoteWidgetProps> name="quote-widget" props={quoteWidgetProps(business.quoteProvider, widgetText)} />
          </div>
          <Prose as="p" className="contact-options" html={copy.request.contact} />
        </TitledSection>
        <TitledSection id="expect" className="section" title={copy.expect.heading}>
          <ReasonGrid items={copy.expect.reasons} />
        </TitledSection>
        <TitledSection id="steps" className="section" title={copy.steps.heading}>
          <ProcessSteps />
        </TitledSection>
        {faqs.length > 0 ? (
          <TitledSection id="quote-faq" className="section" title={copy.faq.heading}>
            <FaqList faqs={faqs} group="quote-faq" />
            <p className="section-link">
              <a href="/faq/">{copy.faq.link}</a>
            </p>
          </TitledSection>
        ) : null}
      </div>
    </>
  );
}
