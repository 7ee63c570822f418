// The quote page's request form (docs/requirements.md#quote-page): the provider's
// stylesheet and script, identified by the hub id of data/business.json, are added when the page
// is entered and removed when it is left. A 'dom' island (registry.ts): this file is the server
// markup; the browser runs mountQuoteWidget (quote-widget.ts, no JSX) on it and gets no React.
// The link that opens the same form in a new tab is server HTML and is never hidden: it is the
// whole widget without JavaScript, and stays the way in when the provider cannot be reached
// (offline, blocked, down), since it is part of the page in its own right.
import type { Business } from '../../shared/model/data.ts';

/** The widget's words (data/pages/quote.md, and the shared "opens in a new tab"). */
export interface QuoteWidgetText {
  intro: string;
  button: string;
  opensInNewTab: string;
}

export interface QuoteWidgetProps {
  text: QuoteWidgetText;
  hubId: string;
  /** the provider's page with the form, opened in a new tab */
  formUrl: string;
  /** the form the provider's script embeds into the element whose id is the hub id */
  embedUrl: string;
  scriptUrl: string;
  stylesheetUrl: string;
}

/** The props from the business profile. The embedded form lives beside the full-page form on the
 * provider's host, under the hub id: the URL shape of the provider's own embed snippet. */
export function quoteWidgetProps(provider: Business['quoteProvider'], text: QuoteWidgetText): QuoteWidgetProps {
  const { hubId, formUrl, scriptUrl, stylesheetUrl } = provider;
  const embedUrl = new URL(`/client_hubs/${encodeURIComponent(hubId)}/public/work_request/embedded_work_request_form`, formUrl).href;
  return { text, hubId, formUrl, embedUrl, scriptUrl, stylesheetUrl };
}

export function QuoteWidget({ text, hubId, formUrl }: QuoteWidgetProps) {
  return (
    <div className="quote-widget" data-quote-widget="idle">
      <p>{text.intro}</p>
      <p>
        <a className="button button-large" href={formUrl} target="_blank" rel="noopener">
          {text.button}
          <span className="visually-hidden"> {text.opensInNewTab}</span>
        </a>
      </p>
      {/* the provider's script renders its form into the element with the hub id as its id */}
      <div id={hubId} className="quote-embed" />
    </div>
  );
}
